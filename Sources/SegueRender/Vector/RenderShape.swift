import CCairo

/// A filled and stroked path in a layer's points (what a `CAShapeLayer` draws; Core
/// Animation's shape-layer properties, docs/uikit-behaviour-drawing.md §9).
///
/// The shape is not clipped to the layer's bounds: `paintedExtents()` is the fill's and the
/// (undashed, untrimmed) stroke's extents, so the raster covers the shape wherever it lies.
/// The fill uses the whole path; the stroke only the part from `strokeStart` to `strokeEnd`
/// of its arc length (`PathTrimming`), dashed from the trimmed start.
package struct RenderShape: RenderDrawing {
  /// How open ends of strokes are drawn (Core Animation's `lineCap`).
  package enum LineCap: Sendable, Hashable { case butt, round, square }
  /// How corners of strokes are drawn (Core Animation's `lineJoin`).
  package enum LineJoin: Sendable, Hashable { case miter, round, bevel }

  /// The path in layer points.
  package var path: [RenderPathElement]
  /// The fill, or nil for none.
  package var fillColor: RenderColor?
  /// The even-odd rule instead of non-zero winding.
  package var fillsEvenOdd: Bool
  /// The stroke, or nil for none.
  package var strokeColor: RenderColor?
  /// Stroke width in points.
  package var lineWidth: Double
  package var lineCap: LineCap
  package var lineJoin: LineJoin
  /// The longest miter, in line widths, before a miter join is bevelled.
  package var miterLimit: Double
  /// Dash lengths in points, painted and unpainted alternately; empty for a solid stroke.
  package var dashPattern: [Double]
  /// Points into the dash pattern at which the stroke starts.
  package var dashPhase: Double
  /// The stroked part of the path: fractions 0…1 of its arc length.
  package var strokeStart: Double
  package var strokeEnd: Double
  /// The part of the layer's space (points) that can be seen, when the shape reaches
  /// beyond it: the raster covers no more (set by the compositor; `ShapeRasterLimit`).
  package var visibleRect: VisibleRect?

  /// `path`'s arc lengths, when already measured (`PathTrimming.Measurement`): derived from
  /// `path`, so not part of the shape's identity. `ContentCache` carries it from frame to
  /// frame while the path stays the same, so drawing a stroke on measures its path once.
  var measured = MeasuredPath()

  /// A rectangle in layer points.
  package struct VisibleRect: Sendable, Hashable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double
  }

  package init(
    path: [RenderPathElement], fillColor: RenderColor? = .black, fillsEvenOdd: Bool = false,
    strokeColor: RenderColor? = nil, lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    miterLimit: Double = 10, dashPattern: [Double] = [], dashPhase: Double = 0, strokeStart: Double = 0,
    strokeEnd: Double = 1
  ) {
    self.path = path
    self.fillColor = fillColor
    self.fillsEvenOdd = fillsEvenOdd
    self.strokeColor = strokeColor
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dashPattern = dashPattern
    self.dashPhase = dashPhase
    self.strokeStart = strokeStart
    self.strokeEnd = strokeEnd
  }

  /// Whether the fill paints anything.
  package var fills: Bool { (fillColor?.alpha ?? 0) > 0 }
  /// Whether the stroke paints anything.
  package var strokes: Bool { (strokeColor?.alpha ?? 0) > 0 && lineWidth > 0 && lineWidth.isFinite }

  package func draw(in context: RenderDrawingContext) throws {
    let cr = context.cairo
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if let fillColor, fills {
      cairo_new_path(cr)
      addPath(cr, path)
      cairo_set_fill_rule(cr, fillsEvenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      setSource(cr, fillColor)
      cairo_fill(cr)
    }
    if let strokeColor, strokes {
      var trimmed = PathTrimming.trimmed(path, from: strokeStart, to: strokeEnd, measured: measured.value)
      guard !trimmed.isEmpty else { return }
      if !hasValidDash, !trimmed.contains(.close) {
        var box = (x0: 0.0, y0: 0.0, x1: 0.0, y1: 0.0)
        cairo_clip_extents(cr, &box.x0, &box.y0, &box.x1, &box.y1)
        trimmed = Self.culling(trimmed, outside: box, reach: strokeReach)
      }
      cairo_new_path(cr)
      addPath(cr, trimmed)
      applyStrokeStyle(cr, dashed: true)
      setSource(cr, strokeColor)
      cairo_stroke(cr)
    }
  }

  /// How far (points) the stroke can paint from the path — half the width, times the miter
  /// limit for miter joins or √2 for square caps — plus a point for antialiasing and
  /// cairo's flattening.
  var strokeReach: Double {
    lineWidth / 2 * max(lineJoin == .miter ? max(miterLimit, 1) : 1, 2.0.squareRoot()) + 1
  }

  /// Whether the dash pattern applies (otherwise the stroke is solid).
  private var hasValidDash: Bool {
    !dashPattern.isEmpty && dashPattern.allSatisfy { $0 >= 0 && $0.isFinite } && dashPattern.contains { $0 > 0 }
  }

  /// `path` (no closes) without the lines and curves whose control points lie farther than
  /// `reach` from `box` (the clip, in the same units); a run of them becomes a move to where
  /// the next kept piece starts. The stroke of a dropped piece, and any cap the move adds at
  /// its end, lies within `reach` of the piece, so no pixel inside the box changes — while
  /// cairo's stroker, which does not cull by the clip, skips them. Used when a shape's
  /// raster is drawn again only where its trim changed (`trimChange(since:)`).
  static func culling(
    _ path: [RenderPathElement], outside box: (x0: Double, y0: Double, x1: Double, y1: Double), reach: Double
  ) -> [RenderPathElement] {
    let (x0, y0, x1, y1) = (box.x0 - reach, box.y0 - reach, box.x1 + reach, box.y1 + reach)
    var result: [RenderPathElement] = []
    result.reserveCapacity(path.count)
    var current = (x: 0.0, y: 0.0)
    var moved = false
    for element in path {
      // The piece's box: its start, end and (for a curve) control points.
      var piece = (x0: current.x, y0: current.y, x1: current.x, y1: current.y)
      func include(_ x: Double, _ y: Double) {
        piece = (min(piece.x0, x), min(piece.y0, y), max(piece.x1, x), max(piece.y1, y))
      }
      let end: (x: Double, y: Double)
      switch element {
      case .move(let x, let y):
        current = (x, y)
        moved = true
        continue
      case .line(let x, let y):
        end = (x, y)
      case .curve(let c1x, let c1y, let c2x, let c2y, let x, let y):
        include(c1x, c1y)
        include(c2x, c2y)
        end = (x, y)
      case .close:
        return path  // never: the caller passes paths without closes
      }
      include(end.x, end.y)
      if piece.x1 < x0 || piece.x0 > x1 || piece.y1 < y0 || piece.y0 > y1 {
        moved = true
      } else {
        if moved { result.append(.move(x: current.x, y: current.y)) }
        result.append(element)
        moved = false
      }
      current = end
    }
    return result
  }

  /// Width, cap, join, miter limit and (when `dashed` and the pattern is valid) the dash.
  private func applyStrokeStyle(_ cr: OpaquePointer, dashed: Bool) {
    cairo_set_line_width(cr, lineWidth)
    let cap: cairo_line_cap_t =
      switch lineCap {
      case .butt: CAIRO_LINE_CAP_BUTT
      case .round: CAIRO_LINE_CAP_ROUND
      case .square: CAIRO_LINE_CAP_SQUARE
      }
    let join: cairo_line_join_t =
      switch lineJoin {
      case .miter: CAIRO_LINE_JOIN_MITER
      case .round: CAIRO_LINE_JOIN_ROUND
      case .bevel: CAIRO_LINE_JOIN_BEVEL
      }
    cairo_set_line_cap(cr, cap)
    cairo_set_line_join(cr, join)
    cairo_set_miter_limit(cr, max(miterLimit, 1))
    // A pattern with a negative or non-finite length, or of no length at all, strokes solid.
    if dashed && hasValidDash {
      dashPattern.withUnsafeBufferPointer { lengths in
        cairo_set_dash(cr, lengths.baseAddress, Int32(lengths.count), dashPhase.isFinite ? dashPhase : 0)
      }
    }
  }

  /// The part of the layer (points) whose pixels can differ between this shape and
  /// `previous` when the two differ only in `strokeStart`/`strokeEnd` — the lines and curves
  /// whose arc length lies between the old and new ends (`PathTrimming.bounds`), grown by
  /// the stroke's reach and a point for antialiasing — or nil when the whole raster must be
  /// drawn again: anything else changed, a dashed stroke's start moved (its dashes shift),
  /// or either trim is the whole path (which `PathTrimming` returns unchanged) and a trim
  /// would not keep the path's other elements as they are
  /// (`PathTrimming.Measurement.trimsKeepElements`).
  ///
  /// A closed subpath that one trim keeps whole and the other cuts has a join at its start
  /// in one and two caps in the other; the end that crossed it passed through its first or
  /// its closing piece, both of which reach its start, so the rect holds that corner.
  /// (A circle closing shows no seam either way, a square's corner does: both tested.)
  ///
  /// Pieces cut at a trim are in the rect whole, so their flattening may change anywhere
  /// along them; every piece outside is passed to cairo as the same curve both times.
  package func trimChange(since previous: RenderShape) -> VisibleRect? {
    var aligned = previous
    aligned.strokeStart = strokeStart
    aligned.strokeEnd = strokeEnd
    guard aligned == self, strokes, previous != self else { return nil }
    func clamped(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    let old = (clamped(previous.strokeStart), clamped(previous.strokeEnd))
    let new = (clamped(strokeStart), clamped(strokeEnd))
    let isWhole = { (range: (Double, Double)) in range.0 <= 0 && range.1 >= 1 }
    let measurement = measured.value ?? previous.measured.value ?? PathTrimming.measurement(of: path)
    // The whole path is drawn as it is, a trim from the measured pieces: the two agree on
    // every piece the trim keeps whole only when `trimsKeepElements`.
    guard measurement.trimsKeepElements || (!isWhole(old) && !isWhole(new)) else { return nil }
    guard !hasValidDash || old.0 == new.0 else { return nil }
    // The symmetric difference of the two drawn ranges lies in the stretches between their
    // starts and between their ends when both are drawn and overlap, else in both ranges.
    var ranges: [ClosedRange<Double>] = []
    if old.1 > old.0, new.1 > new.0, old.0 <= new.1, new.0 <= old.1 {
      // A start or end that stayed put changed nothing there.
      if old.0 != new.0 { ranges.append(min(old.0, new.0)...max(old.0, new.0)) }
      if old.1 != new.1 { ranges.append(min(old.1, new.1)...max(old.1, new.1)) }
    } else {
      if old.1 > old.0 { ranges.append(old.0...old.1) }
      if new.1 > new.0 { ranges.append(new.0...new.1) }
    }
    guard !ranges.isEmpty else { return VisibleRect(x: 0, y: 0, width: 0, height: 0) }
    guard let box = PathTrimming.bounds(of: path, meeting: ranges, measured: measurement) else { return nil }
    let reach = strokeReach
    return VisibleRect(
      x: box.x0 - reach, y: box.y0 - reach, width: box.x1 - box.x0 + 2 * reach, height: box.y1 - box.y0 + 2 * reach)
  }

  /// A rectangle holding everything the shape can paint, from the path's points (control
  /// points included) grown by the stroke's reach — cheap, and never smaller than
  /// `paintedExtents()`.
  var conservativeBounds: VisibleRect? {
    var x0 = Double.infinity
    var y0 = Double.infinity
    var x1 = -Double.infinity
    var y1 = -Double.infinity
    func include(_ x: Double, _ y: Double) {
      x0 = min(x0, x)
      y0 = min(y0, y)
      x1 = max(x1, x)
      y1 = max(y1, y)
    }
    for element in path {
      switch element {
      case .move(let x, let y), .line(let x, let y): include(x, y)
      case .curve(let c1x, let c1y, let c2x, let c2y, let x, let y):
        include(c1x, c1y)
        include(c2x, c2y)
        include(x, y)
      case .close: break
      }
    }
    guard x0 <= x1, y0 <= y1, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
    let reach = strokes ? lineWidth / 2 * max(lineJoin == .miter ? max(miterLimit, 1) : 1, 2.0.squareRoot()) : 0
    let margin = reach + 1
    return VisibleRect(x: x0 - margin, y: y0 - margin, width: x1 - x0 + 2 * margin, height: y1 - y0 + 2 * margin)
  }

  /// The fill's extents and the stroke's (whole path, solid), in layer points, from cairo's
  /// `cairo_fill_extents`/`cairo_stroke_extents`; nil when the shape paints nothing.
  package func paintedExtents() -> (x: Double, y: Double, width: Double, height: Double)? {
    guard !path.isEmpty, fills || strokes,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
    else { return nil }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return nil }
    defer { cairo_destroy(cr) }
    var box: (x0: Double, y0: Double, x1: Double, y1: Double)?
    func include(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
      guard x1 > x0 || y1 > y0, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
      box = box.map { (min($0.x0, x0), min($0.y0, y0), max($0.x1, x1), max($0.y1, y1)) } ?? (x0, y0, x1, y1)
    }
    addPath(cr, path)
    var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
    if fills {
      cairo_fill_extents(cr, &x0, &y0, &x1, &y1)
      include(x0, y0, x1, y1)
    }
    if strokes {
      applyStrokeStyle(cr, dashed: false)
      cairo_stroke_extents(cr, &x0, &y0, &x1, &y1)
      include(x0, y0, x1, y1)
    }
    guard var box, cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return nil }
    if let visibleRect {
      box = (
        max(box.x0, visibleRect.x), max(box.y0, visibleRect.y), min(box.x1, visibleRect.x + visibleRect.width),
        min(box.y1, visibleRect.y + visibleRect.height)
      )
      guard box.x1 > box.x0, box.y1 > box.y0 else { return nil }
    }
    return (box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0)
  }
}

/// A path's measurement kept beside it: equal to every other and hashing to nothing, so a
/// shape is the same shape whether or not its path has been measured yet.
struct MeasuredPath: Sendable, Hashable {
  var value: PathTrimming.Measurement?

  static func == (_: MeasuredPath, _: MeasuredPath) -> Bool { true }
  func hash(into _: inout Hasher) {}
}
