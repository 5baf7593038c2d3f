import Foundation
import SegueTesting
import Testing

@testable import SegueUIKit

/// Interface orientations (docs/uikit-behaviour-2.md §19.2): UIKit's raw values and masks, and
/// the preview's answer from the window's shape.
@MainActor @Suite struct InterfaceOrientationTests {
  private final class PortraitOnly: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  }

  @Test func rawValuesAndMasksAreUIKits() {
    #expect(UIInterfaceOrientation.portrait.rawValue == 1)
    #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4)
    #expect(UIInterfaceOrientation.landscapeRight.rawValue == 3)
    #expect(UIInterfaceOrientationMask.landscape.rawValue == 24)
    #expect(UIInterfaceOrientationMask.all.rawValue == 30)
    #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
    #expect(UIInterfaceOrientation.landscapeRight.isLandscape && !UIInterfaceOrientation.portrait.isLandscape)
  }

  @Test func controllersDefaultToAllButUpsideDownAndCanNarrowIt() {
    #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
    #expect(UIViewController().preferredInterfaceOrientationForPresentation == .portrait)
    #expect(UIViewController().shouldAutorotate)
    let narrowed: UIViewController = PortraitOnly()
    #expect(narrowed.supportedInterfaceOrientations == .portrait)
  }

  @Test func theWindowsShapeGivesTheOrientation() {
    let tall = SceneDriver(width: 390, height: 844, scale: 1)
    tall.show(UIViewController())
    #expect(UIApplication.shared.statusBarOrientation == .portrait)
    let wide = SceneDriver(width: 844, height: 390, scale: 1)
    wide.show(UIViewController())
    #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
    #expect(UIDevice.current.orientation == .landscapeLeft)
  }
}

/// `UIApplication.value(forKeyPath: #keyPath(UIApplication.shared))`, the app-extension-safe
/// way to reach the application (docs/uikit-behaviour-2.md §19.4).
@MainActor @Suite struct ApplicationClassKeyValueCodingTests {
  @Test func theSharedKeyGivesTheSharedApplication() {
    #expect(UIApplication.value(forKeyPath: "shared") as? UIApplication === UIApplication.shared)
    #expect(UIApplication.value(forKey: "sharedApplication") as? UIApplication === UIApplication.shared)
    #expect(UIApplication.value(forKey: "keyWindow") == nil)
  }
}
