import Foundation
import SegueAnimation

/// The keyboard a loop draws while a text input is first responder: it slides up from the
/// bottom of the screen over 0.25 s on UIKit's keyboard curve (curve 7: Core Animation's spring
/// of mass 3, stiffness 1000, damping 500, run for 0.5 s; docs/uikit-behaviour.md §1.2) and
/// slides down when no text input is first responder, posting UIKit's keyboard notifications
/// (docs/uikit-behaviour-2.md §15.3).
///
/// The keyboard follows the first responder on the loop's next turn, so a field that resigns
/// while another becomes first responder leaves it up, and the field's own begin-editing
/// calls come before `keyboardWillShowNotification`, as on iOS.
@MainActor final class SoftwareKeyboard {
  /// The keyboard's height on a portrait phone without the home indicator strip, points
  /// (291 pt with the 34 pt strip on a 390 × 844 pt phone, as iOS 16's English keyboard).
  static let portraitHeight: CGFloat = 257
  /// The keyboard's height in landscape without the home indicator strip, points.
  static let landscapeHeight: CGFloat = 188
  /// Seconds the keyboard takes to slide (UIKit's `keyboardAnimationDurationUserInfoKey`).
  static let animationDuration: TimeInterval = 0.25
  /// The keyboard's animation curve (UIKit's `keyboardAnimationCurveUserInfoKey`).
  static let animationCurve = 7

  private unowned let loop: FrameLoop
  private var updateQueued = false
  /// The drawn keyboard, while shown or sliding away.
  private(set) var view: KeyboardView?
  /// Whether the keyboard is up (or sliding up).
  private(set) var isShown = false
  /// Counts slides; a slide's completion posts its did-notifications only if no slide started
  /// after it (a keyboard sent back down while still rising posts no `keyboardDidShow`).
  private var slideCount = 0

  init(loop: FrameLoop) { self.loop = loop }

  /// Shows or hides the keyboard on the loop's next turn, to match the first responder then.
  func setNeedsUpdate() {
    guard !updateQueued else { return }
    updateQueued = true
    MainQueueTurn.enqueue(for: loop.rootView.layer) { [weak self] in self?.updateIfQueued() }
  }

  /// Runs a queued update now (a key arriving before the loop's next turn finds the keyboard
  /// where the first responder wants it, as on iOS, where both happen in one run-loop turn).
  func updateIfQueued() {
    guard updateQueued else { return }
    updateQueued = false
    update()
  }

  /// Shows the keyboard when a text input is first responder, hides it otherwise.
  func update() {
    let wanted = loop.takesKeys
    if wanted, !isShown { show() } else if !wanted, isShown { hide() }
  }

  /// The keyboard's frame when up, in screen (root view) points.
  var shownFrame: CGRect {
    let size = loop.rootView.bounds.size
    let insets = UIView.deviceSafeAreaInsets(for: size)
    let height = (size.height >= size.width ? Self.portraitHeight : Self.landscapeHeight) + insets.bottom
    return CGRect(x: 0, y: size.height - height, width: size.width, height: height)
  }

  /// The keyboard's frame when down: just below the screen.
  var hiddenFrame: CGRect { shownFrame.offsetBy(dx: 0, dy: shownFrame.height) }

  /// The frame the keyboard has now (its model frame: where it is going), nil when hidden.
  var currentFrame: CGRect? { isShown ? shownFrame : nil }

  /// How much of `view`'s bounds the keyboard covers from the bottom, points (0 when hidden).
  func overlap(of view: UIView) -> CGFloat {
    guard let frame = currentFrame else { return 0 }
    let inView = loop.rootView.convert(frame, to: view)
    return max(view.bounds.maxY - inView.minY, 0)
  }

  private func show() {
    isShown = true
    let keyboard = view ?? KeyboardView(frame: hiddenFrame)
    if view == nil {
      view = keyboard
      loop.rootView.addSubview(keyboard)
    }
    let begin = keyboard.layer.presentation()?.frame ?? keyboard.frame
    slide(
      keyboard, from: begin, to: shownFrame, will: UIResponder.keyboardWillShowNotification,
      did: UIResponder.keyboardDidShowNotification
    ) {}
  }

  private func hide() {
    guard let keyboard = view else { return }
    isShown = false
    let begin = keyboard.layer.presentation()?.frame ?? keyboard.frame
    slide(
      keyboard, from: begin, to: hiddenFrame, will: UIResponder.keyboardWillHideNotification,
      did: UIResponder.keyboardDidHideNotification
    ) { [weak self] in
      guard let self, !self.isShown else { return }
      keyboard.removeFromSuperview()
      self.view = nil
    }
  }

  /// Slides the keyboard, posting `keyboardWillChangeFrame` and `will` inside the animation block
  /// (so layout an observer changes animates along, as on iOS), then `keyboardDidChangeFrame`
  /// and `did` when the slide ends; each with the loop's screen as its object.
  private func slide(
    _ keyboard: KeyboardView, from begin: CGRect, to end: CGRect, will: Notification.Name, did: Notification.Name,
    then finish: @escaping () -> Void
  ) {
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurve),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    let center = NotificationCenter.default
    // The loop's screen is the notifications' object: observers of two hosts in one process
    // (tests side by side) can tell their keyboards apart.
    let screen = loop.screen
    slideCount += 1
    let slide = slideCount
    UIView.animate(
      withDuration: Self.animationDuration, delay: 0,
      options: [UIView.AnimationOptions(rawValue: UInt(Self.animationCurve) << 16), .beginFromCurrentState],
      animations: {
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: screen, userInfo: info)
        center.post(name: will, object: screen, userInfo: info)
        keyboard.frame = end
        self.relayOutKeyboardGuides()
      },
      completion: { _ in
        guard slide == self.slideCount else { return }
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: screen, userInfo: info)
        center.post(name: did, object: screen, userInfo: info)
        finish()
      })
  }

  /// Lays out again, inside the keyboard's animation, every view whose `keyboardLayoutGuide`
  /// is in use, so what is constrained to it moves with the keyboard.
  private func relayOutKeyboardGuides() {
    var pending: [UIView] = [loop.rootView]
    var guided: [UIView] = []
    while let view = pending.popLast() {
      if view.layoutState.guides.contains(where: { $0 is UIKeyboardLayoutGuide }) { guided.append(view) }
      pending.append(contentsOf: view.subviews)
    }
    guard !guided.isEmpty else { return }
    for view in guided { view.setNeedsLayout() }
    for view in guided { view.window?.layoutIfNeeded() }
  }
}
