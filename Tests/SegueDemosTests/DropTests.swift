import Foundation
import Segue
import SegueAnimation
import Testing

@testable import SegueDemos

/// drop (seed 003): a modal dropping in on an overshooting spring, dismissed by a two-step
/// keyframe animation with the presenting view inserted below.
@Suite @MainActor struct DropTests {
  @Test func dropsInOvershootingAndSwingsAwayOnClose() throws {
    let harness = try SceneHarness("drop")
    let screen = try #require(harness.screen as? DropViewController)
    harness.forward()
    let event = try #require(screen.presentedViewController as? DropEventViewController)
    #expect(event.modalPresentationStyle == .fullScreen)

    // The spring (0.5 s, damping 0.4, velocity 6) peaks 26.13 % past the target.
    let spring = UIViewSpringTiming(duration: 0.5, dampingRatio: 0.4, initialVelocity: 6)
    #expect(abs(spring.naturalFrequency - 26.12) < 0.01)  // the validated root (§2.2)
    let peak = ExpectedCurves.firstPeak(omega: spring.naturalFrequency, damping: 0.4, velocity: 6)
    #expect(abs(peak.time - 0.122) < 0.001)
    harness.host.advance(by: peak.time)
    let start = -844.0
    let distance = 422 - start
    let y = Double(try #require(event.view.layer.presentation()).position.y)
    #expect(abs((y - start) / distance - 1.2613) < 1e-4)
    #expect(abs(y - (start + distance * peak.value)) < 1e-6)
    try harness.verifyGolden("drop-peak")

    harness.settle()
    #expect(event.view.center == CGPoint(x: 195, y: 422))
    #expect(harness.navigationController.view.window == nil)  // full screen: presenter removed

    // Close, tapped for real: 50 pt down in the first half, then off the top.
    let close = event.closeButton
    harness.driver.tap(at: close.convert(CGPoint(x: close.bounds.midX, y: close.bounds.midY), to: nil))
    harness.host.step()
    let container = try #require(event.view.superview)
    #expect(container.subviews.first === harness.navigationController.view)  // inserted below
    // The whole keyframe timeline is eased in-out (no curve option), so at half time the
    // timeline is at 0.5: exactly the first keyframe's value.
    harness.host.advance(by: 0.4)
    #expect(abs(Double(try #require(event.view.layer.presentation()).position.y) - 472) < 1e-6)
    harness.host.advance(by: 0.2)
    let f = ExpectedCurves.easeInOut(0.75)
    let expected = 472 + (-844 - 472) * (f - 0.5) / 0.5
    #expect(abs(Double(try #require(event.view.layer.presentation()).position.y) - expected) < 1e-4)
    harness.settle()
    #expect(screen.presentedViewController == nil && event.view.window == nil)
    #expect(harness.navigationController.view.window != nil && harness.host.window?.subviews.count == 1)
  }
}
