import Foundation
import SegueAnimation
import SegueUIKit

/// The window's input source: left-button pointer samples (`PointerInput`) and scrolls
/// (wheel notches, touchpad deltas) queued by the X event handlers between frames, taken at
/// the start of the next frame in root view points and media seconds (docs/architecture.md,
/// "Hosts").
@MainActor final class WindowInput: InputSource {
  /// The pointer samples of the touch in progress and those waiting.
  let pointer = PointerInput()
  /// Pixels per point of the window.
  let scale: Int
  /// The media clock touches and scrolls are timed on (slowed with `S`, like animations).
  let clock: ScaledMediaClock
  /// The root view's centre in points: the mirror point of a two-finger (Alt) touch.
  var center: CGPoint = .zero
  /// Scrolls since the last frame: notches (fractional from a touchpad), the pointer (window
  /// pixels), the kind and the monotonic time.
  private var scrolls: [(notches: CGVector, location: CGPoint, type: UIScrollType, time: TimeInterval)] = []

  init(scale: Int, clock: ScaledMediaClock) {
    self.scale = scale
    self.clock = clock
  }

  var isActive: Bool { pointer.hasPending || pointer.isDown || !scrolls.isEmpty }

  /// Queues a pointer sample; returns whether it is the first waiting (the host then asks
  /// for a frame).
  func append(_ sample: PointerInput.Sample) -> Bool {
    let before = pointer.hasPending
    pointer.append(sample)
    return pointer.hasPending && !before
  }

  /// Queues a scroll of `notches` at window pixel (`x`, `y`), at server time `serverTime`
  /// received at monotonic `clientTime`.
  func appendScroll(
    _ notches: CGVector, x: Int32, y: Int32, type: UIScrollType, serverTime: UInt32, clientTime: TimeInterval
  ) {
    let seconds = pointer.monotonicTime(serverTime: serverTime, clientTime: clientTime)
    scrolls.append((notches, CGPoint(x: Double(x), y: Double(y)), type, seconds))
  }

  /// The scrolls first (each `UIScrollView.wheelStep` points a notch), then the pointer events.
  func takeInput() -> [HostInput] {
    var input: [HostInput] = scrolls.map { scroll in
      .scroll(
        delta: CGVector(dx: scroll.notches.dx * UIScrollView.wheelStep, dy: scroll.notches.dy * UIScrollView.wheelStep),
        location: CGPoint(x: scroll.location.x / CGFloat(scale), y: scroll.location.y / CGFloat(scale)),
        type: scroll.type, time: clock.mediaTime(atBaseTime: scroll.time))
    }
    scrolls.removeAll()
    for var event in pointer.takeEvents(scale: Double(scale), center: center) {
      event.timestamp = clock.mediaTime(atBaseTime: event.timestamp)
      input.append(.pointer(event))
    }
    return input
  }
}
