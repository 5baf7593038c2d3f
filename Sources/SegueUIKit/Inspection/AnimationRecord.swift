import Foundation
import SegueAnimation

/// One Core Animation animation as it was added to a layer, with what the code asked for:
/// the layer, the key path, the resolved start and end values, its timing in media time,
/// the curve (Bézier control points, spring constants, keyframe times) and the call that
/// made it (`UIView.animate…`, a property animator, a transition's animator, or an explicit
/// `CALayer.add(_:forKey:)`). The animation inspector lists these
/// (docs/inspector.md); `segue replay --animations` prints them as JSON lines.
///
/// Times are media-clock seconds (`CACurrentMediaTime()`); printed records count them
/// from the replay's start.
public struct AnimationRecord: Sendable, Equatable {
  /// Order of addition in its recorder, from 0.
  public var id: Int
  /// The layer, named for people: its view's class and accessibility identifier
  /// (`UIImageView#photo`), else a short path from the nearest view controller's view
  /// (`Detail.view/UIStackView[0]/UIImageView[1]`); a layer of no view is named by its
  /// class inside its nearest view's name (`CAShapeLayer in Detail.view`).
  public var layer: String
  /// The key the animation was added under (nil: none, an additive view animation).
  public var key: String?
  /// The animated key path ("position", "transform.scale", "opacity").
  public var keyPath: String
  /// The value at the start of the animation (its first frame), resolved against the model.
  public var from: Value
  /// The value the animation ends on (its last frame), resolved against the model.
  public var to: Value
  /// When the animation was added (media time, seconds).
  public var addedAt: Double
  /// When its active interval begins (media time, seconds): `addedAt` plus any delay.
  public var begin: Double
  /// One iteration, seconds (a property animator's: its duration).
  public var duration: Double
  /// The whole active interval (repeats and autoreverse included), seconds; infinite for an
  /// animation repeated forever.
  public var activeDuration: Double
  /// The animation's own `speed`.
  public var speed: Double
  public var repeatCount: Double
  public var repeatDuration: Double
  public var autoreverses: Bool
  /// `CAMediaTimingFillMode`'s raw value ("removed", "forwards", "backwards", "both").
  public var fillMode: String
  public var isAdditive: Bool
  /// Whether its layer's time was stopped when it was added (an ancestor with speed 0: an
  /// interactive transition's container waiting for the gesture).
  public var startedPaused: Bool
  public var timing: Timing
  /// The call that made it.
  public var origin: Origin
  /// The transition it belongs to: the index in the recorder's `transitions` of the
  /// transition running when it was added (nil: none was).
  public var transition: Int?
  /// When it stopped (media time, seconds), and whether it finished; nil while running.
  public var end: Double?
  public var finished: Bool?

  /// The curve that maps time to progress.
  public enum Timing: Sendable, Equatable {
    /// A cubic Bézier from (0, 0) to (1, 1) through two control points
    /// (`CAMediaTimingFunction`; linear is (0, 0) (1, 1)).
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A damped spring (`CASpringAnimation`): mass, stiffness (N/m), damping (N·s/m) and the
    /// initial velocity in distances per second; `uikit` is the duration and damping ratio
    /// UIKit's API was given when the spring came from `UIView.animate(…usingSpringWithDamping…)`
    /// or `UISpringTimingParameters(dampingRatio:)`.
    case spring(
      mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, settlingDuration: Double,
      uikit: UIKitSpring?)
    /// Keyframes (`CAKeyframeAnimation`): key times (fractions of the duration), the
    /// calculation mode, and the whole timeline's curve when it has one.
    case keyframes(keyTimes: [Double], calculationMode: String, overall: Bezier?)
  }

  /// UIKit's description of a spring: a duration (seconds) and a damping ratio.
  public struct UIKitSpring: Sendable, Equatable {
    public var duration: Double
    public var dampingRatio: Double
  }

  /// The control points of a cubic Bézier timing curve.
  public struct Bezier: Sendable, Equatable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double
  }

  /// What made an animation.
  public enum Origin: String, Sendable, Equatable {
    /// `UIView.animate(withDuration:…)` with a cubic curve (or curve 7's system spring).
    case animate = "UIView.animate(withDuration:delay:options:animations:completion:)"
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    case springAnimate =
      "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)"
    /// iOS 17's `UIView.animate(springDuration:bounce:…)`.
    case springDurationAnimate =
      "UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)"
    /// `UIView.animateKeyframes(withDuration:…)`.
    case keyframes = "UIView.animateKeyframes(withDuration:delay:options:animations:completion:)"
    /// `UIView.transition(with:…)` or `transition(from:to:…)`.
    case viewTransition = "UIView.transition(with:duration:options:animations:completion:)"
    /// A `UIViewPropertyAnimator`'s animations block.
    case propertyAnimator = "UIViewPropertyAnimator"
    /// `CALayer.add(_:forKey:)` called by the app (or by Segue's own views).
    case layerAdd = "CALayer.add(_:forKey:)"
  }

  /// A transition that ran while animations were recorded.
  public struct Transition: Sendable, Equatable {
    /// "push", "pop", "present" or "dismiss".
    public var kind: String
    /// The animator's type (`NavigationParallaxAnimator` for the system push).
    public var animator: String
    public var from: String?
    public var to: String?
    public var interactive: Bool
    /// When it began and when `completeTransition` ran (media time, seconds).
    public var begin: Double
    public var end: Double?
    public var completed: Bool?

    /// "push List → Detail".
    public var title: String { "\(kind) \(from ?? "?") → \(to ?? "?")" }
  }

  /// A property value as numbers: one unnamed number for scalars, named components for
  /// points (x, y), sizes (width, height), rectangles, colours (r, g, b, a) and transforms
  /// (translation.x, translation.y, scale.x, scale.y, rotation.z, and the 3-D parts when
  /// they are not at rest); a value that is not numeric is described by its type.
  public enum Value: Sendable, Equatable {
    case number(Double)
    case components([Component])
    case described(String)

    /// One named number of a value.
    public struct Component: Sendable, Equatable {
      public var name: String
      public var value: Double
      public init(_ name: String, _ value: Double) {
        self.name = name
        self.value = value
      }
    }

    /// The value's numbers by name ("" for a scalar).
    public var numbers: [Component] {
      switch self {
      case .number(let value): [Component("", value)]
      case .components(let components): components
      case .described: []
      }
    }
  }
}
