import Foundation
import SegueAnimation

extension HeadlessHost {
  /// The router that turns this host's pointer events into touches.
  package var touchRouter: TouchRouter { loop.touchRouter }

  /// Delivers one pointer event now (recognizer actions run before it returns). The clock
  /// doesn't move; pass `now` (or a later time) as the timestamp.
  public func send(_ event: PointerEvent) {
    activate()
    deliver(.pointer(event))
  }

  /// A scripted drag: down at `start` now, `steps` moves evenly spaced in time and space
  /// (the clock advances `duration / steps` seconds, running frames, before each move),
  /// then up at `end` at the last move's time. A drag of `d` points over `duration`
  /// seconds therefore moves at `d / duration` points per second throughout.
  ///
  /// - Parameters:
  ///   - start, end: root view coordinates, points.
  ///   - duration: seconds from down to up (≥ 0).
  ///   - steps: number of moves (at least 1).
  ///   - release: false leaves the pointer down at `end`.
  public func drag(
    from start: CGPoint, to end: CGPoint, duration: TimeInterval, steps: Int = 10, release: Bool = true
  ) {
    let count = max(steps, 1)
    let interval = duration.isFinite && duration > 0 ? duration / Double(count) : 0
    send(PointerEvent(phase: .down, location: start, timestamp: now))
    for index in 1...count {
      advance(by: interval)
      let fraction = CGFloat(index) / CGFloat(count)
      let point = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
      send(PointerEvent(phase: .move, location: point, timestamp: now))
    }
    if release { send(PointerEvent(phase: .up, location: end, timestamp: now)) }
  }

  /// A tap: down at `point` now, up at the same place after `duration` seconds (the clock
  /// advances, running frames).
  public func tap(at point: CGPoint, duration: TimeInterval = 0.05) {
    send(PointerEvent(phase: .down, location: point, timestamp: now))
    advance(by: max(duration, 0))
    send(PointerEvent(phase: .up, location: point, timestamp: now))
  }

  /// Hands `input` to the loop through the host's input source, at once; returns whether a
  /// scroll view took it (for a scroll).
  @discardableResult
  func deliver(_ input: HostInput) -> Bool {
    scriptedInput.append(input)
    return host.deliverInput().scrollTaken
  }
}
