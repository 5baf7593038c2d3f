import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/SlidingTabs.swift: a tab bar controller that is its own delegate, a
/// slide animator chosen by the tabs' index direction, and a pan (a `#selector` in the iOS
/// original) that sets `selectedIndex` and drives a percent-driven interaction controller —
/// tapped and dragged in both language modes (docs/uikit-behaviour-2.md §16).
@MainActor struct SlidingTabsTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  func tabs(_ mode: Mode) -> (UITabBarController, () -> [String]) {
    switch mode {
    case .swift5:
      let c = CompatibilitySwift5.SlidingTabsController()
      return (c, { c.pickedTabs })
    case .swift6:
      let c = CompatibilitySwift6.SlidingTabsController()
      return (c, { c.pickedTabs })
    }
  }

  /// A tap on "Likes" slides it in from the right (golden half way); a drag to the left
  /// past half the width switches to "Share" (golden while dragging); a short drag back
  /// is cancelled and "Share" stays.
  @Test(arguments: Mode.allCases)
  func tabsSlideOnATapAndFollowAPan(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let (controller, picked) = tabs(mode)
    driver.show(controller)
    await driver.runUntilIdle()
    #expect(controller.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
    // The opaque appearance the controller set (a copy) is the one the bar draws.
    #expect(controller.tabBar.standardAppearance.backgroundColor == .secondarySystemBackground)
    #expect(controller.tabBar.standardAppearance.backgroundEffect == nil)

    await driver.tap(at: CGPoint(x: 195, y: 785))
    await driver.advance(by: 0.15)
    try driver.verifyScreenshot(named: "sliding-tabs-tap-midway")
    await driver.runUntilIdle()
    #expect(controller.selectedIndex == 1)
    #expect(picked() == ["Likes"])

    await driver.drag(from: CGPoint(x: 320, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.3, release: false)
    await driver.advance(by: 1.0 / 60)
    try driver.verifyScreenshot(named: "sliding-tabs-dragging")
    driver.send(.up, at: CGPoint(x: 100, y: 400))
    await driver.runUntilIdle()
    #expect(controller.selectedIndex == 2)

    await driver.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 160, y: 400), duration: 0.6, release: true)
    await driver.runUntilIdle()
    #expect(controller.selectedIndex == 2)
    #expect(controller.tabBar.selectedItem === controller.viewControllers?[2].tabBarItem)
    #expect(picked() == ["Likes"], "a pan's switches are not the user picking a tab")
    // The tap's slide lasts the animator's 0.35 s; the pan's switch is interactive, and the
    // short drag back ends cancelled.
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"tab","interactive":false,"from":"Home","to":"Likes"}"#,
        #"{"t":0.4,"event":"end","kind":"tab","completed":true}"#,
        #"{"t":0.4167,"event":"begin","kind":"tab","interactive":true,"from":"Likes","to":"Share"}"#,
        #"{"t":0.8833,"event":"end","kind":"tab","completed":true}"#,
        #"{"t":1,"event":"begin","kind":"tab","interactive":true,"from":"Share","to":"Likes"}"#,
        #"{"t":1.5667,"event":"end","kind":"tab","completed":false}"#,
        #"{"event":"final","stack":["Share"],"presented":null}"#,
      ])
  }
}
