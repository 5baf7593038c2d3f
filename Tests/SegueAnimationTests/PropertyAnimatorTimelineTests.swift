import Foundation
import Testing

@testable import SegueAnimation

/// Collects misuse lines and completion positions for one timeline.
private final class Recorder {
  var warnings: [String] = []
  var completions: [UIViewAnimatingPosition] = []
}

private func makeTimeline(
  duration: TimeInterval = 1,
  curve: UIViewAnimationCurve = .linear,
  parameters: (any UITimingCurveProvider)? = nil,
  clock: VirtualClock,
  recorder: Recorder
) -> PropertyAnimatorTimeline {
  let timeline = PropertyAnimatorTimeline(
    duration: duration,
    timingParameters: parameters ?? UICubicTimingParameters(animationCurve: curve),
    clock: clock,
    misuseHandler: { recorder.warnings.append($0) })
  timeline.addCompletion { recorder.completions.append($0) }
  return timeline
}

/// Moves the clock to `time` and runs one frame there.
private func frame(
  _ timeline: PropertyAnimatorTimeline, _ clock: VirtualClock, at time: TimeInterval
) {
  clock.advance(to: time)
  timeline.update(at: time)
}

@Suite struct PropertyAnimatorTimelineTests {
  @Test func rawValuesMatchUIKit() {
    #expect(UIViewAnimatingState.inactive.rawValue == 0)
    #expect(UIViewAnimatingState.active.rawValue == 1)
    #expect(UIViewAnimatingState.stopped.rawValue == 2)
    #expect(UIViewAnimatingPosition.end.rawValue == 0)
    #expect(UIViewAnimatingPosition.start.rawValue == 1)
    #expect(UIViewAnimatingPosition.current.rawValue == 2)
  }

  @Test func defaultsAreUIKits() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(clock: clock, recorder: recorder)
    #expect(timeline.state == .inactive)
    #expect(!timeline.isRunning)
    #expect(!timeline.isReversed)
    #expect(timeline.scrubsLinearly)
    #expect(!timeline.pausesOnCompletion)
    #expect(timeline.isInterruptible)
    #expect(timeline.delay == 0)
    #expect(timeline.fractionComplete == 0)
    #expect(timeline.currentProgress == 0)
  }

  @Test func linearRunCompletesAtEnd() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(clock: clock, recorder: recorder)
    timeline.startAnimation()
    #expect(timeline.state == .active)
    #expect(timeline.isRunning)
    frame(timeline, clock, at: 0.25)
    #expect(timeline.currentProgress == 0.25)
    #expect(timeline.fractionComplete == 0.25)
    frame(timeline, clock, at: 0.75)
    #expect(timeline.progress(at: 0.75) == 0.75)
    #expect(recorder.completions.isEmpty)
    frame(timeline, clock, at: 1)
    #expect(recorder.completions == [.end])
    #expect(timeline.state == .inactive)
    #expect(!timeline.isRunning)
    #expect(timeline.currentProgress == 1)
    frame(timeline, clock, at: 2)
    #expect(recorder.completions == [.end])
  }

  @Test func easeInOutFollowsTheBezier() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(curve: .easeInOut, clock: clock, recorder: recorder)
    timeline.startAnimation()
    let bezier = CAMediaTimingFunction(name: .easeInEaseOut)
    #expect(timeline.progress(at: 0.5) == 0.5)
    #expect(timeline.progress(at: 0.25) == bezier.progress(atFraction: 0.25))
    #expect(timeline.progress(at: 0.25) < 0.25)
  }

  @Test func progressIsPureUntilUpdate() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(clock: clock, recorder: recorder)
    timeline.startAnimation()
    clock.advance(to: 3)
    #expect(timeline.progress(at: 3) == 1)
    #expect(timeline.state == .active)
    #expect(recorder.completions.isEmpty)
    timeline.update(at: 3)
    #expect(recorder.completions == [.end])
  }

  @Test func pausedScrubIsLinearByDefault() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(curve: .easeInOut, clock: clock, recorder: recorder)
    let bezier = CAMediaTimingFunction(name: .easeInEaseOut)
    timeline.startAnimation()
    frame(timeline, clock, at: 0.3)
    timeline.pauseAnimation()
    #expect(timeline.state == .active)
    #expect(!timeline.isRunning)
    #expect(timeline.fractionComplete == 0.3)
    // Pausing alone keeps the values where they are.
    #expect(timeline.currentProgress == bezier.progress(atFraction: 0.3))
    timeline.fractionComplete = 0.6
    #expect(timeline.fractionComplete == 0.6)
    #expect(timeline.currentProgress == 0.6)
    frame(timeline, clock, at: 5)
    #expect(timeline.currentProgress == 0.6)
    #expect(recorder.completions.isEmpty)
  }

  @Test func pausedScrubFollowsTheCurveWhenNotLinear() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(curve: .easeInOut, clock: clock, recorder: recorder)
    let bezier = CAMediaTimingFunction(name: .easeInEaseOut)
    timeline.scrubsLinearly = false
    timeline.startAnimation()
    frame(timeline, clock, at: 0.3)
    timeline.pauseAnimation()
    timeline.fractionComplete = 0.6
    #expect(timeline.currentProgress == bezier.progress(atFraction: 0.6))
    // Resuming continues along the same curve: 0.4 s of the 1 s curve remain.
    timeline.startAnimation()
    #expect(abs(timeline.progress(at: 0.5) - bezier.progress(atFraction: 0.8)) < 1e-12)
    frame(timeline, clock, at: 0.6875)
    #expect(recorder.completions.isEmpty)
    frame(timeline, clock, at: 0.75)
    #expect(recorder.completions == [.end])
  }

  @Test func resumingAfterLinearScrubRunsTheCurveOverTheRemainingTime() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(curve: .easeIn, clock: clock, recorder: recorder)
    timeline.fractionComplete = 0.5
    #expect(timeline.state == .active)
    #expect(!timeline.isRunning)
    #expect(timeline.currentProgress == 0.5)
    timeline.startAnimation()
    // From 0.5 to 1 over 0.5 s with ease-in: 0.5 + 0.5·easeIn(0.5) at 0.25 s.
    let easeIn = CAMediaTimingFunction(name: .easeIn)
    #expect(timeline.progress(at: 0.25) == 0.5 + 0.5 * easeIn.progress(atFraction: 0.5))
    frame(timeline, clock, at: 0.5)
    #expect(recorder.completions == [.end])
  }

  @Test func settingFractionOnInactiveActivatesPaused() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(clock: clock, recorder: recorder)
    timeline.fractionComplete = 1.5
    #expect(timeline.state == .active)
    #expect(!timeline.isRunning)
    #expect(timeline.fractionComplete == 1)
    timeline.fractionComplete = -2
    #expect(timeline.fractionComplete == 0)
    #expect(recorder.warnings.isEmpty)
  }

  @Test func reversingMidRunRunsBackToStart() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(clock: clock, recorder: recorder)
    timeline.startAnimation()
    frame(timeline, clock, at: 0.4)
    timeline.isReversed = true
    #expect(timeline.isRunning)
    // fractionComplete now counts the reversed run (iOS 11+): 1 − 0.4.
    #expect(timeline.fractionComplete == 0.6)
    frame(timeline, clock, at: 0.5)
    // 0.4 − (0.5 − 0.4) in binary floating point.
    #expect(abs(timeline.currentProgress - 0.3) < 1e-15)
    frame(timeline, clock, at: 0.75)
    #expect(recorder.completions.isEmpty)
    frame(timeline, clock, at: 0.8)
    #expect(recorder.completions == [.start])
    #expect(timeline.state == .inactive)
    #expect(timeline.currentProgress == 0)
  }

  @Test func reversalReplaysTheCurveBackwards() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(curve: .easeOut, clock: clock, recorder: recorder)
    let easeOut = CAMediaTimingFunction(name: .easeOut)
    timeline.startAnimation()
    frame(timeline, clock, at: 0.75)
    timeline.isReversed = true
    #expect(timeline.progress(at: 1) == easeOut.progress(atFraction: 0.5))
  }

  @Test func reversedSpringRunsItsTimeBackwards() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let spring = UISpringTimingParameters(dampingRatio: 0.5)
    let timeline = makeTimeline(duration: 1, parameters: spring, clock: clock, recorder: recorder)
    let curve = spring.curve(forDuration: 1)
    timeline.startAnimation()
    #expect(timeline.effectiveDuration == 1)
    #expect(timeline.progress(at: 0.25) == curve.value(at: 0.25))
    frame(timeline, clock, at: 0.5)
    timeline.isReversed = true
    #expect(timeline.progress(at: 0.75) == curve.value(at: 0.25))
    frame(timeline, clock, at: 1)
    #expect(recorder.completions == [.start])
  }

  @Test func implicitDurationSpringIgnoresTheAnimatorDuration() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let spring = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
    let timeline = makeTimeline(
      duration: 0.25, parameters: spring, clock: clock, recorder: recorder)
    let settling = spring.settlingDuration
    #expect(settling > 0.25)
    #expect(timeline.effectiveDuration == settling)
    timeline.startAnimation()
    #expect(
      abs(timeline.progress(at: 0.5) - spring.curve(forDuration: 0.25).value(at: 0.5)) < 1e-12)
    frame(timeline, clock, at: 0.5)
    #expect(recorder.completions.isEmpty)
    frame(timeline, clock, at: settling)
    #expect(recorder.completions == [.end])
    #expect(timeline.currentProgress == 1)
  }

  @Test func stopWithoutFinishingRunsNoCompletion() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(clock: clock, recorder: recorder)
    timeline.startAnimation()
    frame(timeline, clock, at: 0.5)
    timeline.stopAnimation(true)
    #expect(timeline.state == .inactive)
    #expect(!timeline.isRunning)
    #expect(timeline.currentProgress == 0.5)
    frame(timeline, clock, at: 2)
    #expect(recorder.completions.isEmpty)
    #expect(recorder.warnings.isEmpty)
  }

  @Test func stopThenFinishAtCurrentFiresOnce() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(clock: clock, recorder: recorder)
    timeline.startAnimation()
    frame(timeline, clock, at: 0.25)
    timeline.stopAnimation(false)
    #expect(timeline.state == .stopped)
    #expect(!timeline.isRunning)
    #expect(timeline.fractionComplete == 0.25)
    frame(timeline, clock, at: 2)
    #expect(timeline.currentProgress == 0.25)
    #expect(recorder.completions.isEmpty)
    timeline.finishAnimation(at: .current)
    #expect(recorder.completions == [.current])
    #expect(timeline.state == .inactive)
    #expect(timeline.currentProgress == 0.25)
    timeline.finishAnimation(at: .current)
    frame(timeline, clock, at: 3)
    #expect(recorder.completions == [.current])
    #expect(recorder.warnings.count == 1)
  }

  @Test func finishAtEndOrStartMovesTheProgress() {
    let clock = VirtualClock()
    for (position, expected) in [(UIViewAnimatingPosition.end, 1.0), (.start, 0.0)] {
      let recorder = Recorder()
      let timeline = makeTimeline(clock: clock, recorder: recorder)
      timeline.startAnimation()
      clock.advance(by: 0.5)
      timeline.stopAnimation(false)
      timeline.finishAnimation(at: position)
      #expect(timeline.currentProgress == expected)
      #expect(recorder.completions == [position])
    }
  }

  @Test func pausesOnCompletionHoldsTheEnd() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(clock: clock, recorder: recorder)
    timeline.pausesOnCompletion = true
    timeline.startAnimation()
    frame(timeline, clock, at: 1)
    #expect(timeline.state == .active)
    #expect(!timeline.isRunning)
    #expect(timeline.fractionComplete == 1)
    #expect(timeline.currentProgress == 1)
    #expect(recorder.completions.isEmpty)
    // It can be reversed after finishing and run back.
    timeline.isReversed = true
    #expect(timeline.fractionComplete == 0)
    timeline.startAnimation()
    #expect(timeline.progress(at: 1.25) == 0.75)
    frame(timeline, clock, at: 2)
    #expect(timeline.state == .active)
    #expect(!timeline.isRunning)
    #expect(timeline.currentProgress == 0)
    #expect(recorder.completions.isEmpty)
  }

  @Test func continueWithDurationFactorRetimesTheRest() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(clock: clock, recorder: recorder)
    timeline.startAnimation()
    frame(timeline, clock, at: 0.5)
    timeline.pauseAnimation()
    let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
    timeline.continueAnimation(withTimingParameters: easeIn, durationFactor: 2)
    #expect(timeline.isRunning)
    // From 0.5 to 1 over 2 × 1 s with ease-in.
    #expect(
      timeline.progress(at: 1.5) == 0.5 + 0.5 * easeIn.timingFunction.progress(atFraction: 0.5))
    frame(timeline, clock, at: 2.25)
    #expect(recorder.completions.isEmpty)
    frame(timeline, clock, at: 2.5)
    #expect(recorder.completions == [.end])
  }

  @Test func continueWithZeroFactorUsesTheRemainingTime() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(duration: 2, clock: clock, recorder: recorder)
    timeline.startAnimation()
    frame(timeline, clock, at: 0.5)
    timeline.pauseAnimation()
    #expect(timeline.fractionComplete == 0.25)
    timeline.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    // (1 − 0.25) × 2 s remain, on the same linear track.
    #expect(timeline.progress(at: 1.5) == 0.75)
    frame(timeline, clock, at: 1.75)
    #expect(recorder.completions.isEmpty)
    frame(timeline, clock, at: 2)
    #expect(recorder.completions == [.end])
  }

  @Test func continueWithoutNewCurveKeepsTheCurveAtANewPace() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(clock: clock, recorder: recorder)
    timeline.startAnimation()
    frame(timeline, clock, at: 0.5)
    timeline.pauseAnimation()
    timeline.continueAnimation(withTimingParameters: nil, durationFactor: 0.25)
    #expect(timeline.progress(at: 0.625) == 0.75)
    frame(timeline, clock, at: 0.75)
    #expect(recorder.completions == [.end])
  }

  @Test func cancelLikeThePercentDriver() {
    // UIKit's percent driver cancels with isReversed = true, then
    // continueAnimation(durationFactor: p) (docs/uikit-behaviour.md §4.6).
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(duration: 2, clock: clock, recorder: recorder)
    timeline.pauseAnimation()
    timeline.fractionComplete = 0.25
    timeline.isReversed = true
    #expect(timeline.fractionComplete == 0.75)
    let easeOut = UICubicTimingParameters(animationCurve: .easeOut)
    timeline.continueAnimation(withTimingParameters: easeOut, durationFactor: 0.25)
    // From 0.25 back to 0 over 0.5 s, ease-out playing towards the start.
    #expect(
      timeline.progress(at: 0.25) == 0.25 - 0.25 * easeOut.timingFunction.progress(atFraction: 0.5))
    frame(timeline, clock, at: 0.5)
    #expect(recorder.completions == [.start])
    #expect(timeline.currentProgress == 0)
  }

  @Test func delayHoldsProgressAtZero() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(clock: clock, recorder: recorder)
    timeline.startAnimation(afterDelay: 0.5)
    #expect(timeline.delay == 0.5)
    #expect(timeline.isRunning)
    frame(timeline, clock, at: 0.25)
    #expect(timeline.currentProgress == 0)
    #expect(timeline.fractionComplete == 0)
    frame(timeline, clock, at: 0.5)
    #expect(timeline.currentProgress == 0)
    frame(timeline, clock, at: 0.75)
    #expect(timeline.currentProgress == 0.25)
    frame(timeline, clock, at: 1.25)
    #expect(recorder.completions.isEmpty)
    frame(timeline, clock, at: 1.5)
    #expect(recorder.completions == [.end])
  }

  @Test func completionsRunInOrderWithTheFinalPosition() {
    let clock = VirtualClock()
    let timeline = PropertyAnimatorTimeline(
      duration: 1, timingParameters: UICubicTimingParameters(), clock: clock,
      misuseHandler: { _ in })
    var log: [String] = []
    timeline.addCompletion { log.append("a \($0)") }
    timeline.addCompletion { log.append("b \($0)") }
    timeline.addCompletion { log.append("c \($0)") }
    timeline.startAnimation()
    clock.advance(to: 1)
    timeline.update(at: 1)
    #expect(log == ["a end", "b end", "c end"])
    #expect(timeline.currentProgress == 1)
  }

  @Test func misuseIsIgnoredWithOneWarningEach() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(clock: clock, recorder: recorder)
    // finishAnimation while inactive.
    timeline.finishAnimation(at: .end)
    #expect(timeline.state == .inactive)
    #expect(recorder.warnings.count == 1)
    timeline.startAnimation()
    // finishAnimation while active; fractionComplete while running; isInterruptible while active.
    timeline.finishAnimation(at: .end)
    timeline.fractionComplete = 0.5
    timeline.isInterruptible = false
    #expect(recorder.warnings.count == 4)
    #expect(timeline.state == .active)
    #expect(timeline.isRunning)
    #expect(timeline.isInterruptible)
    frame(timeline, clock, at: 0.5)
    timeline.stopAnimation(false)
    // On a stopped animator: reverse, start, pause, scrub, continue.
    timeline.isReversed = true
    timeline.startAnimation()
    timeline.startAnimation(afterDelay: 1)
    timeline.pauseAnimation()
    timeline.fractionComplete = 0.1
    timeline.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    #expect(recorder.warnings.count == 10)
    #expect(timeline.state == .stopped)
    #expect(!timeline.isReversed)
    #expect(timeline.fractionComplete == 0.5)
    #expect(recorder.completions.isEmpty)
    #expect(
      recorder.warnings.allSatisfy {
        $0.hasPrefix("Segue: UIViewPropertyAnimator misuse ignored: ")
      })
    #expect(recorder.warnings.allSatisfy { !$0.contains("\n") })
    timeline.finishAnimation(at: .end)
    #expect(recorder.completions == [.end])
  }

  @Test func nonInterruptibleAnimatorRunsToCompletion() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(clock: clock, recorder: recorder)
    timeline.isInterruptible = false
    timeline.startAnimation()
    frame(timeline, clock, at: 0.5)
    timeline.pauseAnimation()
    timeline.stopAnimation(true)
    timeline.isReversed = true
    timeline.continueAnimation(withTimingParameters: nil, durationFactor: 3)
    #expect(recorder.warnings.count == 4)
    #expect(timeline.isRunning)
    frame(timeline, clock, at: 1)
    #expect(recorder.completions == [.end])
  }

  @Test func badNumbersAreClampedNotFatal() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(duration: -.infinity, clock: clock, recorder: recorder)
    #expect(timeline.duration == 0)
    #expect(recorder.warnings.count == 1)
    timeline.pauseAnimation()
    timeline.fractionComplete = .nan
    #expect(timeline.fractionComplete == 0)
    timeline.startAnimation(afterDelay: -1)
    #expect(timeline.delay == 0)
    #expect(recorder.warnings.count == 3)
    timeline.update(at: clock.now)
    #expect(recorder.completions == [.end])
    #expect(timeline.currentProgress == 1)
  }

  @Test func reusableAfterCompletion() {
    let clock = VirtualClock()
    let recorder = Recorder()
    let timeline = makeTimeline(clock: clock, recorder: recorder)
    timeline.startAnimation()
    frame(timeline, clock, at: 1)
    timeline.addCompletion { recorder.completions.append($0) }
    timeline.startAnimation()
    #expect(timeline.progress(at: 1.5) == 0.5)
    frame(timeline, clock, at: 2)
    #expect(recorder.completions == [.end, .end])
  }
}
