import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/PullToRefreshFeed.swift: a table view controller whose refresh control
/// (tinted, with an attributed title) calls a `#selector` in the iOS original, loads a story
/// when a `Timer` fires (on the host's clock), inserts it at the top and ends the refresh — pulled
/// by a finger in both language modes (docs/uikit-behaviour-2.md §31).
@MainActor struct PullToRefreshFeedTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  func feed(_ mode: Mode) -> (UITableViewController, () -> [String], () -> Int) {
    switch mode {
    case .swift5:
      let c = CompatibilitySwift5.PullToRefreshFeedController(style: .plain)
      return (c, { c.stories }, { c.refreshCount })
    case .swift6:
      let c = CompatibilitySwift6.PullToRefreshFeedController(style: .plain)
      return (c, { c.stories }, { c.refreshCount })
    }
  }

  /// A long pull refreshes while the finger is down (golden with the strip open and the
  /// title showing); 1.5 s after the action the new story is at the top and the strip
  /// has closed.
  @Test(arguments: Mode.allCases)
  func aPullFetchesAStoryAndTheStripCloses(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let (controller, stories, refreshes) = feed(mode)
    driver.show(UINavigationController(rootViewController: controller))
    await driver.runUntilIdle()
    let table = try #require(controller.tableView)
    let control = try #require(controller.refreshControl)
    let top = table.adjustedContentInset.top

    await driver.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 800), duration: 0.8, release: true)
    #expect(refreshes() == 1 && control.isRefreshing)
    await driver.advance(by: 1.0)
    // Resting below the open strip, which holds the spinner and the title.
    #expect(table.contentOffset.y == -(top + control.bounds.height))
    #expect(control.bounds.height > 60)
    try driver.verifyScreenshot(named: "pull-to-refresh-open")
    #expect(stories().count == 3)

    // The fetch lands 1.5 s after the action (the spinner's endless turn does not hold
    // `runUntilIdle`, so the test waits that long on the host's clock first).
    await driver.advance(by: 1.0)
    await driver.runUntilIdle()
    #expect(stories().first == "Night market returns" && stories().count == 4)
    // The fresh story's row shows its attributed title, the older rows plain text.
    let fresh = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
    #expect(fresh.text == "NEW Night market returns" && fresh.font.pointSize == 13)
    #expect(fresh.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? Double == 1.0)
    let older = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel)
    #expect(older.text == "Harbour reopens after storm" && older.font.pointSize == 17)
    #expect(!control.isRefreshing && table.contentOffset.y == -top)
    #expect(table.adjustedContentInset.top == top)
    #expect(refreshes() == 1)
  }
}
