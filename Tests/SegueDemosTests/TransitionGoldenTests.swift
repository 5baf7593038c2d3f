import Foundation
import Segue
import SegueRender
import SegueTesting
import Testing

@testable import SegueDemos

/// Golden frames of every gallery transition at scale 2, full 390 × 844 pt window: 0, 25,
/// 50, 75 and 100 % of the forward duration after the forward action, then the same for
/// the back action; and interactive pops of rotate-fade, ios-push (the edge swipe) and
/// full-width-back (iOS 26's swipe from the content), released slowly at
/// 30 % (cancels) and flicked at 30 % (finishes), driven by synthetic touches.
///
/// Record missing goldens with `SEGUE_RECORD_GOLDENS=missing swift test --filter
/// TransitionGoldenTests` and look at every one before committing.
@Suite @MainActor struct TransitionGoldenTests {
  /// The quarters at which frames are compared, percent of a transition's duration.
  static let percents = [0, 25, 50, 75, 100]

  /// Verifies the current frame against the golden `name`, recording a failure as an issue
  /// so the remaining frames are still compared. A frame identical to its golden, pixel for
  /// pixel, passes without the per-pixel diff (slow in debug builds).
  func verify(_ harness: SceneHarness, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
      let frame = harness.host.render()
      let directory = GoldenImage.directory(besides: #filePath)
      let goldenPath = directory.appendingPathComponent("\(name).png").path
      if try RecordMode.fromEnvironment() != .all, FileManager.default.fileExists(atPath: goldenPath),
        let golden = try? PNGCodec.decode(contentsOfFile: goldenPath), Self.identical(frame, golden)
      {
        return
      }
      try GoldenImage.verify(frame, named: name, in: directory)
    } catch {
      Issue.record(error, sourceLocation: sourceLocation)
    }
  }

  /// Whether two bitmaps have the same size and the same pixels.
  static func identical(_ a: Bitmap, _ b: Bitmap) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    let rowBytes = a.width * MemoryLayout<UInt32>.size
    for y in 0..<a.height {
      guard let rowA = a.row(y).baseAddress, let rowB = b.row(y).baseAddress else { return false }
      if memcmp(rowA, rowB, rowBytes) != 0 { return false }
    }
    return true
  }

  /// Frames at `percents` of `duration` from now, compared with `prefix-000` … `prefix-100`.
  func verifyQuarters(_ harness: SceneHarness, _ prefix: String, duration: TimeInterval) {
    var elapsed = 0.0
    for percent in Self.percents {
      let time = duration * Double(percent) / 100
      if time > elapsed { harness.host.advance(by: time - elapsed) }
      elapsed = time
      verify(harness, "\(prefix)-\(String(format: "%03d", percent))")
    }
  }

  @Test(arguments: GalleryTests.sceneNames)
  func forwardAndBackQuarters(_ name: String) throws {
    let harness = try SceneHarness(name)
    harness.forward()
    verifyQuarters(harness, "\(name)-forward", duration: harness.scene.forwardDuration)
    harness.back()
    verifyQuarters(harness, "\(name)-back", duration: harness.scene.backDuration)
    harness.settle()
  }

  /// How an interactive pop is released at 30 % of the screen's width.
  enum Release: String, CaseIterable, Sendable {
    /// The finger slows to rest at 30 % and lifts (release velocity 0): cancels. (A slow
    /// release still moving right would finish rotate-fade: its seed finishes on any
    /// rightward velocity.)
    case slow
    /// The finger flicks right at 800 pt/s as it reaches 30 % and lifts: finishes.
    case flick
  }

  /// The pops driven by touches: the scene and how the finger lets go.
  nonisolated static let interactivePops: [(scene: String, release: Release)] = [
    ("rotate-fade", .slow), ("rotate-fade", .flick), ("ios-push", .slow), ("ios-push", .flick),
    ("full-width-back", .slow), ("full-width-back", .flick),
  ]

  @Test(arguments: TransitionGoldenTests.interactivePops.indices)
  func interactivePopReleasedAtThirtyPercent(_ index: Int) throws {
    let (name, release) = Self.interactivePops[index]
    let harness = try SceneHarness(name)
    harness.forward()
    harness.settle()
    let detail = try #require(harness.navigationController.topViewController)
    #expect(detail !== harness.screen)
    let recordsBefore = harness.driver.records.count

    // rotate-fade's pan starts in the left half; UIKit's edge swipe within 20 pt of the edge;
    // the full-width swipe in the middle of the content, below the carousel.
    let startX: CGFloat = ["rotate-fade": 60, "full-width-back": 140][name] ?? 4
    let start = CGPoint(x: startX, y: 500)
    let end = CGPoint(x: startX + 390 * 0.3, y: 500)
    switch release {
    case .slow:
      harness.driver.drag(
        from: start, to: end, duration: 0.9, releaseVelocity: CGVector(dx: 0, dy: 0), release: false)
    case .flick:
      harness.driver.drag(
        from: start, to: end, duration: 0.2, releaseVelocity: CGVector(dx: 800, dy: 0), release: false)
    }
    // Held at 30 %: the pop is running, scrubbed to 30 %. Scrubbing depends only on the
    // finger's position, so both drags share one golden.
    #expect(harness.navigationController.topViewController === harness.screen)
    let heldX = try #require(detail.view.layer.presentation()).frame.minX
    if name != "rotate-fade" {
      #expect(abs(heldX - 390 * 0.3) < 1)  // the detail slides right with the finger
    } else {
      let interaction = (harness.screen as? RotateFadeViewController)?.navigationDelegate.interactionController
      #expect(abs((interaction?.percentComplete ?? 0) - 0.3) < 1e-9)
      // Rotated part way: the rotated detail's bounding box reaches left of the window.
      let screenOpacity = try #require(harness.screen.view.layer.presentation()).opacity
      #expect(heldX < 0 && screenOpacity > 0.05 && screenOpacity < 0.95)
    }
    verify(harness, "\(name)-pop-held-030")

    harness.driver.send(.up, at: end)
    harness.host.advance(by: 0.1)
    verify(harness, "\(name)-pop-\(release.rawValue)-release-0.1s")
    harness.settle()
    // Settled exactly where the push left off (cancelled) or where the back button's pop
    // ends (finished).
    let finished = release == .flick
    verify(harness, finished ? "\(name)-back-100" : "\(name)-forward-100")

    let records = harness.driver.records.dropFirst(recordsBefore)
    #expect(records.contains { if case .begin(_, .pop, true, _, _) = $0 { true } else { false } })
    #expect(records.contains { if case .end(_, .pop, finished) = $0 { true } else { false } })
    #expect(harness.navigationController.topViewController === (finished ? harness.screen : detail))
    #expect((finished ? harness.screen : detail).view.transform == .identity)
  }
}
