import CCairo

/// One styled run of an attributed string: bytes `utf8Start..<utf8End` of the string's UTF-8,
/// drawn in its own font and colour, with optional letter spacing, lines and background.
package struct RenderTextRun: Sendable, Hashable {
  /// How a line under or through the text is drawn.
  package enum Line: Sendable, Hashable {
    case none, single, double, thick
  }

  package var utf8Start: Int
  package var utf8End: Int
  package var font: RenderFont
  package var color: RenderColor
  /// Extra points after each character (`.kern`).
  package var kern: Double
  package var underline: Line
  package var strikethrough: Line
  /// A fill behind the run's glyphs (`.backgroundColor`).
  package var background: RenderColor?
  /// Points the run's baseline rises (`.baselineOffset`; negative lowers it).
  package var baselineOffset: Double

  package init(
    utf8Start: Int, utf8End: Int, font: RenderFont, color: RenderColor, kern: Double = 0, underline: Line = .none,
    strikethrough: Line = .none, background: RenderColor? = nil, baselineOffset: Double = 0
  ) {
    self.utf8Start = utf8Start
    self.utf8End = utf8End
    self.font = font
    self.color = color
    self.kern = kern
    self.underline = underline
    self.strikethrough = strikethrough
    self.background = background
    self.baselineOffset = baselineOffset
  }
}

/// Pango attributes for runs.
enum TextRuns {
  /// Sets `runs` on `layout` as a Pango attribute list (replacing any before).
  static func apply(_ runs: [RenderTextRun], to layout: OpaquePointer) {
    guard !runs.isEmpty, let list = pango_attr_list_new() else { return }
    defer { pango_attr_list_unref(list) }
    func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ run: RenderTextRun) {
      guard let attribute else { return }
      attribute.pointee.start_index = guint(clamping: run.utf8Start)
      attribute.pointee.end_index = guint(clamping: run.utf8End)
      pango_attr_list_insert(list, attribute)
    }
    func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
    func points(_ value: Double) -> Int32 {
      Int32(clamping: Int(((value.isFinite ? value : 0) * Double(PANGO_SCALE)).rounded()))
    }
    for run in runs {
      if let font = pango_font_description_new() {
        pango_font_description_set_family(font, run.font.family)
        let size = run.font.size.isFinite ? max(run.font.size, 0) : 0
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(
          font, PangoWeight(rawValue: UInt32(min(max(run.font.weight, 100), 1000))))
        if run.font.italic { pango_font_description_set_style(font, PANGO_STYLE_ITALIC) }
        insert(pango_attr_font_desc_new(font), run)
        pango_font_description_free(font)
      }
      insert(pango_attr_foreground_new(channel(run.color.red), channel(run.color.green), channel(run.color.blue)), run)
      insert(pango_attr_foreground_alpha_new(channel(run.color.alpha)), run)
      if run.kern != 0 { insert(pango_attr_letter_spacing_new(points(run.kern)), run) }
      switch run.underline {
      case .none: break
      case .single: insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), run)
      case .double: insert(pango_attr_underline_new(PANGO_UNDERLINE_DOUBLE), run)
      case .thick: insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), run)
      }
      if run.strikethrough != .none { insert(pango_attr_strikethrough_new(1), run) }
      if let background = run.background {
        insert(
          pango_attr_background_new(channel(background.red), channel(background.green), channel(background.blue)), run)
        insert(pango_attr_background_alpha_new(channel(background.alpha)), run)
      }
      if run.baselineOffset != 0 { insert(pango_attr_rise_new(points(run.baselineOffset)), run) }
    }
    pango_layout_set_attributes(layout, list)
  }
}
