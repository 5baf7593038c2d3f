import Foundation
import Segue
import SegueTesting
import Testing

@testable import SegueDemos
@testable import SegueUIKit

/// UIKit's push right to left (docs/uikit-behaviour-2.md §10.1): the detail comes in from
/// the left while the screen below moves right by 117 pt, the back button sits at the
/// right, and the edge swipe from the right edge pops. Goldens of the push at 50 % and
/// 100 % beside the left-to-right ones (`ios-push-forward-050`, `-100`), and of a page sheet.
@Suite @MainActor struct RightToLeftPushTests {
  @Test func thePushComesFromTheLeftAndTheRightEdgeSwipePops() throws {
    let harness = try SceneHarness("ios-push")
    harness.host.settings.layoutDirection = .rightToLeft
    harness.host.step()
    harness.forward()
    let detail = try #require(harness.navigationController.topViewController)
    harness.host.advance(by: 0.175)
    // Half-way (0.175 s of 0.35 s, ease-in-out: half the travel): the detail's left edge at
    // −195 pt, the screen below at +58.5 pt.
    let moving = try #require(detail.view.layer.presentation()).frame.minX
    let below = try #require(harness.screen.view.layer.presentation()).frame.minX
    #expect(abs(moving - CGFloat(-195)) < 0.5)
    #expect(abs(below - CGFloat(58.5)) < 0.5)
    try harness.verifyGolden("ios-push-rtl-forward-050")
    harness.settle()
    try harness.verifyGolden("ios-push-rtl-forward-100")
    let bar = harness.navigationController.navigationBar
    let back = bar.convert(bar.backButtonFrame, to: nil)
    #expect(back.maxX == 390 && back.minX > 195)

    // From the left edge nothing happens; from the right edge, leftward, the pop follows.
    harness.driver.drag(
      from: CGPoint(x: 4, y: 500), to: CGPoint(x: 200, y: 500), duration: 0.3, releaseVelocity: .zero)
    harness.settle()
    #expect(harness.navigationController.topViewController === detail)
    harness.driver.drag(
      from: CGPoint(x: 386, y: 500), to: CGPoint(x: 269, y: 500), duration: 0.9, releaseVelocity: .zero,
      release: false)
    let held = try #require(detail.view.layer.presentation()).frame.minX
    #expect(abs(held - CGFloat(-117)) < 1)  // 30 % of the width, leftward
    harness.driver.send(.up, at: CGPoint(x: 269, y: 500))
    harness.settle()
    #expect(harness.navigationController.topViewController === detail)  // slow: cancelled
    harness.driver.drag(
      from: CGPoint(x: 386, y: 500), to: CGPoint(x: 269, y: 500), duration: 0.2,
      releaseVelocity: CGVector(dx: -800, dy: 0))
    harness.settle()
    #expect(harness.navigationController.topViewController === harness.screen)
  }

  /// A page sheet right to left: the same geometry (sheets do not mirror), its content mirrored
  /// — the Done button at the leading (left) side and the caption right-aligned. Goldens beside
  /// `page-sheet-forward-050` and `-100`.
  @Test func aPageSheetRightToLeft() throws {
    let harness = try SceneHarness("page-sheet")
    harness.host.settings.layoutDirection = .rightToLeft
    harness.host.step()
    harness.forward()
    harness.host.advance(by: harness.scene.forwardDuration / 2)
    try harness.verifyGolden("page-sheet-rtl-forward-050")
    harness.host.advance(by: harness.scene.forwardDuration / 2)
    try harness.verifyGolden("page-sheet-rtl-forward-100")
    let sheet = try #require((harness.screen as? SystemSheetViewController)?.presentedSheet)
    #expect(sheet.view.convert(sheet.view.bounds, to: nil) == CGRect(x: 0, y: 57, width: 390, height: 787))
    let done = sheet.doneButton.convert(sheet.doneButton.bounds, to: nil)
    #expect(done.minX == 8)
  }
}
