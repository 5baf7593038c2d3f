import CCairo
import Foundation

/// The parts of `BitmapCanvas` Core Graphics' path queries, gradients and text drawing use.
extension BitmapCanvas {
  /// The longest miter, in line widths, before cairo bevels a join (Core Graphics' and
  /// cairo's miter limits are the same ratio).
  package func setMiterLimit(_ limit: Double) { if let cr { cairo_set_miter_limit(cr, limit) } }

  /// Fills the current path with the fill colour and keeps the path.
  package func fillPreservingPath(evenOdd: Bool) {
    guard let cr else { return }
    cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    setSource(fillColor)
    cairo_fill_preserve(cr)
  }

  /// The current point in user space, or nil when the path has none.
  package var currentPoint: (x: Double, y: Double)? {
    guard let cr, cairo_has_current_point(cr) != 0 else { return nil }
    var x = 0.0
    var y = 0.0
    cairo_get_current_point(cr, &x, &y)
    return (x, y)
  }

  /// The current path in user space (curves kept).
  package var pathElements: [RenderPathElement] {
    guard let cr, let path = cairo_copy_path(cr) else { return [] }
    defer { cairo_path_destroy(path) }
    guard let data = path.pointee.data else { return [] }
    var elements: [RenderPathElement] = []
    var index = 0
    let count = Int(path.pointee.num_data)
    while index < count {
      let header = data[index].header
      switch header.type {
      case CAIRO_PATH_MOVE_TO: elements.append(.move(x: data[index + 1].point.x, y: data[index + 1].point.y))
      case CAIRO_PATH_LINE_TO: elements.append(.line(x: data[index + 1].point.x, y: data[index + 1].point.y))
      case CAIRO_PATH_CURVE_TO:
        elements.append(
          .curve(
            c1x: data[index + 1].point.x, c1y: data[index + 1].point.y, c2x: data[index + 2].point.x,
            c2y: data[index + 2].point.y, x: data[index + 3].point.x, y: data[index + 3].point.y))
      default: elements.append(.close)
      }
      index += Int(header.length)
    }
    return elements
  }

  /// The bounds of the current path in user space (cairo's `cairo_path_extents`), or nil
  /// for an empty path.
  package var pathExtents: (x: Double, y: Double, width: Double, height: Double)? {
    guard let cr, cairo_has_current_point(cr) != 0 else { return nil }
    var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
    cairo_path_extents(cr, &x0, &y0, &x1, &y1)
    return (x0, y0, x1 - x0, y1 - y0)
  }

  /// The bounds of the clip in user space.
  package var clipExtents: (x: Double, y: Double, width: Double, height: Double) {
    guard let cr else { return (0, 0, 0, 0) }
    var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    return (x0, y0, x1 - x0, y1 - y0)
  }

  /// User space → device pixels: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
  package var matrix: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    guard let cr else { return (1, 0, 0, 1, 0, 0) }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    return (m.xx, m.yx, m.xy, m.yy, m.x0, m.y0)
  }

  /// Paints a gradient over the clip (user space, colours straight RGBA): linear from
  /// (x0, y0) to (x1, y1), or radial from the circle (x0, y0, r0) to (x1, y1, r1); beyond the
  /// ends it is padded with the end colours when `extend` is true, transparent otherwise.
  /// Only the clip is painted; the current path is kept.
  package func paintGradient(
    stops: [(location: Double, color: RenderColor)], x0: Double, y0: Double, r0: Double?, x1: Double, y1: Double,
    r1: Double?, extend: Bool
  ) {
    guard let cr, !stops.isEmpty else { return }
    let pattern: OpaquePointer? =
      if let r0, let r1 { cairo_pattern_create_radial(x0, y0, r0, x1, y1, r1) } else {
        cairo_pattern_create_linear(x0, y0, x1, y1)
      }
    guard let pattern else { return }
    defer { cairo_pattern_destroy(pattern) }
    for stop in stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
    }
    cairo_pattern_set_extend(pattern, extend ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    cairo_save(cr)
    cairo_set_source(cr, pattern)
    cairo_paint_with_alpha(cr, min(max(alpha, 0), 1))
    cairo_restore(cr)
  }

  /// Lays `text` out with Pango and draws it with the top-left of its layout at (x, y),
  /// wrapped to `width` and clipped to `height` when given (points).
  package func drawText(_ text: RenderText, x: Double, y: Double, width: Double?, height: Double?) {
    guard let cr, !text.string.isEmpty, let laidOut = try? PangoText(cr: cr, text: text, width: width, maxHeight: nil)
    else { return }
    cairo_save(cr)
    if let width, let height {
      cairo_new_path(cr)
      cairo_rectangle(cr, x, y, width, height)
      cairo_clip(cr)
    }
    cairo_new_path(cr)
    cairo_move_to(cr, x + laidOut.offsetX, y)
    cairo_set_source_rgba(
      cr, text.color.red, text.color.green, text.color.blue, text.color.alpha * min(max(alpha, 0), 1))
    pango_cairo_show_layout(cr, laidOut.layout)
    cairo_restore(cr)
  }

  /// The size Pango lays `text` out at (points), wrapped to `width` when given.
  package static func textSize(_ text: RenderText, width: Double?) -> (width: Double, height: Double) {
    guard !text.string.isEmpty else { return (0, 0) }
    let measured = try? TextLayout.withScratchContext { cr in
      try PangoText(cr: cr, text: text, width: width, maxHeight: nil).blockSize
    }
    return measured ?? (0, 0)
  }
}

extension BitmapCanvas {
  /// Draws `text` with each of `runs` in its own font and colour (Pango attributes over the
  /// base layout of `text`), the layout's top-left at (x, y), wrapped to `width` and
  /// clipped to `height` when given (points).
  package func drawText(
    _ text: RenderText, runs: [RenderTextRun], x: Double, y: Double, width: Double?, height: Double?
  ) {
    var text = text
    if !runs.isEmpty { text.runs = runs }
    guard let cr, !text.string.isEmpty,
      let laidOut = try? PangoText(cr: cr, text: text, width: width, maxHeight: nil)
    else { return }
    cairo_save(cr)
    if let width, let height {
      cairo_new_path(cr)
      cairo_rectangle(cr, x, y, width, height)
      cairo_clip(cr)
    }
    cairo_new_path(cr)
    cairo_move_to(cr, x, y)
    // Runs carry their own colours, so the canvas alpha applies to the drawn group.
    if alpha < 1 { cairo_push_group(cr) }
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    pango_cairo_show_layout(cr, laidOut.layout)
    if alpha < 1 {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, min(max(alpha, 0), 1))
    }
    cairo_restore(cr)
  }

  /// The size (points) of `text` with `runs` applied, wrapped to `width` when given.
  package static func textSize(_ text: RenderText, runs: [RenderTextRun], width: Double?) -> (
    width: Double, height: Double
  ) {
    guard !text.string.isEmpty else { return (0, 0) }
    var text = text
    if !runs.isEmpty { text.runs = runs }
    let measured = try? TextLayout.withScratchContext { cr -> (Double, Double) in
      let laidOut = try PangoText(cr: cr, text: text, width: width, maxHeight: nil)
      var logical = PangoRectangle()
      pango_layout_get_extents(laidOut.layout, nil, &logical)
      let unit = Double(PANGO_SCALE)
      return (Double(logical.width) / unit, Double(logical.height) / unit)
    }
    return measured ?? (0, 0)
  }

}
