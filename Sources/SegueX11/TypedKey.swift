import CX11
import Foundation
import SegueUIKit

/// A key typed in the window as the first responder gets it (`KeyEvent`): X11's key press
/// translated with `XLookupString` — its keysym names editing keys (BackSpace, Delete, the
/// arrows, Home, End, Return, Tab, Escape, and their keypad twins), its text is what a printable
/// key types with the keyboard's current layout and Shift. Keysyms beyond Latin-1 type their
/// Unicode character (keysym 0x01000000 + code point). There is no input method: compose
/// sequences and dead keys type nothing.
enum TypedKey {
  /// The key event for `key`, or nil for a key that types nothing and edits nothing (a modifier
  /// alone, a function key).
  static func event(from key: inout XKeyEvent) -> KeyEvent? {
    var modifiers: KeyEvent.Modifiers = []
    if key.state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
    if key.state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
    var buffer = [CChar](repeating: 0, count: 32)
    var keysym: KeySym = 0
    let count = buffer.withUnsafeMutableBufferPointer { pointer in
      XLookupString(&key, pointer.baseAddress, Int32(pointer.count), &keysym, nil)
    }
    let symbol = Int32(truncatingIfNeeded: keysym)
    let editing: KeyEvent.Key? =
      switch symbol {
      case XK_BackSpace: .deleteBackward
      case XK_Delete, XK_KP_Delete: .deleteForward
      case XK_Left, XK_KP_Left: .leftArrow
      case XK_Right, XK_KP_Right: .rightArrow
      case XK_Up, XK_KP_Up: .upArrow
      case XK_Down, XK_KP_Down: .downArrow
      case XK_Home, XK_KP_Home: .home
      case XK_End, XK_KP_End: .end
      case XK_Return, XK_KP_Enter: .return
      case XK_Tab, XK_ISO_Left_Tab: .tab
      case XK_Escape: .escape
      default: nil
      }
    if let editing { return KeyEvent(key: editing, modifiers: modifiers) }
    if modifiers.contains(.control) {
      // Control turns letters into control characters; the letter itself is what Ctrl+A means.
      let base = XLookupKeysym(&key, 0)
      guard base >= 0x20, base < 0x7f, let scalar = Unicode.Scalar(UInt32(base)) else { return nil }
      return KeyEvent(key: .text(String(Character(scalar)).lowercased()), modifiers: modifiers)
    }
    if keysym & 0xff00_0000 == 0x0100_0000, let scalar = Unicode.Scalar(UInt32(keysym & 0x00ff_ffff)) {
      return KeyEvent(key: .text(String(Character(scalar))), modifiers: modifiers)
    }
    guard count > 0 else { return nil }
    // XLookupString's text is ISO Latin-1: one byte, one code point.
    let scalars = buffer.prefix(Int(count)).map { Unicode.Scalar(UInt8(bitPattern: $0)) }
    let text = String(String.UnicodeScalarView(scalars))
    guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) else { return nil }
    return KeyEvent(key: .text(text), modifiers: modifiers)
  }
}
