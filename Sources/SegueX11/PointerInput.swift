import Foundation
import SegueUIKit

/// Left-button pointer events from X, queued between frames and handed out once per frame
/// as `PointerEvent`s in points, with runs of motion coalesced into their last sample. A
/// press with Alt held starts a two-finger touch: every event of it carries the window's
/// centre as `mirroredAbout` (the iOS Simulator's Option-drag).
///
/// Timestamps: X gives server milliseconds (wrapping 32-bit); they are mapped onto the
/// monotonic clock with the smallest observed (client − server) offset. Velocity comes
/// from the previous delivered sample; when two samples share a timestamp (XTest and
/// xdotool bursts do) the client arrival times are used instead, and when those are also
/// under a millisecond apart the previous velocity is kept — never a division by zero.
@MainActor final class PointerInput {
  enum Kind { case press, motion, release, cancel }

  struct Sample {
    var kind: Kind
    /// Pixels in the window.
    var x: Double
    var y: Double
    /// The server's timestamp (milliseconds, wraps).
    var serverTime: UInt32
    /// When the client dequeued it (monotonic seconds).
    var clientTime: TimeInterval
    /// Alt was held at the press (set on a press; the touch's later samples inherit it).
    var mirrored = false
  }

  private var queued: [Sample] = []
  /// Whether the left button is down (a touch is in progress).
  private(set) var isDown = false
  /// Whether the touch in progress is a two-finger (Alt) one.
  private var touchIsMirrored = false
  private var firstServerTime: UInt32?
  private var offset: TimeInterval = .infinity
  private var previous: (location: CGPoint, time: TimeInterval, clientTime: TimeInterval)?

  /// Whether samples are waiting for the next frame.
  var hasPending: Bool { !queued.isEmpty }

  /// Queues a sample. Presses while down and motions or releases while up are dropped.
  func append(_ sample: Sample) {
    var sample = sample
    switch sample.kind {
    case .press:
      guard !isDown else { return }
      isDown = true
      touchIsMirrored = sample.mirrored
    case .motion:
      guard isDown else { return }
      sample.mirrored = touchIsMirrored
    case .release, .cancel:
      guard isDown else { return }
      isDown = false
      sample.mirrored = touchIsMirrored
    }
    queued.append(sample)
  }

  /// Takes a touch as down without a press of its own: a replay left it down (`segue
  /// watch` handing a held drag to a new build), so motion moves it and the release ends it.
  func continueTouch() {
    isDown = true
    touchIsMirrored = false
  }

  /// The frame's events in points (`scale` pixels per point), motion coalesced; a
  /// two-finger touch's events are mirrored about `center` (points).
  func takeEvents(scale: Double, center: CGPoint = .zero) -> [PointerEvent] {
    var events: [PointerEvent] = []
    let samples = queued
    queued.removeAll()
    for (index, sample) in samples.enumerated() {
      if sample.kind == .motion, index + 1 < samples.count, samples[index + 1].kind == .motion { continue }
      var event = event(for: sample, scale: scale)
      if sample.mirrored { event.mirroredAbout = center }
      events.append(event)
    }
    return events
  }

  private func event(for sample: Sample, scale: Double) -> PointerEvent {
    let location = CGPoint(x: sample.x / scale, y: sample.y / scale)
    let time = timestamp(of: sample)
    let phase: PointerEvent.Phase
    switch sample.kind {
    case .press: phase = .down
    case .motion: phase = .move
    case .release: phase = .up
    case .cancel: phase = .cancel
    }
    return PointerEvent(phase: phase, location: location, timestamp: time)
  }

  /// Server milliseconds → monotonic seconds.
  private func timestamp(of sample: Sample) -> TimeInterval {
    monotonicTime(serverTime: sample.serverTime, clientTime: sample.clientTime)
  }

  /// The monotonic time (seconds) of an event the server stamped `serverTime` (milliseconds,
  /// wrapping) and the client dequeued at `clientTime` (monotonic seconds): one mapping for
  /// touches and scrolls, so their times compare.
  func monotonicTime(serverTime: UInt32, clientTime: TimeInterval) -> TimeInterval {
    let first = firstServerTime ?? serverTime
    firstServerTime = first
    let serverSeconds = Double(serverTime &- first) / 1000
    offset = min(offset, clientTime - serverSeconds)
    return serverSeconds + offset
  }
}
