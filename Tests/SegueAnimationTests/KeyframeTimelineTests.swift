import Testing

@testable import SegueAnimation

@Suite struct KeyframeTimelineTests {
  typealias Frame = KeyframeTimeline<Double>.Keyframe

  /// docs/uikit-behaviour.md §3.2b.
  static let workedExample = KeyframeTimeline(
    initialValue: 1.0,
    keyframes: [
      Frame(relativeStartTime: 0.0, relativeDuration: 0.5, value: 0.2),
      Frame(relativeStartTime: 0.3, relativeDuration: 0.4, value: 0.8),
      Frame(relativeStartTime: 0.8, relativeDuration: 0.1, value: 0.0),
    ],
    duration: 1)

  @Test func workedExampleFromTheSemanticsDocument() {
    let timeline = Self.workedExample
    #expect(timeline.keyTimes == [0, 0.3, 0.7, 0.8, 0.9, 1.0])
    #expect(timeline.values == [1, 0.2, 0.8, 0.8, 0, 0])
  }

  @Test func deviceConfirmedSingleFrame() {
    let timeline = KeyframeTimeline(
      initialValue: 1.0,
      keyframes: [Frame(relativeStartTime: 0, relativeDuration: 0.1, value: 0)],
      duration: 10)
    #expect(timeline.keyTimes == [0, 0.1, 1])
    #expect(timeline.values == [1, 0, 0])
  }

  @Test func callOrderDoesNotMatterExceptForTies() {
    let shuffled = KeyframeTimeline(
      initialValue: 1.0,
      keyframes: [
        Frame(relativeStartTime: 0.8, relativeDuration: 0.1, value: 0.0),
        Frame(relativeStartTime: 0.0, relativeDuration: 0.5, value: 0.2),
        Frame(relativeStartTime: 0.3, relativeDuration: 0.4, value: 0.8),
      ],
      duration: 1)
    #expect(shuffled == Self.workedExample)
  }

  @Test func tiesKeepCallOrder() {
    let timeline = KeyframeTimeline(
      initialValue: 0.0,
      keyframes: [
        Frame(relativeStartTime: 0.5, relativeDuration: 0.5, value: 1),
        Frame(relativeStartTime: 0.5, relativeDuration: 0.5, value: 2),
        Frame(relativeStartTime: 0.5, relativeDuration: 0.5, value: 3),
      ],
      duration: 1)
    // Implicit frame ends at 0.5; the first two are truncated to 0.5 by their equal-start successors.
    #expect(timeline.keyTimes == [0.5, 0.5, 0.5, 1.0])
    #expect(timeline.values == [0, 1, 2, 3])
  }

  @Test func gapBeforeFirstFrameStartsTheTimelineAtItsStart() {
    let timeline = KeyframeTimeline(
      initialValue: 10.0,
      keyframes: [Frame(relativeStartTime: 0.25, relativeDuration: 0.75, value: 20)],
      duration: 2)
    #expect(timeline.keyTimes == [0.25, 1.0])
    #expect(timeline.values == [10, 20])
  }

  @Test func gapsWithinOneFrameGetNoHoldKey() {
    // duration 1 s, frame interval 1/60: a gap of 0.01 (< 0.0167) is bridged, 0.02 is held.
    let timeline = KeyframeTimeline(
      initialValue: 0.0,
      keyframes: [
        Frame(relativeStartTime: 0.0, relativeDuration: 0.49, value: 1),
        Frame(relativeStartTime: 0.5, relativeDuration: 0.48, value: 2),
      ],
      duration: 1)
    #expect(timeline.keyTimes == [0, 0.49, 0.98, 1.0])
    #expect(timeline.values == [0, 1, 2, 2])

    // The same at 60 s: 1/60 s is now 1/3600 of the animation, so both gaps are held.
    let long = KeyframeTimeline(
      initialValue: 0.0,
      keyframes: [
        Frame(relativeStartTime: 0.0, relativeDuration: 0.49, value: 1),
        Frame(relativeStartTime: 0.5, relativeDuration: 0.48, value: 2),
      ],
      duration: 60)
    #expect(long.keyTimes == [0, 0.49, 0.5, 0.98, 1.0])
    #expect(long.values == [0, 1, 1, 2, 2])
  }

  @Test func frameIntervalControlsTheHoldThreshold() {
    let frames = [Frame(relativeStartTime: 0.0, relativeDuration: 0.9, value: 1.0)]
    // Gap 0.1 of a 1 s animation = 100 ms: held at 60 Hz, bridged with a 200 ms interval.
    #expect(KeyframeTimeline(initialValue: 0, keyframes: frames, duration: 1).keyTimes.count == 3)
    #expect(
      KeyframeTimeline(initialValue: 0, keyframes: frames, duration: 1, frameInterval: 0.2)
        .keyTimes == [0, 0.9])
  }

  @Test func zeroDurationKeyframeJumpsAtItsStart() {
    let timeline = KeyframeTimeline(
      initialValue: 0.0,
      keyframes: [Frame(relativeStartTime: 0.5, relativeDuration: 0, value: 1)],
      duration: 1)
    #expect(timeline.keyTimes == [0.5, 0.5, 1.0])
    #expect(timeline.values == [0, 1, 1])
  }

  @Test func noKeyframesHoldsTheInitialValue() {
    let timeline = KeyframeTimeline<Double>(initialValue: 4, keyframes: [], duration: 1)
    #expect(timeline.keyTimes == [0, 1])
    #expect(timeline.values == [4, 4])
  }

  @Test func badInputsAreClampedNotTrapped() {
    let timeline = KeyframeTimeline(
      initialValue: 0.0,
      keyframes: [
        Frame(relativeStartTime: .nan, relativeDuration: 0.2, value: 1),
        Frame(relativeStartTime: -3, relativeDuration: .nan, value: 2),
        Frame(relativeStartTime: 0.5, relativeDuration: -1, value: 3),
        Frame(relativeStartTime: 7, relativeDuration: .infinity, value: 4),
      ],
      duration: 1)
    // Read as (0, 0.2), (0, 0), (0.5, 0), (1, 1).
    #expect(timeline.keyTimes == [0, 0, 0, 0.5, 0.5, 1, 1])
    #expect(timeline.values == [0, 1, 2, 2, 3, 3, 4])
    for (earlier, later) in zip(timeline.keyTimes, timeline.keyTimes.dropFirst()) {
      #expect(earlier <= later)
    }
  }

  @Test func degenerateDurationsAndIntervalsDoNotTrap() {
    let frames = [Frame(relativeStartTime: 0, relativeDuration: 0.5, value: 1.0)]
    for duration in [0, -1, Double.nan] {
      let timeline = KeyframeTimeline(initialValue: 0, keyframes: frames, duration: duration)
      #expect(timeline.keyTimes == [0, 0.5])
    }
    for interval in [-1, Double.nan, .infinity] {
      let timeline = KeyframeTimeline(
        initialValue: 0, keyframes: frames, duration: 1, frameInterval: interval)
      #expect(timeline.keyTimes == [0, 0.5, 1])
    }
  }

  @Test func sequenceFromTimelineEvaluatesItsKeys() {
    let sequence = Self.workedExample.keyframeSequence()
    #expect(sequence.usesKeyTimes)
    #expect(sequence.value(atFraction: 0.15) == 0.6)
    #expect(sequence.value(atFraction: 0.75) == 0.8)
    #expect(sequence.value(atFraction: 0.95) == 0)
  }
}
