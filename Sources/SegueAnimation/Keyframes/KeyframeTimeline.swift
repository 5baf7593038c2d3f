/// The key times and values UIKit builds for one animated property of
/// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`.
///
/// This is UIKit's construction (docs/uikit-behaviour.md §3.2, reverse-engineered, source S6) as a
/// pure function of the recorded keyframes:
///
/// 1. The keyframes, in `addKeyframe` call order, are stable-sorted by relative start time.
/// 2. An implicit first frame `{start 0, duration first.start, value initialValue}` is put
///    before them.
/// 3. For each frame `f` and its successor `next` (the last frame's `next.start` is 1.0):
///    a key at `min(f.start + f.duration, next.start)` with `f.value`, and, when
///    `next.start` lies more than `frameInterval / duration` after that key, a hold key at
///    `next.start` with the same value.
///
/// The result feeds a `CAKeyframeAnimation` (`KeyframeSequence`) whose timing function warps
/// the whole timeline. Worked example (§3.2b): initial 1.0, keyframes (0, 0.5, 0.2),
/// (0.3, 0.4, 0.8), (0.8, 0.1, 0.0), duration 1 s → key times [0, 0.3, 0.7, 0.8, 0.9, 1.0],
/// values [1, 0.2, 0.8, 0.8, 0, 0]. Device-confirmed (§3.2, S31): duration 10 s, one keyframe
/// (0, 0.1, α 0) from α 1 → key times [0, 0.1, 1], values [1, 0, 0].
///
/// Key times are non-decreasing, lie in [0, 1], and start at the first keyframe's start time
/// (not necessarily 0: Core Animation holds the first value before it). `values` and
/// `keyTimes` always have the same, non-zero count.
///
/// Inputs UIKit never produces are clamped, never trapped on (Segue's choice, inference):
/// a NaN start or duration counts as 0; starts and durations are clamped to [0, 1]; a
/// duration that is not > 0 (or NaN) disables hold keys (UIKit's `frameInterval / duration`
/// is then +∞ or NaN, and no gap exceeds it); a frame interval that is negative, NaN or
/// infinite is replaced by 1/60 s. With no keyframes at all the timeline holds the initial
/// value: key times [0, 1], values [initial, initial].
public struct KeyframeTimeline<Value> {
  /// One `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` call's effect on
  /// one property: the value the property had when the keyframe's block returned.
  public struct Keyframe {
    /// Start as a fraction of the whole animation's duration, in [0, 1].
    public var relativeStartTime: Double
    /// Length as a fraction of the whole animation's duration, in [0, 1].
    public var relativeDuration: Double
    /// The property's value at the end of the keyframe.
    public var value: Value

    public init(relativeStartTime: Double, relativeDuration: Double, value: Value) {
      self.relativeStartTime = relativeStartTime
      self.relativeDuration = relativeDuration
      self.value = value
    }
  }

  /// The default frame interval, 1/60 s: the display refresh UIKit uses when the options
  /// carry no preferred frame rate (docs/uikit-behaviour.md §3.2 step 4).
  public static var defaultFrameInterval: Double { 1.0 / 60.0 }

  /// Fractions of the animation's duration (unitless, non-decreasing, in [0, 1]), one per value.
  public let keyTimes: [Double]
  /// The property's value at each key time; `values[0]` is the initial value.
  public let values: [Value]

  /// Builds the timeline UIKit would give a `CAKeyframeAnimation`.
  ///
  /// - Parameters:
  ///   - initialValue: the property's value before the first keyframe (the presentation value
  ///     with `.beginFromCurrentState`, else the model value).
  ///   - keyframes: the property's keyframes in `addKeyframe` call order.
  ///   - duration: the whole animation's duration in seconds.
  ///   - frameInterval: seconds per display frame; gaps up to `frameInterval / duration`
  ///     (as a fraction of the animation) get no hold key.
  public init(
    initialValue: Value, keyframes: [Keyframe], duration: Double,
    frameInterval: Double = KeyframeTimeline.defaultFrameInterval
  ) {
    let frameInterval =
      frameInterval >= 0 && frameInterval.isFinite ? frameInterval : Self.defaultFrameInterval
    // NaN or non-positive durations fail `> 0`: no gap is ever larger than +∞.
    let holdThreshold = duration > 0 ? frameInterval / duration : Double.infinity

    // Stable sort by start: ties keep call order (index tie-break, independent of the
    // standard library's sort stability).
    let sorted = keyframes.enumerated()
      .map { (index: $0.offset, frame: Self.clamped($0.element)) }
      .sorted { ($0.frame.relativeStartTime, $0.index) < ($1.frame.relativeStartTime, $1.index) }
      .map(\.frame)

    let implicitFirst = Keyframe(
      relativeStartTime: 0, relativeDuration: sorted.first?.relativeStartTime ?? 0,
      value: initialValue)
    let frames = [implicitFirst] + sorted

    var keyTimes: [Double] = []
    var values: [Value] = []
    keyTimes.reserveCapacity(2 * frames.count)
    values.reserveCapacity(2 * frames.count)
    for (index, frame) in frames.enumerated() {
      let nextStart = index + 1 < frames.count ? frames[index + 1].relativeStartTime : 1.0
      let end = min(frame.relativeStartTime + frame.relativeDuration, nextStart)
      keyTimes.append(end)
      values.append(frame.value)
      if nextStart - end > holdThreshold {
        keyTimes.append(nextStart)
        values.append(frame.value)
      }
    }
    self.keyTimes = keyTimes
    self.values = values
  }

  /// A keyframe with NaN read as 0 and start and duration clamped to [0, 1].
  private static func clamped(_ frame: Keyframe) -> Keyframe {
    func unit(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
    return Keyframe(
      relativeStartTime: unit(frame.relativeStartTime),
      relativeDuration: unit(frame.relativeDuration), value: frame.value)
  }
}

extension KeyframeTimeline where Value: Interpolatable {
  /// The Core Animation keyframe evaluation of this timeline in `calculationMode`
  /// (what UIKit's `CAKeyframeAnimation` computes before the whole-animation timing function).
  public func keyframeSequence(calculationMode: CAAnimationCalculationMode = .linear)
    -> KeyframeSequence<Value>
  {
    KeyframeSequence(
      nonEmptyValues: values, keyTimes: keyTimes, calculationMode: calculationMode,
      timingFunctions: nil)
  }
}

extension KeyframeTimeline.Keyframe: Sendable where Value: Sendable {}
extension KeyframeTimeline.Keyframe: Equatable where Value: Equatable {}
extension KeyframeTimeline: Sendable where Value: Sendable {}
extension KeyframeTimeline: Equatable where Value: Equatable {}
