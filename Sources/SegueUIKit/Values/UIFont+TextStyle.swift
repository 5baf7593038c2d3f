import Foundation

extension UIFont {
  /// UIKit's Dynamic Type text styles (raw values as UIKit's constants).
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// The system font of `style` at iOS's default content size (Large), in points, with
  /// `headline`'s semibold weight (docs/uikit-behaviour.md, "Text styles"). The preview has no
  /// Dynamic Type setting, so the size never changes; the family is `systemFamilyName`.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let (size, weight) = metrics(of: style)
    return systemFont(ofSize: size, weight: weight)
  }

  static func metrics(of style: TextStyle) -> (size: CGFloat, weight: Weight) {
    switch style {
    case .largeTitle: (34, .regular)
    case .title1: (28, .regular)
    case .title2: (22, .regular)
    case .title3: (20, .regular)
    case .headline: (17, .semibold)
    case .subheadline: (15, .regular)
    case .callout: (16, .regular)
    case .footnote: (13, .regular)
    case .caption1: (12, .regular)
    case .caption2: (11, .regular)
    default: (17, .regular)  // body, and styles this table does not know
    }
  }
}
