import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/LifecycleInExtensions.swift: lifecycle overrides, a status bar
/// preference and an `@objc` action each in their own extension, as many iOS codebases
/// organise a controller. `segue port` moves the overrides into the class bodies (an override
/// in an extension needs the Objective-C runtime); built in both language modes.
@MainActor struct LifecycleInExtensionsTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  /// The controller, its button, its appearance count, and whether a presented details
  /// screen has appeared.
  func controller(_ mode: Mode) -> (UIViewController, UIButton, () -> Int, () -> Bool?) {
    switch mode {
    case .swift5:
      let controller = CompatibilitySwift5.ExtensionSettingsViewController()
      return (
        controller, controller.detailsButton, { controller.appearances },
        { (controller.presentedViewController as? CompatibilitySwift5.ExtensionDetailsViewController)?.appeared }
      )
    case .swift6:
      let controller = CompatibilitySwift6.ExtensionSettingsViewController()
      return (
        controller, controller.detailsButton, { controller.appearances },
        { (controller.presentedViewController as? CompatibilitySwift6.ExtensionDetailsViewController)?.appeared }
      )
    }
  }

  @Test(arguments: Mode.allCases)
  func overridesFromExtensionsRunAndTheButtonPresents(_ mode: Mode) throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let (root, button, appearances, detailsAppeared) = controller(mode)
    driver.show(root)
    driver.runUntilIdle()
    #expect(appearances() == 1)
    #expect(root.title == "Settings")
    #expect(root.prefersStatusBarHidden)
    try driver.verifyScreenshot(named: "lifecycle-in-extensions")

    let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    driver.tap(at: center)
    driver.runUntilIdle()
    #expect(detailsAppeared() == true)
  }
}
