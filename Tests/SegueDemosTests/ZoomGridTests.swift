import Foundation
import Segue
import SegueTesting
import Testing

@testable import SegueDemos

/// zoom-grid's interactive dismissal, driven by synthetic touches: a drag down on the
/// detail shrinks the page about the finger (golden of the held frame), a release at rest
/// returns it on the cancel spring (goldens at 0.075 s steps), a flick lands it in its cell;
/// a pinch below half lands it, a lighter one returns it; the source cell is asked for on
/// every zoom.
@Suite @MainActor struct ZoomGridTests {
  /// The grid with the detail of item 4 pushed and settled.
  func pushedDetail() throws -> (SceneHarness, ZoomGridViewController, ZoomDetailViewController) {
    let harness = try SceneHarness("zoom-grid")
    harness.forward()
    harness.settle()
    let grid = try #require(harness.screen as? ZoomGridViewController)
    let detail = try #require(harness.navigationController.topViewController as? ZoomDetailViewController)
    return (harness, grid, detail)
  }

  @Test func aReleaseAtRestReturnsThePage() throws {
    let (harness, grid, detail) = try pushedDetail()
    #expect(grid.sourceRequests == 1)
    let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
    #expect(!cell.isHidden)
    // 90 pt down and held: the page at 1 − 0.67 × 90 / 753 of its size.
    harness.driver.drag(
      from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 490), duration: 0.6, releaseVelocity: .zero,
      release: false)
    #expect(cell.isHidden && grid.sourceRequests == 2)
    let card = try #require(detail.view.superview)
    #expect(abs(card.frame.width - CGFloat(390) * (1 - 0.67 * 90 / 753)) < 0.5)
    try harness.verifyGolden("zoom-grid-drag-held")
    harness.driver.send(.up, at: CGPoint(x: 200, y: 490))
    harness.host.step()
    for index in 1...4 {
      harness.host.advance(by: 0.075)
      try harness.verifyGolden("zoom-grid-drag-cancel-\(String(format: "%03d", index * 25))")
    }
    harness.settle()
    #expect(harness.navigationController.topViewController === detail)
    #expect(!cell.isHidden && detail.view.transform == .identity)
    try harness.verifyGolden("zoom-grid-drag-cancel-settled")
  }

  @Test func aFlickDownLandsInTheCell() throws {
    let (harness, grid, _) = try pushedDetail()
    harness.driver.drag(
      from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 490), duration: 0.15,
      releaseVelocity: CGVector(dx: 0, dy: 900), release: false)
    harness.driver.send(.up, at: CGPoint(x: 200, y: 490))
    harness.settle()
    #expect(harness.navigationController.topViewController === grid)
    #expect(grid.sourceRequests == 2)
    #expect(grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isHidden == false)
    try harness.verifyGolden("zoom-grid-drag-flick-settled")
  }

  @Test func aPinchInBelowHalfLandsInTheCellAndALightOneReturns() throws {
    let (harness, grid, detail) = try pushedDetail()
    let centre = CGPoint(x: 195, y: 500)
    // Fingers 200 pt apart closing to 140 pt (scale 0.7), released: the page returns.
    harness.driver.drag(
      from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 430), duration: 0.4, releaseVelocity: .zero,
      mirroredAbout: centre)
    harness.settle()
    #expect(harness.navigationController.topViewController === detail && grid.sourceRequests == 2)
    // 200 pt closing to 60 pt (scale 0.3): lands in the cell.
    harness.driver.drag(
      from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 470), duration: 0.4, releaseVelocity: .zero,
      mirroredAbout: centre)
    harness.settle()
    #expect(harness.navigationController.topViewController === grid && grid.sourceRequests == 3)
    #expect(grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isHidden == false)
  }
}
