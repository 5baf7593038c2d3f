import CX11
import Foundation

/// The window's pointer through XInput 2.2 (docs/uikit-behaviour-2.md §1.9): presses, releases
/// and motion as core X gives them, plus the smooth-scrolling valuators core X cannot report —
/// a touchpad's fine-grained scrolling, and a wheel's notches as valuator steps.
///
/// Selecting XInput 2 motion and button events on the window replaces the core ones for this
/// client, so the host reads both kinds: XInput 2 events while the pointer is free, core ones
/// while its own core grab (held during a drag) is active.
@MainActor final class PointerExtension {
  /// What one XInput 2 event means to the host.
  enum Event {
    /// A button went down: the left one starts a touch; 4–7 are wheel notches unless
    /// `emulated` (the server made them from valuators the host already scrolled by).
    case press(button: UInt32, x: Int32, y: Int32, time: Time, alt: Bool, emulated: Bool)
    case release(button: UInt32, x: Int32, y: Int32, time: Time)
    /// The pointer moved (`leftButtonDown`: with the left button held) and/or scrolled.
    case motion(x: Int32, y: Int32, time: Time, leftButtonDown: Bool, scroll: SmoothScrollValuators.Scroll?)
  }

  private let display: X11Display
  /// The extension's major opcode (generic events carry it).
  private let opcode: Int32
  private var valuators = SmoothScrollValuators()

  /// nil when the server has no XInput 2.1 or later (smooth scrolling came with 2.1); the host
  /// then reads core events only.
  init?(display: X11Display, window: Window) {
    guard let ext = display.queryExtension("XInputExtension") else { return nil }
    var major: Int32 = 2
    var minor: Int32 = 2
    guard XIQueryVersion(display.display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 1)
    else { return nil }
    self.display = display
    opcode = ext.opcode
    select(on: window, device: XIAllMasterDevices, events: [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter])
    select(on: window, device: XIAllDevices, events: [XI_DeviceChanged])
    readScrollClasses(of: XIAllDevices)
  }

  private func select(on window: Window, device: Int32, events: [Int32]) {
    var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
    for event in events { segue_xi_set_mask(&bits, event) }
    bits.withUnsafeMutableBufferPointer { buffer in
      var mask = XIEventMask(deviceid: device, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
      _ = XISelectEvents(display.display, window, &mask, 1)
    }
  }

  /// Reads the scroll classes of `device` (or of every device) into `valuators`.
  private func readScrollClasses(of device: Int32) {
    var count: Int32 = 0
    guard let devices = XIQueryDevice(display.display, device, &count) else { return }
    defer { XIFreeDeviceInfo(devices) }
    for index in 0..<Int(count) {
      let info = devices[index]
      var axes: [Int32: SmoothScrollValuators.Axis] = [:]
      for classIndex in 0..<Int(info.num_classes) {
        guard let any = info.classes[classIndex], let scroll = segue_xi_scroll_class(any) else { continue }
        axes[scroll.pointee.number] = SmoothScrollValuators.Axis(
          isVertical: scroll.pointee.scroll_type == XIScrollTypeVertical, increment: scroll.pointee.increment)
      }
      valuators.setAxes(axes, for: info.deviceid)
    }
  }

  /// Decodes a generic event if it is XInput 2's: the pointer event it carries, or nil for
  /// bookkeeping events (enter, device changes) and other extensions' events. `isOurs` tells
  /// whether the event was XInput 2's at all.
  func decode(_ event: inout XEvent) -> (isOurs: Bool, event: Event?) {
    guard event.type == GenericEvent, event.xcookie.extension == opcode else { return (false, nil) }
    guard XGetEventData(display.display, &event.xcookie) != 0 else { return (true, nil) }
    defer { XFreeEventData(display.display, &event.xcookie) }
    let type = event.xcookie.evtype
    if type == XI_DeviceChanged {
      if let changed = segue_xi_device_changed_event(&event.xcookie) {
        readScrollClasses(of: changed.pointee.sourceid)
      }
      return (true, nil)
    }
    if type == XI_Enter {
      // The valuators may have moved while the pointer was elsewhere.
      valuators.reset()
      return (true, nil)
    }
    guard let device = segue_xi_device_event(&event.xcookie)?.pointee else { return (true, nil) }
    let x = Int32(device.event_x.rounded(.down))
    let y = Int32(device.event_y.rounded(.down))
    switch type {
    case XI_ButtonPress:
      let emulated = device.flags & Int32(XIPointerEmulated) != 0 && valuators.hasAxes(device.sourceid)
      return (
        true,
        .press(
          button: UInt32(device.detail), x: x, y: y, time: device.time,
          alt: device.mods.effective & Int32(Mod1Mask) != 0, emulated: emulated)
      )
    case XI_ButtonRelease:
      return (true, .release(button: UInt32(device.detail), x: x, y: y, time: device.time))
    case XI_Motion:
      let leftDown =
        device.buttons.mask_len > 0 && device.buttons.mask.map { segue_xi_mask_is_set($0, 1) != 0 } == true
      let scroll = valuators.scroll(device: device.sourceid, values: values(of: device.valuators))
      return (true, .motion(x: x, y: y, time: device.time, leftButtonDown: leftDown, scroll: scroll))
    default:
      return (true, nil)
    }
  }

  /// An event's valuators: number → value, for the bits set in its mask (values are packed).
  private func values(of state: XIValuatorState) -> [Int32: Double] {
    guard let mask = state.mask, let packed = state.values else { return [:] }
    var result: [Int32: Double] = [:]
    var next = 0
    for number in 0..<(Int32(state.mask_len) * 8) where segue_xi_mask_is_set(mask, number) != 0 {
      result[number] = packed[next]
      next += 1
    }
    return result
  }
}
