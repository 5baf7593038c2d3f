import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/DropInMenu.swift: a presentation animated by UIKit Dynamics — gravity,
/// a collision boundary and elasticity — completing in the dynamic animator delegate's
/// `dynamicAnimatorDidPause`; built in both language modes.
@MainActor struct DropInMenuTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  func launcher(_ mode: Mode) -> UIViewController {
    switch mode {
    case .swift5: CompatibilitySwift5.DropInMenuLauncherViewController()
    case .swift6: CompatibilitySwift6.DropInMenuLauncherViewController()
    }
  }

  @Test(arguments: Mode.allCases)
  func theMenuDropsInWithGravityBouncesAndCompletesWhenAtRest(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.show(launcher(mode))
    await driver.tap(at: CGPoint(x: 195, y: 422))
    // 4000 points/s² over 844 points: the menu lands after 0.65 s at 2598 points/s and
    // rebounds at 0.35 of that, rising 103 points in 0.23 s.
    await driver.advance(by: 0.85)
    try driver.verifyScreenshot(named: "drop-in-menu-bounce")
    await driver.runUntilIdle()
    try driver.verifyScreenshot(named: "drop-in-menu-final")
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"present","interactive":false,"from":"Home","to":"Menu"}"#,
        #"{"t":1.55,"event":"end","kind":"present","completed":true}"#,
        #"{"event":"final","stack":["Home"],"presented":"Menu"}"#,
      ])
  }
}
