import Foundation

/// The light or dark appearance (UIKit's raw values). `.unspecified` resolves as light.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// Whether content is laid out left to right or right to left (UIKit's raw values).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}

/// The coarse width or height class of an environment (UIKit's raw values): a portrait
/// phone is compact wide and regular tall (docs/uikit-behaviour-2.md §7.4).
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// Whether content sits on the base level of the window or on an elevated level (a sheet
/// in dark mode), which picks lighter dark backgrounds (UIKit's raw values).
public enum UIUserInterfaceLevel: Int, Sendable, Hashable {
  case unspecified = -1
  case base = 0
  case elevated = 1
}

/// Whether the Increase Contrast accessibility setting is on (UIKit's raw values).
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
  case unspecified = -1
  case normal = 0
  case high = 1
}

/// Whether the Bold Text accessibility setting is on (UIKit's raw values).
public enum UILegibilityWeight: Int, Sendable, Hashable {
  case unspecified = -1
  case regular = 0
  case bold = 1
}

/// UIKit's name for the device idiom (`UIDevice.userInterfaceIdiom`).
public typealias UIUserInterfaceIdiom = UIDevice.UserInterfaceIdiom

/// The user's preferred text size (Dynamic Type), as UIKit spells the categories: seven
/// standard sizes (`.large` is the default) and five accessibility sizes.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXXL")

  /// The categories from smallest to largest.
  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether the category is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

  /// Orders by size; `.unspecified` (and unknown categories) sort before `.extraSmall`.
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
  }
}
