import Foundation

/// The attributes of UIKit's text system that Segue draws beyond `.font` and
/// `.foregroundColor` (docs/uikit-behaviour-2.md §32).
extension NSAttributedString.Key {
  /// Extra points after each character: a number (`Double`, `CGFloat`, `Int` or `NSNumber`).
  public static let kern = NSAttributedString.Key("NSKern")
  /// A line under the text: `NSUnderlineStyle` or its `rawValue`.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// A line through the text: `NSUnderlineStyle` or its `rawValue`.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// A `UIColor` behind the run's glyphs.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// An `NSParagraphStyle`; a label or button title takes the first character's alignment,
  /// line break mode and line spacing for all of its text.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// Points the baseline rises (negative: falls), a number.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// A link (`URL` or `String`); kept, not drawn as a link.
  public static let link = NSAttributedString.Key("NSLink")
  /// The underline's colour (kept; the underline is drawn in the text's colour).
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The strikethrough's colour (kept; drawn in the text's colour).
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
}

/// UIKit's underline and strikethrough styles (raw values as in UIKit). Segue draws
/// `.single`, `.thick` (as single) and `.double`; patterns and `.byWord` are kept.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
