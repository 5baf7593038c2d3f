import Foundation

/// A trait a trait collection can hold (iOS 17): a type naming the trait, with the value an
/// environment has when nothing sets it. Custom traits conform with a `defaultValue` alone.
public protocol UITraitDefinition {
  associatedtype Value
  /// The value of the trait in a collection that does not specify it.
  static var defaultValue: Value { get }
  /// A unique name (reverse DNS recommended); defaults to the type's name.
  static var identifier: String { get }
  /// A short name for descriptions; defaults to the type's name.
  static var name: String { get }
  /// Whether dynamic colours read the trait, so that a change re-resolves the colours views
  /// put on their layers. Default false.
  static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
  public static var identifier: String { String(reflecting: Self.self) }
  public static var name: String { String(describing: Self.self) }
  public static var affectsColorAppearance: Bool { false }
}

/// A trait, as `registerForTraitChanges(_:handler:)` and `UITraitOverrides` take it
/// (`UITraitUserInterfaceStyle.self`).
public typealias UITrait = any UITraitDefinition.Type

/// The light or dark appearance.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceStyle.unspecified
  public static let affectsColorAppearance = true
  public static let identifier = "UITraitUserInterfaceStyle"
  public static let name = "UserInterfaceStyle"
}

/// The layout direction.
public struct UITraitLayoutDirection: UITraitDefinition {
  public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
  public static let identifier = "UITraitLayoutDirection"
  public static let name = "LayoutDirection"
}

/// The Dynamic Type text size.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static let defaultValue = UIContentSizeCategory.unspecified
  public static let identifier = "UITraitPreferredContentSizeCategory"
  public static let name = "PreferredContentSizeCategory"
}

/// Pixels per point.
public struct UITraitDisplayScale: UITraitDefinition {
  public static let defaultValue: CGFloat = 0
  public static let affectsColorAppearance = true
  public static let identifier = "UITraitDisplayScale"
  public static let name = "DisplayScale"
}

/// The horizontal size class.
public struct UITraitHorizontalSizeClass: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
  public static let identifier = "UITraitHorizontalSizeClass"
  public static let name = "HorizontalSizeClass"
}

/// The vertical size class.
public struct UITraitVerticalSizeClass: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
  public static let identifier = "UITraitVerticalSizeClass"
  public static let name = "VerticalSizeClass"
}

/// The device idiom.
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceIdiom.unspecified
  public static let affectsColorAppearance = true
  public static let identifier = "UITraitUserInterfaceIdiom"
  public static let name = "UserInterfaceIdiom"
}

/// The base or elevated level.
public struct UITraitUserInterfaceLevel: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceLevel.unspecified
  public static let affectsColorAppearance = true
  public static let identifier = "UITraitUserInterfaceLevel"
  public static let name = "UserInterfaceLevel"
}

/// The Increase Contrast setting.
public struct UITraitAccessibilityContrast: UITraitDefinition {
  public static let defaultValue = UIAccessibilityContrast.unspecified
  public static let affectsColorAppearance = true
  public static let identifier = "UITraitAccessibilityContrast"
  public static let name = "AccessibilityContrast"
}

/// The Bold Text setting.
public struct UITraitLegibilityWeight: UITraitDefinition {
  public static let defaultValue = UILegibilityWeight.unspecified
  public static let identifier = "UITraitLegibilityWeight"
  public static let name = "LegibilityWeight"
}
