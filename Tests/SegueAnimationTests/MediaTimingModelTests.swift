import Foundation
import Testing

@testable import SegueAnimation

@Suite struct MediaTimingModelTests {
  @Test func localTimeFollowsBeginSpeedAndOffset() {
    let model = MediaTimingModel(beginTime: 2, duration: 1, speed: 0.5, timeOffset: 0.25)
    #expect(model.localTime(fromParent: 4) == 1.25)
    #expect(model.parentTime(forLocal: 1.25) == 4)
    let frozen = MediaTimingModel(duration: 1, speed: 0, timeOffset: 0.4)
    #expect(frozen.localTime(fromParent: 1000) == 0.4)
    #expect(frozen.parentTime(forLocal: 1) == nil)
  }

  @Test func fillModesDecideWhatShowsOutside() {
    var model = MediaTimingModel(duration: 1)
    #expect(model.phase(atLocalTime: -0.1) == .before(simpleTime: nil))
    #expect(model.phase(atLocalTime: 1.5) == .after(simpleTime: nil))
    model.fillMode = .both
    #expect(model.phase(atLocalTime: -0.1) == .before(simpleTime: 0))
    #expect(model.phase(atLocalTime: 1.5) == .after(simpleTime: 1))
    #expect(model.phase(atLocalTime: 0.3) == .active(simpleTime: 0.3))
  }

  @Test func autoreverseMirrorsAndRepeatCounts() {
    let model = MediaTimingModel(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
    #expect(model.activeDuration == 4)
    #expect(model.phase(atLocalTime: 1.25) == .active(simpleTime: 0.75))
    #expect(model.phase(atLocalTime: 2.5) == .active(simpleTime: 0.5))
    // After two full there-and-back cycles the animation rests at its start.
    #expect(model.phase(atLocalTime: 5) == .after(simpleTime: 0))
    let forever = MediaTimingModel(duration: 1, repeatCount: Double(Float.greatestFiniteMagnitude))
    #expect(forever.activeDuration == .infinity)
    #expect(forever.phase(atLocalTime: 1e6 + 0.5) == .active(simpleTime: 0.5))
  }

  @Test func fractionalRepeatEndsMidIteration() {
    let model = MediaTimingModel(duration: 2, repeatCount: 1.5, fillMode: .forwards)
    #expect(model.activeDuration == 3)
    #expect(model.phase(atLocalTime: 3.5) == .after(simpleTime: 1))
  }
}

@Suite @MainActor struct CoreAnimationClassTests {
  @Test func springAnimationDefaultsAndSettling() {
    let spring = CASpringAnimation(keyPath: "position")
    #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
    spring.damping = 5
    #expect(abs(spring.settlingDuration - 2.855) < 0.0005)
    spring.damping = 40  // ζ = 2, clamped to critical unless overdamping is allowed
    #expect(spring.curve.regime == .criticallyDamped)
    spring.allowsOverdamping = true
    #expect(spring.curve.regime == .overdamped)
  }

  @Test func basicAnimationEndpointsFollowCoreAnimation() {
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1.0
    animation.duration = 2
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    #expect(animation.value(atSimpleTime: 0.5, underlying: Float(0.3), model: Float(1)) == 0.25)
    let by = CABasicAnimation(keyPath: "position.x")
    by.byValue = 10
    by.duration = 1
    #expect(by.value(atSimpleTime: 0.5, underlying: 100.0, model: 100.0) == 105)
    let toOnly = CABasicAnimation(keyPath: "position.x")
    toOnly.toValue = 200.0
    toOnly.duration = 1
    #expect(toOnly.value(atSimpleTime: 0.25, underlying: 100.0, model: 100.0) == 125)
    // Values of another type do not fit.
    let wrong = CABasicAnimation(keyPath: "opacity")
    wrong.fromValue = "red"
    #expect(wrong.value(atSimpleTime: 0.1, underlying: 0.0, model: 1.0) == nil)
  }

  @Test func defaultDurationIsQuarterSecondAndCopiesAreIndependent() {
    let animation = CABasicAnimation(keyPath: "opacity")
    #expect(animation.effectiveDuration == 0.25)
    animation.toValue = 0.5
    let copy = animation.copy() as? CABasicAnimation
    animation.toValue = 0.9
    #expect(copy?.toValue as? Double == 0.5)
    #expect(copy?.keyPath == "opacity")
  }

  @Test func keyframeAnimationSamplesItsValues() {
    let animation = CAKeyframeAnimation(keyPath: "opacity")
    animation.values = [1, 0.2, 0.8, 0.8, 0, 0]
    animation.keyTimes = [0, 0.3, 0.7, 0.8, 0.9, 1.0]
    animation.duration = 1
    let value = animation.value(atSimpleTime: 0.5, underlying: Float(1), model: Float(0))
    #expect(value.map { abs($0 - 0.5) < 1e-6 } == true)
  }
}

@Suite(.serialized) struct MediaTimeTests {
  @Test func installedClockDrivesCACurrentMediaTime() {
    let clock = VirtualClock(start: 42)
    let previous = MediaTime.clock
    MediaTime.install(clock)
    defer { MediaTime.install(previous) }
    #expect(CACurrentMediaTime() == 42)
    clock.advance(by: 0.5)
    #expect(CACurrentMediaTime() == 42.5)
  }
}
