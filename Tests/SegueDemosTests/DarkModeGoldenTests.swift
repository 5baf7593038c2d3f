import Foundation
import Segue
import SegueRender
import SegueTesting
import Testing

@testable import SegueDemos

/// The gallery's iOS push and page sheet in dark mode: the same frames as the light goldens of
/// `TransitionGoldenTests` (`ios-push-forward-050`, `-100`, `page-sheet-…`), with the system colours' dark
/// values (docs/uikit-behaviour-2.md §7.6); and switching to dark while the scene is on
/// screen gives exactly the frame a phone started in dark mode shows.
@Suite @MainActor struct DarkModeGoldenTests {
  func push(_ harness: SceneHarness, to percent: Double) {
    harness.forward()
    harness.host.advance(by: harness.scene.forwardDuration * percent / 100)
  }

  /// A push and a page sheet (whose content is elevated in dark mode, §4.6), light and dark.
  @Test(arguments: ["ios-push", "page-sheet"], [UIUserInterfaceStyle.light, .dark])
  func halfwayAndSettled(_ scene: String, _ style: UIUserInterfaceStyle) throws {
    let harness = try SceneHarness(scene, style: style)
    let suffix = style == .dark ? "-dark" : ""
    push(harness, to: 50)
    try harness.verifyGolden("\(scene)\(suffix)-forward-050")
    harness.host.advance(by: harness.scene.forwardDuration / 2)
    try harness.verifyGolden("\(scene)\(suffix)-forward-100")
  }

  @Test func switchingToDarkLiveMatchesStartingDark() throws {
    let harness = try SceneHarness("ios-push")
    push(harness, to: 100)
    harness.host.settings.userInterfaceStyle = .dark
    harness.host.step()
    try harness.verifyGolden("ios-push-dark-forward-100")
    harness.host.settings.userInterfaceStyle = .light
    harness.host.step()
    try harness.verifyGolden("ios-push-forward-100")
  }
}
