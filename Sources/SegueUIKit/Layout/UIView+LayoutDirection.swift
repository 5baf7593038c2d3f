import Foundation

/// The direction a view's content runs in (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
  case leftToRight = 0
  case rightToLeft = 1
}

/// How a view's content is arranged when the layout direction is right to left (UIKit's
/// `UISemanticContentAttribute`): `.playback` and `.spatial` content never flips, the two
/// forced values set the direction of the view and, through its traits, of its subviews.
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4

  /// The trait direction a forced attribute gives the view's subtree.
  var forcedLayoutDirection: UITraitEnvironmentLayoutDirection? {
    switch self {
    case .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    default: nil
    }
  }
}

extension UIView {
  /// How the view's content flips under a right-to-left language (default `.unspecified`:
  /// it follows `traitCollection.layoutDirection`). The forced values also set the
  /// `layoutDirection` trait of the view and its subviews (docs/uikit-behaviour-2.md §10.1).
  public var semanticContentAttribute: UISemanticContentAttribute {
    get { traitState.semanticContentAttribute }
    set {
      guard newValue != traitState.semanticContentAttribute else { return }
      traitState.semanticContentAttribute = newValue
      invalidateTraits()
      layoutDirectionDidChange()
    }
  }

  /// The direction of the view's own content: left to right for `.playback` and `.spatial`,
  /// the forced one for the forced attributes, else its `traitCollection.layoutDirection`
  /// (the application's when that is unspecified).
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .playback, .spatial, .forceLeftToRight: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    case .unspecified:
      switch traitCollection.layoutDirection {
      case .rightToLeft: return .rightToLeft
      case .leftToRight: return .leftToRight
      case .unspecified: return UIApplication.runningLayoutDirection
      }
    }
  }

  /// The direction content with `attribute` runs in under the application's direction.
  public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.runningLayoutDirection)
  }

  /// The direction content with `attribute` runs in under `layoutDirection`.
  public static func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch attribute {
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    case .unspecified: layoutDirection
    }
  }

  /// Whether leading is the right edge for this view's constraints.
  var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// The view's direction changed: its margins and the leading and trailing constraints
  /// installed on it (those arranging its content) are worked out again at the next layout.
  func layoutDirectionDidChange() {
    marginsDidChange()
    for constraint in layoutState.installed where constraint.isDirectional {
      guard let engine = constraint.engine else { continue }
      engine.remove(constraint)
      engine.add(constraint)
    }
    setNeedsLayout()
    superview?.setNeedsLayout()
  }
}

extension NSLayoutConstraint {
  /// Whether the constraint uses a leading or trailing attribute (its meaning flips with the
  /// layout direction).
  var isDirectional: Bool {
    let directional: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
    return directional.contains(firstAttribute) || directional.contains(secondAttribute)
  }
}

extension UIApplication {
  /// The direction of the application's language: the host's (`HeadlessHost.settings.layoutDirection`,
  /// the window's `--rtl`), left to right by default.
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { Self.runningLayoutDirection }

  /// The running host's layout direction, read from the main actor.
  static var runningLayoutDirection: UIUserInterfaceLayoutDirection {
    FrameLoop.current?.settings.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }
}
