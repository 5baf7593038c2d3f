import Foundation
import SeguePlayback
import SegueUIKit
import SegueWatch
import SegueX11

/// Everything a watched app is given, from its launch on — replayed or live — so a new
/// build can be brought to the same state (docs/watch.md, "How a reload works"): pointer and
/// scroll events as a pointer script (t from launch), the host keys that change the app,
/// the screen each touch began on, and the transitions' beginnings and ends.
@MainActor final class SessionRecorder {
  /// Media time of the launch (t = 0).
  let origin: TimeInterval
  private var recording: PointerRecording
  private var session = SessionFile(until: 0)
  private(set) var transitions: [TransitionSpan] = []
  private var observer: UUID?
  private let host: X11Host
  private let window: () -> UIWindow?

  init(host: X11Host, scene: String, origin: TimeInterval, window: @escaping () -> UIWindow?) {
    self.host = host
    self.origin = origin
    self.window = window
    let bounds = host.rootView.bounds
    recording = PointerRecording(
      scene: scene,
      viewport: PointerScript.Viewport(width: Double(bounds.width), height: Double(bounds.height), scale: host.scale),
      origin: origin)
    observer = host.loop.lifecycle.observe { [weak self] event in
      MainActor.assumeIsolated { self?.transitionEvent(event) }
    }
  }

  isolated deinit {
    if let observer { host.loop.lifecycle.removeObserver(observer) }
  }

  /// Where the app is now.
  var state: ScreenState {
    guard case .final(let stack, let presented) = LifecycleRecord.finalState(of: window()) else {
      return ScreenState(stack: [], presented: nil)
    }
    return ScreenState(stack: stack, presented: presented)
  }

  /// A pointer event about to be delivered (media time): a touch's beginning notes the
  /// screen it began on.
  func append(_ event: PointerEvent) {
    if event.phase == .down {
      session.checkpoints.append(SessionFile.Checkpoint(t: event.timestamp - origin, state: state))
    }
    recording.append(event)
  }

  func appendScroll(_ delta: CGVector, at location: CGPoint, type: UIScrollType, time: TimeInterval) {
    recording.appendScroll(delta, at: location, type: type, timestamp: time)
  }

  /// A host key pressed at media time `time`.
  func append(_ key: HostKey, at time: TimeInterval) {
    guard key.changesTheApp else { return }
    session.keys.append(SessionFile.Key(t: max(time - origin, 0), key: key.rawValue))
  }

  /// Where a touch still down is (points), if one is.
  var heldTouch: CGPoint? { recording.heldTouch }

  /// Writes `input.json` and `session.json` into `directory`, the session ending at media
  /// time `now`.
  ///
  /// - Throws: when the folder cannot be written.
  func write(to directory: URL, now: TimeInterval) throws {
    var file = session
    file.until = max(now - origin, 0)
    file.held = recording.heldTouch != nil
    file.state = state
    file.transitionBegins = transitions.map(\.begin)
    try recording.script.write(toFile: directory.appendingPathComponent(SessionFile.scriptName).path)
    try file.write(to: directory)
  }

  private func transitionEvent(_ event: TransitionLifecycleEvent) {
    switch event.phase {
    case .begin:
      transitions.append(TransitionSpan(kind: event.kind.rawValue, begin: event.time - origin, end: nil))
    case .end:
      if let index = transitions.lastIndex(where: { $0.end == nil && $0.kind == event.kind.rawValue }) {
        transitions[index].end = event.time - origin
      }
    }
  }
}
