import Foundation
import Segue
import SegueTesting
import Testing

@testable import ExampleStoryboardApp

/// The app as Xcode's storyboard template makes it: launched from its delegate, the scene
/// manifest in Resources/Info.plist names the scene delegate and Main.storyboard, whose
/// initial navigation controller becomes the window's root; "Open card" runs the show
/// segue and the card grows out of the button; Back pops it.
@MainActor struct ExampleStoryboardAppTests {
  static let openCard = CGPoint(x: 195, y: 467)
  static let back = CGPoint(x: 40, y: 75)

  @Test func theStoryboardMakesTheWindowAndTheShowSeguePushesTheCard() async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let window = try #require(driver.launch(AppDelegate.self))
    let navigation = try #require(window.rootViewController as? UINavigationController)
    #expect(navigation.viewControllers.map { "\(type(of: $0))" } == ["ViewController"])
    await driver.runUntilIdle()
    try driver.verifyScreenshot(named: "cards")

    await driver.tap(at: Self.openCard)
    await driver.advance(by: 0.15)
    try driver.verifyScreenshot(named: "card-growing")
    await driver.runUntilIdle()
    #expect(driver.finalState == .final(stack: ["Cards", "Card"], presented: nil))
    let card = try #require(navigation.topViewController as? CardViewController)
    #expect(card.cardView.backgroundColor == .systemIndigo, "prepare(for:sender:) set the card's colour")
    try driver.verifyScreenshot(named: "card")

    await driver.tap(at: Self.back)
    await driver.runUntilIdle()
    #expect(driver.finalState == .final(stack: ["Cards"], presented: nil))
  }
}
