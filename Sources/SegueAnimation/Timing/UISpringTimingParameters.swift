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
public struct UISpringTimingParameters: UITimingCurveProvider, TimingCurve, Hashable {
  /// Physical parameters, or nil for the ratio-only family (solved per duration).
  public let parameters: SpringParameters?
  /// The damping ratio as given (ratio-only) or derived c / (2√(mk)).
  public let dampingRatio: Double
  /// Initial velocity, distance fractions per second, per axis.
  public let initialVelocity: CGVector
  /// Whether ζ > 1 stays overdamped (iOS 17 bounce API) or is clamped to critical.
  public let allowsOverdamping: Bool

  /// The system spring: mass 3, stiffness 1000, damping 500, implicit duration.
  public init() {
    self.init(parameters: .system, initialVelocity: .zero, allowsOverdamping: false)
  }

  /// Damping ratio and velocity; the property animator's duration drives the spring.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = .zero) {
    parameters = nil
    dampingRatio = Double(ratio)
    initialVelocity = velocity
    allowsOverdamping = false
  }

  /// A physical spring with an implicit duration (its settling duration).
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
    self.init(
      parameters: SpringParameters(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping)),
      initialVelocity: velocity, allowsOverdamping: false)
  }

  /// iOS 17's perceptual duration and bounce: ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce),
  /// response = duration; overdamping allowed.
  ///
  /// - Parameters:
  ///   - duration: perceptual duration, seconds.
  ///   - bounce: in (−1, 1).
  public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
    self.init(
      parameters: SpringParameters(duration: duration, bounce: Double(bounce)), initialVelocity: velocity,
      allowsOverdamping: true)
  }

  private init(parameters: SpringParameters, initialVelocity velocity: CGVector, allowsOverdamping: Bool) {
    self.parameters = parameters
    dampingRatio = parameters.dampingRatio
    initialVelocity = velocity
    self.allowsOverdamping = allowsOverdamping
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
