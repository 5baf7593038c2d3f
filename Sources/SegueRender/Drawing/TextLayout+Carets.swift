import CCairo

/// Where a caret stands in laid-out text: the leading edge of the character after it.
package struct CaretPosition: Sendable, Hashable {
  /// Points from the left of the text's box.
  package var x: Double
  /// Points from the top of the text block to the top of the caret's line.
  package var y: Double
  /// The line's height, points.
  package var height: Double

  package init(x: Double, y: Double, height: Double) {
    self.x = x
    self.y = y
    self.height = height
  }
}

extension TextLayout {
  /// The caret positions of `text`, one for each UTF-16 offset 0 … `text.string.utf16.count`
  /// (UIKit's text positions count UTF-16 units), laid out as `draw` lays it out: wrapped to
  /// `maxWidth` (nil: one unwrapped line per paragraph), aligned inside `maxWidth` when given.
  /// An offset inside a surrogate pair gets the position before the pair. Pango's cursor
  /// positions (`pango_layout_index_to_pos`); an empty string has one position, on an
  /// empty line of the font's height. `blockHeight` is the laid-out text's height, points
  /// (unrounded: `draw` centres this height in a box).
  package static func caretPositions(of text: RenderText, maxWidth: Double?) -> (
    positions: [CaretPosition], blockHeight: Double
  ) {
    let measured = try? withScratchContext { cr -> ([CaretPosition], Double) in
      let laidOut = try PangoText(cr: cr, text: text, width: maxWidth.map { max($0, 0) }, maxHeight: nil)
      var positions: [CaretPosition] = []
      positions.reserveCapacity(text.string.utf16.count + 1)
      let unit = Double(PANGO_SCALE)
      func position(atByte byte: Int) -> CaretPosition {
        var rectangle = PangoRectangle()
        pango_layout_index_to_pos(laidOut.layout, Int32(clamping: byte), &rectangle)
        return CaretPosition(
          x: laidOut.offsetX + Double(rectangle.x) / unit, y: Double(rectangle.y) / unit,
          height: Double(rectangle.height) / unit)
      }
      var byte = 0
      for scalar in text.string.unicodeScalars {
        let here = position(atByte: byte)
        for _ in 0..<scalar.utf16.count { positions.append(here) }
        byte += scalar.utf8.count
      }
      positions.append(position(atByte: byte))
      return (positions, laidOut.blockSize.height)
    }
    let fallback = text.font.size * 1.2
    return measured ?? ([CaretPosition(x: 0, y: 0, height: fallback)], fallback)
  }
}
