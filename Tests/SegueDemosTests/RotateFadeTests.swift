import Foundation
import Segue
import Testing

@testable import SegueDemos

/// rotate-fade (seed 001): the navigation delegate's rotate-and-fade animator, and the pan
/// that pops through a percent-driven interaction controller.
@Suite @MainActor struct RotateFadeTests {
  /// The rotation angle of a presented transform.
  func angle(of view: UIView) -> Double {
    let transform = view.layer.presentation()?.affineTransform() ?? .identity
    return Double(atan2(transform.b, transform.a))
  }

  @Test func pushRotatesTheListAwayAndFadesTheDetailIn() throws {
    let harness = try SceneHarness("rotate-fade")
    let screen = try #require(harness.screen as? RotateFadeViewController)
    #expect(harness.navigationController.delegate === screen.navigationDelegate)
    harness.forward()
    let detail = try #require(harness.navigationController.topViewController as? RotateFadeDetailViewController)
    #expect(detail.view.superview === screen.view.superview)
    #expect(detail.view.superview?.subviews.last === detail.view)  // added on top

    harness.host.advance(by: 0.5)
    let progress = ExpectedCurves.easeIn(0.5)
    #expect(abs(angle(of: screen.view) - 1.5 * progress) < 1e-6)
    #expect(abs(Double(detail.view.layer.presentation()?.opacity ?? -1) - progress) < 1e-5)
    try harness.verifyGolden("rotate-fade-0.5s")

    harness.host.advance(by: 0.55)
    #expect(harness.navigationController.viewControllers.last === detail)
    #expect(screen.view.superview == nil && screen.view.transform == .identity)
    #expect(detail.view.alpha == 1 && detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844 - 91))
  }

  @Test func aPanFromTheLeftHalfPopsInteractivelyAndFinishesOnARightwardRelease() throws {
    let harness = try SceneHarness("rotate-fade")
    let screen = try #require(harness.screen as? RotateFadeViewController)
    harness.forward()
    harness.settle()
    let detail = try #require(harness.navigationController.topViewController as? RotateFadeDetailViewController)

    // Drag right from x = 60 (left half), 156 pt over 0.4 s, and hold.
    harness.host.drag(
      from: CGPoint(x: 60, y: 500), to: CGPoint(x: 216, y: 500), duration: 0.4, steps: 8, release: false)
    harness.host.step()
    let driver = try #require(screen.navigationDelegate.interactionController)
    #expect(harness.navigationController.viewControllers.last === screen)  // popped, interactively
    let percent = Double(driver.percentComplete)
    #expect(percent > 0.3 && percent <= 0.4)
    // Scrubbed: the popped detail's rotation is the animator's curve at that fraction.
    #expect(abs(angle(of: detail.view) - 1.5 * ExpectedCurves.easeIn(percent)) < 1e-6)
    #expect(screen.view.superview?.subviews.last === screen.view)

    harness.driver.send(.up, at: CGPoint(x: 216, y: 500))
    #expect(screen.navigationDelegate.interactionController == nil)
    harness.settle()
    #expect(harness.navigationController.viewControllers.last === screen)
    #expect(detail.view.superview == nil && detail.parent == nil)
    #expect(screen.view.superview != nil && screen.view.alpha == 1 && screen.view.transform == .identity)
  }

  @Test func aLeftwardReleaseCancelsAndRestoresTheDetail() throws {
    let harness = try SceneHarness("rotate-fade")
    let screen = try #require(harness.screen as? RotateFadeViewController)
    harness.forward()
    harness.settle()
    let detail = try #require(harness.navigationController.topViewController as? RotateFadeDetailViewController)
    harness.host.drag(
      from: CGPoint(x: 60, y: 500), to: CGPoint(x: 200, y: 500), duration: 0.3, steps: 6, release: false)
    // Back left, then release: negative velocity cancels.
    harness.host.drag(
      from: CGPoint(x: 200, y: 500), to: CGPoint(x: 150, y: 500), duration: 0.1, steps: 4, release: true)
    harness.settle()
    #expect(harness.navigationController.viewControllers.last === detail)
    #expect(detail.view.superview != nil && detail.view.transform == .identity)
    #expect(screen.view.superview == nil)
    #expect(harness.navigationController.delegate === screen.navigationDelegate)
  }

  @Test func aPanStartingInTheRightHalfDoesNothing() throws {
    let harness = try SceneHarness("rotate-fade")
    harness.forward()
    harness.settle()
    let detail = harness.navigationController.topViewController
    harness.host.drag(from: CGPoint(x: 250, y: 500), to: CGPoint(x: 380, y: 500), duration: 0.3)
    harness.settle()
    #expect(harness.navigationController.topViewController === detail)
  }

  @Test func leavingTheSceneClearsTheDelegate() throws {
    let harness = try SceneHarness("rotate-fade")
    harness.navigationController.popViewController(animated: true)
    harness.settle()
    #expect(harness.navigationController.delegate == nil)
    #expect(harness.navigationController.viewControllers.count == 1)
  }
}
