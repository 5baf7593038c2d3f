import Foundation
import Segue
import SegueTesting
import Testing

@testable import SegueDemos
@testable import SegueUIKit

/// The sheet scenes' swipe to dismiss, driven by synthetic touches (docs/uikit-behaviour-2.md
/// §4.6): a drag down held at 30 % of the sheet's height (golden), a slow release that springs
/// back to where the presentation left it, and a flick that dismisses — page-sheet from the
/// large detent, sheet-detents from the medium one (its list at its top, so the sheet takes the
/// drag).
@Suite @MainActor struct SheetSceneDragTests {
  /// Scene, where the drag starts (points), and the sheet's height.
  nonisolated static let sheets: [(scene: String, startY: CGFloat, height: CGFloat)] = [
    ("page-sheet", 200, 787), ("sheet-detents", 600, 411),
  ]

  @Test(arguments: [0, 1], [false, true])
  func aDragDownHeldAtThirtyPercent(_ index: Int, flicked: Bool) throws {
    let (name, startY, height) = Self.sheets[index]
    let harness = try SceneHarness(name)
    harness.forward()
    harness.settle()
    let presented = try #require(harness.screen.presentedViewController)
    let start = CGPoint(x: 200, y: startY)
    let end = CGPoint(x: 200, y: startY + (height * 0.3).rounded())
    harness.driver.drag(
      from: start, to: end, duration: flicked ? 0.2 : 0.9,
      releaseVelocity: CGVector(dx: 0, dy: flicked ? 1500 : 0), release: false)
    // Held: the sheet has followed the finger all the way from where it went down.
    let sheetView = try #require(presented.sheetPresentationController?.sheetView)
    let top = try #require(sheetView.layer.presentation()).frame.minY
    if !flicked {
      #expect(abs(top - (844 - height + (height * 0.3).rounded())) < 0.5)
      try harness.verifyGolden("\(name)-drag-held-030")
    }
    harness.driver.send(.up, at: end)
    harness.settle()
    if flicked {
      #expect(harness.screen.presentedViewController == nil)
      try harness.verifyGolden("\(name)-back-100")
    } else {
      #expect(harness.screen.presentedViewController === presented)
      try harness.verifyGolden("\(name)-forward-100")
    }
  }
}
