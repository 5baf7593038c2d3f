import CCairo
import Foundation

/// Immediate-mode vector drawing into a `Bitmap` with cairo: what Core Graphics contexts
/// (`CGContext` in SegueUIKit) draw with. Coordinates are points (the bitmap's scale is
/// applied first), y down; colours are straight (not premultiplied) RGBA in 0…1.
///
/// Drawing failures (out of memory) leave the bitmap as drawn so far; `status` reports the
/// first. Not thread-safe: one canvas, one thread at a time.
package final class BitmapCanvas {
  package let bitmap: Bitmap
  private let surface: OpaquePointer?
  let cr: OpaquePointer?
  private(set) var fillColor = RenderColor(red: 0, green: 0, blue: 0)
  private var stroke = RenderColor(red: 0, green: 0, blue: 0)
  private var alphaStack: [Double] = []
  /// Multiplies every colour and image drawn (Core Graphics' `setAlpha`).
  package var alpha: Double = 1

  /// A canvas over `bitmap`'s pixels (kept alive by the canvas).
  package init(bitmap: Bitmap) {
    self.bitmap = bitmap
    let surface = try? bitmap.makeCairoSurface("drawing into a context")
    self.surface = surface
    cr = surface.flatMap { cairo_create($0) }
    if let cr {
      let scale = Double(max(bitmap.scale, 1))
      cairo_scale(cr, scale, scale)
      cairo_set_line_width(cr, 1)
    }
  }

  deinit {
    if let cr { cairo_destroy(cr) }
    if let surface { cairo_surface_destroy(surface) }
  }

  /// cairo's status ("success" when all went well).
  package var status: String {
    guard let cr else { return "no cairo context (the bitmap is too large or empty)" }
    return cairo_status_to_string(cairo_status(cr)).map { String(cString: $0) } ?? "unknown"
  }

  /// Makes the pixels drawn so far visible in `bitmap` (call before reading it).
  package func flush() {
    if let surface { cairo_surface_flush(surface) }
  }

  // MARK: State

  package func save() {
    guard let cr else { return }
    cairo_save(cr)
    alphaStack.append(alpha)
  }

  package func restore() {
    guard let cr, !alphaStack.isEmpty else { return }
    cairo_restore(cr)
    alpha = alphaStack.removeLast()
  }

  package func translate(x: Double, y: Double) { if let cr { cairo_translate(cr, x, y) } }
  package func scale(x: Double, y: Double) { if let cr { cairo_scale(cr, x, y) } }
  package func rotate(by angle: Double) { if let cr { cairo_rotate(cr, angle) } }

  /// Applies `x' = a·x + c·y + tx, y' = b·x + d·y + ty` (Core Graphics' affine layout).
  package func concatenate(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    guard let cr else { return }
    var matrix = cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    cairo_transform(cr, &matrix)
  }

  package func setFillColor(_ color: RenderColor) { fillColor = color }
  package func setStrokeColor(_ color: RenderColor) { stroke = color }
  package func setLineWidth(_ width: Double) { if let cr { cairo_set_line_width(cr, max(width, 0)) } }

  /// 0 butt, 1 round, 2 square (Core Graphics' `CGLineCap` raw values).
  package func setLineCap(_ cap: Int) {
    guard let cr else { return }
    cairo_set_line_cap(cr, cap == 1 ? CAIRO_LINE_CAP_ROUND : cap == 2 ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
  }

  /// 0 miter, 1 round, 2 bevel (Core Graphics' `CGLineJoin` raw values).
  package func setLineJoin(_ join: Int) {
    guard let cr else { return }
    cairo_set_line_join(
      cr, join == 1 ? CAIRO_LINE_JOIN_ROUND : join == 2 ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
  }

  package func setLineDash(phase: Double, lengths: [Double]) {
    guard let cr else { return }
    lengths.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), phase) }
  }

  // MARK: Paths

  package func beginPath() { if let cr { cairo_new_path(cr) } }
  package func move(x: Double, y: Double) { if let cr { cairo_move_to(cr, x, y) } }
  package func line(x: Double, y: Double) { if let cr { cairo_line_to(cr, x, y) } }

  package func curve(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double) {
    if let cr { cairo_curve_to(cr, c1x, c1y, c2x, c2y, x, y) }
  }

  /// A quadratic curve as the equivalent cubic (from the current point).
  package func quadCurve(cx: Double, cy: Double, x: Double, y: Double) {
    guard let cr else { return }
    var x0 = 0.0
    var y0 = 0.0
    cairo_get_current_point(cr, &x0, &y0)
    cairo_curve_to(
      cr, x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0), x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), x, y)
  }

  package func closePath() { if let cr { cairo_close_path(cr) } }

  package func addRect(x: Double, y: Double, width: Double, height: Double) {
    if let cr { cairo_rectangle(cr, x, y, width, height) }
  }

  package func addEllipse(x: Double, y: Double, width: Double, height: Double) {
    guard let cr, width > 0, height > 0 else { return }
    cairo_save(cr)
    cairo_translate(cr, x + width / 2, y + height / 2)
    cairo_scale(cr, width / 2, height / 2)
    cairo_new_sub_path(cr)
    cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
    cairo_restore(cr)
  }

  /// Fills the current path (and clears it); `evenOdd` picks the fill rule.
  package func fillPath(evenOdd: Bool = false) {
    guard let cr else { return }
    cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    setSource(fillColor)
    cairo_fill(cr)
  }

  /// Strokes the current path (and clears it).
  package func strokePath() {
    guard let cr else { return }
    setSource(stroke)
    cairo_stroke(cr)
  }

  /// Narrows the clip to the current path (and clears it).
  package func clip(evenOdd: Bool = false) {
    guard let cr else { return }
    cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_clip(cr)
  }

  /// Makes a rectangle transparent (Core Graphics' `clear(_:)`).
  package func clear(x: Double, y: Double, width: Double, height: Double) {
    guard let cr else { return }
    cairo_save(cr)
    cairo_new_path(cr)
    cairo_rectangle(cr, x, y, width, height)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_fill(cr)
    cairo_restore(cr)
  }

  /// Draws `image` (premultiplied ARGB32) scaled into the rectangle (points), filtered
  /// bilinearly, at the canvas's alpha; `flipped` draws its first row at the rectangle's
  /// bottom (as Core Graphics draws a `CGImage` into a y-down context).
  package func draw(_ image: Bitmap, x: Double, y: Double, width: Double, height: Double, flipped: Bool = false) {
    guard let cr, image.width > 0, image.height > 0, width > 0, height > 0,
      let source = try? image.makeCairoSurface("drawing an image")
    else { return }
    defer { cairo_surface_destroy(source) }
    cairo_save(cr)
    cairo_new_path(cr)
    cairo_translate(cr, x, flipped ? y + height : y)
    cairo_scale(cr, width / Double(image.width), (flipped ? -height : height) / Double(image.height))
    cairo_set_source_surface(cr, source, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
    cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
    cairo_clip(cr)
    cairo_paint_with_alpha(cr, min(max(alpha, 0), 1))
    cairo_restore(cr)
  }

  /// How later drawing combines with the pixels below, as cairo's operators do (saved and
  /// restored with the state). Core Graphics' `plusDarker` has no cairo operator and draws as
  /// source-over.
  package func setBlendMode(_ mode: CanvasBlendMode) {
    guard let cr else { return }
    cairo_set_operator(cr, mode.cairoOperator)
  }

  func setSource(_ color: RenderColor) {
    guard let cr else { return }
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * min(max(alpha, 0), 1))
  }
}

/// Core Graphics' blend modes (same raw values as `CGBlendMode`), for `BitmapCanvas`.
package enum CanvasBlendMode: Int32, Sendable {
  case normal = 0
  case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut
  case sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter

  var cairoOperator: cairo_operator_t {
    switch self {
    case .normal, .plusDarker: return CAIRO_OPERATOR_OVER
    case .multiply: return CAIRO_OPERATOR_MULTIPLY
    case .screen: return CAIRO_OPERATOR_SCREEN
    case .overlay: return CAIRO_OPERATOR_OVERLAY
    case .darken: return CAIRO_OPERATOR_DARKEN
    case .lighten: return CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
    case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
    case .difference: return CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: return CAIRO_OPERATOR_EXCLUSION
    case .hue: return CAIRO_OPERATOR_HSL_HUE
    case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
    case .color: return CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: return CAIRO_OPERATOR_CLEAR
    case .copy: return CAIRO_OPERATOR_SOURCE
    case .sourceIn: return CAIRO_OPERATOR_IN
    case .sourceOut: return CAIRO_OPERATOR_OUT
    case .sourceAtop: return CAIRO_OPERATOR_ATOP
    case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: return CAIRO_OPERATOR_DEST_IN
    case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
    case .xor: return CAIRO_OPERATOR_XOR
    case .plusLighter: return CAIRO_OPERATOR_ADD
    }
  }
}
