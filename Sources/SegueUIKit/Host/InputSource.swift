import Foundation
import SegueAnimation

/// One piece of input for a host's frame loop, in root view points and media seconds.
package enum HostInput: Sendable {
  /// A pointer (touch) event.
  case pointer(PointerEvent)
  /// A scroll by `delta` points (towards the content's end when positive) at `location`, from
  /// a wheel (`.discrete`) or a touchpad (`.continuous`), at media time `time` (nil: now).
  case scroll(delta: CGVector, location: CGPoint, type: UIScrollType, time: TimeInterval?)
  /// A key press for the first responder (a test's `type(_:)` or `pressKey(_:modifiers:)`).
  case key(KeyEvent)
}

/// Where a host's input comes from (docs/architecture.md, "Hosts"): the pointer events and
/// scrolls received since the host last took them.
///
/// - `ScriptedInput` (headless): what a test or a pointer script sends (`HeadlessHost.send`,
///   `scroll(by:at:type:)`), taken at once.
/// - The window's input: X11 button, motion and XInput 2 scroll events, taken at the start of
///   the next frame.
@MainActor package protocol InputSource: AnyObject {
  /// The input received since the last call, oldest first, converted to root view points and
  /// media seconds.
  func takeInput() -> [HostInput]
  /// Whether input waits to be taken, or a touch is down (a display link keeps running so a
  /// drag's motion does not wait for a restart).
  var isActive: Bool { get }
}
