import Foundation

/// The timing core of `UIViewPropertyAnimator`: the state machine that owns progress over
/// time, independent of views and layers.
///
/// It implements the observable semantics of UIKit's `UIViewAnimating` and
/// `UIViewImplicitlyAnimating` protocols as `UIViewPropertyAnimator` does. A later layer
/// attaches it to views: the animations block sets model values, and every animated
/// property is drawn at `from + (to − from) · progress(at: frameTime)`.
///
/// ## Time, fraction and progress
/// - Times are seconds on `clock` (media time). Calls such as `startAnimation()` act at
///   `clock.now`; the frame loop samples with `progress(at:)` and advances the state machine
///   with `update(at:)`, which is also where completion handlers run.
/// - The **timeline fraction** is the fraction of the animator's time elapsed, 0 at the start
///   values and 1 at the end values, whichever way the animator runs.
/// - `fractionComplete` is the fraction of the run completed *in the current direction*:
///   the timeline fraction when running forwards, `1 − timeline fraction` when reversed, so
///   toggling `isReversed` maps `fractionComplete` to `1 − fractionComplete` while the views
///   stay put. This is the behaviour of iOS 11 and later, which developers observed
///   (Stack Overflow 46380939, "UIViewPropertyAnimator different behaviour on iOS10 and
///   iOS11 reversing an animation"), and which the WWDC 2017 session 230 sample relies on
///   when it negates the pan fraction of a reversed animator. [O]
/// - The **progress** (value space) is the timing curve applied to the timeline fraction:
///   0 at the start values, 1 at the end values; springs may overshoot.
///
/// ## Durations
/// `effectiveDuration` is the time a full run takes: `duration`, except for spring
/// parameters with an implicit duration (`UISpringTimingParameters()`,
/// `init(mass:stiffness:damping:initialVelocity:)`, `init(duration:bounce:)`), which run for
/// their settling duration and ignore the animator's duration; ratio-only springs
/// (`init(dampingRatio:initialVelocity:)`) are solved for the animator's duration
/// (docs/uikit-behaviour.md §2.5).
///
/// ## Misuse
/// Where UIKit raises an exception for a call in the wrong state, this type ignores the
/// call and reports one line to `misuseHandler` (by default printed to standard error). The
/// cases:
/// - `startAnimation()`, `startAnimation(afterDelay:)`, `pauseAnimation()`,
///   `continueAnimation(withTimingParameters:durationFactor:)`, setting `fractionComplete`
///   or `isReversed` on a **stopped** animator (Apple: "It is a programmer error to call this
///   method while the state of the animator is set to stopped"; a stopped animation "cannot
///   be started").
/// - `finishAnimation(at:)` unless the animator is **stopped** (Apple: "It is a programmer
///   error to call this method at any time except after a call to stopAnimation(_:) where
///   you pass false").
/// - Setting `fractionComplete` while the animator is **running** (Apple: "You can update the
///   value of this property only while the animator is paused").
/// - Setting `isInterruptible` on an **active** animator (UIKit header: "Raises if set on an
///   active animator").
/// - `pauseAnimation()`, `stopAnimation(_:)`, `continueAnimation`, setting `isReversed` or
///   `fractionComplete` on an active animator whose `isInterruptible` is false (Apple: its
///   animations "run to completion (and without interruption)").
/// - Non-finite `fractionComplete`, negative or non-finite delays, duration factors and
///   durations (clamped or ignored as each member says).
///
/// Not `Sendable` and not actor-bound: use it from one thread (the frame loop's).
public final class PropertyAnimatorTimeline {
  // MARK: Configuration

  /// The duration given at creation, seconds (negative or non-finite values become 0).
  public let duration: TimeInterval
  /// The timing parameters given at creation.
  public let timingParameters: any UITimingCurveProvider
  /// The clock that timestamps calls such as `startAnimation()`.
  public let clock: any MediaClock
  /// Seconds a complete run takes: `duration`, or the settling duration of spring
  /// parameters with an implicit duration (docs/uikit-behaviour.md §2.5).
  public let effectiveDuration: TimeInterval
  /// Receives one line per ignored misuse (see the type's documentation for the cases).
  /// Defaults to `PropertyAnimatorTimeline.printToStandardError`.
  public var misuseHandler: (String) -> Void

  /// Whether scrubbing a paused animator (setting `fractionComplete`) moves the animated
  /// values linearly (true, UIKit's default) or along the timing curve (false).
  ///
  /// Apple: "The default value of this property is true, which causes the animator to use a
  /// linear timing function during scrubbing." Pausing alone does not change the values;
  /// the first assignment to `fractionComplete` switches to linear scrubbing, and resuming
  /// from a linearly scrubbed position runs the rest of the animation from the scrubbed
  /// value with the timing curve over the remaining time [I].
  public var scrubsLinearly = true

  /// When true, a run that reaches its end stays `.active` and paused there, `isRunning`
  /// becomes false and no completion handler runs, so the animator can be reversed and
  /// restarted (Apple, `pausesOnCompletion`). Defaults to false.
  public var pausesOnCompletion = false

  // MARK: State

  /// The animator's state (see `UIViewAnimatingState` for the transitions).
  public private(set) var state: UIViewAnimatingState = .inactive

  /// True from `startAnimation()` (including any delay) until the animator pauses, stops or
  /// finishes.
  public private(set) var isRunning = false

  /// The delay of the last `startAnimation(afterDelay:)` in seconds; 0 after
  /// `startAnimation()`.
  public private(set) var delay: TimeInterval = 0

  private var reversed = false
  private var interruptible = true
  /// The animator's own curve and the duration it is evaluated over.
  private let baseCurve: any TimingCurve
  private var track: Track
  /// Timeline fraction: when running, at `anchorTime`; otherwise now.
  private var position: Double = 0
  /// When running, the time motion from `position` starts (later than now during a delay).
  private var anchorTime: TimeInterval = 0
  /// When running, the time the target end is reached.
  private var endTime: TimeInterval = 0
  /// Paused after a linear scrub: progress equals the timeline fraction.
  private var linearScrub = false
  /// The progress reported while inactive or stopped.
  private var restingProgress: Double = 0
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  // MARK: Creation

  /// Creates an inactive animator timeline.
  ///
  /// - Parameters:
  ///   - duration: seconds for a full run (negative or non-finite values become 0, reported
  ///     to `misuseHandler`). Ignored by spring parameters with an implicit duration.
  ///   - timingParameters: the timing curve (cubic or spring parameters, or any provider
  ///     that is itself a `TimingCurve`; a provider with neither curve runs linearly).
  ///   - clock: the media clock calls are timestamped with.
  ///   - misuseHandler: receives one line per ignored misuse.
  public init(
    duration: TimeInterval,
    timingParameters: any UITimingCurveProvider,
    clock: any MediaClock,
    misuseHandler: @escaping (String) -> Void = PropertyAnimatorTimeline.printToStandardError
  ) {
    self.misuseHandler = misuseHandler
    let safeDuration = duration.isFinite && duration >= 0 ? duration : 0
    self.duration = safeDuration
    self.timingParameters = timingParameters
    self.clock = clock
    let resolved = Self.resolve(timingParameters, duration: safeDuration)
    baseCurve = resolved.curve
    effectiveDuration = resolved.duration
    track = Track.full(curve: resolved.curve, duration: resolved.duration)
    if safeDuration != duration {
      misuseHandler(
        "Segue: PropertyAnimatorTimeline duration \(duration) is not a finite number of seconds ≥ 0; using 0."
      )
    }
  }

  /// The default misuse handler: writes the line to standard error.
  public static let printToStandardError: @Sendable (String) -> Void = { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  // MARK: UIViewAnimating properties

  /// Whether the animation runs back towards its start values.
  ///
  /// Setting it on a running animator turns the motion around where it is: the timeline
  /// fraction runs backwards along the same timing curve (a spring is replayed backwards
  /// in time rather than re-launched towards the start) [I], and the run ends at `.start`.
  /// On an inactive animator it only records the direction: a reversed run starts at the
  /// end values. Ignored with a warning on a stopped animator, or an active one that is not
  /// interruptible.
  public var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed else { return }
      switch state {
      case .stopped:
        report("isReversed cannot change on a stopped animator; call finishAnimation(at:) first.")
        return
      case .inactive:
        reversed = newValue
        return
      case .active:
        guard interruptible else {
          report("isReversed cannot change on a non-interruptible animator while it is active.")
          return
        }
      }
      let now = clock.now
      freeze(at: now)
      let value = frozenProgress
      reversed = newValue
      // A track that does not reach the new target (a continued, partial run) is
      // replaced by one from here to that end with the same curve, at the animator's pace.
      let reachesTarget = reversed ? track.lowerFraction <= 0 : track.upperFraction >= 1
      if !reachesTarget && !linearScrub {
        retarget(
          fromValue: value, curve: track.curve, curveSpan: track.curveSpan,
          traversal: remainingFraction * effectiveDuration)
      }
      if isRunning { computeEndTime() }
    }
  }

  /// The fraction of the run completed in the current direction, 0…1 (see the type's
  /// documentation for reversal).
  ///
  /// Reading it while running gives the value at `clock.now`; an inactive animator reports
  /// 0. Setting it (clamped to 0…1) moves a paused animator there and an inactive one to
  /// `.active`, paused (Apple, `fractionComplete`). With `scrubsLinearly` the progress then
  /// equals the timeline fraction; without it, the animator's own timing curve maps it.
  /// Ignored with a warning while running, when stopped, or when not finite.
  public var fractionComplete: CGFloat {
    get {
      let fraction: Double
      switch state {
      case .inactive: return 0
      case .stopped: fraction = position
      case .active: fraction = timelineFraction(at: clock.now)
      }
      return CGFloat(reversed ? 1 - fraction : fraction)
    }
    set {
      let requested = Double(newValue)
      guard requested.isFinite else {
        report("fractionComplete must be a finite number between 0 and 1; ignored \(requested).")
        return
      }
      switch state {
      case .stopped:
        report(
          "fractionComplete cannot be set on a stopped animator; call finishAnimation(at:) first.")
        return
      case .active where isRunning:
        report(
          "fractionComplete can only be set while the animator is paused; call pauseAnimation() first."
        )
        return
      case .active where !interruptible:
        report("fractionComplete cannot be set on a non-interruptible animator while it is active.")
        return
      case .inactive:
        activate()
      case .active:
        break
      }
      let clamped = min(max(requested, 0), 1)
      position = reversed ? 1 - clamped : clamped
      if scrubsLinearly {
        linearScrub = true
      } else {
        // "Uses its specified timing curve" (Apple, scrubsLinearly): the animator's own.
        linearScrub = false
        track = Track.full(curve: baseCurve, duration: effectiveDuration)
      }
    }
  }

  /// Whether the animator can be paused, stopped, scrubbed and reversed while active.
  /// Defaults to true. Setting it on an active animator is ignored with a warning (UIKit
  /// raises: "Raises if set on an active animator").
  public var isInterruptible: Bool {
    get { interruptible }
    set {
      guard state != .active else {
        report("isInterruptible cannot change while the animator is active.")
        return
      }
      interruptible = newValue
    }
  }

  // MARK: UIViewAnimating methods

  /// Starts, or resumes, the animation now. Equivalent to `startAnimation(afterDelay: 0)`.
  public func startAnimation() { start(afterDelay: 0) }

  /// Starts, or resumes a paused animation, after `delay` seconds.
  ///
  /// During the delay the progress holds where it is — 0 for a fresh forward run — like
  /// Core Animation's fill mode `both` (docs/uikit-behaviour.md §1.4); `isRunning` is already
  /// true. Ignored on a running animator. A negative or non-finite delay is reported and
  /// treated as 0. Ignored with a warning on a stopped animator.
  public func startAnimation(afterDelay delay: TimeInterval) {
    var safeDelay = delay
    if !(delay.isFinite && delay >= 0) {
      report(
        "startAnimation(afterDelay:) needs a finite delay ≥ 0 seconds; using 0 instead of \(delay)."
      )
      safeDelay = 0
    }
    start(afterDelay: safeDelay)
  }

  /// Pauses a running animation where it is; an inactive animator becomes active and
  /// paused at its start. Does nothing when already paused. Ignored with a warning on a
  /// stopped animator or on an active non-interruptible one.
  public func pauseAnimation() {
    switch state {
    case .stopped:
      report(
        "pauseAnimation() is not allowed on a stopped animator; call finishAnimation(at:) first.")
    case .inactive:
      activate()
    case .active:
      guard isRunning else { return }
      guard interruptible else {
        report(
          "pauseAnimation() is not allowed on a non-interruptible animator while it is active.")
        return
      }
      freeze(at: clock.now)
      isRunning = false
    }
  }

  /// Stops the animation where it is.
  ///
  /// - `withoutFinishing == true`: the animator becomes `.inactive` at once and no
  ///   completion handler ever runs for this run (they are discarded). Also valid on a
  ///   stopped animator.
  /// - `withoutFinishing == false`: the animator becomes `.stopped`, holding the current
  ///   progress, and waits for `finishAnimation(at:)`.
  ///
  /// (Apple, `stopAnimation(_:)`.) Does nothing on an inactive animator [I]. Ignored with a
  /// warning on an active non-interruptible animator.
  public func stopAnimation(_ withoutFinishing: Bool) {
    switch state {
    case .inactive:
      return
    case .active:
      guard interruptible else {
        report(
          "stopAnimation(_:) is not allowed on a non-interruptible animator while it is active.")
        return
      }
      freeze(at: clock.now)
      restingProgress = frozenProgress
      isRunning = false
      linearScrub = false
      if withoutFinishing {
        state = .inactive
        completions.removeAll()
      } else {
        state = .stopped
      }
    case .stopped:
      if withoutFinishing {
        state = .inactive
        completions.removeAll()
      }
    }
  }

  /// Ends a stopped animator: the progress moves to `finalPosition` (`.end` → 1,
  /// `.start` → 0, `.current` → unchanged), the animator becomes `.inactive`, and the
  /// completion handlers run synchronously, in the order added, with `finalPosition`.
  ///
  /// Only valid after `stopAnimation(false)`; otherwise ignored with a warning (Apple: a
  /// programmer error).
  public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else {
      report(
        "finishAnimation(at:) is only valid on a stopped animator (state is \(state)); call stopAnimation(false) first."
      )
      return
    }
    switch finalPosition {
    case .end: restingProgress = 1
    case .start: restingProgress = 0
    case .current: break
    }
    state = .inactive
    runCompletions(finalPosition)
  }

  // MARK: UIViewImplicitlyAnimating methods

  /// Adds a handler run once when the animations end, with where they ended: in `update(at:)`
  /// when a run completes naturally, or in `finishAnimation(at:)`. Handlers run in the order
  /// added. Never run after `stopAnimation(true)`, nor while `pausesOnCompletion` holds a
  /// completed run.
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Runs the rest of the animation with new timing, from where it is now to the end (or to
  /// the start when reversed), and resumes it at once (a pending start delay is dropped).
  ///
  /// - Parameters:
  ///   - parameters: the new timing curve, or nil to keep the current one. A new curve
  ///     starts at the current progress and runs to the target end: progress
  ///     `p + (target − p) · curve(τ)`. Spring parameters with an implicit duration run for
  ///     their settling duration and ignore `durationFactor` [I].
  ///   - durationFactor: the remaining run takes `durationFactor × effectiveDuration`
  ///     seconds when > 0 (Apple: "multiplied by the original duration value to obtain the
  ///     new duration"); 0 keeps the remaining time at the animator's pace,
  ///     `(1 − fractionComplete) × effectiveDuration` — the idiom
  ///     `continueAnimation(withTimingParameters: nil, durationFactor: 0)` of WWDC 2017
  ///     session 230 and UIKit's percent driver, which passes the remaining fraction
  ///     (docs/uikit-behaviour.md §4.6). Negative or non-finite factors are reported and treated
  ///     as 0.
  ///
  /// Apple documents it for paused animators; here it also retimes a running animator, and
  /// starts an inactive one from its start [I]. Ignored with a warning on a stopped
  /// animator or an active non-interruptible one.
  public func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    var factor = Double(durationFactor)
    if !(factor.isFinite && factor >= 0) {
      report(
        "continueAnimation durationFactor must be finite and ≥ 0; using 0 instead of \(factor).")
      factor = 0
    }
    switch state {
    case .stopped:
      report(
        "continueAnimation(withTimingParameters:durationFactor:) is not allowed on a stopped animator; call finishAnimation(at:) first."
      )
      return
    case .active where !interruptible:
      report("continueAnimation is not allowed on a non-interruptible animator while it is active.")
      return
    case .inactive:
      activate()
    case .active:
      break
    }
    let now = clock.now
    freeze(at: now)
    let value = frozenProgress
    let remaining = remainingFraction
    let requested = factor > 0 ? factor * effectiveDuration : remaining * effectiveDuration
    if let parameters {
      let resolved = Self.resolve(parameters, duration: requested)
      let runTime = resolved.implicitDuration ? resolved.duration : requested
      retarget(
        fromValue: value, curve: resolved.curve, curveSpan: resolved.duration, traversal: runTime)
    } else if linearScrub {
      retarget(
        fromValue: value, curve: track.curve, curveSpan: track.curveSpan, traversal: requested)
    } else if factor > 0 {
      // Same curve, new pace: the remaining part of the track takes `requested` seconds.
      let span = track.upperFraction - track.lowerFraction
      track.traversal = remaining > 0 ? requested * span / remaining : 0
    }
    isRunning = true
    delay = 0
    anchorTime = now
    computeEndTime()
  }

  // MARK: Engine-facing output

  /// The value-space progress to apply to animated properties at `time` (seconds on
  /// `clock`): 0 at the start values, 1 at the end values.
  ///
  /// Active: the timing curve at the timeline fraction for `time` (or the timeline fraction
  /// itself after a linear scrub). Stopped: the progress where it stopped. Inactive: the
  /// progress where the last run ended (1 after a forward run, 0 after a reversed one, the
  /// stopped value after `finishAnimation(at: .current)`), 0 before any run.
  /// Pure: it changes no state and runs no handler.
  public func progress(at time: TimeInterval) -> Double {
    switch state {
    case .inactive, .stopped:
      return restingProgress
    case .active:
      let fraction = timelineFraction(at: time)
      if !isRunning && linearScrub { return fraction }
      return track.value(atFraction: fraction)
    }
  }

  /// `progress(at: clock.now)`.
  public var currentProgress: Double { progress(at: clock.now) }

  /// Advances the state machine to `time` (seconds on `clock`; a frame loop passes each
  /// frame's target timestamp). When a running animator has reached its end by `time` it
  /// either pauses there (`pausesOnCompletion`) or becomes `.inactive` and runs the
  /// completion handlers synchronously, in the order added, with `.end` (or `.start` when
  /// reversed).
  public func update(at time: TimeInterval) {
    guard state == .active, isRunning, time >= endTime - MediaTime.sameInstant else { return }
    position = targetFraction
    isRunning = false
    linearScrub = false
    guard !pausesOnCompletion else { return }
    restingProgress = reversed ? 0 : 1
    state = .inactive
    runCompletions(reversed ? .start : .end)
  }

  // MARK: Internals

  private func report(_ problem: String) {
    misuseHandler("Segue: UIViewPropertyAnimator misuse ignored: \(problem)")
  }

  private var targetFraction: Double { reversed ? 0 : 1 }

  private var remainingFraction: Double { abs(targetFraction - position) }

  /// The progress at `position` while frozen (not advancing).
  private var frozenProgress: Double {
    linearScrub && !isRunning ? position : track.value(atFraction: position)
  }

  /// Inactive → active and paused at the start of the current direction, full track.
  private func activate() {
    state = .active
    isRunning = false
    linearScrub = false
    delay = 0
    track = Track.full(curve: baseCurve, duration: effectiveDuration)
    position = reversed ? 1 : 0
  }

  private func start(afterDelay startDelay: TimeInterval) {
    switch state {
    case .stopped:
      report(
        "startAnimation() is not allowed on a stopped animator; call finishAnimation(at:) first.")
      return
    case .inactive:
      activate()
    case .active:
      guard !isRunning else { return }
    }
    if linearScrub {
      retarget(
        fromValue: position, curve: track.curve, curveSpan: track.curveSpan,
        traversal: remainingFraction * effectiveDuration)
    }
    isRunning = true
    delay = startDelay
    anchorTime = clock.now + startDelay
    computeEndTime()
  }

  /// Captures the timeline fraction at `time` into `position` and moves the anchor there
  /// (keeping a pending delay).
  private func freeze(at time: TimeInterval) {
    guard state == .active, isRunning else { return }
    position = timelineFraction(at: time)
    anchorTime = max(anchorTime, time)
  }

  /// Replaces the track with one from (`position`, `value`) to the current target end.
  private func retarget(
    fromValue value: Double, curve: any TimingCurve, curveSpan: Double, traversal: Double
  ) {
    if reversed {
      track = Track(
        curve: curve, curveSpan: curveSpan, traversal: traversal, lowerFraction: 0,
        upperFraction: position,
        lowerValue: 0, upperValue: value, mirrored: true)
    } else {
      track = Track(
        curve: curve, curveSpan: curveSpan, traversal: traversal, lowerFraction: position,
        upperFraction: 1,
        lowerValue: value, upperValue: 1, mirrored: false)
    }
    linearScrub = false
  }

  private func computeEndTime() {
    let span = track.upperFraction - track.lowerFraction
    let distance = remainingFraction
    if distance <= 0 || span <= 0 || !(track.traversal > 0) {
      endTime = anchorTime
    } else {
      endTime = anchorTime + distance / span * track.traversal
    }
  }

  private func timelineFraction(at time: TimeInterval) -> Double {
    guard state == .active, isRunning else { return position }
    if time >= endTime - MediaTime.sameInstant { return targetFraction }
    if time <= anchorTime { return position }
    let span = track.upperFraction - track.lowerFraction
    let moved = (time - anchorTime) * span / track.traversal
    return reversed ? max(position - moved, 0) : min(position + moved, 1)
  }

  private func runCompletions(_ finalPosition: UIViewAnimatingPosition) {
    isRunning = false
    linearScrub = false
    let handlers = completions
    completions.removeAll()
    for handler in handlers { handler(finalPosition) }
  }

  /// The curve a provider selects and the seconds a full run of it takes when the animator
  /// lasts `duration` seconds.
  /// `implicitDuration` is true when a spring decides the duration itself.
  static func resolve(_ provider: any UITimingCurveProvider, duration: TimeInterval) -> (
    curve: any TimingCurve, duration: TimeInterval, implicitDuration: Bool
  ) {
    let spring = provider.springTimingParameters
    let cubic = provider.cubicTimingParameters
    if let spring, provider.timingCurveType == .spring || cubic == nil {
      if spring.hasImplicitDuration {
        return (spring.curve(forDuration: duration), spring.settlingDuration, true)
      }
      return (spring.curve(forDuration: duration), duration, false)
    }
    if let cubic {
      let bezier = cubic.timingFunction.curve
      // Control points on the diagonal make x(s) = y(s): the identity, evaluated exactly
      // rather than through the Bézier solver.
      if bezier.c1.x == bezier.c1.y && bezier.c2.x == bezier.c2.y {
        return (IdentityTimingCurve(), duration, false)
      }
      return (cubic.timingFunction, duration, false)
    }
    if let custom = provider as? any TimingCurve { return (custom, duration, false) }
    return (IdentityTimingCurve(), duration, false)
  }
}

/// Linear timing, exact: progress = time / duration.
private struct IdentityTimingCurve: TimingCurve {
  func progress(atTime time: Double, duration: Double) -> Double {
    guard duration > 0 else { return 1 }
    return min(max(time / duration, 0), 1)
  }

  func velocity(atTime time: Double, duration: Double) -> Double {
    duration > 0 ? 1 / duration : 0
  }
}

/// A stretch of an animator's timeline with one timing curve: timeline fractions
/// `lowerFraction…upperFraction` map to progress `lowerValue…upperValue`.
///
/// Not mirrored, the curve runs upwards from the lower end:
/// `lowerValue + Δ · C(u)`; mirrored (a reversed continuation), it runs downwards from the
/// upper end: `upperValue − Δ · C(1 − u)`, so the curve plays in its natural direction
/// towards the start. `u` is the position within the stretch, 0…1.
private struct Track {
  var curve: any TimingCurve
  /// The duration argument the curve is evaluated with, seconds.
  var curveSpan: Double
  /// Seconds to cross the stretch from one end to the other.
  var traversal: Double
  var lowerFraction: Double
  var upperFraction: Double
  var lowerValue: Double
  var upperValue: Double
  var mirrored: Bool

  /// The whole timeline with the animator's own curve.
  static func full(curve: any TimingCurve, duration: Double) -> Track {
    Track(
      curve: curve, curveSpan: duration, traversal: duration, lowerFraction: 0, upperFraction: 1,
      lowerValue: 0, upperValue: 1, mirrored: false)
  }

  func value(atFraction fraction: Double) -> Double {
    let span = upperFraction - lowerFraction
    guard span > 0 else { return mirrored ? lowerValue : upperValue }
    let u = min(max((fraction - lowerFraction) / span, 0), 1)
    if u == 0 { return lowerValue }
    if u == 1 { return upperValue }
    let delta = upperValue - lowerValue
    return mirrored ? upperValue - delta * curveValue(1 - u) : lowerValue + delta * curveValue(u)
  }

  private func curveValue(_ u: Double) -> Double {
    if curve is IdentityTimingCurve { return u }
    guard curveSpan > 0 else { return 1 }
    return curve.progress(atTime: u * curveSpan, duration: curveSpan)
  }
}
