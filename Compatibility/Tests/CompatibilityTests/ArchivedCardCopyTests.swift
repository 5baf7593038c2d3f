import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/ArchivedCardCopy.swift: a push animator copying the tapped card through
/// `NSKeyedArchiver` (a subclass archiving its own property), a plain `NSObject` observing the
/// detail's title by key path, and a selector timer on the detail screen; both language modes.
@MainActor struct ArchivedCardCopyTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  struct Cards {
    let navigation: UINavigationController
    let card: () -> UIView
    let copy: () -> UIView?
    let titles: () -> [String]
  }

  func cards(_ mode: Mode) -> Cards {
    switch mode {
    case .swift5:
      let navigation = CompatibilitySwift5.makeArchivedCardNavigation()
      let list = navigation.viewControllers[0] as! CompatibilitySwift5.CardListViewController
      return Cards(
        navigation: navigation, card: { list.cardView }, copy: { list.copiedCard }, titles: { list.watchedTitles })
    case .swift6:
      let navigation = CompatibilitySwift6.makeArchivedCardNavigation()
      let list = navigation.viewControllers[0] as! CompatibilitySwift6.CardListViewController
      return Cards(
        navigation: navigation, card: { list.cardView }, copy: { list.copiedCard }, titles: { list.watchedTitles })
    }
  }

  @Test(arguments: Mode.allCases)
  func thePushFliesAnArchivedCopyOfTheCard(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let cards = cards(mode)
    driver.show(cards.navigation)
    await driver.runUntilIdle()
    let card = cards.card()
    let cardCenter = card.convert(CGPoint(x: 179, y: 40), to: nil)
    await driver.tap(at: cardCenter)
    await driver.advance(by: 0.2)
    let copy = try #require(cards.copy())
    #expect(copy !== card && type(of: copy) == type(of: card))
    #expect(copy.subviews.count == 2)
    #expect((copy.subviews[1] as? UILabel)?.text == "Harbour at dawn")
    #expect(copy.layer.cornerRadius == 14 && copy.backgroundColor == .white)
    #expect(card.isHidden)
    try driver.verifyScreenshot(named: "archived-card-mid-push")
    await driver.runUntilIdle()
    #expect(copy.superview == nil && !card.isHidden)
    // The detail's timer ticks three times (every 0.25 s on the virtual clock), then sets the
    // title, which the plain NSObject observer hears.
    let detail = try #require(cards.navigation.topViewController)
    #expect(detail.title == "Harbour")
    await driver.advance(by: 1.0)
    #expect(detail.title == "Ready")
    #expect(cards.titles() == ["Ready"])
  }
}
