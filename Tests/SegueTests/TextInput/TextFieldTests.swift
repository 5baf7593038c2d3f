import Foundation
import SegueTesting
import Testing

@testable import SegueUIKit

/// A sign-in form as iOS code builds it: two rounded-rect fields laid out with Auto Layout,
/// the controller the fields' delegate and a target of their editing events, recording every
/// call, event and notification in the order they come.
@MainActor final class SignInFormController: UIViewController, UITextFieldDelegate {
  let email = UITextField()
  let password = UITextField()
  var log: [String] = []
  /// Characters the email field refuses (`textField(_:shouldChangeCharactersIn:replacementString:)`).
  var refused: Set<Character> = []
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    email.placeholder = "Email"
    email.borderStyle = .roundedRect
    email.keyboardType = .emailAddress
    email.autocapitalizationType = .none
    email.clearButtonMode = .whileEditing
    email.returnKeyType = .next
    password.placeholder = "Password"
    password.borderStyle = .roundedRect
    password.isSecureTextEntry = true
    password.returnKeyType = .done
    for field in [email, password] {
      field.delegate = self
      field.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
      field.addTarget(self, action: SignInFormController.editingChanged, for: .editingChanged)
      field.addTarget(self, action: SignInFormController.editingDidBegin, for: .editingDidBegin)
      field.addTarget(self, action: SignInFormController.editingDidEnd, for: .editingDidEnd)
    }
    NSLayoutConstraint.activate([
      email.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
      email.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      email.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      password.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12),
      password.leadingAnchor.constraint(equalTo: email.leadingAnchor),
      password.trailingAnchor.constraint(equalTo: email.trailingAnchor),
    ])
    let center = NotificationCenter.default
    for name in [
      UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
      UITextField.textDidEndEditingNotification, UIResponder.keyboardWillShowNotification,
      UIResponder.keyboardDidShowNotification, UIResponder.keyboardWillHideNotification,
      UIResponder.keyboardDidHideNotification,
    ] {
      observers.append(
        center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
          let short = note.name.rawValue.replacingOccurrences(of: "Notification", with: "")
          let screen = note.object as? UIScreen
          MainActor.assumeIsolated {
            // Another test's keyboard (hosts run side by side) has another screen.
            guard let self, screen == nil || screen === self.view.window?.screen else { return }
            self.log.append("note \(short)")
          }
        })
    }
  }

  func name(_ field: UITextField) -> String { field === email ? "email" : "password" }

  func editingChanged(_ sender: UITextField) { log.append("action changed \(name(sender)) \(sender.text ?? "")") }
  func editingDidBegin(_ sender: UITextField) { log.append("action begin \(name(sender))") }
  func editingDidEnd(_ sender: UITextField) { log.append("action end \(name(sender))") }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    log.append("shouldBegin \(name(textField))")
    return true
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin \(name(textField))") }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    log.append("shouldChange \(name(textField)) \(range.location),\(range.length) \"\(string)\"")
    return !string.contains { refused.contains($0) }
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    log.append("shouldReturn \(name(textField))")
    if textField === email { password.becomeFirstResponder() } else { textField.resignFirstResponder() }
    return false
  }
  func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd \(name(textField))") }
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    log.append("shouldClear \(name(textField))")
    return true
  }
}

@Suite @MainActor struct TextFieldTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  func showForm() -> (HeadlessHost, SignInFormController) {
    let host = HeadlessHost()
    let form = SignInFormController()
    host.show(form)
    host.step()
    return (host, form)
  }

  func centre(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

  @Test func aTapBeginsEditingAndTypingFiresDelegateActionsAndNotificationsInUIKitsOrder() {
    let (host, form) = showForm()
    #expect(form.email.frame == CGRect(x: 20, y: 87, width: 350, height: 34))
    host.tap(at: centre(of: form.email))
    #expect(form.email.isFirstResponder)
    #expect(form.email.isEditing)
    host.type("ab")
    host.runUntilIdle()
    #expect(form.email.text == "ab")
    #expect(
      form.log == [
        "shouldBegin email", "didBegin email", "action begin email", "note UITextFieldTextDidBeginEditing",
        "note UIKeyboardWillShow",
        "shouldChange email 0,0 \"a\"",
        "action changed email a", "note UITextFieldTextDidChange",
        "shouldChange email 1,0 \"b\"", "action changed email ab", "note UITextFieldTextDidChange",
        "note UIKeyboardDidShow",
      ])
  }

  @Test func returnMovesToTheNextFieldAndTheKeyboardStaysUp() {
    let (host, form) = showForm()
    form.email.becomeFirstResponder()
    host.runUntilIdle()
    form.log = []
    host.pressKey(.return)
    host.runUntilIdle()
    #expect(form.password.isFirstResponder)
    #expect(!form.email.isEditing)
    #expect(
      form.log == [
        "shouldReturn email", "shouldBegin password", "didEnd email", "action end email",
        "note UITextFieldTextDidEndEditing", "didBegin password", "action begin password",
        "note UITextFieldTextDidBeginEditing",
      ])
    form.log = []
    host.pressKey(.return)
    host.runUntilIdle()
    #expect(!form.password.isFirstResponder)
    #expect(
      form.log == [
        "shouldReturn password", "didEnd password", "action end password", "note UITextFieldTextDidEndEditing",
        "note UIKeyboardWillHide", "note UIKeyboardDidHide",
      ])
  }

  @Test func shouldChangeCharactersReturningFalseBlocksTheEdit() {
    let (host, form) = showForm()
    form.refused = ["1", "2"]
    form.email.becomeFirstResponder()
    host.type("a1b2")
    #expect(form.email.text == "ab")
    #expect(
      form.log.filter { $0.hasPrefix("action changed") } == ["action changed email a", "action changed email ab"])
    #expect(form.log.contains("shouldChange email 1,0 \"1\""))
    #expect(form.log.contains("shouldChange email 2,0 \"2\""))
  }

  @Test func aSelectionMadeWithShiftArrowsIsReplacedByTyping() {
    let (host, form) = showForm()
    form.email.text = "hello world"
    form.email.becomeFirstResponder()
    for _ in 0..<5 { host.pressKey(.leftArrow, modifiers: .shift) }
    #expect(form.email.editable.selectedRange == NSRange(location: 6, length: 5))
    host.type("there")
    #expect(form.email.text == "hello there")
    #expect(form.log.contains("shouldChange email 6,5 \"t\""))
    host.pressKey(.home)
    host.pressKey(.deleteForward)
    host.pressKey(.end)
    host.pressKey(.deleteBackward)
    #expect(form.email.text == "ello ther")
    host.pressKey(.leftArrow)
    host.pressKey(.leftArrow)
    host.type("X")
    #expect(form.email.text == "ello thXer")
    host.pressKey(.text("a"), modifiers: .control)
    #expect(form.email.editable.selectedRange == NSRange(location: 0, length: 10))
    host.pressKey(.deleteBackward)
    #expect(form.email.text == "")
  }

  @Test func secureEntryDrawsOneBulletPerCharacter() {
    let (host, form) = showForm()
    form.password.becomeFirstResponder()
    host.type("pässw🙂rd")
    #expect(form.password.text == "pässw🙂rd")
    #expect(form.password.editedText.label.text == String(repeating: "\u{2022}", count: 8))
    host.pressKey(.leftArrow)
    host.pressKey(.leftArrow)
    host.pressKey(.leftArrow)
    host.pressKey(.deleteBackward)
    #expect(form.password.text == "päss🙂rd")
  }

  @Test func aTapElsewhereKeepsTheFieldEditingUntilEndEditing() {
    let (host, form) = showForm()
    host.tap(at: centre(of: form.email))
    host.tap(at: CGPoint(x: 200, y: 400))
    #expect(form.email.isFirstResponder)
    #expect(form.view.endEditing(true))
    #expect(!form.email.isFirstResponder)
    #expect(!form.email.isEditing)
    host.runUntilIdle()
    #expect(form.log.suffix(2) == ["note UIKeyboardWillHide", "note UIKeyboardDidHide"])
  }

  @Test func keysGoNowhereWithoutAFirstResponder() {
    let (host, form) = showForm()
    #expect(!host.loop.deliverKey(KeyEvent(key: .text("q"))))
    #expect(form.email.text == "")
    #expect(form.email.becomeFirstResponder())
    #expect(host.loop.deliverKey(KeyEvent(key: .text("q"))))
    #expect(form.email.text == "q")
  }

  @Test func theClearButtonEmptiesTheFieldWhileEditing() {
    let (host, form) = showForm()
    host.tap(at: centre(of: form.email))
    host.type("abc")
    let clear = form.email.clearButtonRect(forBounds: form.email.bounds)
    #expect(clear == CGRect(x: 325, y: 7.5, width: 19, height: 19))
    #expect(!form.email.clearButton.isHidden)
    host.tap(at: form.email.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil))
    #expect(form.email.text == "")
    #expect(form.log.suffix(3) == ["shouldClear email", "action changed email ", "note UITextFieldTextDidChange"])
  }

  @Test func editingWithTheKeyboardUpMatchesItsGolden() throws {
    let (host, form) = showForm()
    host.tap(at: centre(of: form.email))
    host.type("kim@example.com")
    form.password.text = "secret"
    host.advance(by: 0.6)
    // The caret blinks with a 1 s period from the last key: lit again after a key.
    host.pressKey(.leftArrow)
    try GoldenImage.verify(host.render(), named: "text-field-keyboard", in: Self.goldens, tolerance: 2)
  }
}
