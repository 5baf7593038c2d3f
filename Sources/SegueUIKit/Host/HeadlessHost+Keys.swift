import Foundation

extension HeadlessHost {
  /// Delivers one key press to the first responder now (the clock does not move, as with
  /// `send(_:)` for a pointer event). Nothing happens to any text when no text input is first
  /// responder.
  public func send(_ event: KeyEvent) {
    activate()
    deliver(.key(event))
  }

  /// Types `text` into the first responder, one key press per character with one frame after
  /// each (a newline is Return). A field's delegate and actions see each character, as they see
  /// each key a user types.
  public func type(_ text: String) {
    for event in Self.keyEvents(typing: text) {
      send(event)
      step()
    }
  }

  /// Presses one key (Backspace, an arrow, Return …, or a character with Control) with
  /// `modifiers` held, then runs one frame.
  public func pressKey(_ key: KeyEvent.Key, modifiers: KeyEvent.Modifiers = []) {
    send(KeyEvent(key: key, modifiers: modifiers))
    step()
  }

  /// The key presses that type `text`: one per character, Return for a newline.
  package static func keyEvents(typing text: String) -> [KeyEvent] {
    text.map { character in
      KeyEvent(key: character == "\n" || character == "\r\n" || character == "\r" ? .return : .text(String(character)))
    }
  }
}
