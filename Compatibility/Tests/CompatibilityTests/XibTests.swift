import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// A xib-backed controller written as Xcode writes one (Compatibility/Sources/*/Interface):
/// `init(nibName: nil, bundle:)` finds `ProfileViewController.xib` by the class's name, File's
/// Owner's outlets and its action are connected before `viewDidLoad`, and a badge made with
/// `UINib` styles itself in `awakeFromNib`. Goldens ±2 per channel, both language modes.
@MainActor struct XibTests {
  typealias Mode = CompatibilityTests.Mode

  static let follow = CGPoint(x: 195, y: 387)

  func profile(_ mode: Mode) -> (controller: UIViewController, state: () -> (following: Bool, badgeAwoke: Bool)) {
    switch mode {
    case .swift5:
      let profile = CompatibilitySwift5.ProfileViewController()
      return (profile, { (profile.following, profile.badgeAwoke) })
    case .swift6:
      let profile = CompatibilitySwift6.ProfileViewController()
      return (profile, { (profile.following, profile.badgeAwoke) })
    }
  }

  @Test(arguments: Mode.allCases)
  func aXibControllersOutletsAndActionAreConnectedAndItsNibViewAwakes(_ mode: Mode) async throws {
    let (controller, state) = profile(mode)
    #expect(!controller.isViewLoaded)
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.show(UINavigationController(rootViewController: controller))
    await driver.runUntilIdle()
    #expect(controller.title == "Ada Lovelace", "viewDidLoad read the nameLabel outlet")
    #expect(state().badgeAwoke, "the badge's awakeFromNib ran after its outlet was connected")
    #expect(!state().following)
    try driver.verifyScreenshot(named: "xib-profile")
    await driver.tap(at: Self.follow)
    await driver.runUntilIdle()
    #expect(state().following, "the xib's touchUpInside action reached File's Owner")
    try driver.verifyScreenshot(named: "xib-profile-following")
  }
}
