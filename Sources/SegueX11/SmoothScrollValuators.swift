import Foundation

/// Turns XInput 2.1 smooth-scrolling valuators into scroll distances (docs/uikit-behaviour-2.md
/// §1.9, "Where the window gets them").
///
/// A pointer device with scroll classes reports scrolling as valuators that only move: each
/// event carries their new absolute values, and one notch is `increment` of a valuator. So each
/// device's last value is kept and the difference is the scroll; after the pointer enters the
/// window or the device changes, the first value only sets the baseline (the spec's reset). A
/// difference that is a whole number of increments, with no touchpad scroll going on, came from
/// a wheel (`.discrete`); a fractional one from a touchpad (`.continuous`).
struct SmoothScrollValuators {
  /// One scrolling valuator of a device.
  struct Axis: Equatable {
    /// Vertical (`true`) or horizontal.
    var isVertical: Bool
    /// Valuator units per notch; negative for devices that scroll the other way (the spec allows
    /// it). Never zero.
    var increment: Double
  }

  /// What one event scrolled.
  struct Scroll: Equatable {
    /// Notches towards the content's end (right, down); fractional from a touchpad.
    var dx: Double
    var dy: Double
    /// Whether every moved valuator moved by a whole number of notches (a wheel).
    var isWhole: Bool
  }

  /// Per source device: its scroll valuators by valuator number.
  private var axes: [Int32: [Int32: Axis]] = [:]
  /// Per source device: the last value of each scroll valuator seen.
  private var last: [Int32: [Int32: Double]] = [:]

  /// Replaces `device`'s scroll classes (from `XIQueryDevice` or a device-changed event) and
  /// forgets its values. A class with a zero increment is ignored.
  mutating func setAxes(_ deviceAxes: [Int32: Axis], for device: Int32) {
    let usable = deviceAxes.filter { $0.value.increment != 0 && $0.value.increment.isFinite }
    axes[device] = usable.isEmpty ? nil : usable
    last[device] = nil
  }

  /// Whether `device` scrolls through valuators (its wheel buttons are then emulated).
  func hasAxes(_ device: Int32) -> Bool { axes[device] != nil }

  /// Forgets every last value: the next event of each device sets its baseline (the pointer
  /// entered the window).
  mutating func reset() { last.removeAll() }

  /// The scroll of an event from `device` whose valuators are `values` (valuator number → new
  /// value; valuators that are not scroll axes are ignored); nil when it did not scroll.
  mutating func scroll(device: Int32, values: [Int32: Double]) -> Scroll? {
    guard let deviceAxes = axes[device] else { return nil }
    var scroll = Scroll(dx: 0, dy: 0, isWhole: true)
    var moved = false
    var previous = last[device] ?? [:]
    for (number, value) in values where value.isFinite {
      guard let axis = deviceAxes[number] else { continue }
      defer { previous[number] = value }
      guard let before = previous[number] else { continue }
      let notches = (value - before) / axis.increment
      guard notches != 0 else { continue }
      moved = true
      if abs(notches - notches.rounded()) > 1e-6 { scroll.isWhole = false }
      if axis.isVertical { scroll.dy += notches } else { scroll.dx += notches }
    }
    last[device] = previous
    return moved ? scroll : nil
  }
}
