import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/LegacyDashboard.swift: bar layout guides, the application's status bar
/// frame, `UIControl.State`, monospaced fonts, feedback generators, a rasterized layer whose
/// subclass gives an implicit action, a recognizer made with `target: nil, action: nil`, a
/// memory warning, and a navigation stack set through `viewControllers`; both language modes.
@MainActor struct LegacyDashboardTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  struct Dashboard {
    let controller: UIViewController
    let counter: UILabel
    let button: UIButton
    let badge: CALayer
    let refreshes: () -> Int
    let cacheCount: () -> Int
    let ticks: () -> Int
  }

  func dashboard(_ mode: Mode) -> (UINavigationController, Dashboard) {
    switch mode {
    case .swift5:
      let navigation = CompatibilitySwift5.makeLegacyDashboardNavigation()
      let controller = navigation.viewControllers[0] as! CompatibilitySwift5.LegacyDashboardViewController
      return (
        navigation,
        Dashboard(
          controller: controller, counter: controller.counterLabel, button: controller.refreshButton,
          badge: controller.badgeLayer, refreshes: { controller.refreshCount },
          cacheCount: { controller.cachedThumbnails.count }, ticks: { controller.clockTicks })
      )
    case .swift6:
      let navigation = CompatibilitySwift6.makeLegacyDashboardNavigation()
      let controller = navigation.viewControllers[0] as! CompatibilitySwift6.LegacyDashboardViewController
      return (
        navigation,
        Dashboard(
          controller: controller, counter: controller.counterLabel, button: controller.refreshButton,
          badge: controller.badgeLayer, refreshes: { controller.refreshCount },
          cacheCount: { controller.cachedThumbnails.count }, ticks: { controller.clockTicks })
      )
    }
  }

  @Test(arguments: Mode.allCases)
  func aDashboardWrittenForOldIOSRunsAsItDidThere(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.host.settings.showsStatusBar = true
    let (navigation, dashboard) = dashboard(mode)
    #expect(navigation.viewControllers.count == 1)
    driver.show(navigation)
    await driver.runUntilIdle()
    let controller = dashboard.controller
    // The bar guides reach as far as the bars cover the view: the navigation bar is opaque,
    // so the view starts below it and the top guide is empty; the home indicator's inset
    // (34) below.
    #expect(controller.topLayoutGuide.length == controller.view.safeAreaInsets.top)
    #expect(controller.bottomLayoutGuide.length == 34)
    #expect(dashboard.counter.frame.minY == controller.topLayoutGuide.length + 32)
    #expect(dashboard.button.frame.maxY == controller.view.bounds.height - 34 - 24)
    #expect(UIApplication.shared.statusBarFrame.height == 47)
    #expect(dashboard.badge.frame == CGRect(x: 390 - 36, y: 47 + 12, width: 20, height: 20))
    #expect(dashboard.badge.shouldRasterize && dashboard.badge.rasterizationScale == 2)
    #expect(dashboard.counter.font.familyName == "DejaVu Sans")
    #expect(dashboard.button.titleLabel?.font.familyName == "DejaVu Sans Mono")
    try driver.verifyScreenshot(named: "legacy-dashboard")

    // Refresh: haptics played, the counter moves, the badge's own action runs.
    let played = driver.host.loop.playedFeedback.count
    let button = dashboard.button.convert(CGPoint(x: 100, y: 25), to: nil)
    await driver.tap(at: button)
    #expect(dashboard.refreshes() == 1)
    #expect(dashboard.counter.text == "0043")
    #expect(
      Array(driver.host.loop.playedFeedback.dropFirst(played)) == [
        "impact medium intensity 1.00", "selection changed", "notification success",
      ])
    #expect(dashboard.badge.animation(forKey: "opacity") != nil)
    #expect(dashboard.badge.opacity == 0.6)
    await driver.advance(by: 0.15)
    let midPulse = try #require(dashboard.badge.presentation()?.opacity)
    #expect(midPulse > 0.2 && midPulse < 0.6)

    // The long press added through `init(target: nil, action: nil)` and `addTarget` resets.
    await driver.tap(at: CGPoint(x: 195, y: 400), duration: 0.7)
    #expect(dashboard.refreshes() == 0)
    #expect(dashboard.counter.text == "0042")

    #expect(dashboard.cacheCount() == 1)
    driver.host.simulateMemoryWarning()
    #expect(dashboard.cacheCount() == 0)

    // The delayed perform dims the badge a second after the refresh, and the selector timer
    // ticked three times and invalidated itself: both are timers on the host's virtual clock.
    await driver.advance(by: 1.0)
    #expect(dashboard.badge.opacity == 0.3)
    #expect(dashboard.ticks() == 3)
    #expect(driver.host.loop.timers.count == 0)
  }
}
