import Foundation

extension UITextField: TextEditingResponder, UIKeyInput {
  /// Whether the field has text.
  public var hasText: Bool { !editable.string.isEmpty }

  /// Types `text` as a key press does: it replaces the selection if the delegate allows.
  public func insertText(_ text: String) { offer(editable.inserting(text)) }

  /// Deletes the selection or the character before the caret, as backspace does.
  public func deleteBackward() {
    if let change = editable.deletingBackward() { offer(change) }
  }

  /// One key press while editing: text replaces the selection (a newline is not typed: Return
  /// is `textFieldShouldReturn`), backspace and delete delete, the arrows, Home and End move
  /// the caret (with Shift, the selection's end), up is Home and down is End, Ctrl+A selects
  /// all.
  func handle(_ event: KeyEvent) {
    let extending = event.modifiers.contains(.shift)
    switch event.key {
    case .text(let typed):
      if event.modifiers.contains(.control) {
        if typed.lowercased() == "a" { select { $0.selectAll() } }
        return
      }
      let line = typed.filter { $0 != "\n" && $0 != "\r" }
      guard !line.isEmpty else { return }
      insertText(line)
    case .deleteBackward: deleteBackward()
    case .deleteForward:
      if let change = editable.deletingForward() { offer(change) }
    case .leftArrow: select { $0.move(forward: false, extending: extending) }
    case .rightArrow: select { $0.move(forward: true, extending: extending) }
    case .home, .upArrow: select { $0.moveHead(to: 0, extending: extending) }
    case .end, .downArrow: select { $0.moveHead(to: $0.length, extending: extending) }
    case .return: returnPressed()
    case .tab, .escape: break
    }
  }

  /// Ends editing without asking the delegate (`endEditing(true)`).
  func forceEndEditing() { finishEditing() }

  /// Moves the caret or selection, then tells the delegate.
  private func select(_ move: (inout EditableText) -> Void) {
    let before = editable.selectedRange
    move(&editable)
    textDidChange()
    if editable.selectedRange != before { delegate?.textFieldDidChangeSelection(self) }
  }

  /// Offers `change` to the delegate; when allowed, applies it, then `.editingChanged`,
  /// `textDidChangeNotification` and `textFieldDidChangeSelection`.
  private func offer(_ change: EditableText.Change) {
    guard
      delegate?.textField(self, shouldChangeCharactersIn: change.range, replacementString: change.replacement)
        ?? true
    else { return }
    editable.apply(change)
    textDidChange()
    invalidateIntrinsicContentSize()
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    delegate?.textFieldDidChangeSelection(self)
  }

  /// Return: `textFieldShouldReturn`; when it (or no delegate) allows, `.editingDidEndOnExit`
  /// and `.primaryActionTriggered` are sent, and a field with an action for
  /// `.editingDidEndOnExit` resigns, as UIKit's does.
  private func returnPressed() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    let resigns = hasActions(for: .editingDidEndOnExit)
    sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
    if resigns { resignFirstResponder() }
  }

  /// The clear button: `textFieldShouldClear`; when allowed, the text empties (beginning
  /// editing first when the field was idle), then `.editingChanged` and
  /// `textDidChangeNotification`.
  func clearText() {
    guard delegate?.textFieldShouldClear(self) ?? true else { return }
    if !isFirstResponder { becomeFirstResponder() }
    editable = EditableText("")
    textDidChange()
    invalidateIntrinsicContentSize()
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }
}
