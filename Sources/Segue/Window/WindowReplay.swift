import Dispatch
import Foundation
import SeguePlayback
import SegueUIKit
import SegueX11

/// `segue replay SCRIPT --window`: the script's events played into a real window in real
/// time, printing the lifecycle lines as they happen.
///
/// Time 0 is the window's first frame, which lays the scene out and shows it — as a headless
/// replay starts after `SceneDriver.show` has stepped one frame — so events from the next
/// frame on hit the laid-out scene, an event at t = 0 included. Each frame, before animations are
/// sampled (`X11Host.onFrame`, the point where the host hands mouse input to the touch
/// router), every event due by the frame's target time goes to the window's
/// `TouchRouter` with its own timestamp (start + t), so gesture recognizers see the
/// script's times exactly, as in a headless replay; the frame then shows that instant.
/// Times are on the window's animation clock, so slow animations (S) slow the replay too.
@MainActor package final class WindowReplay {
  /// When the replay stops after the last event.
  package enum End {
    /// This many seconds after the last event.
    case after(TimeInterval)
    /// Once nothing animates (at most `limit` seconds after the last event).
    case idle(limit: TimeInterval)
  }

  private let sceneWindow: SceneWindow
  private let events: [PointerScript.Event]
  private let end: End
  private let statistics: Bool
  private var printer: LifecyclePrinter?
  private var start: TimeInterval?
  private var next = 0
  /// Whether a frame step ran since the last event was delivered (idleness is only
  /// meaningful after the effects of the last event were stepped once).
  private var steppedAfterLastEvent = false
  private var finished = false

  /// Opens the window with the script's scene and viewport.
  ///
  /// - Throws: `X11Error` when there is no display.
  /// - Parameters:
  ///   - statistics: print the window's frame timings on stderr when the replay ends.
  ///   - inspector: open the animation inspector beside the phone (docs/inspector.md).
  package init(
    script: PointerScript, scene: SceneCatalog.Entry, end: End, displayName: String?, statistics: Bool = false,
    inspector: Bool = false
  ) throws {
    self.statistics = statistics
    events = script.events
    self.end = end
    var printer: LifecyclePrinter?
    // Observing before the scene is shown, as the headless driver does.
    sceneWindow = try SceneWindow(
      scene: scene, size: CGSize(width: script.viewport.width, height: script.viewport.height),
      scale: script.viewport.scale, title: "Segue replay — \(scene.name)", displayName: displayName,
      beforeShowing: { host in printer = LifecyclePrinter(origin: host.clock.now, host: host) })
    self.printer = printer
    if inspector { sceneWindow.host.showsInspector = true }
  }

  /// Plays the script and exits the process when it is done (status 0), or when the window
  /// is closed or Q pressed first (the final state is printed either way).
  package func run() -> Never {
    let host = sceneWindow.host
    host.onFrame = { [unowned self] link in
      frame(atMediaTime: host.clock.mediaTime(atBaseTime: link.targetTimestamp))
    }
    host.onQuit = { [unowned self] in finish() }
    sceneWindow.quitOnInterruption()
    host.setNeedsFrame()
    host.run()
  }

  private func frame(atMediaTime now: TimeInterval) {
    guard !finished else { return }
    if let start {
      deliver(since: start, now: now)
    } else {
      // The first frame: its step (after this callback) lays the scene out; events wait for
      // the next one.
      start = now
      printer?.origin = now
    }
    // Keep frames coming until the end, even while nothing animates (the host pauses its
    // display link when idle; this restarts it right after the tick).
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated {
        guard let self, !self.finished else { return }
        self.sceneWindow.host.setNeedsFrame()
      }
    }
  }

  /// Sends the events due by `now` (the replay started at `start`), or ends the replay once
  /// they are all sent and `end` is reached.
  private func deliver(since start: TimeInterval, now: TimeInterval) {
    if next < events.count {
      while next < events.count, start + events[next].t <= now + 1e-9 {
        let event = events[next]
        let location = CGPoint(x: event.x, y: event.y)
        if let phase = Self.phase(event.type) {
          // As headless: a frame at the event's time before and after it, so same-instant
          // events see each other's effects in the same order (FrameLoop.deliverPointerEvent).
          sceneWindow.host.loop.deliverPointerEvent(
            PointerEvent(
              phase: phase, location: location, timestamp: start + event.t, mirroredAbout: event.mirroredAbout))
        } else {
          sceneWindow.host.loop.scroll(
            by: event.scrollDelta, at: location, type: event.scrollType, time: start + event.t)
        }
        next += 1
      }
    } else if isDone(at: now - start) {
      finished = true
      // Outside the frame: closing the host in the middle of its tick is not allowed.
      DispatchQueue.main.async { MainActor.assumeIsolated { self.finish() } }
    } else {
      steppedAfterLastEvent = true
    }
  }

  /// Whether the replay is over, `elapsed` seconds after the start (all events delivered).
  private func isDone(at elapsed: TimeInterval) -> Bool {
    let last = events.last?.t ?? 0
    switch end {
    case .after(let seconds):
      return elapsed >= last + seconds - 1e-9
    case .idle(let limit):
      guard steppedAfterLastEvent else { return false }
      return !sceneWindow.host.loop.needsFramesToSettle || elapsed >= last + limit
    }
  }

  private func finish() {
    finished = true
    LifecyclePrinter.write(sceneWindow.finalState)
    if statistics { writeStatus(PreviewMeasurement.describe(sceneWindow.host.timings)) }
    sceneWindow.host.close()
    exit(0)
  }

  /// The touch phase of a script event type; nil for a scroll.
  private static func phase(_ type: PointerScript.EventType) -> PointerEvent.Phase? {
    switch type {
    case .down: .down
    case .move: .move
    case .up: .up
    case .cancel: .cancel
    case .scroll: nil
    }
  }
}
