import Foundation

/// A basic animation whose progress follows a damped spring (Core Animation's
/// `CASpringAnimation`), evaluated in closed form by `SpringCurve`.
///
/// Defaults are Core Animation's: mass 1, stiffness 100, damping 10, initial velocity 0,
/// overdamping clamped to critical. `initialVelocity` is in fractions of the from→to
/// distance per second. The timing function is not applied to a spring; `duration` only
/// decides when the animation is removed (set it to `settlingDuration` to see it settle).
@preconcurrency @MainActor open class CASpringAnimation: CABasicAnimation {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  open var initialVelocity: CGFloat = 0
  /// iOS 17: keep ζ > 1 overdamped instead of clamping it to 1 (docs/uikit-behaviour.md §2.3).
  open var allowsOverdamping = false

  public override init(keyPath path: String?) { super.init(keyPath: path) }
  public override init() { super.init() }

  /// iOS 17's perceptual duration and bounce (§2.5): ζ = 1 − bounce (bounce ≥ 0) or
  /// 1/(1 + bounce); k = (2π/duration)², mass 1; overdamping allowed.
  public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
    self.init()
    let parameters = SpringParameters(duration: perceptualDuration, bounce: Double(bounce))
    mass = CGFloat(parameters.mass)
    stiffness = CGFloat(parameters.stiffness)
    damping = CGFloat(parameters.damping)
    allowsOverdamping = true
  }

  /// The spring's physical parameters.
  public var parameters: SpringParameters {
    SpringParameters(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
  }

  /// The normalised progress curve.
  public var curve: SpringCurve {
    SpringCurve(parameters: parameters, initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
  }

  /// Seconds until the spring stays within 0.001 of its target (see
  /// `SpringCurve.settlingDuration`): mass 1, stiffness 100, damping 5 gives 2.855 s.
  open var settlingDuration: CFTimeInterval { curve.settlingDuration() }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = CASpringAnimation(keyPath: keyPath)
    copyBasic(to: copy)
    copy.mass = mass
    copy.stiffness = stiffness
    copy.damping = damping
    copy.initialVelocity = initialVelocity
    copy.allowsOverdamping = allowsOverdamping
    return copy
  }

  open override func progress(atSimpleTime simpleTime: Double) -> Double {
    curve.value(at: simpleTime)
  }
}
