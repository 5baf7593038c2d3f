import CCairo

/// Text measurement and drawing with Pango, laid out the way `UILabel` does: lines wrap
/// or truncate by `lineBreakMode`, at most `numberOfLines` lines (0 = unlimited), and the
/// block of lines is centred vertically in the label's bounds.
///
/// Layout is done in points and is independent of the drawing scale: hinting is off
/// (hint style none, hint metrics off), glyph positions are not rounded to device pixels,
/// and glyphs are antialiased in grey, so a string wraps identically at scale 1, 2 and 3
/// and output is byte-identical from run to run.
///
/// Line-break modes, as UIKit applies them:
/// - `byWordWrapping`: wrap at word boundaries, breaking a word that is longer than a line
///   by characters; lines past the limit are not drawn.
/// - `byCharWrapping`: wrap at character boundaries.
/// - `byClipping`: one line is not wrapped and is clipped at the bounds; with more lines,
///   wraps by word like `byWordWrapping`.
/// - `byTruncatingHead`/`Middle`/`Tail`: wrap by word; the last line that is shown
///   gets an ellipsis at its start, middle or end when text remains.
package enum TextLayout {
  /// The size `text` needs, in points, each dimension rounded up to a whole point (as
  /// UIKit's `sizeThatFits` and `intrinsicContentSize` are). An empty string is 0 × 0.
  ///
  /// - Parameters:
  ///   - text: the string, font, and line rules (`numberOfLines`, `lineBreakMode`).
  ///   - maxWidth: the width available in points; nil for unlimited (one line per
  ///     paragraph, as UIKit measures with an infinite width).
  /// - Returns: width and height in points; (0, 0) when Pango or cairo fail.
  package static func size(of text: RenderText, maxWidth: Double?) -> (width: Double, height: Double) {
    guard !text.string.isEmpty else { return (0, 0) }
    let width = maxWidth.map { max($0, 0) }
    let measured = try? withScratchContext { cr in
      try PangoText(cr: cr, text: text, width: width, maxHeight: nil).blockSize
    }
    guard let measured else { return (0, 0) }
    return (measured.width.rounded(.up), measured.height.rounded(.up))
  }

  /// Where the first and last shown lines' baselines are, in points from the top of the text
  /// block, and the block's height (unrounded), for `text` wrapped to `maxWidth` (nil:
  /// unlimited). Auto Layout's baseline anchors of a label are read from these. An empty
  /// string is (0, 0, 0).
  package static func baselines(of text: RenderText, maxWidth: Double?) -> (first: Double, last: Double, height: Double)
  {
    guard !text.string.isEmpty else { return (0, 0, 0) }
    let width = maxWidth.map { max($0, 0) }
    let measured = try? withScratchContext { cr -> (Double, Double, Double) in
      let laidOut = try PangoText(cr: cr, text: text, width: width, maxHeight: nil)
      let shown = laidOut.visibleLineCount
      guard shown > 0 else { return (0, 0, 0) }
      return (laidOut.baselines[0], laidOut.baselines[shown - 1], laidOut.blockSize.height)
    }
    return measured ?? (0, 0, 0)
  }

  /// A font's vertical metrics in points: ascender (above the baseline, positive), descender
  /// (below, negative, as UIKit reports it), line height, cap height and x-height, from Pango's
  /// metrics and HarfBuzz's OS/2 table; zeros when the font cannot be loaded.
  package static func metrics(of font: RenderFont) -> (
    ascender: Double, descender: Double, lineHeight: Double, capHeight: Double, xHeight: Double
  ) {
    let measured = try? withScratchContext { cr -> (Double, Double, Double, Double, Double) in
      RegisteredFonts.refreshThreadFontMap()
      guard let layout = pango_cairo_create_layout(cr), let description = pango_font_description_new() else {
        return (0, 0, 0, 0, 0)
      }
      defer {
        pango_font_description_free(description)
        g_object_unref(UnsafeMutableRawPointer(layout))
      }
      pango_font_description_set_family(description, font.family)
      pango_font_description_set_absolute_size(description, max(font.size, 0) * Double(PANGO_SCALE))
      pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(min(max(font.weight, 100), 1000))))
      if font.italic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
      let context = pango_layout_get_context(layout)
      // Unhinted, as text is laid out (metrics otherwise round to whole points).
      if let options = cairo_font_options_create() {
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
      }
      guard let metrics = pango_context_get_metrics(context, description, nil) else { return (0, 0, 0, 0, 0) }
      defer { pango_font_metrics_unref(metrics) }
      let unit = Double(PANGO_SCALE)
      let ascent = Double(pango_font_metrics_get_ascent(metrics)) / unit
      let descent = Double(pango_font_metrics_get_descent(metrics)) / unit
      let height = Double(pango_font_metrics_get_height(metrics)) / unit
      var capHeight = ascent * 0.72
      var xHeight = ascent * 0.53
      if let loaded = pango_context_load_font(context, description) {
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        if let hb = pango_font_get_hb_font(loaded) {
          var position: hb_position_t = 0
          var xScale: Int32 = 0
          var yScale: Int32 = 0
          hb_font_get_scale(hb, &xScale, &yScale)
          let perPoint = yScale > 0 ? Double(yScale) / max(font.size, 1e-9) : unit
          // The OS/2 table's heights, else (fonts with an older OS/2 table, DejaVu's) the top
          // of "H" and of "x".
          func glyphTop(_ character: Character) -> Double? {
            var glyph: hb_codepoint_t = 0
            var extents = hb_glyph_extents_t()
            guard let scalar = character.unicodeScalars.first,
              hb_font_get_nominal_glyph(hb, scalar.value, &glyph) != 0,
              hb_font_get_glyph_extents(hb, glyph, &extents) != 0
            else { return nil }
            return Double(extents.y_bearing) / perPoint
          }
          if hb_ot_metrics_get_position(hb, HB_OT_METRICS_TAG_CAP_HEIGHT, &position) != 0, position > 0 {
            capHeight = Double(position) / perPoint
          } else if let top = glyphTop("H") {
            capHeight = top
          }
          if hb_ot_metrics_get_position(hb, HB_OT_METRICS_TAG_X_HEIGHT, &position) != 0, position > 0 {
            xHeight = Double(position) / perPoint
          } else if let top = glyphTop("x") {
            xHeight = top
          }
        }
      }
      return (ascent, -descent, height > 0 ? height : ascent + descent, capHeight, xHeight)
    }
    guard let measured else { return (0, 0, 0, 0, 0) }
    return (measured.0, measured.1, measured.2, measured.3, measured.4)
  }

  /// Runs `body` with a cairo context on a 1 × 1 surface, for measuring.
  static func withScratchContext<R>(_ body: (OpaquePointer) throws -> R) throws -> R {
    let bitmap = Bitmap(width: 1, height: 1)
    return try bitmap.withCairoContext("measuring text") { try body($0) }
  }

  /// Draws `text` into the layer-sized box (0, 0)–(width, height) in the context's current
  /// user space (points), centred vertically, clipped to the box.
  static func draw(
    _ text: RenderText, in cr: OpaquePointer, width: Double, height: Double, scale: Int
  ) throws {
    guard !text.string.isEmpty, width > 0, height > 0 else { return }
    // Laid out in points with the identity matrix, as `size(of:maxWidth:)` measures it, then
    // drawn through the context's scale: the lines break exactly where they were measured
    // to, and Pango shapes a long text about three times faster than under a scaled matrix
    // (1.2 against 4.2 ms for the 1,792-character body of the photo-zoom scene's detail
    // page, `segue bench gallery --scene photo-zoom`). Hinting is off, so the glyph
    // positions scale exactly.
    cairo_save(cr)
    cairo_identity_matrix(cr)
    let built = Result { try PangoText(cr: cr, text: text, width: width, maxHeight: height) }
    cairo_restore(cr)
    let laidOut = try built.get()
    let block = laidOut.blockSize
    guard block.height > 0 else { return }
    let pixelScale = Double(max(scale, 1))
    let top = ((height - block.height) / 2 * pixelScale).rounded() / pixelScale
    cairo_save(cr)
    cairo_rectangle(cr, 0, max(top, 0), width, min(block.height, height - max(top, 0)))
    cairo_clip(cr)
    cairo_move_to(cr, laidOut.offsetX, top)
    setSource(cr, text.color)
    pango_cairo_show_layout(cr, laidOut.layout)
    cairo_restore(cr)
    try checkCairo(cairo_status(cr), "drawing text \"\(text.string.prefix(40))\"")
  }
}

/// One Pango layout configured for a `RenderText`, owning the layout object.
final class PangoText {
  let layout: OpaquePointer
  /// Logical extents of every line, in points, relative to the layout's origin.
  private(set) var lines: [(x: Double, y: Double, width: Double, height: Double)] = []
  /// Each line's baseline, in points from the layout's top.
  private(set) var baselines: [Double] = []
  /// How many lines are shown (from the top).
  private(set) var visibleLineCount = 0
  /// Horizontal shift applied when drawing (alignment of an unwrapped line).
  private(set) var offsetX = 0.0

  /// - Parameters:
  ///   - width: the line width in points, or nil for no wrapping.
  ///   - maxHeight: the label's height; lines below it are dropped (at least one line stays).
  init(cr: OpaquePointer, text: RenderText, width: Double?, maxHeight: Double?) throws {
    RegisteredFonts.refreshThreadFontMap()
    guard let layout = pango_cairo_create_layout(cr) else {
      throw CairoError("creating a Pango layout", CAIRO_STATUS_NO_MEMORY)
    }
    self.layout = layout
    try configure(cr: cr, text: text, width: width)
    let limit = text.numberOfLines > 0 ? text.numberOfLines : Int.max
    readLines()
    var visible = min(limit, lines.count)
    if let maxHeight {
      let fitting = lines.prefix(visible).filter { $0.y + $0.height <= maxHeight + 0.01 }.count
      visible = max(1, min(visible, fitting))
    }
    if visible < lines.count, text.lineBreakMode.isTruncating, width != nil {
      // Ellipsize the last shown line: Pango does this itself for a negative height.
      pango_layout_set_height(layout, Int32(-visible))
      readLines()
      visible = min(visible, lines.count)
    }
    visibleLineCount = visible
    if width == nil || pango_layout_get_width(layout) < 0, let box = width, let first = lines.first {
      // An unwrapped line: Pango aligns only within a set width, so align it here.
      let slack = box - first.width
      switch text.alignment {
      case .center: offsetX = max(slack / 2, 0)
      case .right: offsetX = max(slack, 0)
      default: offsetX = 0
      }
    }
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

  /// Width (widest shown line) and height (to the bottom of the last shown line), points.
  var blockSize: (width: Double, height: Double) {
    let shown = lines.prefix(visibleLineCount)
    guard let last = shown.last else { return (0, 0) }
    return (shown.map(\.width).max() ?? 0, last.y + last.height)
  }

  private func configure(cr: OpaquePointer, text: RenderText, width: Double?) throws {
    guard let options = cairo_font_options_create() else {
      throw CairoError("creating font options", CAIRO_STATUS_NO_MEMORY)
    }
    defer { cairo_font_options_destroy(options) }
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    try checkCairo(cairo_font_options_status(options), "setting font options")
    let context = pango_layout_get_context(layout)
    pango_cairo_context_set_font_options(context, options)
    pango_context_set_round_glyph_positions(context, 0)
    pango_cairo_update_layout(cr, layout)

    guard let font = pango_font_description_new() else {
      throw CairoError("creating a Pango font description", CAIRO_STATUS_NO_MEMORY)
    }
    defer { pango_font_description_free(font) }
    pango_font_description_set_family(font, text.font.family)
    let size = text.font.size.isFinite ? max(text.font.size, 0) : 0
    pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
    pango_font_description_set_weight(
      font, PangoWeight(rawValue: UInt32(min(max(text.font.weight, 100), 1000))))
    if text.font.italic { pango_font_description_set_style(font, PANGO_STYLE_ITALIC) }
    pango_layout_set_font_description(layout, font)
    pango_layout_set_text(layout, text.string, -1)
    TextRuns.apply(text.runs, to: layout)
    if text.lineSpacing != 0 {
      pango_layout_set_spacing(layout, Int32(clamping: Int((text.lineSpacing * Double(PANGO_SCALE)).rounded())))
    }

    switch text.alignment {
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    case .justified:
      pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
      pango_layout_set_justify(layout, 1)
    case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    }

    let mode = text.lineBreakMode
    let unwrapped = width == nil || (mode == .byClipping && text.numberOfLines == 1)
    if let width, !unwrapped {
      pango_layout_set_width(
        layout, Int32(clamping: Int((width * Double(PANGO_SCALE)).rounded(.down))))
    } else {
      pango_layout_set_width(layout, -1)
    }
    pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
    switch mode {
    case .byTruncatingHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
    case .byTruncatingMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
    case .byTruncatingTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    case .byWordWrapping, .byCharWrapping, .byClipping:
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    }
    if mode.isTruncating, !unwrapped {
      // A negative height is a line count; Pango's default (−1) would ellipsize every
      // truncating label to one line, so unlimited lines (0) get an unlimited height.
      pango_layout_set_height(
        layout, text.numberOfLines > 0 ? Int32(clamping: -text.numberOfLines) : Int32.max)
    } else {
      pango_layout_set_height(layout, -1)
    }
  }

  private func readLines() {
    lines.removeAll(keepingCapacity: true)
    baselines.removeAll(keepingCapacity: true)
    guard let iter = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iter) }
    let unit = Double(PANGO_SCALE)
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, nil, &logical)
      lines.append(
        (
          Double(logical.x) / unit, Double(logical.y) / unit, Double(logical.width) / unit,
          Double(logical.height) / unit
        ))
      baselines.append(Double(pango_layout_iter_get_baseline(iter)) / unit)
    } while pango_layout_iter_next_line(iter) != 0
  }
}

extension RenderLineBreakMode {
  var isTruncating: Bool {
    self == .byTruncatingHead || self == .byTruncatingMiddle || self == .byTruncatingTail
  }
}
