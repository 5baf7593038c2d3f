import Foundation

/// A responder that edits text with the keys a host delivers (text fields and text views):
/// the arrows, Home, End, Return and selection keys as well as `UIKeyInput`'s text.
@MainActor protocol TextEditingResponder: UIResponder {
  /// Handles one key press while first responder.
  func handle(_ event: KeyEvent)
  /// Ends editing without asking the delegate (`endEditing(true)` on a refusing responder).
  func forceEndEditing()
}

extension FrameLoop {
  /// Whether a key press goes to the first responder now: a text input is first responder
  /// (the window then keeps its own keys, such as Q and space, away from the host).
  package var takesKeys: Bool {
    guard let responder = firstResponder, responder.firstResponderLoop === self else { return false }
    return responder is TextEditingResponder || responder is UIKeyInput
  }

  /// Delivers one key press to the first responder: a text field or text view edits with it; any
  /// other `UIKeyInput` gets `insertText(_:)` for text and `deleteBackward()` for backspace.
  /// Returns false (nothing done) when no text input is first responder.
  @discardableResult
  package func deliverKey(_ event: KeyEvent) -> Bool {
    activate()
    keyboard.updateIfQueued()
    guard takesKeys, let responder = firstResponder else { return false }
    if let editor = responder as? TextEditingResponder {
      editor.handle(event)
    } else if let input = responder as? UIKeyInput {
      switch event.key {
      case .text(let text): input.insertText(text)
      case .return: input.insertText("\n")
      case .deleteBackward: input.deleteBackward()
      default: break
      }
    }
    setNeedsFrames()
    return true
  }
}
