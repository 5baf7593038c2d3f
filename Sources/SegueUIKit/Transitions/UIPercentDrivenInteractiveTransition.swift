import Foundation
import SegueAnimation

/// UIKit's percent-driven interaction controller (docs/uikit-behaviour.md §4.6).
///
/// Classic path: the animator's `animateTransition` runs with the container layer paused
/// (`speed = 0`, `timeOffset = 0`), so the animations it creates start at time 0 of the
/// container; `update(_:)` sets `timeOffset = percent × duration`. `finish()` plays the rest
/// over `(1 − percent) × duration / completionSpeed` with `completionCurve`; `cancel()` plays
/// back to the start over `percent × duration / completionSpeed`, then the animations end
/// (their completions run with `finished = true`) and the animator's completion must call
/// `completeTransition(!transitionWasCancelled)`. Scrubbing to 100 % by hand does not end
/// the animations — as in UIKit (§8 pitfall 10) — only `finish()` does.
///
/// Interruptible path: when the animator returns a `UIViewPropertyAnimator` from
/// `interruptibleAnimator(using:)`, the driver pauses it, scrubs `fractionComplete`, and on
/// finish/cancel continues it (reversed on cancel) with the completion curve.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
  /// Seconds (the animator's transition duration once started).
  public private(set) var duration: CGFloat = 0
  /// 0…1.
  public private(set) var percentComplete: CGFloat = 0
  /// Speed of the remaining animation after finish/cancel (≤ 0 reads as 1).
  open var completionSpeed: CGFloat {
    get { storedCompletionSpeed > 0 ? storedCompletionSpeed : 1 }
    set { storedCompletionSpeed = newValue }
  }
  private var storedCompletionSpeed: CGFloat = 1
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  open var wantsInteractiveStart = true
  /// Timing of the completion (overrides `completionCurve` when set).
  open var timingCurve: (any UITimingCurveProvider)?

  private weak var context: TransitionContext?
  private var propertyAnimator: (any UIViewImplicitlyAnimating)?
  private var scrub: ContainerScrub?
  private var pendingFinish: Bool?

  public override init() {}

  open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    guard let context = transitionContext as? TransitionContext else { return }
    self.context = context
    duration = CGFloat(context.duration)
    let interruptible = context.animator.interruptibleAnimator(using: context)
    if !(interruptible is NoInterruptibleAnimator) {
      propertyAnimator = interruptible
      if wantsInteractiveStart { interruptible.pauseAnimation() } else { interruptible.startAnimation() }
    } else {
      let scrub = ContainerScrub(layer: context.containerView.layer, duration: context.duration)
      self.scrub = scrub
      scrub.pause()
      context.animator.animateTransition(using: context)
      // Alongside animations (e.g. the navigation bar's titles) are scrubbed too (§4.6).
      for layer in context.coordinator.alongsideLayers where !scrub.layer.isAncestor(of: layer) {
        scrub.adopt(layer)
      }
    }
    // A finish/cancel that arrived before the transition started is replayed once the
    // context is in flight (docs/uikit-behaviour.md §4.2, §8 pitfall 3).
    if let finishing = pendingFinish {
      pendingFinish = nil
      complete(finishing: finishing)
    }
  }

  /// Moves the transition to `percentComplete` (clamped to 0…1).
  open func update(_ percentComplete: CGFloat) {
    let clamped = min(max(percentComplete, 0), 1)
    self.percentComplete = clamped
    context?.updateInteractiveTransition(clamped)
    if let propertyAnimator {
      propertyAnimator.fractionComplete = clamped
    } else {
      scrub?.setFraction(Double(clamped))
    }
  }

  /// Plays the rest of the transition forwards.
  open func finish() { complete(finishing: true) }

  /// Plays the transition back to its start.
  open func cancel() { complete(finishing: false) }

  /// Pauses a running interruptible transition so it can be scrubbed again.
  open func pause() {
    guard let propertyAnimator, let context else { return }
    propertyAnimator.pauseAnimation()
    percentComplete = propertyAnimator.fractionComplete
    context.pauseInteractiveTransition()
  }

  private func complete(finishing: Bool) {
    guard let context else {
      // Before the transition started: remember it; `startInteractiveTransition` replays it.
      pendingFinish = finishing
      return
    }
    if finishing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
    guard context.state == .inFlight else { return }  // deferred by the context
    let remaining = finishing ? 1 - Double(percentComplete) : Double(percentComplete)
    let speed = Double(completionSpeed)
    let curve: any UITimingCurveProvider =
      timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
    if let propertyAnimator {
      propertyAnimator.isReversed = !finishing
      if timingCurve != nil || speed != 1 || completionCurve != .easeInOut {
        propertyAnimator.continueAnimation(withTimingParameters: curve, durationFactor: CGFloat(remaining / speed))
      } else {
        propertyAnimator.startAnimation()
      }
      return
    }
    guard let scrub else { return }
    let time = Double(duration) * remaining / speed
    let timing: any TimingCurve =
      (curve.cubicTimingParameters as (any TimingCurve)?)
      ?? (curve.springTimingParameters as (any TimingCurve)?) ?? CAMediaTimingFunction(name: .linear)
    scrub.run(to: finishing ? 1 : 0, over: time, curve: timing) { [weak context] in
      guard let context else { return }
      if finishing {
        scrub.resumeAtEnd()
      } else {
        scrub.endAnimations(startedAfter: context.startSequence)
        scrub.reset()
      }
    }
  }
}

/// Pauses a container layer (and any alongside-animated layers) and moves their time by
/// hand: the mechanism of percent-driven transitions (`speed = 0` + `timeOffset`).
///
/// Each paused layer has a base time: 0 for the container (paused before the animator
/// adds its animations, so they begin at 0), the layer's own time when adopted for layers
/// whose animations were added while running. At fraction f every layer shows
/// `base + f × duration`.
@MainActor final class ContainerScrub {
  let layer: CALayer
  let duration: Double
  private(set) var fraction = 0.0
  private var adopted: [(layer: CALayer, base: Double)] = []

  init(layer: CALayer, duration: Double) {
    self.layer = layer
    self.duration = duration
  }

  func pause() {
    layer.speed = 0
    layer.timeOffset = 0
    layer.beginTime = 0
    fraction = 0
    adopted = [(layer, 0)]
  }

  /// Pauses another layer at its current time, to move with the container.
  func adopt(_ other: CALayer) {
    guard !adopted.contains(where: { $0.layer === other }) else { return }
    let base = other.localTime()
    other.speed = 0
    other.timeOffset = base
    adopted.append((other, base))
    apply()
  }

  func setFraction(_ value: Double) {
    fraction = value
    apply()
  }

  private func apply() {
    for (paused, base) in adopted { paused.timeOffset = base + fraction * duration }
  }

  /// Moves the fraction to `target` over `seconds` of media time with `curve`, then calls
  /// `done` (on a frame).
  func run(to target: Double, over seconds: Double, curve: any TimingCurve, done: @escaping () -> Void) {
    let start = fraction
    let startTime = CACurrentMediaTime()
    guard seconds > 0 else {
      setFraction(target)
      done()
      return
    }
    // The end is reached within `MediaTime.sameInstant` (independent of the clock's magnitude).
    FrameAnimation.start(
      for: adopted.first?.layer, duration: seconds, curve: curve, startTime: startTime,
      target: { [weak self] progress in self?.setFraction(start + (target - start) * progress) }, completion: done)
  }

  /// Lets time run again from the end of the transition, so its animations end normally
  /// (their completions run on this frame's animation step).
  func resumeAtEnd() {
    for (paused, base) in adopted {
      let parentTime = paused.superlayer?.localTime() ?? CACurrentMediaTime()
      paused.speed = 1
      paused.timeOffset = 0
      paused.beginTime = parentTime - (base + duration)
    }
    FrameCallback.add(for: adopted.first?.layer) { [weak self] _ in
      // Once the animations have ended, restore the layers' clocks.
      guard let self else { return false }
      if self.adopted.contains(where: { self.hasRunningAnimations(under: $0.layer) }) { return true }
      self.reset()
      return false
    }
  }

  /// Ends (as finished) every animation added since `sequence` under the paused layers:
  /// after a cancel they have been played back to their start.
  func endAnimations(startedAfter sequence: UInt64) {
    var stack = adopted.map(\.layer)
    while let current = stack.popLast() {
      for entry in current.animationEntries where entry.sequence > sequence && !entry.ended {
        current.animationEntries.removeAll { $0 === entry }
        current.stop(entry, finished: true)
      }
      stack.append(contentsOf: current.sublayers ?? [])
      if let mask = current.mask { stack.append(mask) }
    }
  }

  func reset() {
    for (paused, _) in adopted {
      paused.speed = 1
      paused.timeOffset = 0
      paused.beginTime = 0
    }
  }

  private func hasRunningAnimations(under root: CALayer) -> Bool {
    var stack = [root]
    while let current = stack.popLast() {
      if current.animationEntries.contains(where: { !$0.ended }) { return true }
      stack.append(contentsOf: current.sublayers ?? [])
      if let mask = current.mask { stack.append(mask) }
    }
    return false
  }
}
