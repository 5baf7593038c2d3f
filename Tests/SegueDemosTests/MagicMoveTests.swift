import Foundation
import Segue
import SegueAnimation
import Testing

@testable import SegueDemos

/// magic-move (seed 002): a snapshot flies between the list's photo and the detail's image
/// on a spring (0.75 s, damping 0.55, velocity 1/0.55), with the seed's hidden/visible
/// bookkeeping.
@Suite @MainActor struct MagicMoveTests {
  let spring = UIViewSpringTiming(duration: 0.75, dampingRatio: 0.55, initialVelocity: 1 / 0.55)

  func interpolate(_ from: CGRect, _ to: CGRect, _ p: Double) -> CGRect {
    let p = CGFloat(p)
    return CGRect(
      x: from.minX + (to.minX - from.minX) * p, y: from.minY + (to.minY - from.minY) * p,
      width: from.width + (to.width - from.width) * p, height: from.height + (to.height - from.height) * p)
  }

  func expectClose(_ a: CGRect, _ b: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    let delta = max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
    #expect(delta < 1e-6, "\(a) vs \(b)", sourceLocation: sourceLocation)
  }

  @Test func tappingAPhotoFliesItsSnapshotIntoTheDetailAndBack() throws {
    let harness = try SceneHarness("magic-move")
    let screen = try #require(harness.screen as? MagicMoveViewController)
    let container = try #require(screen.view.superview)
    // Tap the second photo (the ocean) for real.
    let photo = screen.photoButtons[1]
    harness.driver.tap(at: photo.convert(CGPoint(x: photo.bounds.midX, y: photo.bounds.midY), to: nil))
    harness.host.step()
    let detail = try #require(harness.navigationController.topViewController as? MagicMoveDetailViewController)
    #expect(!screen.isImg1 && detail.title == "Ocean")
    let snapshot = try #require(container.subviews.last)
    #expect(snapshot !== detail.view && container.subviews.dropLast().last === detail.view)
    #expect(screen.imageViews[1].isHidden && detail.imgView.isHidden)

    // Mid-flight: the snapshot's frame and the detail's opacity follow the spring.
    let start = CGRect(x: 16, y: 20 + 239 + 48, width: 358, height: 239)
    let end = CGRect(x: 0, y: 0, width: 390, height: 260)
    harness.host.advance(by: 0.1)
    let p = spring.value(at: 0.1)
    #expect(p > 0.5 && p < 1)
    expectClose(try #require(snapshot.layer.presentation()).frame, interpolate(start, end, p))
    #expect(abs(Double(detail.view.layer.presentation()?.opacity ?? -1) - p) < 1e-5)
    try harness.verifyGolden("magic-move-0.1s")

    harness.settle()
    // The seed's bookkeeping after the push: the snapshot stays hidden in the container,
    // the detail image shows, the list photo stays hidden.
    #expect(snapshot.superview === container && snapshot.isHidden)
    #expect(!detail.imgView.isHidden && screen.imageViews[1].isHidden)
    #expect(screen.view.superview == nil)

    harness.back()
    // Popping reuses the snapshot: visible again, flying back over the list.
    #expect(!snapshot.isHidden && container.subviews.first === screen.view)
    harness.host.advance(by: 0.2)
    expectClose(try #require(snapshot.layer.presentation()).frame, interpolate(end, start, spring.value(at: 0.2)))
    harness.settle()
    #expect(harness.navigationController.topViewController === screen)
    #expect(snapshot.superview == nil && !screen.imageViews[1].isHidden)
    #expect(detail.view.superview == nil && container.subviews == [screen.view])
  }
}
