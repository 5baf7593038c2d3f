import Foundation
import SegueRender

/// What a layer subclass draws beyond background, border and image (text for labels, a
/// shape): a value the commit turns into the render tree's contents. The layer redraws
/// when the value changes.
package protocol DrawnContent: Hashable, Sendable {
  /// The contents as the render tree carries them (`LayerAppearance.Contents.text`, or
  /// `.drawing` for a `RenderDrawing`).
  var renderContents: LayerAppearance.Contents { get }
}

extension Optional where Wrapped == any DrawnContent {
  /// Whether two optional drawn contents are equal (same type and value, or both nil).
  func isSameDrawnContent(as other: (any DrawnContent)?) -> Bool {
    switch (self, other) {
    case (nil, nil): true
    case (let a?, let b?): AnyHashable(a) == AnyHashable(b)
    default: false
    }
  }
}

/// A label's text as its layer draws it.
package struct TextContent: DrawnContent {
  package var string: String
  package var font: UIFont
  package var color: CGColor
  package var alignment: Int
  package var numberOfLines: Int
  package var lineBreakMode: Int
  /// Styled runs of attributed text (empty for plain text) and its line spacing, points.
  package var runs: [RenderTextRun] = []
  package var lineSpacing: Double = 0

  package var renderContents: LayerAppearance.Contents {
    var text = RenderText(
      string: string, font: font.renderFont, color: RenderCommit.renderColor(color),
      alignment: RenderTextAlignment(rawValue: alignment) ?? .natural, numberOfLines: numberOfLines,
      lineBreakMode: RenderLineBreakMode(rawValue: lineBreakMode) ?? .byTruncatingTail)
    text.runs = runs
    text.lineSpacing = lineSpacing
    return .text(text)
  }
}
