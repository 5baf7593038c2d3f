import Foundation
import SegueTesting
import Testing

@testable import SegueUIKit

/// A screen with a field and a button pinned above the keyboard the way iOS code does it: a
/// bottom constraint moved in `keyboardWillShow`/`keyboardWillHide` from the notification's
/// end frame, animated with its duration and curve.
@MainActor final class CommentComposerController: UIViewController {
  let field = UITextField()
  let send = UIButton(type: .system)
  let guided = UIView()
  var bottomConstraint: NSLayoutConstraint!
  /// One keyboard notification's name and userInfo values.
  struct Note: Sendable {
    var name: String
    var begin: CGRect?
    var end: CGRect?
    var duration: Double?
    var curve: Int?
    var isLocal: Bool?
  }
  var notes: [Note] = []
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.borderStyle = .roundedRect
    field.placeholder = "Add a comment"
    send.setTitle("Send", for: .normal)
    guided.backgroundColor = .systemTeal
    for item in [field, send, guided] as [UIView] {
      item.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(item)
    }
    bottomConstraint = send.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8)
    NSLayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      send.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      bottomConstraint,
      guided.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      guided.widthAnchor.constraint(equalToConstant: 40),
      guided.heightAnchor.constraint(equalToConstant: 10),
      guided.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
    ])
    let center = NotificationCenter.default
    for name in [
      UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
      UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    ] {
      observers.append(
        center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
          let short = note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
            .replacingOccurrences(of: "Notification", with: "")
          let info = note.userInfo ?? [:]
          let recorded = Note(
            name: short, begin: (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
            end: (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            duration: (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
            curve: (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue,
            isLocal: (info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue)
          let screen = note.object as? UIScreen
          MainActor.assumeIsolated {
            // Another test's keyboard (hosts run side by side) has another screen.
            guard let self, screen === self.view.window?.screen else { return }
            self.notes.append(recorded)
          }
        })
    }
    observers.append(
      center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
        [weak self] note in
        let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        let curve = (note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
        let screen = note.object as? UIScreen
        MainActor.assumeIsolated {
          guard let self, screen === self.view.window?.screen else { return }
          let covered = self.view.bounds.maxY - self.view.convert(frame, from: nil).minY
          self.bottomConstraint.constant = -(covered - self.view.safeAreaInsets.bottom) - 8
          UIView.animate(
            withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
            animations: { self.view.layoutIfNeeded() })
        }
      })
    observers.append(
      center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) {
        [weak self] note in
        let screen = note.object as? UIScreen
        MainActor.assumeIsolated {
          guard let self, screen === self.view.window?.screen else { return }
          self.bottomConstraint.constant = -8
          self.view.layoutIfNeeded()
        }
      })
  }
}

@Suite @MainActor struct KeyboardTests {

  func showComposer() -> (HeadlessHost, CommentComposerController) {
    let host = HeadlessHost()
    let composer = CommentComposerController()
    host.show(composer)
    host.step()
    return (host, composer)
  }

  @Test func showingAndHidingPostUIKitsNotificationsWithExactUserInfo() throws {
    let (host, composer) = showComposer()
    composer.field.becomeFirstResponder()
    host.runUntilIdle()
    #expect(composer.notes.map(\.name) == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
    let shown = CGRect(x: 0, y: 553, width: 390, height: 291)
    let below = CGRect(x: 0, y: 844, width: 390, height: 291)
    for note in composer.notes {
      #expect(note.begin == below)
      #expect(note.end == shown)
      #expect(note.duration == 0.25)
      #expect(note.curve == 7)
      #expect(note.isLocal == true)
    }
    composer.notes = []
    composer.field.resignFirstResponder()
    host.runUntilIdle()
    #expect(composer.notes.map(\.name) == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
    for note in composer.notes {
      #expect(note.begin == shown)
      #expect(note.end == below)
    }
    #expect(host.loop.keyboard.view == nil)
  }

  @Test func theKeyboardSlidesOnCurveSevenAndTheBottomConstraintFollows() throws {
    let (host, composer) = showComposer()
    let restingSend = composer.send.frame
    #expect(restingSend.maxY == 802)
    #expect(composer.guided.frame.maxY == 810)
    composer.field.becomeFirstResponder()
    host.step()
    let keyboard = try #require(host.loop.keyboard.view)
    #expect(keyboard.frame == CGRect(x: 0, y: 553, width: 390, height: 291))
    // Model values move at once; the presentation slides on the system spring.
    #expect(composer.send.frame.maxY == 545)
    #expect(composer.guided.frame.maxY == 553)
    host.advance(by: 0.1)
    let sliding = try #require(keyboard.layer.presentation()).frame.minY
    #expect(sliding > 553 && sliding < 844)
    let sendSliding = try #require(composer.send.layer.presentation()).frame.maxY
    #expect(sendSliding > 553 - 8 && sendSliding < 844 - 34 - 8)
    host.runUntilIdle()
    #expect(keyboard.layer.presentation()?.frame.minY == 553)
    composer.view.endEditing(true)
    host.runUntilIdle()
    #expect(composer.send.frame == restingSend)
    #expect(composer.guided.frame.maxY == 810)
  }

  @Test func switchingFieldsKeepsTheKeyboardUpWithoutNotifications() {
    let (host, composer) = showComposer()
    let other = UITextField(frame: CGRect(x: 16, y: 200, width: 200, height: 34))
    composer.view.addSubview(other)
    composer.field.becomeFirstResponder()
    host.runUntilIdle()
    composer.notes = []
    other.becomeFirstResponder()
    host.runUntilIdle()
    #expect(other.isFirstResponder)
    #expect(!composer.field.isFirstResponder)
    #expect(composer.notes.isEmpty)
    #expect(host.loop.keyboard.isShown)
  }
}
