import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// The compatibility suite (Compatibility/Sources): transition code written as for iOS,
/// compiled in Swift 5 mode (CompatibilitySwift5) and the same files in Swift 6 mode
/// (CompatibilitySwift6), run headless on a virtual clock. Each scenario is checked by its
/// lifecycle lines and a golden frame (±2 per channel, no differing pixel), and both
/// language modes must give the same pixels.
///
/// `async` because the card animator starts its animation in `DispatchQueue.main.async`.
@MainActor struct CompatibilityTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  static let showCard = CGPoint(x: 195, y: 313)
  static let nextPage = CGPoint(x: 195, y: 413)

  func cardHost(_ mode: Mode) -> UIViewController {
    let root: UIViewController =
      switch mode {
      case .swift5: CompatibilitySwift5.CardHostViewController()
      case .swift6: CompatibilitySwift6.CardHostViewController()
      }
    return UINavigationController(rootViewController: root)
  }

  func flipNavigation(_ mode: Mode) -> UIViewController {
    switch mode {
    case .swift5: CompatibilitySwift5.FlipNavigationController()
    case .swift6: CompatibilitySwift6.FlipNavigationController()
    }
  }

  /// The button's target-action and the dimming view's tap recognizer were `#selector`s in
  /// the iOS original (Compatibility/iOS); a tap on the dimmed screen dismisses the card.
  @Test(arguments: Mode.allCases)
  func cardPresentsOverADimmedScreenWithAnAsyncAnimator(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.show(cardHost(mode))
    await driver.tap(at: Self.showCard)
    await driver.advance(by: 0.2)
    try driver.verifyScreenshot(named: "card-mid-presentation")
    await driver.runUntilIdle()
    #expect(driver.finalState == .final(stack: ["Cards"], presented: "Card"))
    await driver.tap(at: CGPoint(x: 195, y: 150))
    await driver.runUntilIdle()
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"present","interactive":false,"from":"Cards","to":"Card"}"#,
        #"{"t":0.4833,"event":"end","kind":"present","completed":true}"#,
        #"{"t":0.5333,"event":"begin","kind":"dismiss","interactive":false,"from":"Card","to":"Cards"}"#,
        #"{"t":0.9667,"event":"end","kind":"dismiss","completed":true}"#,
        #"{"event":"final","stack":["Cards"],"presented":null}"#,
      ])
  }

  @Test(arguments: Mode.allCases)
  func pushFlipsInWithTheContainersPerspective(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.show(flipNavigation(mode))
    await driver.tap(at: Self.nextPage)
    await driver.advance(by: 0.25)
    try driver.verifyScreenshot(named: "flip-mid-push")
    await driver.runUntilIdle()
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"push","interactive":false,"from":"Page 1","to":"Page 2"}"#,
        #"{"t":0.5667,"event":"end","kind":"push","completed":true}"#,
        #"{"event":"final","stack":["Page 1","Page 2"],"presented":null}"#,
      ])
  }

  @Test func swift5CodeCallingUIKitFromNonisolatedFunctionsRuns() throws {
    let driver = SceneDriver(width: 200, height: 200, scale: 2)
    let root = UIViewController()
    driver.show(root)
    root.view.backgroundColor = .white
    root.view.addSubview(CompatibilitySwift5.makeStyledCard())
    driver.advance(by: 0)
    try driver.verifyScreenshot(named: "styled-card")
  }
}
