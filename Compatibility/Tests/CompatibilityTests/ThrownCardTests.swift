import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/ThrownCard.swift: a card dragged through a UIKit Dynamics attachment,
/// snapped back after a slow release and thrown off screen with the pan's velocity after a
/// fling; built in both language modes.
@MainActor struct ThrownCardTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  func screen(_ mode: Mode) -> (UIViewController, () -> (events: [String], card: UIView?)) {
    switch mode {
    case .swift5:
      let screen = CompatibilitySwift5.ThrownCardViewController()
      return (screen, { (screen.events, screen.card) })
    case .swift6:
      let screen = CompatibilitySwift6.ThrownCardViewController()
      return (screen, { (screen.events, screen.card) })
    }
  }

  @Test(arguments: Mode.allCases)
  func aSlowReleaseSnapsBackAndAFlingThrowsTheCardAway(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let (root, state) = screen(mode)
    driver.show(root)
    await driver.runUntilIdle()
    // Pulled by its lower right corner, the card follows the finger and swings.
    await driver.drag(
      from: CGPoint(x: 280, y: 520), to: CGPoint(x: 230, y: 640), duration: 0.5,
      releaseVelocity: CGVector(dx: -100, dy: 240), release: false)
    await driver.advance(by: 1.0 / 60)
    try driver.verifyScreenshot(named: "thrown-card-dragged")
    driver.send(.up, at: CGPoint(x: 230, y: 640))
    await driver.runUntilIdle()
    let center = try #require(state().card?.center)
    #expect(abs(center.x - 195) < 0.5 && abs(center.y - 422) < 0.5)
    #expect(state().events == ["snapped back"])

    await driver.drag(
      from: CGPoint(x: 195, y: 422), to: CGPoint(x: 300, y: 380), duration: 0.2,
      releaseVelocity: CGVector(dx: 1800, dy: -600))
    await driver.advance(by: 0.1)
    try driver.verifyScreenshot(named: "thrown-card-flying")
    await driver.runUntilIdle()
    #expect(state().events == ["snapped back", "thrown", "gone"])
    #expect(state().card?.superview == nil)
  }
}
