import Foundation
import SegueAnimation

/// UIKit's interruptible, scrubbable animator over views.
///
/// The timing state machine is `PropertyAnimatorTimeline` (SegueAnimation); this class
/// runs the animation blocks, turns each property change into an animation whose progress
/// is the timeline's value-space progress, and cleans up at the end: finishing at `.start`
/// puts the start values back in the model, at `.current` the values on screen, at `.end`
/// keeps the end values (Apple's UIViewAnimating documentation).
@preconcurrency @MainActor open class UIViewPropertyAnimator: NSObject {
  /// The timing core.
  public let timeline: PropertyAnimatorTimeline

  private var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
  private var driven: [DrivenAnimation] = []
  private var didCleanUp = false

  private struct DrivenAnimation {
    let layer: CALayer
    let key: String
    let animation: AnimatorDrivenAnimation
    let startValue: Any
  }

  /// Animators that are running, stepped every frame by `FrameStep`.
  /// The loop that steps this animator while it is active.
  private weak var loop: FrameLoop?

  /// - Parameters:
  ///   - duration: seconds (ignored by implicit-duration spring parameters).
  ///   - parameters: cubic or spring timing parameters.
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    timeline = PropertyAnimatorTimeline(duration: duration, timingParameters: parameters, clock: MediaTime.clock)
    super.init()
    timeline.addCompletion { [weak self] position in self?.finished(at: position) }
  }

  public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// Creates and starts an animator (UIKit's `runningPropertyAnimator`), with the curve from
  /// `options`.
  public static func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let curve = UIView.AnimationCurve(rawValue: Int(options.curveBits)) ?? .easeInOut
    let animator = UIViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: UIViewAnimating

  public var state: UIViewAnimatingState { timeline.state }
  public var isRunning: Bool { timeline.isRunning }
  public var isReversed: Bool {
    get { timeline.isReversed }
    set { timeline.isReversed = newValue }
  }
  public var fractionComplete: CGFloat {
    get { timeline.fractionComplete }
    set {
      activateIfNeeded()
      timeline.fractionComplete = newValue
    }
  }
  public var scrubsLinearly: Bool {
    get { timeline.scrubsLinearly }
    set { timeline.scrubsLinearly = newValue }
  }
  public var pausesOnCompletion: Bool {
    get { timeline.pausesOnCompletion }
    set { timeline.pausesOnCompletion = newValue }
  }
  public var isInterruptible: Bool {
    get { timeline.isInterruptible }
    set { timeline.isInterruptible = newValue }
  }
  public var duration: TimeInterval { timeline.duration }
  public var delay: TimeInterval { timeline.delay }
  public var timingParameters: (any UITimingCurveProvider)? { timeline.timingParameters }
  /// Whether views keep receiving touches while animating (UIKit's default true).
  public var isUserInteractionEnabled = true

  /// Adds animations; while the animator is active they run at once over the rest of it.
  public func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

  /// Adds animations that start after `delayFactor` (0…1) of the remaining duration.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    let factor = min(max(Double(delayFactor), 0), 0.999)
    if timeline.state == .active {
      run(animation, delayFactor: factor)
    } else {
      pendingBlocks.append((animation, factor))
    }
  }

  /// Adds a completion, called with the final position.
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    timeline.addCompletion(completion)
  }

  public func startAnimation() {
    activateIfNeeded()
    timeline.startAnimation()
  }

  public func startAnimation(afterDelay delay: TimeInterval) {
    activateIfNeeded()
    timeline.startAnimation(afterDelay: delay)
  }

  public func pauseAnimation() {
    activateIfNeeded()
    timeline.pauseAnimation()
  }

  public func stopAnimation(_ withoutFinishing: Bool) {
    // Stopping leaves the views where they are on screen.
    let progressNow = timeline.currentProgress
    timeline.stopAnimation(withoutFinishing)
    if withoutFinishing {
      commitDrivenValues(atProgress: progressNow)
      removeDriven()
      loop?.stopDriving(self)
    }
  }

  public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    timeline.finishAnimation(at: finalPosition)
  }

  public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
  {
    timeline.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
  }

  // MARK: Engine

  private func activateIfNeeded() {
    if loop == nil { loop = FrameLoop.current }
    loop?.drive(self, in: .propertyAnimators)
    loop?.setNeedsFrames()
    let blocks = pendingBlocks
    pendingBlocks.removeAll()
    for (block, factor) in blocks { run(block, delayFactor: factor) }
  }

  private func run(_ block: () -> Void, delayFactor: Double) {
    let state = ViewAnimationState(
      duration: timeline.effectiveDuration, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedOptions],
      timing: .curve(CAMediaTimingFunction(name: .linear)), completion: nil)
    state.driver = BlockDriver(animator: self, delayFactor: delayFactor)
    state.run(block)
  }

  fileprivate func adopt(
    _ animation: AnimatorDrivenAnimation, on layer: CALayer, key: String, addKey: String?, startValue: Any
  ) {
    layer.add(animation, forKey: addKey)
    // `add` stores a copy; keep the stored one so it can be removed.
    let stored = layer.animationEntries.last?.animation as? AnimatorDrivenAnimation ?? animation
    driven.append(DrivenAnimation(layer: layer, key: key, animation: stored, startValue: startValue))
  }

  /// The value-space progress every driven animation reads.
  fileprivate var progress: Double { timeline.currentProgress }

  /// Advances the timeline (fires completions at the end); the loop calls it every frame.
  func step(atMediaTime time: CFTimeInterval) {
    timeline.update(at: time)
  }

  private func finished(at position: UIViewAnimatingPosition) {
    switch position {
    case .start:
      for item in driven {
        item.layer.propertyTable.property(forKey: item.key)?.setModelValue(
          fromAnimationValue: item.startValue, on: item.layer)
      }
    case .current:
      commitDrivenValues(atProgress: timeline.currentProgress)
    case .end:
      break
    }
    removeDriven()
    loop?.stopDriving(self)
  }

  /// Writes the values on screen into the model (for stops and `.current`).
  private func commitDrivenValues(atProgress progress: Double) {
    for item in driven {
      let state = item.layer.presentationState(atLocalTime: item.layer.localTime())
      guard let property = item.layer.propertyTable.property(forKey: item.key),
        let value = property.animation?.animationValue(in: state)
      else { continue }
      property.setModelValue(fromAnimationValue: value, on: item.layer)
    }
  }

  private func removeDriven() {
    if let loop, let recorder = loop.animationRecorder {
      for item in driven {
        guard let entry = item.layer.animationEntries.first(where: { $0.animation === item.animation }),
          let id = entry.recordID
        else { continue }
        recorder.stopped(id, finished: true, at: loop.mediaClock.now)
      }
    }
    for item in driven {
      item.layer.animationEntries.removeAll { $0.animation === item.animation }
    }
    driven.removeAll()
  }

  /// Hands property changes made in an animator's block to the animator.
  @MainActor final class BlockDriver {
    unowned let animator: UIViewPropertyAnimator
    let delayFactor: Double

    init(animator: UIViewPropertyAnimator, delayFactor: Double) {
      self.animator = animator
      self.delayFactor = delayFactor
    }

    func makeAnimation(keyPath: String) -> CABasicAnimation {
      let animation = AnimatorDrivenAnimation(keyPath: keyPath)
      animation.animator = animator
      animation.delayFactor = delayFactor
      animation.duration = .greatestFiniteMagnitude
      animation.fillMode = .both
      return animation
    }

    func adopt(_ animation: CABasicAnimation, on layer: CALayer, key: String, addKey: String?, startValue: Any) {
      guard let driven = animation as? AnimatorDrivenAnimation else { return }
      animator.adopt(driven, on: layer, key: key, addKey: addKey, startValue: startValue)
    }
  }
}

/// A basic animation whose progress is its property animator's value-space progress
/// (remapped past its delay factor), not a function of time.
@MainActor final class AnimatorDrivenAnimation: CABasicAnimation {
  weak var animator: UIViewPropertyAnimator?
  var delayFactor = 0.0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = AnimatorDrivenAnimation(keyPath: keyPath)
    copyBasic(to: copy)
    copy.animator = animator
    copy.delayFactor = delayFactor
    return copy
  }

  override func progress(atSimpleTime simpleTime: Double) -> Double {
    guard let animator else { return 1 }
    let p = animator.progress
    guard delayFactor > 0 else { return p }
    return min(max((p - delayFactor) / (1 - delayFactor), 0), 1)
  }
}

extension UIViewPropertyAnimator: FrameDriven {
  package var frameState: FrameDrivenState { isRunning ? .running : .idle }

  package func advance(toMediaTime mediaTime: CFTimeInterval) { step(atMediaTime: mediaTime) }
}
