import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/MailboxSearch.swift: a table view controller with a large title, a
/// `UISearchController` in its navigation item filtering the rows (the controller is its
/// `UISearchResultsUpdating`) and a toolbar whose add button uses a `#selector` in the iOS
/// original. Built in both language modes, which must give the same pixels.
@MainActor struct MailboxSearchTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  /// The screen in a navigation controller, and ways to read its rows and counters.
  func mailboxes(_ mode: Mode) -> (UINavigationController, UITableViewController, () -> [String], () -> Int, () -> Int)
  {
    switch mode {
    case .swift5:
      let screen = CompatibilitySwift5.MailboxesViewController(style: .insetGrouped)
      return (
        UINavigationController(rootViewController: screen), screen, { screen.filteredMailboxes },
        { screen.searchUpdates }, { screen.newMailboxCount }
      )
    case .swift6:
      let screen = CompatibilitySwift6.MailboxesViewController(style: .insetGrouped)
      return (
        UINavigationController(rootViewController: screen), screen, { screen.filteredMailboxes },
        { screen.searchUpdates }, { screen.newMailboxCount }
      )
    }
  }

  @Test(arguments: Mode.allCases)
  func searchingFiltersTheListUnderALargeTitleWithAToolbar(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let (nav, screen, rows, updates, added) = mailboxes(mode)
    driver.show(nav)
    await driver.runUntilIdle()
    // Status bar 47 + inline row 44 + large title 52 + search row 52; the toolbar 44 + 34.
    #expect(nav.navigationBar.frame.height == 195)
    #expect(nav.toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 78))
    #expect(screen.tableView.contentOffset.y == -104)
    try driver.verifyScreenshot(named: "mailbox-search-large-title")

    let field = try #require(screen.navigationItem.searchController).searchBar.searchTextField
    await driver.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
    await driver.runUntilIdle()
    await driver.type("tr")
    await driver.runUntilIdle()
    #expect(rows() == ["Trash", "Travel", "Berlin trip"])
    #expect(updates() == 3, "once on activation and once per key")
    try driver.verifyScreenshot(named: "mailbox-search-typed")

    let add = try #require(nav.toolbar.subviews.last { $0 is UIControl })
    await driver.tap(at: add.convert(CGPoint(x: add.bounds.midX, y: add.bounds.midY), to: nil))
    #expect(added() == 1)
  }
}
