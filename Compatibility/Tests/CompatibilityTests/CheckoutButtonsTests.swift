import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/CheckoutButtons.swift: iOS 15 button configurations (filled capsule
/// with a trailing symbol, tinted with a subtitle, gray with an activity indicator, plain
/// with a title transformer, a bordered toggle restyled by its update handler), tapped in
/// both language modes.
@MainActor struct CheckoutButtonsTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  struct Screen {
    let controller: UIViewController
    let pay: UIButton
    let save: () -> UIButton
    let follow: () -> UIButton
    let gift: () -> UIButton
    let help: () -> UIButton
    let events: () -> [String]
  }

  func screen(_ mode: Mode) -> Screen {
    switch mode {
    case .swift5:
      let c = CompatibilitySwift5.CheckoutViewController()
      return Screen(
        controller: c, pay: c.payButton, save: { c.saveButton }, follow: { c.followButton }, gift: { c.giftButton },
        help: { c.helpButton }, events: { c.events })
    case .swift6:
      let c = CompatibilitySwift6.CheckoutViewController()
      return Screen(
        controller: c, pay: c.payButton, save: { c.saveButton }, follow: { c.followButton }, gift: { c.giftButton },
        help: { c.helpButton }, events: { c.events })
    }
  }

  func centre(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

  /// The one-line height of `font`'s text as a label measures it, points.
  func lineHeight(_ font: UIFont) -> CGFloat {
    let label = UILabel()
    label.font = font
    label.text = "Pay"
    return label.sizeThatFits(.zero).height
  }

  @Test(arguments: Mode.allCases)
  func theButtonsAreSizedByTheirConfigurations(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let screen = screen(mode)
    driver.show(screen.controller)
    await driver.runUntilIdle()
    // Large: 14 pt above and below the taller of the 17 pt title and the symbol (Segue's
    // symbols are 22 pt squares); pinned 20 pt from each side.
    let body = lineHeight(.systemFont(ofSize: 17))
    let symbol = try #require(UIImage(systemName: "arrow.right")).size
    #expect(screen.pay.frame.height == max(body, symbol.height) + 28)
    #expect(screen.pay.frame.minX == 20 && screen.pay.frame.width == 350)
    // Medium: 7 pt above and below, 12 pt each side; the title and the symbol 8 pt apart.
    let save = screen.save()
    #expect(save.frame.height == body + 14)
    let label = UILabel()
    label.text = "Save for later"
    label.font = .systemFont(ofSize: 17)
    #expect(save.frame.width == label.sizeThatFits(.zero).width + 24)
    // A title and a subtitle stack: 17 pt over 15 pt, beside a 10 pt padded symbol.
    let gift = screen.gift()
    #expect(gift.frame.height == body + lineHeight(.systemFont(ofSize: 15)) + 14)
    #expect(screen.follow().configuration?.title == "Follow")
    try driver.verifyScreenshot(named: "checkout-buttons-\(mode.rawValue)")
  }

  /// Saving lasts 1 s of wall-clock time (asyncAfter): the tap, the checks and the
  /// screenshot run synchronously (a function that is not `async` takes the driver's
  /// synchronous tap and advance), so neither the main queue nor another test runs in between.
  func saveAndDrawTheSpinner(_ driver: SceneDriver, _ screen: Screen, _ mode: Mode) throws {
    driver.tap(at: centre(of: screen.save()))
    #expect(screen.save().configuration?.showsActivityIndicator == true)
    #expect(!screen.save().isEnabled)
    driver.advance(by: 1.0 / 60)
    try driver.verifyScreenshot(named: "checkout-buttons-saving-\(mode.rawValue)")
    driver.tap(at: centre(of: screen.save()))
    #expect(screen.events() == ["follow", "save"], "a disabled button sends nothing")
  }

  @Test(arguments: Mode.allCases)
  func theToggleAndTheSpinnerFollowTheirState(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let screen = screen(mode)
    driver.show(screen.controller)
    await driver.runUntilIdle()

    let follow = screen.follow()
    await driver.tap(at: centre(of: follow))
    await driver.runUntilIdle()
    #expect(follow.isSelected)
    #expect(follow.configuration?.title == "Following")
    #expect(screen.events() == ["follow"], "the selection changes before the action runs")

    try saveAndDrawTheSpinner(driver, screen, mode)
    // asyncAfter's deadline follows the wall clock (docs/architecture.md): wait it out, then
    // let the driver run the main queue.
    try await Task.sleep(for: .milliseconds(1200))
    await driver.advance(by: 0.05)
    #expect(screen.save().configuration?.title == "Saved" && screen.save().isEnabled)

    await driver.tap(at: centre(of: follow))
    await driver.tap(at: centre(of: screen.pay))
    await driver.tap(at: centre(of: screen.help()))
    #expect(!follow.isSelected && follow.configuration?.title == "Follow")
    #expect(screen.events() == ["follow", "save", "unfollow", "pay"])
  }
}
