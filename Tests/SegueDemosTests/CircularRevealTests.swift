import Foundation
import Segue
import SegueTesting
import Testing

@testable import SegueDemos

/// circular-reveal's drag-to-dismiss, driven by synthetic touches: the mask's path
/// animation is scrubbed with the paused container (the circle's radius follows the
/// finger), a slow release cancels and the composer stays unmasked, a flick finishes.
@Suite @MainActor struct CircularRevealTests {
  func presentedComposer() throws -> (SceneHarness, CircularRevealViewController, CircularRevealComposerViewController)
  {
    let harness = try SceneHarness("circular-reveal")
    harness.forward()
    harness.settle()
    let screen = try #require(harness.screen as? CircularRevealViewController)
    let composer = try #require(screen.presentedViewController as? CircularRevealComposerViewController)
    return (harness, screen, composer)
  }

  @Test func theRevealEndsUnmasked() throws {
    let (_, _, composer) = try presentedComposer()
    #expect(composer.view.layer.mask == nil)
  }

  @Test func aDragScrubsTheCircleAndASlowReleaseCancels() throws {
    let (harness, screen, composer) = try presentedComposer()
    harness.driver.drag(
      from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.6, releaseVelocity: .zero,
      release: false)
    let interaction = try #require(composer.dismissInteraction)
    let held = interaction.percentComplete
    #expect(held > 0.3 && held < 0.42, "\(held)")
    // The circle's radius, half its path's width, lies the held fraction of the way from
    // the screen-covering circle to the button's (linear while interactive).
    let mask = try #require(composer.view.layer.mask as? CAShapeLayer)
    let presented = try #require(mask.presentation()?.path).boundingBoxOfPath
    let button = screen.revealButton.convert(screen.revealButton.bounds, to: composer.view)
    let centre = CGPoint(x: button.midX, y: button.midY)
    let reach = hypot(centre.x, centre.y)
    let expected = reach + (button.width / 2 - reach) * held
    #expect(abs(presented.width / 2 - expected) < 0.01, "\(presented.width / 2) vs \(expected)")
    try harness.verifyGolden("circular-reveal-drag-held")
    harness.driver.send(.up, at: CGPoint(x: 200, y: 500))
    harness.settle()
    #expect(screen.presentedViewController === composer)
    #expect(composer.view.layer.mask == nil)
  }

  @Test func aFlickDownDismisses() throws {
    let (harness, screen, _) = try presentedComposer()
    harness.driver.drag(
      from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 420), duration: 0.2,
      releaseVelocity: CGVector(dx: 0, dy: 1200), release: false)
    harness.driver.send(.up, at: CGPoint(x: 200, y: 420))
    harness.settle()
    #expect(screen.presentedViewController == nil)
    try harness.verifyGolden("circular-reveal-back-100")
  }
}
