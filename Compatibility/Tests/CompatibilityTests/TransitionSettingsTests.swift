import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/TransitionSettings.swift: a settings screen of UIKit's value controls,
/// wired with `#selector` target–action in the iOS original, whose values drive a custom
/// presentation. Built in both language modes; each control is worked with the pointer.
@MainActor struct TransitionSettingsTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  /// The screen in a navigation controller, and a way to read its controls and changes.
  func settings(_ mode: Mode) -> (UIViewController, () -> [UIControl], () -> [String]) {
    switch mode {
    case .swift5:
      let screen = CompatibilitySwift5.TransitionSettingsViewController()
      return (
        UINavigationController(rootViewController: screen),
        {
          [
            screen.springSwitch, screen.durationSlider, screen.directionControl, screen.cornerStepper,
            screen.pageControl,
          ]
        }, { screen.changes }
      )
    case .swift6:
      let screen = CompatibilitySwift6.TransitionSettingsViewController()
      return (
        UINavigationController(rootViewController: screen),
        {
          [
            screen.springSwitch, screen.durationSlider, screen.directionControl, screen.cornerStepper,
            screen.pageControl,
          ]
        }, { screen.changes }
      )
    }
  }

  /// A point in `view`, in window coordinates.
  func point(_ x: CGFloat, _ y: CGFloat, in view: UIView) -> CGPoint {
    view.convert(CGPoint(x: x, y: y), to: nil)
  }

  @Test(arguments: Mode.allCases)
  func eachControlChangesASettingAndThePreviewUsesThem(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let (root, controls, changes) = settings(mode)
    driver.show(root)
    await driver.runUntilIdle()
    try driver.verifyScreenshot(named: "transition-settings")
    let views = controls()
    let (toggle, slider, direction, stepper, pages) = (views[0], views[1], views[2], views[3], views[4])
    // Off, then the slider's thumb from 0.4 to 0.8 of the 0.2…1.0 range (its centre moves
    // half the 28 pt-thumb travel), "Right", two steps of 4 pt, the next page.
    await driver.tap(at: point(25, 15, in: toggle))
    let travel = slider.bounds.width - 28
    let thumbX = 14 + travel * 0.25
    await driver.drag(
      from: point(thumbX, 15, in: slider), to: point(thumbX + travel * 0.5, 15, in: slider), duration: 0.3)
    await driver.tap(at: point(direction.bounds.width / 2, 16, in: direction))
    await driver.tap(at: point(70, 16, in: stepper))
    await driver.tap(at: point(70, 16, in: stepper))
    await driver.tap(at: point(pages.bounds.maxX - 2, 18, in: pages))
    await driver.runUntilIdle()
    let recorded = changes()
    #expect(recorded.first == "spring false")
    #expect(recorded.contains("duration 0.80"))
    #expect(Array(recorded.suffix(4)) == ["direction 1", "corner 20", "corner 24", "page 1"])
    try driver.verifyScreenshot(named: "transition-settings-changed")
    // The preview comes in from the right over 0.8 s without a spring.
    let button = try #require(root.view.firstDescendant(where: { ($0 as? UIButton)?.currentTitle == "Preview" }))
    await driver.tap(at: point(button.bounds.midX, button.bounds.midY, in: button))
    await driver.advance(by: 0.3)
    try driver.verifyScreenshot(named: "transition-settings-preview")
    await driver.runUntilIdle()
    #expect(driver.finalState == .final(stack: ["Settings"], presented: "Preview"))
  }
}

extension UIView {
  /// The first view in this tree (depth first, self included) that `matches`.
  fileprivate func firstDescendant(where matches: (UIView) -> Bool) -> UIView? {
    if matches(self) { return self }
    for subview in subviews {
      if let found = subview.firstDescendant(where: matches) { return found }
    }
    return nil
  }
}
