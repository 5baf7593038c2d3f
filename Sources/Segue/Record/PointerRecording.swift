import Foundation
import SeguePlayback
import SegueRender
import SegueSupport
import SegueUIKit

/// Pointer and scroll events collected from a window, turned into a `PointerScript` that
/// always reads back: times from the first event (t = 0 at the first `down`), never
/// decreasing; coordinates clamped into the viewport (a grabbed drag can leave the window);
/// every touch closed (a `down` while down, or the end of the recording while down, adds a
/// `cancel` at the last location); non-finite samples dropped.
package struct PointerRecording {
  package let scene: String
  package let viewport: PointerScript.Viewport
  /// Media time of the first event (the script's t = 0), once an event arrived.
  private(set) var origin: TimeInterval?
  private(set) var events: [PointerScript.Event] = []
  private var isDown = false

  package init(scene: String, viewport: PointerScript.Viewport) {
    self.scene = scene
    self.viewport = viewport
  }

  /// A recording whose t = 0 is `origin` (media seconds) rather than its first event: a
  /// `segue watch` session counts from the app's launch, as replays do.
  package init(scene: String, viewport: PointerScript.Viewport, origin: TimeInterval) {
    self.init(scene: scene, viewport: viewport)
    self.origin = origin
  }

  /// Whether a touch is down (its `up` not recorded yet), and where it was last.
  package var heldTouch: CGPoint? {
    guard isDown, let last = events.last else { return nil }
    return CGPoint(x: last.x, y: last.y)
  }

  /// Which limit of a script the recording reached, once it did (docs/cli.md, "Limits"); later
  /// events are dropped, so the script always reads back.
  private(set) var reachedLimit: String?

  /// Adds one event from the host (`X11Host.onPointerEvent`: points, media time).
  package mutating func append(_ event: PointerEvent) {
    guard reachedLimit == nil else { return }
    guard event.timestamp.isFinite, event.location.x.isFinite, event.location.y.isFinite else { return }
    let type: PointerScript.EventType
    switch event.phase {
    case .down: type = .down
    case .move: type = .move
    case .up: type = .up
    case .cancel: type = .cancel
    }
    if type == .down && isDown { closeTouch() }
    if type != .down && !isDown { return }
    let start = origin ?? event.timestamp
    origin = start
    let t = max(event.timestamp - start, events.last?.t ?? 0, 0)
    // One event stays free for the `cancel` that closes a touch still down.
    if t > SegueLimits.seconds || events.count >= SegueLimits.scriptEvents - 1 {
      reachedLimit =
        t > SegueLimits.seconds
        ? "the \(SegueLimits.seconds(SegueLimits.seconds)) s time limit of a script"
        : "the \(SegueLimits.grouped(SegueLimits.scriptEvents))-event limit of a script"
      closeTouch()
      return
    }
    let x = min(max(Double(event.location.x), 0), viewport.width)
    let y = min(max(Double(event.location.y), 0), viewport.height)
    events.append(PointerScript.Event(t: t, type: type, x: x, y: y, mirroredAbout: event.mirroredAbout))
    isDown = type == .down || type == .move
  }

  /// Adds a scroll (`X11Host.onScrollEvent`: points towards the content's end, root points,
  /// media time); it needs no touch down.
  package mutating func appendScroll(
    _ delta: CGVector, at location: CGPoint, type: UIScrollType = .discrete, timestamp: TimeInterval
  ) {
    guard reachedLimit == nil, timestamp.isFinite, location.x.isFinite, location.y.isFinite,
      delta.dx.isFinite, delta.dy.isFinite
    else { return }
    let start = origin ?? timestamp
    origin = start
    let t = max(timestamp - start, events.last?.t ?? 0, 0)
    if t > SegueLimits.seconds || events.count >= SegueLimits.scriptEvents - 1 {
      reachedLimit =
        t > SegueLimits.seconds
        ? "the \(SegueLimits.seconds(SegueLimits.seconds)) s time limit of a script"
        : "the \(SegueLimits.grouped(SegueLimits.scriptEvents))-event limit of a script"
      closeTouch()
      return
    }
    let x = min(max(Double(location.x), 0), viewport.width)
    let y = min(max(Double(location.y), 0), viewport.height)
    events.append(PointerScript.Event(t: t, type: .scroll, x: x, y: y, scrollDelta: delta, scrollType: type))
  }

  /// The script so far, a touch still down ended with a `cancel`.
  /// The events recorded so far, as recorded (a touch still down not yet closed).
  var recordedEvents: [PointerScript.Event] { events }

  package var script: PointerScript {
    var finished = self
    finished.closeTouch()
    return PointerScript(scene: scene, viewport: viewport, events: finished.events)
  }

  private mutating func closeTouch() {
    guard isDown, let last = events.last else { return }
    events.append(
      PointerScript.Event(t: last.t, type: .cancel, x: last.x, y: last.y, mirroredAbout: last.mirroredAbout))
    isDown = false
  }
}
