import Foundation
import Segue
import SegueTesting
import Testing

@testable import SegueDemos

/// A scene driver showing the gallery with one scene open, and helpers to look at it.
@MainActor struct SceneHarness {
  /// The virtual-clock window (SegueTesting): time, pointer input, screenshots, lifecycle.
  let driver: SceneDriver
  var host: HeadlessHost { driver.host }
  let navigationController: UINavigationController
  let scene: TransitionScene
  let screen: UIViewController

  /// The gallery with the scene called `name` pushed (without animation) and on screen, on a
  /// phone in `style` (light by default).
  init(_ name: String, style: UIUserInterfaceStyle = .light) throws {
    driver = SceneDriver()
    driver.host.settings.userInterfaceStyle = style
    scene = try #require(TransitionScene.named(name))
    let root = try #require(GalleryApp.makeRootViewController(openingScene: name))
    navigationController = try #require(root as? UINavigationController)
    driver.show(root)
    driver.host.step()
    screen = try #require(scene.sceneViewController(in: root))
  }

  /// Runs the forward action and the frame that starts its transition.
  func forward() {
    #expect(scene.performForward(in: navigationController))
    host.step()
  }

  /// Runs the back action and the frame that starts its transition.
  func back() {
    #expect(scene.performBack(in: navigationController))
    host.step()
  }

  /// Runs frames for 1.2 s: longer than any scene's transition (rotate-fade's 1 s is the
  /// longest) and any interactive completion. (Fixed time rather than `runUntilIdle`, whose
  /// idleness is global state other tests in the process may hold.)
  func settle() {
    host.advance(by: 1.2)
  }

  /// Verifies the current frame against the golden `name`.
  func verifyGolden(_ name: String) throws {
    try driver.verifyScreenshot(named: name)
  }

  /// Writes the current frame to `$SEGUE_DEMOS_DUMP/name.png` when that variable is set
  /// (for looking at frames that are not goldens).
  func dump(_ name: String) {
    guard let directory = ProcessInfo.processInfo.environment["SEGUE_DEMOS_DUMP"] else { return }
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try? host.writePNG(toFile: "\(directory)/\(name).png")
  }
}
