import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/ObservedDownloads.swift: `observe(\.contentOffset)` on a scroll view,
/// `observe(\.progress)` on a model's `@objc dynamic` property, a `#selector` observer of the
/// memory-warning notification and a `#keyPath` animation, in both language modes.
@MainActor struct ObservedDownloadsTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  struct Screen {
    let controller: UIViewController
    let setProgress: (Double) -> Void
    let header: UIView
    let progress: UIProgressView
    let status: UILabel
    let reportedOffsets: () -> Int
  }

  func screen(_ mode: Mode) -> Screen {
    switch mode {
    case .swift5:
      let c = CompatibilitySwift5.DownloadsViewController()
      return Screen(
        controller: c, setProgress: { c.model.progress = $0 }, header: c.headerView, progress: c.progressView,
        status: c.statusLabel, reportedOffsets: { c.reportedOffsets })
    case .swift6:
      let c = CompatibilitySwift6.DownloadsViewController()
      return Screen(
        controller: c, setProgress: { c.model.progress = $0 }, header: c.headerView, progress: c.progressView,
        status: c.statusLabel, reportedOffsets: { c.reportedOffsets })
    }
  }

  @Test(arguments: Mode.allCases)
  func observersFollowTheScrollTheModelAndTheNotification(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let screen = screen(mode)
    driver.show(screen.controller)
    await driver.runUntilIdle()
    #expect(screen.progress.progress == 0, "the .initial call set it")
    #expect(screen.status.text == "Downloading Backup.zip")
    screen.setProgress(0.5)
    #expect(screen.progress.progress == 0.5)
    // A 100-point drag up scrolls the list; the header fades with the offset.
    await driver.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 500), duration: 0.25)
    await driver.runUntilIdle()
    #expect(screen.reportedOffsets() > 3)
    #expect(screen.header.alpha < 1 && screen.header.alpha >= 0.2)
    driver.host.simulateMemoryWarning()
    #expect(screen.status.text == "Paused: low memory")
    await driver.runUntilIdle()
    try driver.verifyScreenshot(named: "observed-downloads")
    screen.setProgress(1)
    #expect(screen.status.text == "Done" && screen.progress.progress == 1)
  }
}
