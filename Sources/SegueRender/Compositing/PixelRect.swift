/// A rectangle of whole pixels, half-open: columns `minX..<maxX`, rows `minY..<maxY`.
///
/// Empty when either range is empty. Coordinates are pixels of whatever bitmap the rect is
/// used with (device pixels for a frame, group pixels inside an offscreen group).
package struct PixelRect: Sendable, Hashable, CustomStringConvertible {
  package var minX: Int
  package var minY: Int
  package var maxX: Int
  package var maxY: Int

  package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// The rect `x..<x+width`, `y..<y+height`.
  package init(x: Int, y: Int, width: Int, height: Int) {
    self.init(minX: x, minY: y, maxX: x + width, maxY: y + height)
  }

  /// The whole of a `width × height` bitmap.
  package init(width: Int, height: Int) {
    self.init(minX: 0, minY: 0, maxX: width, maxY: height)
  }

  package static let empty = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

  package var width: Int { max(maxX - minX, 0) }
  package var height: Int { max(maxY - minY, 0) }
  package var isEmpty: Bool { maxX <= minX || maxY <= minY }

  /// The common part (empty when they do not overlap).
  package func intersection(_ other: PixelRect) -> PixelRect {
    PixelRect(
      minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
      maxY: min(maxY, other.maxY))
  }

  /// Whether `other` lies entirely inside (an empty rect lies inside anything).
  package func contains(_ other: PixelRect) -> Bool {
    other.isEmpty
      || (other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY)
  }

  /// `self` moved by (dx, dy).
  package func offsetBy(dx: Int, dy: Int) -> PixelRect {
    PixelRect(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
  }

  /// `self` minus `cover` when the difference is a single rectangle (or empty): `cover`
  /// spans all of one axis and overlaps one end of the other. Nil when the difference is an
  /// L or a frame shape, which the caller keeps as `self` (conservative).
  func subtracting(_ cover: PixelRect) -> PixelRect? {
    let overlap = intersection(cover)
    if overlap.isEmpty { return self }
    if cover.contains(self) { return .empty }
    if overlap.minY == minY && overlap.maxY == maxY {
      if overlap.minX == minX {
        return PixelRect(minX: overlap.maxX, minY: minY, maxX: maxX, maxY: maxY)
      }
      if overlap.maxX == maxX {
        return PixelRect(minX: minX, minY: minY, maxX: overlap.minX, maxY: maxY)
      }
    }
    if overlap.minX == minX && overlap.maxX == maxX {
      if overlap.minY == minY {
        return PixelRect(minX: minX, minY: overlap.maxY, maxX: maxX, maxY: maxY)
      }
      if overlap.maxY == maxY {
        return PixelRect(minX: minX, minY: minY, maxX: maxX, maxY: overlap.minY)
      }
    }
    return nil
  }

  package var description: String { "[\(minX)..<\(maxX)] × [\(minY)..<\(maxY)]" }
}

/// A raw view of a bitmap's pixels used inside the pixel loops: no class references, no
/// bounds checks. The bitmap covers device pixels starting at (`originX`, `originY`) (a
/// group's offscreen bitmap), so `row(y)[x]` addresses device pixel (x, y) directly.
package struct PixelTarget: @unchecked Sendable {
  let bitmap: Bitmap
  let base: UnsafeMutablePointer<UInt32>
  /// Row pitch in `UInt32` words.
  let strideWords: Int
  let originX: Int
  let originY: Int

  package init(_ bitmap: Bitmap, originX: Int = 0, originY: Int = 0) {
    self.bitmap = bitmap
    base = bitmap.baseAddress.assumingMemoryBound(to: UInt32.self)
    strideWords = bitmap.stride / 4
    self.originX = originX
    self.originY = originY
  }

  /// The device pixels the bitmap covers.
  var bounds: PixelRect {
    PixelRect(x: originX, y: originY, width: bitmap.width, height: bitmap.height)
  }

  /// Row `y` (device) indexed by device x: valid for x in `bounds.minX..<bounds.maxX`.
  @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
    base + ((y &- originY) &* strideWords &- originX)
  }
}
