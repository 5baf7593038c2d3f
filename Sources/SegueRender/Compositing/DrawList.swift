/// One step of a frame's compositing program, in device pixels of the frame (groups draw
/// into offscreen bitmaps that cover a rect of the same coordinate space).
struct DrawOp: @unchecked Sendable {
  /// Pixels this step may touch; every execution is clipped to it (and to the row band).
  var rect: PixelRect
  /// Pixels this step paints fully opaque (the occlusion pass removes what lies under it);
  /// empty when it paints nothing opaque for sure.
  var coverRect: PixelRect
  var kind: Kind

  enum Kind {
    /// SRC fill with a premultiplied word (clears, opaque solid layers).
    case fill(UInt32)
    /// OVER of a constant premultiplied colour (dimming layers).
    case solid(UInt32)
    /// The raster placed at a whole-pixel offset: SRC when `opaque` and `alpha` is 255,
    /// otherwise OVER; `dim` (premultiplied colour) is a translucent solid layer folded on
    /// top of an SRC blit: result = dim + raster · (1 − dimα).
    case blit(Bitmap, dx: Int, dy: Int, alpha: UInt16, opaque: Bool, dim: UInt32?)
    /// Bilinear affine or projective draw (Swift sampler).
    case sample(BilinearSampler)
    /// An offscreen group composited with alpha and an optional mask.
    case group(GroupDraw)
    /// A backdrop filter: reads what earlier steps composited (`BackdropDraw`).
    case backdrop(BackdropDraw)
    /// Content composited through a shape mask's path coverage (`PathMaskDraw`).
    case pathMask(PathMaskDraw)
  }
}

/// A group: sublayers composited into their own bitmap, then composited as one image
/// (group opacity, rounded or non-axis-aligned `masksToBounds`).
final class GroupDraw: @unchecked Sendable {
  /// Offscreen pixels; pixel (0, 0) is device pixel (`rect.minX`, `rect.minY`).
  let bitmap: Bitmap
  /// The device rect the bitmap covers.
  let rect: PixelRect
  var ops: [DrawOp]
  /// 0…255 applied when compositing the group.
  let alpha: UInt16
  let mask: ClipMask?
  /// A group of the same rect whose alpha masks this one (a layer's `mask`;
  /// MaskCompositing.swift).
  let layerMask: GroupDraw?

  init(bitmap: Bitmap, rect: PixelRect, ops: [DrawOp], alpha: UInt16, mask: ClipMask?, layerMask: GroupDraw? = nil) {
    self.bitmap = bitmap
    self.rect = rect
    self.ops = ops
    self.alpha = alpha
    self.mask = mask
    self.layerMask = layerMask
  }
}

/// An antialiased rounded-rect clip: a layer's bounds (0, 0)–(width, height) points with
/// `cornerRadius`, seen through `inverse` (device pixel → layer points).
///
/// Coverage of a pixel = clamp(½ − d · s, 0, 1), d the signed distance (points) from the
/// pixel centre's preimage to the rounded rect (Inigo Quilez's box SDF with rounded
/// corners), s the layer's device pixels per point (√|det| of the linear part, measured at
/// the layer's centre for perspective transforms).
package struct ClipMask: Sendable {
  let inverse: ProjectiveTransform
  let width: Double
  let height: Double
  let cornerRadius: Double
  /// Which corners are rounded (bits as in `LayerAppearance.roundedCorners`).
  let roundedCorners: UInt8
  /// `cornerRadius` limited to half the shorter side (computed once, not per pixel).
  let clampedRadius: Double
  let pixelsPerPoint: Double
  /// Device-space polygons inside which coverage is exactly 255 (see `solidSpan`).
  let solidPolygons: [[(x: Double, y: Double)]]

  /// iOS's continuous corners (`cornerCurve = .continuous`) instead of quarter circles.
  let continuous: ContinuousCornerDistance?

  init(
    inverse: ProjectiveTransform, width: Double, height: Double, cornerRadius: Double,
    roundedCorners: UInt8 = 0b1111, pixelsPerPoint: Double, continuousCorners: Bool = false
  ) {
    continuous =
      continuousCorners && cornerRadius > 0
      ? ContinuousCornerDistance(ContinuousCorner(radius: cornerRadius, width: width, height: height)) : nil
    self.inverse = inverse
    self.width = width
    self.height = height
    self.cornerRadius = cornerRadius
    self.roundedCorners = roundedCorners
    self.pixelsPerPoint = pixelsPerPoint
    // With δ = ½ / pixelsPerPoint, every point at distance ≤ −δ from the rounded rect has
    // coverage 1. The two bands of the cross [δ, w − δ] × [max(r, δ), h − max(r, δ)] and
    // [max(r, δ), w − max(r, δ)] × [δ, h − δ] are such points: in the first, qy ≤ 0 and
    // qx ≤ r − δ, so the distance is qx − r ≤ −δ when qx > 0 and max(qx, qy) − r ≤ −δ
    // otherwise (and symmetrically). Projective maps keep straight edges straight, so the
    // bands' images are the polygons of their projected corners.
    var polygons: [[(x: Double, y: Double)]] = []
    let radius = min(max(cornerRadius, 0), min(width, height) / 2)
    clampedRadius = radius
    let delta = 0.5 / max(pixelsPerPoint, 1e-9)
    let inset = max(continuous?.corner.extent ?? radius, delta)
    if let forward = inverse.inverted() {
      for (x0, y0, x1, y1) in [
        (delta, inset, width - delta, height - inset), (inset, delta, width - inset, height - delta),
      ] where x0 < x1 && y0 < y1 {
        let polygon = BilinearSampler.project([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], through: forward)
        if polygon.count >= 3 { polygons.append(polygon) }
      }
    }
    solidPolygons = polygons
  }

  /// Columns `start..<end` of row `y` whose coverage is certainly 255 — pixel centres inside
  /// a solid band, one pixel in from its edge for safety — or nil. Of the two bands' spans
  /// the union when they overlap, else the longer.
  func solidSpan(row y: Int) -> (Int, Int)? {
    if let exact = axisAlignedSpan(row: y, grownBy: -0.5 / max(pixelsPerPoint, 1e-9)) {
      // The shrunk shape's row: pixel centres one pixel in from its ends, as below.
      guard let (low, high) = exact else { return nil }
      let span = (Int((low - 0.5).rounded(.up)) + 1, Int((high - 0.5).rounded(.down)))
      return span.0 < span.1 ? span : nil
    }
    let centre = Double(y) + 0.5
    var best: (Int, Int)?
    for polygon in solidPolygons {
      var low = Double.infinity
      var high = -Double.infinity
      var previous = polygon[polygon.count - 1]
      for point in polygon {
        if (previous.y <= centre) != (point.y <= centre) {
          let x =
            previous.x + (point.x - previous.x) * (centre - previous.y) / (point.y - previous.y)
          low = min(low, x)
          high = max(high, x)
        }
        previous = point
      }
      guard low <= high, low > -1e9, high < 1e9 else { continue }
      let span = (Int((low - 0.5).rounded(.up)) + 1, Int((high - 0.5).rounded(.down)))
      guard span.0 < span.1 else { continue }
      if let current = best {
        if span.0 <= current.1 && current.0 <= span.1 {
          best = (min(span.0, current.0), max(span.1, current.1))
        } else if span.1 - span.0 > current.1 - current.0 {
          best = span
        }
      } else {
        best = span
      }
    }
    return best
  }

  /// Coverage 0…255 of device pixel (x, y).
  @inline(__always) func coverage(x: Int, y: Int) -> UInt16 {
    let px = Double(x) + 0.5
    let py = Double(y) + 0.5
    let m = inverse
    let w = px * m.m13 + py * m.m23 + m.m33
    guard w > 1e-12 else { return 0 }
    let lx = (px * m.m11 + py * m.m21 + m.m31) / w
    let ly = (px * m.m12 + py * m.m22 + m.m32) / w
    // The quadrant's corner: rounded by the radius when its bit is set, square otherwise.
    let bit: UInt8 = (lx < width / 2 ? 0 : 1) | (ly < height / 2 ? 0 : 2)
    if let continuous, roundedCorners & (1 << bit) != 0 {
      let d = continuous.signedDistance(u: min(lx, width - lx), v: min(ly, height - ly))
      return UInt16((min(max(0.5 - d * pixelsPerPoint, 0), 1) * 255).rounded())
    }
    let radius = roundedCorners & (1 << bit) != 0 ? clampedRadius : 0
    let qx = abs(lx - width / 2) - (width / 2 - radius)
    let qy = abs(ly - height / 2) - (height / 2 - radius)
    let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
    let distance = outside + min(max(qx, qy), 0) - radius
    let value = min(max(0.5 - distance * pixelsPerPoint, 0), 1)
    return UInt16((value * 255).rounded())
  }
}

/// Removes and trims steps hidden under later opaque steps, then folds translucent solid
/// layers into the opaque blit right below them. Works on one target's list; groups are
/// handled recursively.
enum DrawListOptimizer {
  struct Statistics {
    var culled = 0
    var trimmed = 0
    var folded = 0
  }

  static func optimize(_ ops: inout [DrawOp], statistics: inout Statistics) {
    cull(&ops, statistics: &statistics)
    fold(&ops, statistics: &statistics)
    for op in ops {
      if case .group(let group) = op.kind {
        optimize(&group.ops, statistics: &statistics)
        if let mask = group.layerMask { optimize(&mask.ops, statistics: &statistics) }
      }
      if case .pathMask(let draw) = op.kind, case .group(let group) = draw.source {
        optimize(&group.ops, statistics: &statistics)
      }
    }
  }

  /// Occlusion: each step's rect loses every part covered by an opaque step drawn after it
  /// in the same target, when the remainder is still one rectangle; steps left empty go.
  static func cull(_ ops: inout [DrawOp], statistics: inout Statistics) {
    guard ops.count > 1 else { return }
    var kept: [DrawOp] = []
    kept.reserveCapacity(ops.count)
    for index in ops.indices {
      var op = ops[index]
      // A backdrop reads what lies under it: nothing before it is culled by steps after it.
      let barrier = ops[(index + 1)...].firstIndex { $0.readsBackdrop } ?? ops.endIndex
      for later in ops[(index + 1)..<barrier] where !later.coverRect.isEmpty {
        guard let remainder = op.rect.subtracting(later.coverRect), remainder != op.rect else {
          continue
        }
        op.rect = remainder
        if remainder.isEmpty { break }
      }
      if op.rect.isEmpty {
        statistics.culled += 1
        continue
      }
      if op.rect != ops[index].rect { statistics.trimmed += 1 }
      op.coverRect = op.coverRect.intersection(op.rect)
      kept.append(op)
    }
    ops = kept
  }

  /// Dim folding: a translucent `.solid` right after an SRC `.blit` whose rect it contains
  /// is applied inside the blit's single pass; the solid keeps only the rest of its rect.
  static func fold(_ ops: inout [DrawOp], statistics: inout Statistics) {
    guard ops.count > 1 else { return }
    var index = 1
    while index < ops.count {
      defer { index += 1 }
      guard case .solid(let color) = ops[index].kind,
        case .blit(let bitmap, let dx, let dy, let alpha, let opaque, let dim) = ops[index - 1].kind,
        opaque, alpha == 255, dim == nil, ops[index].rect.contains(ops[index - 1].rect),
        let rest = ops[index].rect.subtracting(ops[index - 1].rect)
      else { continue }
      ops[index - 1].kind = .blit(bitmap, dx: dx, dy: dy, alpha: 255, opaque: true, dim: color)
      statistics.folded += 1
      if rest.isEmpty {
        ops.remove(at: index)
        index -= 1
      } else {
        ops[index].rect = rest
      }
    }
  }
}
