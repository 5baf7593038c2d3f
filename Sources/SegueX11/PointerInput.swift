import Foundation
import SegueUIKit

/// Left-button pointer events from X, queued between frames and handed out once per frame
/// as `PointerEvent`s in points, with runs of motion coalesced into their last sample.
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
  }

  private var queued: [Sample] = []
  /// Whether the left button is down (a touch is in progress).
  private(set) var isDown = false
  private var firstServerTime: UInt32?
  private var offset: TimeInterval = .infinity
  private var previous: (location: CGPoint, time: TimeInterval, clientTime: TimeInterval)?

  /// Whether samples are waiting for the next frame.
  var hasPending: Bool { !queued.isEmpty }

  /// Queues a sample. Presses while down and motions or releases while up are dropped.
  func append(_ sample: Sample) {
    switch sample.kind {
    case .press:
      guard !isDown else { return }
      isDown = true
    case .motion:
      guard isDown else { return }
    case .release, .cancel:
      guard isDown else { return }
      isDown = false
    }
    queued.append(sample)
  }

  /// The frame's events in points (`scale` pixels per point), motion coalesced.
  func takeEvents(scale: Double) -> [PointerEvent] {
    var events: [PointerEvent] = []
    let samples = queued
    queued.removeAll()
    for (index, sample) in samples.enumerated() {
      if sample.kind == .motion, index + 1 < samples.count, samples[index + 1].kind == .motion { continue }
      events.append(event(for: sample, scale: scale))
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
    let first = firstServerTime ?? sample.serverTime
    firstServerTime = first
    let serverSeconds = Double(sample.serverTime &- first) / 1000
    offset = min(offset, sample.clientTime - serverSeconds)
    return serverSeconds + offset
  }
}
