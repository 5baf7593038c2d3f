import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/DrawnGauge.swift: a view drawing itself in `draw(_:)` with a gradient,
/// `UIBezierPath` arcs and string drawing, its layer given a `shadowPath` from a rounded
/// `UIBezierPath`, presented by a scaling animator; built in both language modes.
@MainActor struct DrawnGaugeTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  func launcher(_ mode: Mode) -> (UIViewController, () -> (draws: Int, progress: (CGFloat) -> Void)?) {
    switch mode {
    case .swift5:
      let launcher = CompatibilitySwift5.GaugeLauncherViewController()
      return (launcher, { launcher.presentedGauge.map { gauge in (gauge.gaugeDrawCount, gauge.setProgress) } })
    case .swift6:
      let launcher = CompatibilitySwift6.GaugeLauncherViewController()
      return (launcher, { launcher.presentedGauge.map { gauge in (gauge.gaugeDrawCount, gauge.setProgress) } })
    }
  }

  @Test(arguments: Mode.allCases)
  func aDrawnGaugeIsDrawnOnceWhileItAnimatesIn(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let (root, gauge) = launcher(mode)
    driver.show(root)
    await driver.tap(at: CGPoint(x: 195, y: 422))
    await driver.advance(by: 0.15)
    try driver.verifyScreenshot(named: "drawn-gauge-mid")
    await driver.runUntilIdle()
    try driver.verifyScreenshot(named: "drawn-gauge-final")
    // Scaling and fading in moved and scaled the layer only: one drawing.
    let state = try #require(gauge())
    #expect(state.draws == 1)
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"present","interactive":false,"from":"Start","to":"Gauge"}"#,
        #"{"t":0.4,"event":"end","kind":"present","completed":true}"#,
        #"{"event":"final","stack":["Start"],"presented":"Gauge"}"#,
      ])
    state.progress(0.25)
    await driver.advance(by: 1.0 / 60)
    try driver.verifyScreenshot(named: "drawn-gauge-quarter")
    #expect(gauge()?.draws == 2)
  }
}
