import Foundation

/// UIKit's base class of the effects a `UIVisualEffectView` shows (`UIBlurEffect`,
/// `UIVibrancyEffect`). Effects are immutable values: a copy is the effect itself.
@preconcurrency @MainActor open class UIVisualEffect: NSObject, NSCopying {
  public override init() { super.init() }

  nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }

  /// The backdrop filter the effect applies with `traits`, or nil when it blurs nothing
  /// (docs/uikit-behaviour-drawing.md §12).
  func backdropFilter(with traits: UITraitCollection) -> VisualEffectFilter? { nil }
}
