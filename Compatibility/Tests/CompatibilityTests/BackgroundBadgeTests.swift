import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/BackgroundBadge.swift: an image drawn off the main thread with
/// `UIGraphicsBeginImageContextWithOptions`, `UIColor.setFill`, `UIBezierPath.fill`/`stroke`,
/// `UIImage.draw(in:)` and string drawing — none isolated to the main actor, as in UIKit — then
/// shown by an image view on the main actor; built in both language modes.
@MainActor struct BackgroundBadgeTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  func controller(_ mode: Mode) -> (UIViewController, () -> (image: UIImage?, arrivals: Int)) {
    switch mode {
    case .swift5:
      let controller = CompatibilitySwift5.BadgeHeaderViewController()
      return (controller, { (controller.badgeView.image, controller.badgeArrivals) })
    case .swift6:
      let controller = CompatibilitySwift6.BadgeHeaderViewController()
      return (controller, { (controller.badgeView.image, controller.badgeArrivals) })
    }
  }

  @Test(arguments: Mode.allCases)
  func aBadgeDrawnOffTheMainThreadArrivesAndShows(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let (root, state) = controller(mode)
    driver.show(root)
    // The detached task draws on a cooperative thread, then hops to the main actor.
    var frames = 0
    while state().image == nil && frames < 600 {
      await driver.advance(by: 1.0 / 60)
      try await Task.sleep(nanoseconds: 1_000_000)
      frames += 1
    }
    let image = try #require(state().image)
    #expect(state().arrivals == 1)
    #expect(image.size == CGSize(width: 120, height: 120))
    #expect(image.scale == 2)
    await driver.advance(by: 1.0 / 60)
    try driver.verifyScreenshot(named: "background-badge")
  }

  /// Each thread has its own context stack, as in UIKit: a context begun on the main actor is
  /// not the one a background thread draws into, and ending the background one leaves the
  /// main actor's current. (The main actor waits for the thread without suspending, so no
  /// other test sees its context meanwhile.)
  @Test func drawingContextsArePerThread() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 1)
    defer { UIGraphicsEndImageContext() }
    let mainContext = try #require(UIGraphicsGetCurrentContext())
    let result = BackgroundResult()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      result.sawNoContext = UIGraphicsGetCurrentContext() == nil
      result.imageSize = CompatibilitySwift6.BadgeHeaderViewController.renderRing(diameter: 40)?.size
      done.signal()
    }
    thread.start()
    done.wait()
    #expect(result.sawNoContext)
    #expect(result.imageSize == CGSize(width: 40, height: 40))
    #expect(UIGraphicsGetCurrentContext() === mainContext)
  }

  /// What the background thread saw (written there before the semaphore, read after it).
  final class BackgroundResult: @unchecked Sendable {
    var sawNoContext = false
    var imageSize: CGSize?
  }
}
