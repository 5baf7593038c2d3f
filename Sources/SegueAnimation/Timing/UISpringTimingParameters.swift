import Foundation

/// UIKit's spring timing parameters for a property animator (docs/uikit-behaviour.md §2.5).
///
/// Two families, as in UIKit:
/// - **implicit duration** (`init()`, `init(mass:stiffness:damping:initialVelocity:)`,
///   `init(duration:bounce:initialVelocity:)`): the spring's own settling duration decides how
///   long the animation runs; the animator's duration is ignored.
/// - **ratio only** (`init(dampingRatio:initialVelocity:)`): the animator's duration drives the
///   spring, solved as UIKit's duration-based spring (`UIViewSpringTiming`).
///
/// Velocities are `CGVector`s in fractions of the animated distance per second; where one
/// number is needed the larger magnitude of dx and dy is used, as UIKit does for the
/// settling duration.
///
/// A class, an `NSObject`, as in UIKit, so extensions can add convenience initializers
/// (docs/uikit-behaviour-2.md §21.4). Immutable; two instances are equal when their
/// parameters are.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, TimingCurve, @unchecked Sendable {
  /// Physical parameters, or nil for the ratio-only family (solved per duration).
  public let parameters: SpringParameters?
  /// The damping ratio as given (ratio-only) or derived c / (2√(mk)).
  public let dampingRatio: Double
  /// Initial velocity, distance fractions per second, per axis.
  public let initialVelocity: CGVector
  /// Whether ζ > 1 stays overdamped (iOS 17 bounce API) or is clamped to critical.
  public let allowsOverdamping: Bool

  /// The system spring: mass 3, stiffness 1000, damping 500, implicit duration.
  public override init() {
    parameters = .system
    dampingRatio = SpringParameters.system.dampingRatio
    initialVelocity = .zero
    allowsOverdamping = false
    super.init()
  }

  /// Damping ratio and velocity; the property animator's duration drives the spring.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = .zero) {
    parameters = nil
    dampingRatio = Double(ratio)
    initialVelocity = velocity
    allowsOverdamping = false
    super.init()
  }

  /// A physical spring with an implicit duration (its settling duration).
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
    let spring = SpringParameters(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
    parameters = spring
    dampingRatio = spring.dampingRatio
    initialVelocity = velocity
    allowsOverdamping = false
    super.init()
  }

  /// iOS 17's perceptual duration and bounce: ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce),
  /// response = duration; overdamping allowed.
  ///
  /// - Parameters:
  ///   - duration: perceptual duration, seconds.
  ///   - bounce: in (−1, 1).
  public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
    let spring = SpringParameters(duration: duration, bounce: Double(bounce))
    parameters = spring
    dampingRatio = spring.dampingRatio
    initialVelocity = velocity
    allowsOverdamping = true
    super.init()
  }

  /// Equal parameters, velocity and overdamping make equal springs.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UISpringTimingParameters else { return false }
    return parameters == other.parameters && dampingRatio == other.dampingRatio
      && initialVelocity == other.initialVelocity && allowsOverdamping == other.allowsOverdamping
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(parameters)
    hasher.combine(dampingRatio)
    hasher.combine(initialVelocity.dx)
    hasher.combine(initialVelocity.dy)
    hasher.combine(allowsOverdamping)
    return hasher.finalize()
  }

  public var timingCurveType: UITimingCurveType { .spring }
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  public var springTimingParameters: UISpringTimingParameters? { self }

  /// The single velocity used for evaluation: the component of larger magnitude.
  public var scalarInitialVelocity: Double {
    let dx = Double(initialVelocity.dx)
    let dy = Double(initialVelocity.dy)
    return abs(dx) >= abs(dy) ? dx : dy
  }

  /// True when the spring decides its own duration (UIKit's "implicit duration").
  public var hasImplicitDuration: Bool { parameters != nil }

  /// The settling duration in seconds for implicit-duration springs; 0 for the ratio-only
  /// family, as UIKit reports (§2.4).
  public var settlingDuration: TimeInterval {
    guard parameters != nil else { return 0 }
    return curve(forDuration: 1).settlingDuration()
  }

  /// The progress curve for an animation of `duration` seconds (ignored when implicit).
  public func curve(forDuration duration: Double) -> SpringCurve {
    if let parameters {
      return SpringCurve(
        parameters: parameters, initialVelocity: scalarInitialVelocity, allowsOverdamping: allowsOverdamping)
    }
    return UIViewSpringTiming(
      duration: duration, dampingRatio: dampingRatio, initialVelocity: scalarInitialVelocity
    ).curve
  }

  public func progress(atTime time: Double, duration: Double) -> Double {
    curve(forDuration: duration).value(at: time)
  }

  public func velocity(atTime time: Double, duration: Double) -> Double {
    curve(forDuration: duration).velocity(at: time)
  }
}
