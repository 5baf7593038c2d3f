import Foundation
import SegueRender
import SegueUIKit

/// Drives a scene headless on a virtual clock, for tests and for `segue replay`/`render`:
/// a window of a chosen size and scale, time that moves only when you advance it, taps,
/// drags with a chosen duration and release velocity, pointer-script replay, rendered
/// frames, and the transition lifecycle as it happened.
///
/// ```swift
/// let driver = SceneDriver(width: 390, height: 844, scale: 2)
/// driver.show(UINavigationController(rootViewController: first))
/// driver.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3,
///             releaseVelocity: CGVector(dx: 900, dy: 0))
/// driver.runUntilIdle()
/// #expect(driver.records.last == .end(t: …, kind: .pop, completed: true))
/// ```
///
/// Same calls, same results: lifecycle records and frames are identical on every run.
///
/// Each driver runs its own frame loop: its animations, touches and transition events are
/// its own, so drivers in one process (tests running side by side) never see each other's,
/// and a driver that goes away leaves nothing running.
///
/// Animators that defer work with `DispatchQueue.main.async` or `asyncAfter` need the
/// main queue to run between frames: in a `@MainActor` test, make the test `async` and
/// `await` the driver's calls (`await driver.runUntilIdle()`), which suspend so it does
/// (`HeadlessHost`, "Main-queue work and deadlines").
@preconcurrency @MainActor public final class SceneDriver {
  /// The headless host underneath (its clock, root view and renderer).
  public let host: HeadlessHost
  /// Transition beginnings and ends seen so far, times relative to `origin`.
  public private(set) var records: [LifecycleRecord] = []
  /// Media time that lifecycle times and script times count from: set by `show(_:)` and by
  /// `replay(_:)` (a script's t = 0).
  public private(set) var origin: TimeInterval
  private var observer: UUID?

  /// A window of `width` × `height` points at `scale` pixels per point, its clock stepping
  /// at `framesPerSecond` and reading `startTime` seconds at first (`HeadlessHost`'s
  /// default, 1000 s; what happens in a replay does not depend on it).
  public init(
    width: Double = 390, height: Double = 844, scale: Int = 2, framesPerSecond: Double = 60,
    startTime: TimeInterval = 1000
  ) {
    host = HeadlessHost(
      size: CGSize(width: width, height: height), scale: scale, framesPerSecond: framesPerSecond, startTime: startTime)
    origin = host.now
    observer = host.loop.lifecycle.observe { [weak self] event in
      MainActor.assumeIsolated { self?.receive(event) }
    }
  }

  /// A window the size and scale of a script's viewport.
  public convenience init(viewport: PointerScript.Viewport, framesPerSecond: Double = 60) {
    self.init(width: viewport.width, height: viewport.height, scale: viewport.scale, framesPerSecond: framesPerSecond)
  }

  isolated deinit {
    if let observer { host.loop.lifecycle.removeObserver(observer) }
  }

  private func receive(_ event: TransitionLifecycleEvent) {
    records.append(LifecycleRecord(event, origin: origin))
  }

  // MARK: - Scene and time

  /// Shows `rootViewController` in the window, runs one frame, and starts counting time
  /// from now.
  @discardableResult
  public func show(_ rootViewController: UIViewController) -> UIWindow {
    let window = host.show(rootViewController)
    host.step()
    startCounting()
    return window
  }

  /// Shows `window` (filling the viewport; an app's window, say), runs one frame, and
  /// starts counting time from now.
  public func show(_ window: UIWindow) {
    host.show(window)
    host.step()
    startCounting()
  }

  /// Launches the app whose delegate is `delegateType` in the driver's window, as iOS
  /// starts it (`application(_:didFinishLaunchingWithOptions:)`, then the scene delegate's
  /// `scene(_:willConnectTo:options:)` when the app has one), runs one frame and starts
  /// counting time from now.
  ///
  /// - Returns: the app's key window (nil if the app showed none).
  @discardableResult
  public func launch(_ delegateType: any UIApplicationDelegate.Type) -> UIWindow? {
    _ = UIApplication.launch(delegateType, on: host.loop)
    host.step()
    startCounting()
    return host.window
  }

  /// Makes now the time origin and frame 0 of the host's frame grid, so what follows does
  /// not depend on the clock's reading (`HeadlessHost.frameGridOrigin`).
  private func startCounting() {
    origin = host.now
    host.frameGridOrigin = origin
  }

  /// Seconds since `origin`.
  public var elapsed: TimeInterval { host.now - origin }

  /// Advances the clock by `seconds`, one frame at a time.
  public func advance(by seconds: TimeInterval) {
    guard seconds > 0 else { return host.step() }
    host.advance(by: seconds)
  }

  /// Advances the clock until `elapsed == time` (does nothing when it is already later).
  public func advance(toElapsed time: TimeInterval) {
    advance(by: time - elapsed)
  }

  /// Runs frames until no animation, animator or deferred work remains, at most `limit`
  /// seconds; returns the seconds advanced.
  @discardableResult
  public func runUntilIdle(limit: TimeInterval = 30) -> TimeInterval {
    host.runUntilIdle(limit: limit)
  }

  /// The frame at the current time.
  public func render() -> Bitmap { host.render() }

  // MARK: - Scene and time, in an async test

  /// Advances the clock by `seconds`, one frame at a time; before each frame the main queue
  /// runs what was queued until then (see `HeadlessHost.advance(by:)`).
  public func advance(by seconds: TimeInterval) async {
    guard seconds > 0 else { return await host.step() }
    await host.advance(by: seconds)
  }

  /// Advances the clock until `elapsed == time`, running the main queue before each frame.
  public func advance(toElapsed time: TimeInterval) async {
    await advance(by: time - elapsed)
  }

  /// Runs frames, and the main queue before each, until nothing moves or waits, at most
  /// `limit` seconds; returns the seconds advanced.
  @discardableResult
  public func runUntilIdle(limit: TimeInterval = 30) async -> TimeInterval {
    await host.runUntilIdle(limit: limit)
  }

  /// A tap at `point`, running the main queue between frames.
  public func tap(at point: CGPoint, duration: TimeInterval = 0.05) async {
    send(.down, at: point)
    await advance(by: max(duration, 0))
    send(.up, at: point)
  }

  /// A drag as `drag(from:to:duration:releaseVelocity:release:)` makes it, running the main
  /// queue between frames.
  public func drag(
    from start: CGPoint, to end: CGPoint, duration: TimeInterval, releaseVelocity: CGVector? = nil,
    release: Bool = true, mirroredAbout mirror: CGPoint? = nil
  ) async {
    let samples = dragSamples(from: start, to: end, duration: duration, releaseVelocity: releaseVelocity)
    let begin = host.now
    send(.down, at: start, mirroredAbout: mirror)
    for sample in samples {
      await advance(by: begin + sample.time - host.now)
      send(.move, at: sample.point, mirroredAbout: mirror)
    }
    if release { send(.up, at: end, mirroredAbout: mirror) }
  }

  // MARK: - Pointer

  /// The moves of a drag, one per frame (see `DragPath`).
  private func dragSamples(
    from start: CGPoint, to end: CGPoint, duration: TimeInterval, releaseVelocity: CGVector?
  ) -> [(time: TimeInterval, point: CGPoint)] {
    DragPath(
      start: start, end: end, duration: max(duration, 0), releaseVelocity: releaseVelocity,
      frameInterval: 1 / host.framesPerSecond
    ).samples
  }

  /// Delivers a script event now: a pointer event, or a scroll.
  private func deliver(_ event: PointerScript.Event) {
    let point = CGPoint(x: event.x, y: event.y)
    if let phase = PointerEvent.Phase(event.type) {
      send(phase, at: point, mirroredAbout: event.mirroredAbout)
    } else {
      host.scroll(by: event.scrollDelta, at: point, type: event.scrollType)
    }
  }

  /// Delivers one pointer event at the current time, at `point` (points, window coordinates).
  /// One pointer event now. With `mirroredAbout`, a second finger moves mirrored about
  /// that point (root view points): two-finger gestures such as pinches and rotations.
  public func send(_ phase: PointerEvent.Phase, at point: CGPoint, mirroredAbout: CGPoint? = nil) {
    host.send(PointerEvent(phase: phase, location: point, timestamp: host.now, mirroredAbout: mirroredAbout))
  }

  /// A tap at `point`: down, `duration` seconds, up at the same place.
  public func tap(at point: CGPoint, duration: TimeInterval = 0.05) {
    host.tap(at: point, duration: duration)
  }

  /// A drag from `start` to `end` (points) taking `duration` seconds, one move per frame.
  ///
  /// Without `releaseVelocity` the pointer moves at constant speed. With it, the last
  /// 100 ms (or the second half of a shorter drag) move at exactly that velocity, in points
  /// per second, so a pan recognizer's release velocity (estimated over the last 100 ms)
  /// is that vector; the rest of the drag covers the remaining distance at constant speed.
  ///
  /// - Parameter release: false leaves the pointer down at `end`.
  public func drag(
    from start: CGPoint, to end: CGPoint, duration: TimeInterval, releaseVelocity: CGVector? = nil,
    release: Bool = true, mirroredAbout mirror: CGPoint? = nil
  ) {
    let samples = dragSamples(from: start, to: end, duration: duration, releaseVelocity: releaseVelocity)
    let begin = host.now
    send(.down, at: start, mirroredAbout: mirror)
    for sample in samples {
      advance(by: begin + sample.time - host.now)
      send(.move, at: sample.point, mirroredAbout: mirror)
    }
    if release { send(.up, at: end, mirroredAbout: mirror) }
  }

  // MARK: - Scripts

  /// When a replay stops after the script's last event.
  public enum ReplayEnd: Sendable, Equatable {
    /// Right after the last event (or the last capture).
    case immediately
    /// When every animation has ended (at most `limit` seconds after the last event).
    case idle(limit: TimeInterval)
    /// This many seconds after the last event: at the last frame-grid frame by then, so the
    /// lines are a prefix of a longer replay's (`segue replay --until`).
    case after(TimeInterval)
  }

  /// Replays `script` from now (which becomes `origin`, the script's t = 0): each event is
  /// delivered when the clock reaches its `t`, frames run in between, then the clock runs
  /// on as `end` says.
  ///
  /// - Parameters:
  ///   - captureTimes: seconds from the script start at which `capture` receives the frame
  ///     (after the events at the same instant); in any order, duplicates allowed.
  ///   - capture: called with the capture time and the frame.
  public func replay(
    _ script: PointerScript, until end: ReplayEnd = .idle(limit: 30), captureTimes: [TimeInterval],
    capture: (TimeInterval, Bitmap) throws -> Void
  ) rethrows {
    startCounting()
    try run(events: script.events, captureTimes: captureTimes, until: end, capture: capture)
  }

  /// Replays `script` from now without capturing frames.
  public func replay(_ script: PointerScript, until end: ReplayEnd = .idle(limit: 30)) {
    replay(script, until: end, captureTimes: [], capture: { _, _ in })
  }

  /// Reads the script at `path` and replays it (see `replay(_:until:captureTimes:capture:)`).
  ///
  /// - Throws: `ScriptError` naming the file, line and column of a problem in the script.
  public func replay(contentsOfFile path: String, until end: ReplayEnd = .idle(limit: 30)) throws {
    let script = try PointerScript(contentsOfFile: path)
    replay(script, until: end)
  }

  /// Runs a timeline from the current `origin`: script events and frame captures in time
  /// order (events first at equal times), then the clock as `end` says.
  public func run(
    events: [PointerScript.Event], captureTimes: [TimeInterval], until end: ReplayEnd,
    capture: (TimeInterval, Bitmap) throws -> Void
  ) rethrows {
    for step in Self.timeline(events: events, captureTimes: captureTimes) {
      switch step {
      case .event(let event):
        advance(toElapsed: event.t)
        deliver(event)
      case .capture(let time):
        advance(toElapsed: time)
        try capture(time, render())
      }
    }
    finish(end, lastEvent: events.last?.t ?? 0)
  }

  /// Runs `drivers` through one timeline in lockstep — the same events at the same times in
  /// each, then the clock as `end` says — calling `capture` with every driver's frame, in
  /// order, at each capture time: one scene rendered in two appearances, side by side.
  public static func run(
    _ drivers: [SceneDriver], events: [PointerScript.Event], captureTimes: [TimeInterval], until end: ReplayEnd,
    capture: (TimeInterval, [Bitmap]) throws -> Void
  ) rethrows {
    for step in timeline(events: events, captureTimes: captureTimes) {
      switch step {
      case .event(let event):
        for driver in drivers {
          driver.advance(toElapsed: event.t)
          driver.deliver(event)
        }
      case .capture(let time):
        var frames: [Bitmap] = []
        for driver in drivers {
          driver.advance(toElapsed: time)
          frames.append(driver.render())
        }
        try capture(time, frames)
      }
    }
    for driver in drivers { driver.finish(end, lastEvent: events.last?.t ?? 0) }
  }

  /// The end of a timeline whose last event came at `lastEvent` seconds.
  private func finish(_ end: ReplayEnd, lastEvent last: TimeInterval) {
    switch end {
    case .immediately: host.step()
    // Grid frames only, so the lines are a prefix of a longer replay's.
    case .after(let seconds): host.advanceOnFrameGrid(through: origin + last + max(seconds, 0))
    case .idle(let limit): runUntilIdle(limit: max(limit, 0))
    }
  }

  // MARK: - Scripts, in an async test

  /// Replays `script` from now as `replay(_:until:)` does, running the main queue between
  /// frames (for animators that use `DispatchQueue.main.async`).
  public func replay(_ script: PointerScript, until end: ReplayEnd = .idle(limit: 30)) async {
    startCounting()
    for step in Self.timeline(events: script.events, captureTimes: []) {
      guard case .event(let event) = step else { continue }
      await advance(toElapsed: event.t)
      deliver(event)
    }
    let last = script.events.last?.t ?? 0
    switch end {
    case .immediately: await host.step()
    case .after(let seconds): await host.advanceOnFrameGrid(through: origin + last + max(seconds, 0))
    case .idle(let limit): await runUntilIdle(limit: max(limit, 0))
    }
  }

  /// Reads the script at `path` and replays it, running the main queue between frames.
  ///
  /// - Throws: `ScriptError` naming the file, line and column of a problem in the script.
  public func replay(contentsOfFile path: String, until end: ReplayEnd = .idle(limit: 30)) async throws {
    let script = try PointerScript(contentsOfFile: path)
    await replay(script, until: end)
  }

  /// One step of a replay.
  private enum TimelineStep {
    case event(PointerScript.Event)
    case capture(TimeInterval)
  }

  /// Script events and frame captures in time order, events first at equal times.
  private static func timeline(events: [PointerScript.Event], captureTimes: [TimeInterval]) -> [TimelineStep] {
    let captures = captureTimes.filter { $0.isFinite }.sorted()
    var steps: [TimelineStep] = []
    var eventIndex = 0
    var captureIndex = 0
    while eventIndex < events.count || captureIndex < captures.count {
      let event = eventIndex < events.count ? events[eventIndex] : nil
      let captureTime = captureIndex < captures.count ? captures[captureIndex] : nil
      if let event, captureTime.map({ event.t <= $0 }) ?? true {
        steps.append(.event(event))
        eventIndex += 1
      } else if let captureTime {
        steps.append(.capture(captureTime))
        captureIndex += 1
      }
    }
    return steps
  }

  // MARK: - Outcome

  /// The app's state now: the navigation stack (titles, root first) of the first
  /// navigation controller in the window, and the topmost presented controller.
  public var finalState: LifecycleRecord { .finalState(of: host.window) }

  /// `segue replay`'s output so far: every record as a JSON line, then the final state.
  public var jsonLines: [String] { (records + [finalState]).map(\.jsonLine) }
}

extension LifecycleRecord {
  /// Where the app in `window` is now, as the last line of `segue replay` reports it: the
  /// stack of the first navigation controller (titles, root first) and the topmost presented
  /// controller; in a tab bar controller, only the selected tab is looked in (its own title
  /// when it holds no navigation controller). Headless and windowed replays both use this one
  /// rule.
  @MainActor public static func finalState(of window: UIWindow?) -> LifecycleRecord {
    guard let root = window?.rootViewController else { return .final(stack: [], presented: nil) }
    var stack = [root.replayName]
    var queue = [root]
    while !queue.isEmpty {
      let candidate = queue.removeFirst()
      if let navigation = candidate as? UINavigationController {
        stack = navigation.viewControllers.map(\.replayName)
        break
      }
      // A tab bar controller: the selected tab is where the app is
      // (docs/uikit-behaviour-2.md §16.4).
      if let tabs = candidate as? UITabBarController {
        guard let selected = tabs.selectedViewController else { continue }
        stack = [selected.replayName]
        queue = [selected]
        continue
      }
      queue.append(contentsOf: candidate.children)
    }
    var presented: UIViewController?
    var presenter: UIViewController = root
    while let next = presenter.presentedViewController {
      presented = next
      presenter = next
    }
    return .final(stack: stack, presented: presented?.replayName)
  }
}

extension PointerEvent.Phase {
  /// The phase of a script event type; nil for `scroll`, which is no touch.
  package init?(_ type: PointerScript.EventType) {
    switch type {
    case .down: self = .down
    case .move: self = .move
    case .up: self = .up
    case .cancel: self = .cancel
    case .scroll: return nil
    }
  }
}
