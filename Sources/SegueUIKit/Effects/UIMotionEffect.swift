import Foundation

/// A rendering effect that depends on how the device is tilted relative to the viewer
/// (UIKit's abstract `UIMotionEffect`): given the viewer offset, a subclass returns values to
/// add to key paths of the view it is attached to (docs/uikit-behaviour-2.md §27).
///
/// Segue has no motion sensor: the viewer offset is always (0, 0), the screen facing the
/// viewer, and the values are not added to the rendering (docs/porting.md, "Where Segue
/// differs"); a view keeps its effects and `keyPathsAndRelativeValues(forViewerOffset:)`
/// computes what UIKit would add.
@preconcurrency @MainActor open class UIMotionEffect: NSObject {
  public override init() { super.init() }

  /// The key paths to change and the values to add to them for `viewerOffset` (each
  /// component from -1 to 1; (0, 0) with the screen facing the viewer, positive when it
  /// turns down or to the viewer's right). The abstract class changes nothing: nil.
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// Maps the tilt along one axis linearly onto a range of values for one key path (UIKit's
/// `UIInterpolatingMotionEffect`): offset -1 gives `minimumRelativeValue`, 1 gives
/// `maximumRelativeValue`, 0 the value halfway (docs/uikit-behaviour-2.md §27).
@preconcurrency @MainActor open class UIInterpolatingMotionEffect: UIMotionEffect {
  /// Which tilt an interpolating effect follows (UIKit's, same raw values).
  public enum EffectType: Int, Sendable {
    /// Turning about the vertical axis: the viewer offset's `horizontal`.
    case tiltAlongHorizontalAxis = 0
    /// Turning about the horizontal axis: the viewer offset's `vertical`.
    case tiltAlongVerticalAxis = 1
  }

  /// The key path the values are added to ("center.x", "layer.shadowOffset", …).
  public let keyPath: String
  /// The axis followed.
  public let type: EffectType
  /// The value at offset -1: a number (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`), a
  /// `CGPoint` or a `CGSize`, of the same kind as `maximumRelativeValue`.
  open var minimumRelativeValue: Any?
  /// The value at offset 1.
  open var maximumRelativeValue: Any?

  public init(keyPath: String, type: EffectType) {
    self.keyPath = keyPath
    self.type = type
    super.init()
  }

  /// `[keyPath: value]`, the value interpolated between the two relative values for the
  /// offset along `type`'s axis (clamped to -1…1); nil when either relative value is unset
  /// or they are not numbers, points or sizes of one kind.
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    let offset = min(max(type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical, -1), 1)
    let fraction = (offset + 1) / 2
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
    switch (minimumRelativeValue, maximumRelativeValue) {
    case (let low as CGPoint, let high as CGPoint):
      return [keyPath: CGPoint(x: mix(low.x, high.x), y: mix(low.y, high.y))]
    case (let low as CGSize, let high as CGSize):
      return [keyPath: CGSize(width: mix(low.width, high.width), height: mix(low.height, high.height))]
    default:
      guard let low = Self.number(minimumRelativeValue), let high = Self.number(maximumRelativeValue) else {
        return nil
      }
      return [keyPath: mix(low, high)]
    }
  }

  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }
}

/// Several motion effects applied together (UIKit's `UIMotionEffectGroup`): its values are
/// all of theirs (a later effect's value wins for a key path two of them change).
@preconcurrency @MainActor open class UIMotionEffectGroup: UIMotionEffect {
  /// The effects in the group.
  open var motionEffects: [UIMotionEffect]?

  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    var values: [String: Any] = [:]
    for effect in motionEffects ?? [] {
      values.merge(effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:]) { _, new in new }
    }
    return values.isEmpty ? nil : values
  }
}
