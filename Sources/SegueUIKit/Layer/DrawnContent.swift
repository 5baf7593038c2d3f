import Foundation
import SegueRender

/// What a layer subclass draws beyond background, border and image (text for labels, a
/// shape): a value the commit turns into the render tree's contents. The layer redraws
/// when the value changes.
public protocol DrawnContent: Hashable, Sendable {
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
public struct TextContent: DrawnContent {
  public var string: String
  public var font: UIFont
  public var color: CGColor
  public var alignment: Int
  public var numberOfLines: Int
  public var lineBreakMode: Int

  public var renderContents: LayerAppearance.Contents {
    .text(
      RenderText(
        string: string, font: font.renderFont, color: RenderCommit.renderColor(color),
        alignment: RenderTextAlignment(rawValue: alignment) ?? .natural, numberOfLines: numberOfLines,
        lineBreakMode: RenderLineBreakMode(rawValue: lineBreakMode) ?? .byTruncatingTail))
  }
}
