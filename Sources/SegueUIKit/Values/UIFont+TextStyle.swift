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

  /// The system font of `style` at the Dynamic Type size of `UITraitCollection.current`
  /// (`.large`, iOS's default, when unspecified), with `headline`'s semibold weight; sizes in
  /// points from docs/uikit-behaviour-2.md §7.2. The family is `systemFamilyName`.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The system font of `style` at `traitCollection`'s Dynamic Type size (nil: the current
  /// collection's; `.large` when unspecified).
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory
    let (_, weight) = metrics(of: style)
    let font = systemFont(ofSize: pointSize(of: style, category: category), weight: weight)
    font.textStyle = style
    return font
  }

  /// Points of `style` at `category`: iOS's Dynamic Type table, extra small to
  /// accessibility XXXL (docs/uikit-behaviour-2.md §7.2).
  static func pointSize(of style: TextStyle, category: UIContentSizeCategory) -> CGFloat {
    let index = UIContentSizeCategory.ordered.firstIndex(of: category) ?? 3  // unspecified: Large
    let sizes: [CGFloat]
    switch style {
    case .largeTitle: sizes = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1: sizes = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: sizes = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: sizes = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: sizes = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: sizes = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: sizes = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: sizes = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: sizes = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    default: return metrics(of: style).size
    }
    return sizes[index]
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
