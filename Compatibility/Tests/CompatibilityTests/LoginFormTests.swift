import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/LoginForm.swift: a sign-in form with two text fields, `#selector`
/// target-action for `.editingChanged`, `textFieldShouldReturn` moving to the next field, a
/// background tap dismissing the keyboard and a bottom constraint moved in `keyboardWillShow`
/// with the notification's frame, duration and curve — typed into in both language modes.
@MainActor struct LoginFormTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  struct Form {
    let controller: UIViewController
    let email: UITextField
    let password: UITextField
    let signIn: UIButton
    let signIns: () -> [String]
  }

  func form(_ mode: Mode) -> Form {
    switch mode {
    case .swift5:
      let c = CompatibilitySwift5.LoginViewController()
      return Form(
        controller: c, email: c.emailField, password: c.passwordField, signIn: c.signInButton,
        signIns: { c.signIns })
    case .swift6:
      let c = CompatibilitySwift6.LoginViewController()
      return Form(
        controller: c, email: c.emailField, password: c.passwordField, signIn: c.signInButton,
        signIns: { c.signIns })
    }
  }

  func centre(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

  @Test(arguments: Mode.allCases)
  func typingSignsInAndTheButtonRidesAboveTheKeyboard(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let form = form(mode)
    driver.show(form.controller)
    await driver.runUntilIdle()
    #expect(form.signIn.frame.maxY == 790)
    #expect(!form.signIn.isEnabled)

    await driver.tap(at: centre(of: form.email))
    #expect(form.email.isFirstResponder)
    await driver.type("kim@example.com\n")
    #expect(form.password.isFirstResponder)
    await driver.type("hunter2")
    #expect(form.signIn.isEnabled)
    await driver.runUntilIdle()
    // The keyboard's top is at 553 pt; the button sits 12 pt above it.
    #expect(form.signIn.frame.maxY == 541)
    #expect(form.password.text == "hunter2")
    try driver.verifyScreenshot(named: "login-form-keyboard")

    // A tap on the background dismisses the keyboard; the button goes back down.
    await driver.tap(at: CGPoint(x: 195, y: 400))
    await driver.runUntilIdle()
    #expect(!form.password.isFirstResponder)
    #expect(form.signIn.frame.maxY == 790)

    // Return in the password field signs in.
    await driver.tap(at: centre(of: form.password))
    await driver.pressKey(.return)
    await driver.runUntilIdle()
    #expect(form.signIns() == ["kim@example.com"])
    #expect(!form.password.isFirstResponder)
  }
}
