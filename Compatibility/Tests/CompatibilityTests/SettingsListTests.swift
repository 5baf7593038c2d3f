import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/SettingsList.swift: an inset-grouped list layout fed by cell and header
/// registrations through a diffable data source, with accessories, tapped to push a detail
/// screen, in both language modes.
@MainActor struct SettingsListTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  func settings(_ mode: Mode) -> (UIViewController, () -> UICollectionView, () -> [String]) {
    switch mode {
    case .swift5:
      let c = CompatibilitySwift5.SettingsListViewController()
      return (c, { c.collectionView }, { c.opened })
    case .swift6:
      let c = CompatibilitySwift6.SettingsListViewController()
      return (c, { c.collectionView }, { c.opened })
    }
  }

  @Test(arguments: Mode.allCases)
  func theListIsLaidOutAsAnInsetGroupedTableAndATapPushes(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let (controller, collection, opened) = settings(mode)
    driver.show(UINavigationController(rootViewController: controller))
    await driver.runUntilIdle()
    let collectionView = collection()
    #expect(collectionView.backgroundColor == .systemGroupedBackground, "the list's background")
    #expect(collectionView.numberOfSections == 2 && collectionView.numberOfItems(inSection: 0) == 3)
    let rows = (0..<3).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
    #expect(rows.count == 3)
    // Inset 20 pt from each side; 44 pt rows stacked under a 38 pt header.
    #expect(rows.map(\.frame.minX) == [20, 20, 20] && rows.map(\.frame.width) == [350, 350, 350])
    #expect(rows.map(\.frame.height) == [44, 44, 44])
    #expect(rows[1].frame.minY == rows[0].frame.maxY && rows[2].frame.minY == rows[1].frame.maxY)
    // The ends of the section are rounded, the middle is not.
    #expect(rows.map(\.layer.cornerRadius) == [10, 0, 10])
    let header = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
    #expect(header.count == 2)
    try driver.verifyScreenshot(named: "settings-list-\(mode.rawValue)")

    let share = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    await driver.tap(at: share.convert(CGPoint(x: share.bounds.midX, y: share.bounds.midY), to: nil))
    await driver.runUntilIdle()
    #expect(opened() == ["Share"])
    #expect(driver.finalState == .final(stack: ["Settings", "Share"], presented: nil))
  }
}
