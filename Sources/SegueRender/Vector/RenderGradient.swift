import CCairo
import Foundation

/// A gradient filling a layer's bounds (what a `CAGradientLayer` draws;
/// docs/uikit-behaviour-drawing.md §11). Points are in unit coordinates of the bounds,
/// (0, 0) top left, (1, 1) bottom right.
///
/// - `.axial`: colour changes along the line from start to end, constant across it; the end
///   colours continue beyond the ends (cairo linear pattern, `CAIRO_EXTEND_PAD`).
/// - `.radial`: an ellipse centred on the start point whose radii are the distances from
///   start to end along x and along y (rx = |end.x − start.x| · width, ry = |end.y −
///   start.y| · height); colour changes from the centre (location 0) to the ellipse (1),
///   the last colour outside it (cairo radial pattern of a unit circle, scaled by rx, ry).
///   With a zero radius every point is outside: the last colour fills the bounds.
/// - `.conic`: colour changes with the angle about the start point, location 0 in the
///   direction of the end point and increasing clockwise on screen through a full turn;
///   rasterized per device pixel (centre sample), stops blended in premultiplied RGBA.
///
/// `locations` (0…1, one per colour) place the colours; nil, or a count other than the
/// colours', spaces them evenly. No colours draw nothing; one colour fills the bounds.
package struct RenderGradient: RenderDrawing {
  package enum Kind: Sendable, Hashable { case axial, radial, conic }

  package var kind: Kind
  package var colors: [RenderColor]
  package var locations: [Double]?
  package var startX: Double
  package var startY: Double
  package var endX: Double
  package var endY: Double

  package init(
    kind: Kind, colors: [RenderColor], locations: [Double]? = nil, startX: Double = 0.5, startY: Double = 0,
    endX: Double = 0.5, endY: Double = 1
  ) {
    self.kind = kind
    self.colors = colors
    self.locations = locations
    self.startX = startX
    self.startY = startY
    self.endX = endX
    self.endY = endY
  }

  /// (location, colour) pairs in order of location.
  var stops: [(location: Double, color: RenderColor)] {
    let count = colors.count
    let places: [Double]
    if let locations, locations.count == count {
      places = locations
    } else {
      places = (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
    }
    return zip(places, colors).map { ($0, $1) }.sorted { $0.0 < $1.0 }
  }

  package func draw(in context: RenderDrawingContext) throws {
    let cr = context.cairo
    let width = context.width
    let height = context.height
    let stops = stops
    guard let last = stops.last, width > 0, height > 0 else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_new_path(cr)
    cairo_rectangle(cr, 0, 0, width, height)
    let sx = startX * width
    let sy = startY * height
    let ex = endX * width
    let ey = endY * height
    switch kind {
    case _ where stops.count == 1:
      setSource(cr, last.color)
      cairo_fill(cr)
    case .axial:
      guard sx != ex || sy != ey, let pattern = cairo_pattern_create_linear(sx, sy, ex, ey) else {
        setSource(cr, last.color)
        cairo_fill(cr)
        return
      }
      try fill(cr, with: pattern, stops: stops)
    case .radial:
      let rx = abs(ex - sx)
      let ry = abs(ey - sy)
      guard rx > 0, ry > 0, let pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1) else {
        setSource(cr, last.color)
        cairo_fill(cr)
        return
      }
      var matrix = cairo_matrix_t()
      cairo_matrix_init_scale(&matrix, 1 / rx, 1 / ry)
      cairo_matrix_translate(&matrix, -sx, -sy)
      cairo_pattern_set_matrix(pattern, &matrix)
      try fill(cr, with: pattern, stops: stops)
    case .conic:
      try fillConic(cr, context: context, centre: (sx, sy), towards: (ex, ey), stops: stops)
    }
  }

  private func fill(_ cr: OpaquePointer, with pattern: OpaquePointer, stops: [(location: Double, color: RenderColor)])
    throws
  {
    defer { cairo_pattern_destroy(pattern) }
    for stop in stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, min(max(stop.location, 0), 1), stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
    cairo_fill(cr)
    cairo_set_source_rgba(cr, 0, 0, 0, 0)
    try checkCairo(cairo_status(cr), "drawing a gradient")
  }

  /// The conic gradient, one sample per device pixel of the bounds.
  private func fillConic(
    _ cr: OpaquePointer, context: RenderDrawingContext, centre: (x: Double, y: Double),
    towards end: (x: Double, y: Double), stops: [(location: Double, color: RenderColor)]
  ) throws {
    let scale = Double(context.scale)
    let pixelWidth = Int((context.width * scale).rounded(.up))
    let pixelHeight = Int((context.height * scale).rounded(.up))
    guard pixelWidth > 0, pixelHeight > 0 else { return }
    let bitmap = Bitmap(width: pixelWidth, height: pixelHeight, scale: context.scale)
    let premultiplied = stops.map { stop in
      let a = min(max(stop.color.alpha, 0), 1)
      return (
        stop.location,
        SIMD4<Double>(
          min(max(stop.color.red, 0), 1) * a, min(max(stop.color.green, 0), 1) * a,
          min(max(stop.color.blue, 0), 1) * a, a)
      )
    }
    let startAngle = end.x == centre.x && end.y == centre.y ? 0 : atan2(end.y - centre.y, end.x - centre.x)
    for y in 0..<pixelHeight {
      let row = bitmap.row(y)
      let py = (Double(y) + 0.5) / scale - centre.y
      for x in 0..<pixelWidth {
        let px = (Double(x) + 0.5) / scale - centre.x
        var turn = (atan2(py, px) - startAngle) / (2 * Double.pi)
        turn -= turn.rounded(.down)
        row[x] = Self.word(Self.color(at: turn, premultiplied))
      }
    }
    let surface = try bitmap.makeCairoSurface("drawing a conic gradient")
    defer { cairo_surface_destroy(surface) }
    guard let pattern = cairo_pattern_create_for_surface(surface) else {
      throw CairoError("drawing a conic gradient", CAIRO_STATUS_NO_MEMORY)
    }
    defer { cairo_pattern_destroy(pattern) }
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(&matrix, scale, scale)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
    cairo_set_source(cr, pattern)
    cairo_fill(cr)
    cairo_set_source_rgba(cr, 0, 0, 0, 0)
    try checkCairo(cairo_status(cr), "drawing a conic gradient")
  }

  /// The premultiplied colour at `location` of sorted premultiplied stops (the end colours
  /// before the first and after the last).
  static func color(at location: Double, _ stops: [(Double, SIMD4<Double>)]) -> SIMD4<Double> {
    guard let first = stops.first, let last = stops.last else { return .zero }
    if location <= first.0 { return first.1 }
    if location >= last.0 { return last.1 }
    var index = 1
    while index < stops.count - 1 && stops[index].0 < location { index += 1 }
    let (l0, c0) = stops[index - 1]
    let (l1, c1) = stops[index]
    let t = l1 > l0 ? (location - l0) / (l1 - l0) : 1
    return c0 + (c1 - c0) * t
  }

  static func word(_ c: SIMD4<Double>) -> UInt32 {
    func byte(_ v: Double) -> UInt32 { UInt32(min(max(v * 255 + 0.5, 0), 255)) }
    return byte(c[3]) << 24 | byte(c[0]) << 16 | byte(c[1]) << 8 | byte(c[2])
  }
}
