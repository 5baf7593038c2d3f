import Foundation
import Segue
import SegueRender
import SegueTesting
import Testing

@testable import SegueDemos

/// The gallery's iOS push in dark mode: the same frames as the light goldens of
/// `TransitionGoldenTests` (`ios-push-forward-050`, `-100`), with the system colours' dark
/// values (docs/uikit-behaviour-2.md §7.6); and switching to dark while the scene is on
/// screen gives exactly the frame a phone started in dark mode shows.
@Suite @MainActor struct DarkModeGoldenTests {
  func push(_ harness: SceneHarness, to percent: Double) {
    harness.forward()
    harness.host.advance(by: harness.scene.forwardDuration * percent / 100)
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark])
  func iosPushHalfwayAndSettled(_ style: UIUserInterfaceStyle) throws {
    let harness = try SceneHarness("ios-push", style: style)
    let suffix = style == .dark ? "-dark" : ""
    push(harness, to: 50)
    try harness.verifyGolden("ios-push\(suffix)-forward-050")
    harness.host.advance(by: harness.scene.forwardDuration / 2)
    try harness.verifyGolden("ios-push\(suffix)-forward-100")
  }

  @Test func switchingToDarkLiveMatchesStartingDark() throws {
    let harness = try SceneHarness("ios-push")
    push(harness, to: 100)
    harness.host.userInterfaceStyle = .dark
    harness.host.step()
    try harness.verifyGolden("ios-push-dark-forward-100")
    harness.host.userInterfaceStyle = .light
    harness.host.step()
    try harness.verifyGolden("ios-push-forward-100")
  }
}
