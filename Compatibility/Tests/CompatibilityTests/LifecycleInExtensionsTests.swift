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
  /// screen has appeared with the width it saw in `viewIsAppearing`.
  func controller(_ mode: Mode) -> (UIViewController, UIButton, () -> Int, () -> (Bool, CGFloat)?) {
    switch mode {
    case .swift5:
      let controller = CompatibilitySwift5.ExtensionSettingsViewController()
      return (
        controller, controller.detailsButton, { controller.appearances },
        {
          (controller.presentedViewController as? CompatibilitySwift5.ExtensionDetailsViewController).map {
            ($0.appeared, $0.widthWhenAppearing)
          }
        }
      )
    case .swift6:
      let controller = CompatibilitySwift6.ExtensionSettingsViewController()
      return (
        controller, controller.detailsButton, { controller.appearances },
        {
          (controller.presentedViewController as? CompatibilitySwift6.ExtensionDetailsViewController).map {
            ($0.appeared, $0.widthWhenAppearing)
          }
        }
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
    // The presentation's first frame: the badge was placed in viewIsAppearing, before it.
    driver.advance(by: 1.0 / 60)
    #expect(detailsAppeared()?.1 == 390)
    driver.runUntilIdle()
    #expect(detailsAppeared()?.0 == true)
    try driver.verifyScreenshot(named: "lifecycle-in-extensions-details")
  }
}
