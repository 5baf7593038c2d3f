import Foundation
import SegueAnimation

/// One `UIView.animate…` call while it is being set up and until its animations end:
/// UIKit's `UIViewAnimationState` (docs/uikit-behaviour.md §0, §1.5–1.7).
///
/// States form a stack while their `animations` closures run; property changes inside a
/// closure ask the innermost state for an action, which adds one Core Animation animation
/// per changed property and counts it. When the last of them stops, the completion runs
/// with that stop's `finished` flag — synchronously if the animations actually began and
/// the duration is positive, otherwise on the next main-queue turn.
@MainActor final class ViewAnimationState: CAAnimationDelegate {
  enum Timing {
    /// A cubic curve.
    case curve(CAMediaTimingFunction)
    /// UIKit's duration-based spring.
    case spring(UIViewSpringTiming)
    /// A physical spring with its own CA duration (curve 7's system spring: 0.5 s).
    case physicalSpring(SpringParameters, initialVelocity: Double, allowsOverdamping: Bool, duration: Double)
  }

  private(set) static var stack: [ViewAnimationState] = []
  /// A transition coordinator's alongside animations, run at the end of the first
  /// outermost animation block opened while set (docs/uikit-behaviour.md §4.7), then cleared.
  static var alongsideInjection: (() -> Void)?
  static var current: ViewAnimationState? { stack.last }

  let duration: TimeInterval
  let delay: TimeInterval
  let timing: Timing
  let options: UIView.AnimationOptions
  private let completion: ((Bool) -> Void)?
  /// Blocks the framework runs when the animations end, after `completion` (a stack view
  /// hiding an arranged subview once its collapse has animated).
  private var frameworkCompletions: [(Bool) -> Void] = []
  /// Keyframe recording, for `animateKeyframes`.
  let keyframes: KeyframeRecorder?
  /// Set when the block belongs to a `UIViewPropertyAnimator`: animations are driven by
  /// the animator's progress instead of time.
  var driver: UIViewPropertyAnimator.BlockDriver?
  /// Set inside `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`.
  var repeatOverride: (count: Float, autoreverses: Bool)?
  /// The UIKit call that opened the block (what the animation inspector reports).
  var origin: AnimationRecord.Origin = .animate

  /// Without `.allowUserInteraction`, the views this block animates ignore touches until
  /// their animations end (docs/uikit-behaviour.md §1.3).
  var blocksUserInteraction: Bool { !options.contains(.allowUserInteraction) && driver == nil }

  private var pending = 0
  private var began = false
  private var sent = false
  private var isOpen = true
  private var lastFinished = true

  init(
    duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: Timing,
    keyframes: KeyframeRecorder? = nil, completion: ((Bool) -> Void)?
  ) {
    let parent = ViewAnimationState.current
    var duration = duration
    var timing = timing
    var options = options
    if let parent {
      // §1.5: duration, curve and factory/options are inherited unless overridden; delay is not.
      if !options.contains(.overrideInheritedDuration) { duration = parent.duration }
      let inheritsFactory = !options.contains(.overrideInheritedOptions)
      let inheritsCurve = !options.contains(.overrideInheritedCurve)
      switch (parent.timing, timing) {
      case (.curve, .curve) where inheritsCurve: timing = parent.timing
      case (.spring, _) where inheritsFactory, (.physicalSpring, _) where inheritsFactory: timing = parent.timing
      default: break
      }
      if inheritsFactory {
        options.formUnion(parent.options.intersection([.repeat, .autoreverse, .beginFromCurrentState]))
      }
    }
    self.duration = duration
    self.delay = delay
    self.timing = timing
    self.options = options
    self.keyframes = keyframes
    self.completion = completion
  }

  /// Runs `animations` with this state current, then settles what it created.
  func run(_ animations: () -> Void) {
    ViewAnimationState.stack.append(self)
    animations()
    if ViewAnimationState.stack.count == 1, driver == nil, let injection = ViewAnimationState.alongsideInjection {
      ViewAnimationState.alongsideInjection = nil
      injection()
    }
    ViewAnimationState.stack.removeLast()
    keyframes?.emit(into: self)
    isOpen = false
    if pending == 0 { sendDidStop(finished: lastFinished) }
  }

  // MARK: Actions

  /// The action for a change of `key` on `layer`, or nil when the key does not animate
  /// in view animation blocks (its `LayerProperty` says how it animates).
  func action(for layer: CALayer, forKey key: String) -> (any CAAction)? {
    guard let property = layer.propertyTable.animatableProperty(forKey: key), property.viewAnimation != .none
    else { return nil }
    let startsFromPresentation = options.contains(.beginFromCurrentState)
    let before = startsFromPresentation ? layer.presentationState(atLocalTime: layer.localTime()) : layer.model
    if let keyframes, keyframes.isRecording {
      keyframes.noteChange(of: layer, key: key, initialValue: property.animationValue(in: before))
      return nil
    }
    return ViewAnimationAction(state: self, before: before, modelBefore: layer.model)
  }

  /// Adds the animation for one property change; called by `ViewAnimationAction`.
  func animate(_ layer: CALayer, key: String, before: LayerState, modelBefore: LayerState) {
    let after = layer.model
    guard let property = layer.propertyTable.animatableProperty(forKey: key),
      property.animationValuesDiffer(before, after)
    else { return }
    let oldValue = property.animationValue(in: before)
    let newValue = property.animationValue(in: after)
    let animation: CABasicAnimation
    if let driver {
      animation = driver.makeAnimation(keyPath: key)
    } else {
      animation = makeAnimation(keyPath: key)
      configureTiming(animation, on: layer)
    }
    let hasBlockingAnimation = layer.animationEntries.contains { entry in
      guard let existing = entry.animation as? CAPropertyAnimation, existing.keyPath == key, !entry.ended else {
        return false
      }
      return !existing.isAdditive || existing.repeatCount > 0
    }
    let additive = property.viewAnimation == .additive && !hasBlockingAnimation && !options.contains(.repeat)
    let addKey: String?
    if additive, let delta = property.additiveDelta(from: before, to: after) {
      animation.fromValue = delta.from
      animation.toValue = delta.zero
      animation.isAdditive = true
      addKey = nil
    } else {
      animation.fromValue = oldValue
      animation.toValue = newValue
      addKey = key
    }
    if let driver {
      driver.adopt(animation, on: layer, key: key, addKey: addKey, startValue: oldValue)
    } else {
      register(animation)
      layer.add(animation, forKey: addKey)
    }
  }

  private func makeAnimation(keyPath: String) -> CABasicAnimation {
    let animation: CABasicAnimation
    switch timing {
    case .curve(let function):
      animation = CABasicAnimation(keyPath: keyPath)
      animation.timingFunction = function
      animation.duration = duration
    case .spring(let spring):
      let springAnimation = CASpringAnimation(keyPath: keyPath)
      springAnimation.mass = 1
      springAnimation.stiffness = CGFloat(spring.parameters.stiffness)
      springAnimation.damping = CGFloat(spring.parameters.damping)
      springAnimation.initialVelocity = CGFloat(spring.initialVelocity)
      springAnimation.duration = duration
      animation = springAnimation
    case .physicalSpring(let parameters, let velocity, let overdamping, let springDuration):
      let springAnimation = CASpringAnimation(keyPath: keyPath)
      springAnimation.mass = CGFloat(parameters.mass)
      springAnimation.stiffness = CGFloat(parameters.stiffness)
      springAnimation.damping = CGFloat(parameters.damping)
      springAnimation.initialVelocity = CGFloat(velocity)
      springAnimation.allowsOverdamping = overdamping
      springAnimation.duration = springDuration
      animation = springAnimation
    }
    return animation
  }

  /// Applies the state's delay (relative to `layer`'s time now), fill mode, repeat and
  /// autoreverse (§1.3–1.4); a zero duration becomes 0.001 s.
  func configureTiming(_ animation: CAAnimation, on layer: CALayer) {
    if animation.duration <= 0 { animation.duration = 0.001 }
    animation.fillMode = .both
    if delay > 0 { animation.beginTime = layer.localTime() + delay }
    if options.contains(.repeat) { animation.repeatCount = .greatestFiniteMagnitude }
    if options.contains(.autoreverse) { animation.autoreverses = true }
    if let repeatOverride {
      animation.repeatCount = repeatOverride.count
      animation.autoreverses = repeatOverride.autoreverses
    }
  }

  /// Counts an animation this state will wait for and becomes its delegate.
  func register(_ animation: CAAnimation) {
    animation.delegate = self
    pending += 1
  }

  // MARK: CAAnimationDelegate

  func animationDidStart(_ anim: CAAnimation) { began = true }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    pending -= 1
    lastFinished = flag
    if pending == 0 && !isOpen { sendDidStop(finished: flag) }
  }

  /// Runs `block` when this block's animations end (or at the next turn if it animated nothing).
  func addFrameworkCompletion(_ block: @escaping (Bool) -> Void) { frameworkCompletions.append(block) }

  private func sendDidStop(finished: Bool) {
    guard !sent else { return }
    sent = true
    if !frameworkCompletions.isEmpty {
      let blocks = frameworkCompletions
      frameworkCompletions.removeAll()
      MainQueueTurn.enqueue { for block in blocks { block(finished) } }
    }
    guard let completion else { return }
    if began && duration > 0 {
      completion(finished)
    } else {
      MainQueueTurn.enqueue { completion(finished) }
    }
  }
}

/// The action a view animation returns for one property change: it remembers the value
/// before the change and, once the model holds the new value, adds the animation.
@MainActor final class ViewAnimationAction: CAAction {
  let state: ViewAnimationState
  let before: LayerState
  let modelBefore: LayerState

  init(state: ViewAnimationState, before: LayerState, modelBefore: LayerState) {
    self.state = state
    self.before = before
    self.modelBefore = modelBefore
  }

  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    guard let layer = anObject as? CALayer else { return }
    state.animate(layer, key: event, before: before, modelBefore: modelBefore)
  }
}
