import Foundation

/// One key press from a host (a key typed in the X11 window, a test's `type(_:)` or
/// `pressKey(_:modifiers:)`): what the first responder's text input gets. Segue has no input
/// method: a press is either text or one editing key.
public struct KeyEvent: Sendable, Hashable {
  /// The key pressed.
  public enum Key: Sendable, Hashable {
    /// Text the key types (one character from a keyboard; any string from a script).
    case text(String)
    /// Backspace: deletes the selection, or the character before the caret.
    case deleteBackward
    /// Delete: deletes the selection, or the character after the caret.
    case deleteForward
    case leftArrow, rightArrow, upArrow, downArrow
    case home, end
    /// Return (Enter): a text field's `textFieldShouldReturn(_:)`, a newline in a text view.
    case `return`
    case tab
    case escape
  }

  /// Modifier keys held with the key.
  public struct Modifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shift: arrows, Home and End extend the selection.
    public static let shift = Modifiers(rawValue: 1 << 0)
    /// Control: Ctrl+A selects all.
    public static let control = Modifiers(rawValue: 1 << 1)
  }

  public var key: Key
  public var modifiers: Modifiers

  public init(key: Key, modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }
}
