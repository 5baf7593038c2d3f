import Foundation
import Segue
import Testing

@testable import SegueDemos

/// spring-sheet (seed 000): custom presentation with a dimming view, critical spring in,
/// system animation out.
@Suite @MainActor struct SpringSheetTests {
  @Test func presentsOnACriticalSpringAndDismissesOnATapOnTheDimmedArea() throws {
    let harness = try SceneHarness("spring-sheet")
    let screen = try #require(harness.screen as? SpringSheetViewController)
    harness.forward()
    let sheet = try #require(screen.presentedViewController as? LessonOptionsViewController)
    #expect(sheet.modalPresentationStyle == .custom)
    let presentation = try #require(sheet.presentationController as? LessonOptionsPresentationController)
    let container = try #require(presentation.containerView)
    #expect(container.subviews.first === presentation.dimmingView)
    #expect(sheet.view.superview === container)

    // 0.25 s in: every value follows the critical spring (0.5 s, damping 300 → 1, v₀ 5).
    harness.host.advance(by: 0.25)
    let p = ExpectedCurves.criticalSpring(duration: 0.5, velocity: 5, at: 0.25)
    let sheetY = try #require(sheet.view.layer.presentation()).frame.minY
    #expect(abs(sheetY - (944 + (420 - 944) * p)) < 1e-6)  // from one height + 100 pt down
    let innerY = try #require(sheet.containerView.layer.presentation()).frame.minY
    #expect(abs(innerY - (-500 + 500 * p)) < 1e-6)  // drops from 500 pt above
    let dimming = try #require(presentation.dimmingView.layer.presentation())
    #expect(abs(Double(dimming.opacity) - p) < 1e-5)  // alongside: same spring
    try harness.verifyGolden("spring-sheet-0.25s")

    harness.host.advance(by: 0.3)
    #expect(sheet.view.frame == CGRect(x: 8, y: 420, width: 374, height: 400))
    #expect(sheet.containerView.frame == CGRect(x: 0, y: 0, width: 374, height: 400))
    #expect(harness.navigationController.view.window != nil)  // .custom keeps the presenter

    // A tap above the sheet lands on the dimming view, which dismisses with the system animation.
    harness.driver.tap(at: CGPoint(x: 195, y: 200))
    harness.host.step()
    #expect(sheet.isBeingDismissed)
    harness.settle()
    #expect(screen.presentedViewController == nil && harness.navigationController.presentedViewController == nil)
    #expect(sheet.view.window == nil && container.window == nil && presentation.dimmingView.superview == nil)
    #expect(harness.host.window?.subviews.count == 1)
  }

  @Test func optionButtonsDismissToo() throws {
    let harness = try SceneHarness("spring-sheet")
    let screen = try #require(harness.screen as? SpringSheetViewController)
    // The Choose button, tapped for real.
    let button = screen.chooseButton
    harness.driver.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
    harness.settle()
    let sheet = try #require(screen.presentedViewController as? LessonOptionsViewController)
    // "Spelling", the first option: 100 pt below the sheet's top, 52 pt tall.
    harness.driver.tap(at: CGPoint(x: 195, y: sheet.view.frame.minY + 126))
    harness.settle()
    #expect(screen.presentedViewController == nil)
  }
}
