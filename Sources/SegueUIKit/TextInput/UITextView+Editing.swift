import Foundation

extension UITextView: TextEditingResponder, UIKeyInput {
  /// Whether the text view has text.
  public var hasText: Bool { !editable.string.isEmpty }

  /// Types `text` as a key press does: it replaces the selection if the delegate allows.
  public func insertText(_ text: String) { offer(editable.inserting(text)) }

  /// Deletes the selection or the character before the caret, as backspace does.
  public func deleteBackward() {
    if let change = editable.deletingBackward() { offer(change) }
  }

  /// One key press while editing: text (and Return, a newline) replaces the selection,
  /// backspace and delete delete, left and right move a character, up and down a line, Home
  /// and End to the line's start and end (with Shift, the selection's end moves), Ctrl+A
  /// selects all.
  func handle(_ event: KeyEvent) {
    let extending = event.modifiers.contains(.shift)
    switch event.key {
    case .text(let typed):
      if event.modifiers.contains(.control) {
        if typed.lowercased() == "a" { select { $0.selectAll() } }
        return
      }
      guard !typed.isEmpty else { return }
      insertText(typed)
    case .return: insertText("\n")
    case .tab: insertText("\t")
    case .deleteBackward: deleteBackward()
    case .deleteForward:
      if let change = editable.deletingForward() { offer(change) }
    case .leftArrow: select { $0.move(forward: false, extending: extending) }
    case .rightArrow: select { $0.move(forward: true, extending: extending) }
    case .home: select { $0.moveHead(to: $0.paragraphBounds(around: $0.caret).start, extending: extending) }
    case .end: select { $0.moveHead(to: $0.paragraphBounds(around: $0.caret).end, extending: extending) }
    case .upArrow, .downArrow:
      let target = lineNeighbour(of: editable.caret, down: event.key == .downArrow)
      select { $0.moveHead(to: target, extending: extending) }
    case .escape: break
    }
  }

  /// Ends editing without asking the delegate (`endEditing(true)`).
  func forceEndEditing() { finishEditing() }

  /// The offset on the line above or below `offset`'s nearest its x (the text's start or end
  /// past the first or last line).
  private func lineNeighbour(of offset: Int, down: Bool) -> Int {
    let here = editedText.point(atOffset: offset)
    let lineHeight = resolvedFont.lineHeight
    let target = CGPoint(x: here.x, y: here.y + (down ? lineHeight * 1.5 : -lineHeight / 2))
    if target.y < 0 { return 0 }
    let found = editedText.offset(nearest: target)
    if down, editedText.point(atOffset: found).y <= here.y { return editable.length }
    return found
  }

  private func select(_ move: (inout EditableText) -> Void) {
    let before = editable.selectedRange
    move(&editable)
    textDidChange()
    if editable.selectedRange != before { textViewDelegate?.textViewDidChangeSelection(self) }
  }

  /// Offers `change` to the delegate (`textView(_:shouldChangeTextIn:replacementText:)`); when
  /// allowed, applies it, then `textViewDidChangeSelection`, `textViewDidChange` and
  /// `textDidChangeNotification`.
  private func offer(_ change: EditableText.Change) {
    guard
      textViewDelegate?.textView(self, shouldChangeTextIn: change.range, replacementText: change.replacement) ?? true
    else { return }
    editable.apply(change)
    textDidChange()
    textViewDelegate?.textViewDidChangeSelection(self)
    textViewDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }
}
