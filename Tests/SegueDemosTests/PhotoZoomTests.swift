import Foundation
import Segue
import SegueTesting
import Testing

@testable import SegueDemos

/// photo-zoom's drag-to-dismiss, driven by synthetic touches through the scroll view's own
/// pan: a drag down from the top follows the finger, a slow release cancels (goldens of the
/// held frame and of the cancel at its quarters), a flick finishes, and a drag while the
/// detail is scrolled down scrolls instead of dismissing.
@Suite @MainActor struct PhotoZoomTests {
  /// The grid with the detail of item 4 presented and settled.
  func presentedDetail() throws -> (SceneHarness, PhotoGridViewController, PhotoDetailViewController) {
    let harness = try SceneHarness("photo-zoom")
    harness.forward()
    harness.settle()
    let grid = try #require(harness.screen as? PhotoGridViewController)
    let detail = try #require(grid.presentedViewController as? PhotoDetailViewController)
    return (harness, grid, detail)
  }

  /// The drag that starts the dismissal: from y = 300 down `distance` points, held there.
  func dragDown(_ harness: SceneHarness, by distance: CGFloat, releaseVelocity: CGVector) {
    harness.driver.drag(
      from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 300 + distance), duration: 0.6,
      releaseVelocity: releaseVelocity, release: false)
  }

  @Test func aSlowReleaseCancelsAndTheDetailStays() throws {
    let (harness, grid, detail) = try presentedDetail()
    let records = harness.driver.records.count
    // 120 pt of drag past the 10 pt the pan needs to begin plus the pull that starts the
    // dismissal: 30 % of the 400 pt dismissal distance once the finger rests.
    dragDown(harness, by: 140, releaseVelocity: .zero)
    let cell = try #require(grid.selectedImageView)
    #expect(cell.isHidden && detail.imageView.isHidden)  // the zooming copy stands in for both
    #expect(detail.scrollView.contentOffset.y == 0)  // pinned at the top while dismissing
    let opacity = try #require(detail.view.layer.presentation()).opacity
    #expect(opacity > 0.5 && opacity < 0.9)
    try harness.verifyGolden("photo-zoom-drag-held")

    // The cancel runs back over the part done: percentComplete × 0.4 s at completion
    // speed 1; frames at its quarters.
    let held = try #require(detail.dismissInteraction).percentComplete
    #expect(held > 0.25 && held < 0.35)
    harness.driver.send(.up, at: CGPoint(x: 200, y: 440))
    harness.host.step()
    for index in 0..<4 {
      let time = held * 0.4 / 4
      harness.host.advance(by: time)
      try harness.verifyGolden("photo-zoom-drag-cancel-\(String(format: "%03d", (index + 1) * 25))")
    }
    harness.settle()
    #expect(grid.presentedViewController === detail)
    #expect(!cell.isHidden && !detail.imageView.isHidden && detail.view.alpha == 1)
    try harness.verifyGolden("photo-zoom-forward-100")
    let ends = harness.driver.records.dropFirst(records).filter { if case .end = $0 { true } else { false } }
    #expect(ends.count == 1)
  }

  @Test func aFlickDownDismisses() throws {
    let (harness, grid, _) = try presentedDetail()
    dragDown(harness, by: 140, releaseVelocity: CGVector(dx: 0, dy: 900))
    harness.driver.send(.up, at: CGPoint(x: 200, y: 440))
    harness.settle()
    #expect(grid.presentedViewController == nil)
    #expect(grid.selectedImageView?.isHidden == false)
    try harness.verifyGolden("photo-zoom-back-100")
  }

  @Test func aDragDownWhileScrolledScrollsInstead() throws {
    let (harness, grid, detail) = try presentedDetail()
    // Scroll the text up by 300 pt, let it settle, then drag down 200 pt: the content
    // scrolls back by 200 pt (the finger rests before lifting: no fling) and the detail
    // stays.
    harness.driver.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.6)
    harness.settle()
    let scrolled = detail.scrollView.contentOffset.y
    #expect(scrolled > 250)
    harness.driver.drag(
      from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.6, releaseVelocity: .zero)
    harness.settle()
    #expect(grid.presentedViewController === detail)
    // (Within 1 pt: the release-velocity estimate over the last 100 ms of a finger coming
    // to rest is not exactly zero, and the content glides a fraction of a point.)
    #expect(abs(detail.scrollView.contentOffset.y - (scrolled - 200)) < 1)
  }
}
