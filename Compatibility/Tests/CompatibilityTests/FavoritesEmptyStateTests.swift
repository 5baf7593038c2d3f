import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/FavoritesEmptyState.swift: an iOS 17 empty state set in
/// `updateContentUnavailableConfiguration(using:)`, its button adding a row, in both modes.
@MainActor struct FavoritesEmptyStateTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  func favorites(_ mode: Mode) -> (UITableViewController, () -> [String]) {
    switch mode {
    case .swift5:
      let c = CompatibilitySwift5.FavoritesViewController()
      return (c, { c.favorites })
    case .swift6:
      let c = CompatibilitySwift6.FavoritesViewController()
      return (c, { c.favorites })
    }
  }

  @Test(arguments: Mode.allCases)
  func theEmptyStateShowsUntilTheButtonAddsAFavorite(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let (controller, favorites) = favorites(mode)
    driver.show(UINavigationController(rootViewController: controller))
    await driver.runUntilIdle()
    let empty = try #require(controller.view.subviews.last as? UIContentUnavailableView)
    #expect(empty.frame == controller.view.bounds)
    #expect((controller.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)?.text == "No Favorites")
    try driver.verifyScreenshot(named: "favorites-empty-\(mode.rawValue)")

    let button = try #require(empty.subviews.compactMap { $0 as? UIButton }.first { !$0.isHidden })
    #expect(button.configuration?.title == "Add Sample")
    await driver.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
    await driver.runUntilIdle()
    #expect(favorites() == ["Golden Gate"])
    #expect(controller.contentUnavailableConfiguration == nil)
    #expect(empty.superview == nil, "the empty state is removed")
    #expect(controller.tableView.numberOfRows(inSection: 0) == 1)
  }
}
