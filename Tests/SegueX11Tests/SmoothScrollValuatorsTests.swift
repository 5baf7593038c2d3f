import Testing

@testable import SegueX11

/// XInput 2.1 smooth-scrolling valuators turned into notches (docs/uikit-behaviour-2.md §1.9):
/// differences of absolute values over the device's increment, a baseline after a reset.
@Suite struct SmoothScrollValuatorsTests {
  /// A libinput-style device: valuator 2 horizontal and 3 vertical, 15 units per notch.
  func touchpad() -> SmoothScrollValuators {
    var valuators = SmoothScrollValuators()
    valuators.setAxes(
      [
        2: SmoothScrollValuators.Axis(isVertical: false, increment: 15),
        3: SmoothScrollValuators.Axis(isVertical: true, increment: 15),
      ], for: 11)
    return valuators
  }

  @Test func theFirstValueIsABaselineAndDifferencesAreNotches() {
    var valuators = touchpad()
    #expect(valuators.scroll(device: 11, values: [0: 120, 1: 300, 3: 1500]) == nil)
    // 1500 → 1503.75: a quarter notch down, from a touchpad.
    #expect(
      valuators.scroll(device: 11, values: [0: 121, 3: 1503.75])
        == SmoothScrollValuators.Scroll(dx: 0, dy: 0.25, isWhole: false))
    // The horizontal valuator's first value is its own baseline.
    #expect(valuators.scroll(device: 11, values: [2: -40]) == nil)
    // A wheel's step: exactly one increment up and one right.
    #expect(
      valuators.scroll(device: 11, values: [2: -25, 3: 1488.75])
        == SmoothScrollValuators.Scroll(dx: 1, dy: -1, isWhole: true))
  }

  @Test func positionOnlyEventsAndOtherDevicesDoNotScroll() {
    var valuators = touchpad()
    _ = valuators.scroll(device: 11, values: [3: 0])
    #expect(valuators.scroll(device: 11, values: [0: 10, 1: 20]) == nil)
    #expect(valuators.scroll(device: 11, values: [3: 0]) == nil)
    #expect(valuators.scroll(device: 12, values: [3: 90]) == nil)
    #expect(!valuators.hasAxes(12))
    #expect(valuators.hasAxes(11))
  }

  @Test func aResetMakesTheNextValueABaselineAgain() {
    var valuators = touchpad()
    _ = valuators.scroll(device: 11, values: [3: 30])
    valuators.reset()
    // The pointer left and came back with the valuator moved on: no jump.
    #expect(valuators.scroll(device: 11, values: [3: 900]) == nil)
    #expect(valuators.scroll(device: 11, values: [3: 915])?.dy == 1)
  }

  @Test func aNegativeIncrementScrollsTheOtherWayAndZeroIsIgnored() {
    var valuators = SmoothScrollValuators()
    valuators.setAxes([3: SmoothScrollValuators.Axis(isVertical: true, increment: -120)], for: 5)
    _ = valuators.scroll(device: 5, values: [3: 0])
    #expect(valuators.scroll(device: 5, values: [3: 60])?.dy == -0.5)
    valuators.setAxes([3: SmoothScrollValuators.Axis(isVertical: true, increment: 0)], for: 6)
    #expect(!valuators.hasAxes(6))
  }
}
