import Foundation

extension UIResponder {
  /// The loop whose window shows this responder: a view's, or a controller's view's (nil when
  /// it is in no loop's tree, as a responder outside a window cannot become first responder).
  var firstResponderLoop: FrameLoop? {
    let view: UIView?
    switch self {
    case let responder as UIView: view = responder
    case let controller as UIViewController: view = controller.viewIfLoaded
    default: view = nil
    }
    guard let view, view.window != nil else { return nil }
    return FrameLoop.showing(view.layer)
  }

  /// `becomeFirstResponder()`'s work: UIKit's order — the current first responder is asked to
  /// resign (a refusal keeps it), then this one takes its place; the keyboard follows on the
  /// loop's next turn (`SoftwareKeyboard.setNeedsUpdate()`).
  func makeFirstResponder() -> Bool {
    guard let loop = firstResponderLoop else { return false }
    if loop.firstResponder === self { return true }
    guard canBecomeFirstResponder else { return false }
    if let current = loop.firstResponder {
      guard current.resignFirstResponder() else { return false }
    }
    loop.firstResponder = self
    loop.keyboard.setNeedsUpdate()
    return true
  }

  /// `resignFirstResponder()`'s work.
  func giveUpFirstResponder() -> Bool {
    guard let loop = firstResponderLoop ?? FrameLoop.current, loop.firstResponder === self else { return true }
    guard canResignFirstResponder else { return false }
    loop.firstResponder = nil
    loop.keyboard.setNeedsUpdate()
    return true
  }
}

extension UIView {
  /// Resigns the first responder if it is this view or one of its subviews; with `force`, it
  /// resigns even when `canResignFirstResponder` (or a delegate) would refuse (UIKit's
  /// `endEditing(_:)`). Returns whether the first responder resigned (true when there was none
  /// inside this view).
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let loop = FrameLoop.showing(layer), let responder = loop.firstResponder else { return true }
    guard let view = responder as? UIView, view.isDescendant(of: self) else { return true }
    if responder.resignFirstResponder() { return true }
    guard force else { return false }
    if let editor = responder as? TextEditingResponder { editor.forceEndEditing() }
    loop.firstResponder = nil
    loop.keyboard.setNeedsUpdate()
    return true
  }
}
