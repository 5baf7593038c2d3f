import Foundation
import Segue
import Testing

@testable import SegueDemos

/// UIKit's own transitions in the gallery: push/pop with the edge swipe, cover vertical,
/// cross-dissolve, and the flip of `UIView.transition`.
@Suite @MainActor struct SystemScenesTests {
  @Test func iosPushPushesAndTheEdgeSwipePops() throws {
    let harness = try SceneHarness("ios-push")
    let screen = try #require(harness.screen as? SystemPushViewController)
    harness.forward()
    let detail = try #require(harness.navigationController.topViewController as? SystemPushDetailViewController)
    // Half way through the 0.35 s ease-in-out parallax push.
    harness.host.advance(by: 0.175)
    let x = Double(try #require(detail.view.layer.presentation()).frame.minX)
    #expect(abs(x - 390 * (1 - ExpectedCurves.easeInOut(0.5))) < 1e-6)
    harness.settle()
    #expect(screen.view.superview == nil && detail.view.frame.minX == 0)

    // A fast swipe from the left edge pops.
    harness.host.drag(from: CGPoint(x: 3, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.2, steps: 8)
    harness.settle()
    #expect(harness.navigationController.topViewController === screen)
    #expect(detail.view.superview == nil && screen.view.frame.minX == 0)
  }

  @Test func coverVerticalPresentsFullScreenAndDoneDismisses() throws {
    let harness = try SceneHarness("cover-vertical")
    let screen = try #require(harness.screen as? SystemModalViewController)
    harness.forward()
    let modal = try #require(screen.presentedViewController as? SystemModalContentViewController)
    #expect(modal.modalTransitionStyle == .coverVertical && modal.modalPresentationStyle == .fullScreen)
    harness.host.advance(by: 0.1)
    // Rising from one screen height below on the system spring.
    let y = Double(try #require(modal.view.layer.presentation()).frame.minY)
    #expect(abs(y - 844 * (1 - ExpectedCurves.systemSpring(at: 0.1))) < 1e-6)
    harness.settle()
    #expect(modal.view.frame.minY == 0 && harness.navigationController.view.window == nil)
    let done = modal.doneButton
    harness.driver.tap(at: done.convert(CGPoint(x: done.bounds.midX, y: done.bounds.midY), to: nil))
    harness.settle()
    #expect(screen.presentedViewController == nil && modal.view.window == nil)
    #expect(harness.navigationController.view.window != nil)
  }

  @Test func crossDissolveFadesTheModalIn() throws {
    let harness = try SceneHarness("cross-dissolve")
    let screen = try #require(harness.screen as? SystemModalViewController)
    harness.forward()
    let modal = try #require(screen.presentedViewController as? SystemModalContentViewController)
    #expect(modal.modalTransitionStyle == .crossDissolve)
    harness.host.advance(by: 0.2)  // half of 0.4 s, ease-in-out: exactly half opaque
    #expect(abs(Double(try #require(modal.view.layer.presentation()).opacity) - 0.5) < 1e-5)
    harness.settle()
    harness.back()
    harness.settle()
    #expect(screen.presentedViewController == nil && modal.view.window == nil)
  }

  @Test func flipTurnsTheCardOverAndBack() throws {
    let harness = try SceneHarness("flip")
    let screen = try #require(harness.screen as? FlipViewController)
    // The card itself, tapped for real, flips it.
    let card = screen.cardView
    harness.driver.tap(at: card.convert(CGPoint(x: card.bounds.midX, y: card.bounds.midY), to: nil))
    harness.host.step()
    #expect(screen.isShowingBack && screen.frontView.isHidden && !screen.backView.isHidden)
    harness.host.advance(by: 0.15)
    // A quarter of the 0.6 s ease-in-out flip: turned by π·easeInOut(0.25) about the
    // vertical axis (the perspective leaves m11 = cos of the angle).
    let transform = try #require(card.layer.presentation()).transform
    #expect(abs(Double(transform.m11) - cos(Double.pi * ExpectedCurves.easeInOut(0.25))) < 1e-6)
    harness.settle()
    #expect(card.layer.presentation()?.transform.m11 == 1)
    harness.back()
    harness.settle()
    #expect(!screen.isShowingBack && !screen.frontView.isHidden && screen.backView.isHidden)
  }

  /// Esc once the card shows its back (the window's `onBack`, `AppWindow.back(in:)`) pops as
  /// the bar's back button does — its `onBack` is `popViewController(animated: true)` — with
  /// the card flat on its back; it used to turn the card back during the pop as well, drawn
  /// as a trapezoid.
  @Test func escapeAfterAFlipPopsAsTheBackButtonDoes() throws {
    let escape = try SceneHarness("flip")
    let backButton = try SceneHarness("flip")
    for harness in [escape, backButton] {
      harness.forward()
      harness.settle()
    }
    let screen = try #require(escape.screen as? FlipViewController)
    #expect(screen.isShowingBack)
    AppWindow.back(in: try #require(escape.navigationController.view.window))
    backButton.navigationController.popViewController(animated: true)
    for harness in [escape, backButton] { harness.host.advance(by: 0.2) }
    #expect(screen.isShowingBack && screen.frontView.isHidden && !screen.backView.isHidden)
    #expect(try #require(screen.cardView.layer.presentation()).transform.m11 == 1)
    #expect(escape.driver.render().hasSamePixels(as: backButton.driver.render()))
    for harness in [escape, backButton] { harness.settle() }
    #expect(escape.navigationController.viewControllers.count == 1)
    #expect(escape.driver.render().hasSamePixels(as: backButton.driver.render()))
  }
}
