import Foundation

extension HeadlessHost {
  /// Delivers one key press to the first responder now, then runs one frame (what the press
  /// started — the keyboard sliding, an animation — begins). Nothing happens to the text when no
  /// text input is first responder.
  public func send(_ event: KeyEvent) {
    activate()
    deliver(.key(event))
    step()
  }

  /// Types `text` into the first responder, one key press per character, one frame after each
  /// (a newline is Return). A field's delegate and actions see each character, as they see each
  /// key a user types.
  public func type(_ text: String) {
    for character in text {
      let key: KeyEvent.Key = character == "\n" || character == "\r" ? .return : .text(String(character))
      send(KeyEvent(key: key))
    }
  }

  /// Presses one key (Backspace, an arrow, Return …, or a character with Control) with
  /// `modifiers` held.
  public func pressKey(_ key: KeyEvent.Key, modifiers: KeyEvent.Modifiers = []) {
    send(KeyEvent(key: key, modifiers: modifiers))
  }
}
