import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Storyboard apps written as Xcode writes them (Compatibility/Sources/*/Interface):
/// loaded from the target's resources, run headless, checked by the lifecycle and golden
/// frames (±2 per channel), the same in Swift 5 and Swift 6 mode.
@MainActor struct StoryboardTests {
  typealias Mode = CompatibilityTests.Mode

  func navigation(_ mode: Mode) -> UIViewController {
    switch mode {
    case .swift5: CompatibilitySwift5.makeStoryboardNavigation()
    case .swift6: CompatibilitySwift6.makeStoryboardNavigation()
    }
  }

  /// Row 2 ("Lime"): its prototype cell's show segue pushes the detail, which
  /// prepare(for:sender:) filled in; Done unwinds back through the exit.
  @Test(arguments: Mode.allCases)
  func aCellSeguePushesThePreparedDetailAndDoneUnwinds(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.show(navigation(mode))
    await driver.runUntilIdle()
    try driver.verifyScreenshot(named: "storyboard-items")
    await driver.tap(at: CGPoint(x: 195, y: 91 + 64 + 32))
    await driver.advance(by: 0.25)
    try driver.verifyScreenshot(named: "storyboard-push-mid")
    await driver.runUntilIdle()
    #expect(driver.finalState == .final(stack: ["Fruit", "Lime"], presented: nil))
    try driver.verifyScreenshot(named: "storyboard-detail")
    await driver.tap(at: Self.done)
    await driver.runUntilIdle()
    #expect(driver.finalState == .final(stack: ["Fruit"], presented: nil))
    #expect(
      driver.jsonLines.filter { $0.contains("\"begin\"") }.count == 2,
      "a push and the unwind's pop: \(driver.jsonLines)")
  }

  static let openCard = CGPoint(x: 195, y: 445)
  static let fadeToCard = CGPoint(x: 195, y: 505)
  static let done = CGPoint(x: 195, y: 565)

  /// "Open card": a presentation segue whose transitioning delegate prepare(for:sender:)
  /// set (the card slides up in 0.4 s); its Close button is an @IBAction. "Fade to card": a
  /// custom UIStoryboardSegue subclass presenting with a cross-dissolve.
  @Test(arguments: Mode.allCases)
  func aPresentationSegueUsesTheTransitioningDelegateAndACustomSegueFades(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.show(navigation(mode))
    await driver.runUntilIdle()
    await driver.tap(at: CGPoint(x: 195, y: 91 + 32))
    await driver.runUntilIdle()
    await driver.tap(at: Self.openCard)
    await driver.advance(by: 0.2)
    try driver.verifyScreenshot(named: "storyboard-card-mid")
    await driver.runUntilIdle()
    #expect(driver.finalState == .final(stack: ["Fruit", "Orange"], presented: "FruitCardViewController"))
    try driver.verifyScreenshot(named: "storyboard-card")
    await driver.tap(at: CGPoint(x: 195, y: 462))
    await driver.runUntilIdle()
    #expect(driver.finalState == .final(stack: ["Fruit", "Orange"], presented: nil))
    await driver.tap(at: Self.fadeToCard)
    await driver.advance(by: 0.15)
    try driver.verifyScreenshot(named: "storyboard-fade-mid")
    await driver.runUntilIdle()
    #expect(driver.finalState == .final(stack: ["Fruit", "Orange"], presented: "FruitCardViewController"))
    #expect(driver.jsonLines.contains { $0.contains("\"kind\":\"present\"") })
  }
}

/// An app without scenes launched from its Info.plist's UIMainStoryboardFile.
@MainActor struct MainStoryboardLaunchTests {
  @Test(arguments: CompatibilityTests.Mode.allCases)
  func theMainStoryboardRootsTheDelegatesWindowBeforeLaunchFinishes(_ mode: CompatibilityTests.Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let rootsSeen: () -> [String]
    let keyWhenFinishing: () -> Bool?
    switch mode {
    case .swift5:
      driver.launch(CompatibilitySwift5.StoryboardAppDelegate.self)
      let delegate = try #require(UIApplication.shared.delegate as? CompatibilitySwift5.StoryboardAppDelegate)
      (rootsSeen, keyWhenFinishing) = ({ delegate.rootsSeen }, { delegate.keyWhenFinishing })
    case .swift6:
      driver.launch(CompatibilitySwift6.StoryboardAppDelegate.self)
      let delegate = try #require(UIApplication.shared.delegate as? CompatibilitySwift6.StoryboardAppDelegate)
      (rootsSeen, keyWhenFinishing) = ({ delegate.rootsSeen }, { delegate.keyWhenFinishing })
    }
    #expect(rootsSeen() == ["UINavigationController", "UINavigationController"])
    #expect(keyWhenFinishing() == false, "the window is shown after didFinishLaunching returns")
    await driver.runUntilIdle()
    #expect(driver.finalState == .final(stack: ["Fruit"], presented: nil))
    try driver.verifyScreenshot(named: "storyboard-items")
  }
}
