import Foundation

/// Receives an animation's start and stop (Core Animation's `CAAnimationDelegate`).
///
/// `finished` is true when the animation ran to its end, false when it was removed early
/// (`removeAnimation(forKey:)`, `removeAllAnimations()`, or replaced under the same key).
@preconcurrency @MainActor public protocol CAAnimationDelegate: AnyObject {
  func animationDidStart(_ anim: CAAnimation)
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract base of Core Animation's animations: timing, a timing function, a delegate.
///
/// As in Core Animation, a layer copies an animation when it is added, so changing this
/// object afterwards does not affect the running copy. Times are seconds in the owning
/// layer's local time space.
@preconcurrency @MainActor open class CAAnimation: NSObject, CAMediaTiming, @preconcurrency NSCopying {
  /// Core Animation's default duration when `duration` is 0: 0.25 s.
  public static let defaultDuration: CFTimeInterval = 0.25

  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed
  /// Warps the simple time of each iteration; nil is linear.
  open var timingFunction: CAMediaTimingFunction?
  /// Removed from its layer when it ends (then the model value shows). Default true.
  open var isRemovedOnCompletion = true
  /// Strongly held, as in Core Animation.
  open var delegate: (any CAAnimationDelegate)?

  public override init() { super.init() }

  /// A new animation with the same settings (Core Animation's `NSCopying`; `copy()`
  /// returns it as `Any`, as in UIKit). Subclasses override this to copy their own
  /// properties.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = CAAnimation()
    copyTiming(to: copy)
    return copy
  }

  /// `copy(with:)` as the animation type, for adding to a layer.
  package func animationCopy() -> CAAnimation {
    // Every override returns an animation (a subclass returning something else is a bug
    // in that subclass, as it would be in Core Animation).
    copy(with: nil) as! CAAnimation
  }

  /// Copies the base-class properties to `other` (used by subclasses' `copy()`).
  public func copyTiming(to other: CAAnimation) {
    other.beginTime = beginTime
    other.duration = duration
    other.speed = speed
    other.timeOffset = timeOffset
    other.repeatCount = repeatCount
    other.repeatDuration = repeatDuration
    other.autoreverses = autoreverses
    other.fillMode = fillMode
    other.timingFunction = timingFunction
    other.isRemovedOnCompletion = isRemovedOnCompletion
    other.delegate = delegate
  }

  /// The duration actually used: `duration`, or 0.25 s when it is 0 (Core Animation).
  open var effectiveDuration: CFTimeInterval { duration > 0 ? duration : Self.defaultDuration }

  /// The timing arithmetic of this animation.
  public var timingModel: MediaTimingModel {
    MediaTimingModel(
      beginTime: beginTime, duration: effectiveDuration, speed: Double(speed), timeOffset: timeOffset,
      repeatCount: Double(repeatCount), repeatDuration: repeatDuration, autoreverses: autoreverses,
      fillMode: fillMode)
  }

  /// Progress (0…1, may overshoot for springs) at `simpleTime` seconds into an iteration.
  /// The base class applies `timingFunction` (linear when nil).
  open func progress(atSimpleTime simpleTime: Double) -> Double {
    let fraction = min(max(simpleTime / effectiveDuration, 0), 1)
    return timingFunction?.progress(atFraction: fraction) ?? fraction
  }
}
