import Foundation
import SegueAnimation

extension UIView {
  private static var animationsEnabled = true

  /// Whether property changes inside animation blocks animate (UIKit's
  /// `areAnimationsEnabled`).
  public static var areAnimationsEnabled: Bool { animationsEnabled }

  public static func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

  /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation
  /// block.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let previous = animationsEnabled
    animationsEnabled = false
    actionsWithoutAnimation()
    animationsEnabled = previous
  }

  /// Animates the changes `animations` makes, with a cubic curve from `options`
  /// (default easeInOut, (0.42, 0, 0.58, 1)).
  ///
  /// - Parameters:
  ///   - duration: seconds; ≤ 0 applies the changes at once (a 1 ms animation is attached
  ///     and the completion runs on the next main-queue turn with `finished = true`).
  ///   - delay: seconds before the animation starts; the from value shows meanwhile.
  ///   - options: curve, repeat/autoreverse, beginFromCurrentState, inheritance overrides.
  ///   - completion: called once with `finished` — false when the animations were removed
  ///     or replaced before their end.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let state = ViewAnimationState(
      duration: duration, delay: delay, options: options, timing: timing(for: options), completion: completion)
    state.run(animations)
  }

  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Animates with UIKit's duration-based spring (`UIViewSpringTiming`): damping ratio
  /// clamped to (0, 1] (300 acts as 1), velocity in distances per second; the animation
  /// lasts exactly `duration` seconds (docs/uikit-behaviour.md §2.1).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let spring = UIViewSpringTiming(
      duration: duration, dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
    let state = ViewAnimationState(
      duration: duration, delay: delay, options: options, timing: .spring(spring), completion: completion)
    state.origin = .springAnimate
    state.run(animations)
  }

  /// iOS 17's spring from a perceptual duration and bounce (§2.5); the animation runs until
  /// the spring settles.
  public static func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
    delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let parameters = SpringParameters(duration: duration, bounce: Double(bounce))
    let settling = SpringCurve(parameters: parameters, initialVelocity: Double(velocity), allowsOverdamping: true)
      .settlingDuration()
    let state = ViewAnimationState(
      duration: settling, delay: delay, options: options,
      timing: .physicalSpring(
        parameters, initialVelocity: Double(velocity), allowsOverdamping: true, duration: settling),
      completion: completion)
    state.origin = .springDurationAnimate
    state.run(animations)
  }

  /// The timing a set of options selects: curve bits 0–3 are the cubic curves; 7 is the
  /// system spring (mass 3, stiffness 1000, damping 500, CA duration 0.5 s, §2.6).
  static func timing(for options: AnimationOptions) -> ViewAnimationState.Timing {
    switch options.curveBits {
    case 1: .curve(CAMediaTimingFunction(name: .easeIn))
    case 2: .curve(CAMediaTimingFunction(name: .easeOut))
    case 3: .curve(CAMediaTimingFunction(name: .linear))
    case 7: .physicalSpring(.system, initialVelocity: 0, allowsOverdamping: false, duration: 0.5)
    default: .curve(CAMediaTimingFunction(name: .easeInEaseOut))
    }
  }

  /// Inside an animation block, gives the animations `animations` creates a repeat count
  /// (fractional allowed) and autoreverse (iOS 13's `modifyAnimations`). Outside a block the
  /// changes apply without animation.
  public static func modifyAnimations(
    withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void
  ) {
    guard let state = ViewAnimationState.current else {
      performWithoutAnimation(animations)
      return
    }
    let previous = state.repeatOverride
    state.repeatOverride = (Float(count), autoreverses)
    animations()
    state.repeatOverride = previous
  }

  // MARK: Keyframes

  /// Animates the keyframes `animations` adds with `addKeyframe`, one keyframe animation
  /// per changed property, built by UIKit's construction (§3.2); the options' curve (default
  /// easeInOut) warps the whole timeline, and bits 10–12 pick the calculation mode.
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let mode = UIViewKeyframeCalculationMode(keyframeAnimationOptionsRawValue: options.rawValue).calculationMode
    let viewOptions = AnimationOptions(rawValue: options.rawValue & ~(UInt(7) << 10))
    let state = ViewAnimationState(
      duration: duration, delay: delay, options: viewOptions, timing: timing(for: viewOptions),
      keyframes: KeyframeRecorder(calculationMode: mode), completion: completion)
    state.origin = .keyframes
    state.run(animations)
  }

  /// Adds a keyframe inside `animateKeyframes`: the changes `animations` makes are reached
  /// at `frameStartTime + frameDuration` (fractions of the whole duration, 0…1). Outside
  /// `animateKeyframes` the changes apply without animation and a warning is printed
  /// (UIKit raises an assertion there).
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard let recorder = ViewAnimationState.current?.keyframes else {
      FileHandle.standardError.write(
        Data("Segue: addKeyframe called outside animateKeyframes; the changes were applied without animation.\n".utf8))
      performWithoutAnimation(animations)
      return
    }
    recorder.record(start: frameStartTime, duration: frameDuration, animations)
  }
}
