import CX11
import Foundation

/// Vertical-blank times from the Present extension: `PresentCompleteNotify` events for
/// `XPresentNotifyMSC` requests carry the MSC (frame counter) and UST (CLOCK_MONOTONIC
/// microseconds, the clock `monotonicSeconds()` reads) of a vblank.
///
/// While armed, every event re-arms for the next MSC, giving one vblank per refresh. Xvfb's
/// Present runs a fake 60 Hz CRTC (or `-fakescreenfps N`).
@MainActor final class VblankSource {
  private let display: X11Display
  private let window: Window
  private let opcode: Int32
  private var eventID: XID = 0
  private var serial: UInt32 = 0
  /// Whether a notify request is outstanding.
  private var pending = false
  /// Whether the outstanding request asks for the current MSC (target 0).
  private var awaitingCurrent = false
  /// Whether to keep re-arming.
  var isArmed = false {
    didSet { if isArmed && !pending { request(msc: 0) } }
  }
  /// Called with (UST seconds on the monotonic clock, MSC) for each vblank.
  var onVblank: ((TimeInterval, UInt64) -> Void)?

  /// nil when the server has no Present extension.
  init?(display: X11Display, window: Window) {
    guard let ext = display.queryExtension("Present") else { return nil }
    self.display = display
    self.window = window
    opcode = ext.opcode
    eventID = XPresentSelectInput(display.display, window, UInt32(PresentCompleteNotifyMask))
  }

  /// Handles a generic event if it is Present's; returns whether it was.
  func handle(_ event: inout XEvent) -> Bool {
    guard event.type == GenericEvent, event.xcookie.extension == opcode else { return false }
    guard XGetEventData(display.display, &event.xcookie) != 0 else { return true }
    defer { XFreeEventData(display.display, &event.xcookie) }
    guard event.xcookie.evtype == PresentCompleteNotify, let complete = segue_present_complete_event(&event.xcookie)
    else { return true }
    let ust = complete.pointee.ust
    let msc = complete.pointee.msc
    pending = false
    // The answer to a "current MSC" request completes at once, not at a vblank: only its
    // counter is used.
    if ust > 0 && !awaitingCurrent { onVblank?(TimeInterval(ust) / 1_000_000, msc) }
    awaitingCurrent = false
    if isArmed { request(msc: msc + 1) }
    return true
  }

  /// Stops listening (before the window is destroyed).
  func close() {
    isArmed = false
    if eventID != 0 { XPresentFreeInput(display.display, window, eventID) }
    eventID = 0
  }

  private func request(msc: UInt64) {
    awaitingCurrent = msc == 0
    serial &+= 1
    pending = true
    XPresentNotifyMSC(display.display, window, serial, msc, 0, 0)
    XFlush(display.display)
  }
}
