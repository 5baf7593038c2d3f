import Foundation
import SegueAnimation
import SeguePlayback
import SegueUIKit
import SegueWatch
import SegueX11

/// Brings a new build of a watched app to where the old one was (docs/watch.md, "The same
/// state"): the recorded session — pointer script and keys, t from launch — is delivered
/// into the live window's loop at full speed on a held clock, frame by frame on a 60 Hz
/// grid, before the window is shown.
///
/// Each recorded touch began on a known screen; when the replay reaches a touch's beginning
/// on another screen (the edit changed the flow), it stops there, before that touch: the
/// last point both builds agree on. Frames where nothing moves or waits are skipped — no
/// animation, driver or main-queue work changes anything in them.
@MainActor struct SessionReplay {
  /// What a replay did.
  struct Outcome {
    var events = 0
    /// Seconds since launch where the replay stopped early, and why.
    var stoppedAt: Double?
    var reason: String?
    /// A touch the replay left down (points): the window continues it.
    var heldTouch: CGPoint?
    /// Events still to play in real time (`--watch-replay-last`), t from launch.
    var liveTail: [Item] = []
  }

  /// One recorded input.
  enum Input {
    case pointer(PointerScript.Event)
    case key(HostKey)
  }

  struct Item {
    var t: Double
    var input: Input
  }

  let host: X11Host
  let recorder: SessionRecorder
  /// Frames per second of the replay's grid.
  let framesPerSecond = 60.0

  /// Reads a session folder's `input.json` and `session.json`.
  ///
  /// - Throws: `WatchSessionError` naming the file that cannot be read.
  static func load(from directory: URL) throws -> (items: [Item], session: SessionFile) {
    let scriptPath = directory.appendingPathComponent(SessionFile.scriptName).path
    let script: PointerScript
    do {
      script = try PointerScript(contentsOfFile: scriptPath)
    } catch {
      throw WatchSessionError("the session's pointer script cannot be read: \(error)")
    }
    let session: SessionFile
    do {
      session = try SessionFile.read(from: directory)
    } catch {
      throw WatchSessionError(
        "the session file \(directory.appendingPathComponent(SessionFile.fileName).path) cannot be read (\(error)).")
    }
    var events = script.events
    // A held drag: the script closes it with a cancel so it reads back; the replay keeps it.
    if session.held, events.last?.type == .cancel { events.removeLast() }
    var items = events.map { Item(t: $0.t, input: .pointer($0)) }
    for key in session.keys {
      guard let hostKey = HostKey(rawValue: key.key) else { continue }
      items.append(Item(t: key.t, input: .key(hostKey)))
    }
    // Stable: pointer events first at the same time, as they came first in the window.
    items = items.enumerated().sorted { ($0.element.t, $0.offset) < ($1.element.t, $1.offset) }.map(\.element)
    return (items, session)
  }

  /// Replays `items` up to `session.until` (or, with `replayLast`, up to the input that
  /// began the last transition, returning the rest of that gesture as the live tail).
  func run(items: [Item], session: SessionFile, replayLast: Bool) -> Outcome {
    var outcome = Outcome()
    let origin = recorder.origin
    var until = session.until
    var toReplay = items
    if replayLast, let start = Self.lastTransitionStart(items: items, begins: session.transitionBegins) {
      let end = Self.gestureEnd(items: items, from: start)
      outcome.liveTail = Array(items[start...end])
      toReplay = Array(items[..<start])
      until = items[start].t - 1 / framesPerSecond
    }
    step(at: origin)
    var checkpoints = session.checkpoints[...]
    for item in toReplay where item.t <= until + MediaTime.sameInstant {
      if case .pointer(let event) = item.input, event.type == .down, let checkpoint = checkpoints.first {
        checkpoints = checkpoints.dropFirst()
        advance(to: origin + item.t)
        let now = recorder.state
        if now != checkpoint.state {
          outcome.stoppedAt = item.t
          outcome.reason =
            "the touch at \(String(format: "%.2f", item.t)) s began on \(checkpoint.state) and this build is on \(now)"
          return outcome
        }
      }
      advance(to: origin + item.t)
      deliver(item)
      outcome.events += 1
    }
    advance(to: origin + until)
    if session.held && outcome.liveTail.isEmpty && outcome.stoppedAt == nil { outcome.heldTouch = recorder.heldTouch }
    return outcome
  }

  /// Delivers one recorded input now (the clock held at its time), recording it again, and
  /// runs a frame at that time.
  func deliver(_ item: Item) {
    let time = recorder.origin + item.t
    host.clock.hold(atMediaTime: time)
    deliverLive(item)
    // A touch's delivery ran its frames (`FrameLoop.deliverPointerEvent`).
    if case .pointer(let event) = item.input, event.type != .scroll { return }
    host.loop.runFrame(atMediaTime: time)
  }

  /// Delivers an input while the window runs (the clock is live, not held): as `deliver(_:)`,
  /// at the input's time.
  func deliverLive(_ item: Item) {
    let time = recorder.origin + item.t
    switch item.input {
    case .pointer(let event):
      let location = CGPoint(x: event.x, y: event.y)
      if let phase = PointerEvent.Phase(event.type) {
        let pointerEvent = PointerEvent(
          phase: phase, location: location, timestamp: time, mirroredAbout: event.mirroredAbout)
        recorder.append(pointerEvent)
        host.loop.deliverPointerEvent(pointerEvent)
      } else {
        recorder.appendScroll(event.scrollDelta, at: location, type: event.scrollType, time: time)
        host.loop.scroll(by: event.scrollDelta, at: location, type: event.scrollType, time: time)
      }
    case .key(let key):
      recorder.append(key, at: time)
      host.perform(key)
    }
  }

  /// Runs the grid's frames (every 1/60 s from the launch) up to `time` (media seconds)
  /// while anything moves or waits, then one frame at `time`.
  func advance(to time: TimeInterval) {
    let origin = recorder.origin
    var now = host.clock.now
    while host.loop.transitionAwaitingOutsideWork != nil || host.loop.needsFramesToSettle {
      let index = ((now - origin + MediaTime.sameInstant) * framesPerSecond).rounded(.down) + 1
      let next = origin + index / framesPerSecond
      guard next < time - MediaTime.sameInstant else { break }
      frame(at: next, waits: host.loop.transitionAwaitingOutsideWork != nil, interval: next - now)
      now = next
    }
    if time > now + MediaTime.sameInstant {
      frame(at: time, waits: host.loop.transitionAwaitingOutsideWork != nil, interval: time - now)
    }
  }

  /// One frame at `time`, after the main queue ran (or, while a transition waits for a
  /// deadline, after `interval` seconds of real time, as a headless replay does).
  private func frame(at time: TimeInterval, waits: Bool, interval: TimeInterval) {
    host.clock.hold(atMediaTime: time)
    if waits {
      MainDispatchQueue.wait(seconds: interval)
    } else {
      _ = MainDispatchQueue.drain()
    }
    host.loop.activate()
    host.loop.runFrame(atMediaTime: time)
  }

  /// One frame at `time` (the launch's).
  func step(at time: TimeInterval) {
    frame(at: time, waits: false, interval: 0)
  }

  /// The index of the input that began the last transition: the last touch-down or key at
  /// or before the last transition's beginning.
  static func lastTransitionStart(items: [Item], begins: [Double]) -> Int? {
    guard let begin = begins.last else { return nil }
    // Script times are written to the millisecond, so an input on the frame that began the
    // transition can read up to half a millisecond after it.
    return items.lastIndex { item in
      guard item.t <= begin + 0.0005 + MediaTime.sameInstant else { return false }
      switch item.input {
      case .pointer(let event): return event.type == .down
      case .key(let key): return key == .back
      }
    }
  }

  /// The index of the last input of the gesture starting at `start`: its `up` or `cancel`
  /// (the end of the script if it has none), or the key itself.
  static func gestureEnd(items: [Item], from start: Int) -> Int {
    guard case .pointer = items[start].input else { return start }
    var index = start
    while index + 1 < items.count {
      index += 1
      if case .pointer(let event) = items[index].input, event.type == .up || event.type == .cancel { return index }
    }
    return index
  }
}

/// A watched app's session folder cannot be used.
struct WatchSessionError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
