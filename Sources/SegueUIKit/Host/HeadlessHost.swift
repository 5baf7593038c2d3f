import Foundation
import SegueAnimation
import SegueRender

/// A host without a display: a frame loop on a virtual clock stepped exactly one frame at a
/// time, and frames rendered to bitmaps or PNG files on demand.
///
/// Each frame first runs the main dispatch queue — the blocks queued with
/// `DispatchQueue.main.async`, in FIFO order, seeing the frame's time — then the loop's
/// frame (deferred turns, display links, animations, layout). The same input stepped by
/// the same frames gives byte-identical frames.
///
/// Hosts in one process (tests running side by side) keep their animations, touches and
/// transitions apart: work is attributed to the host whose window it touches. One thing is
/// shared: `CACurrentMediaTime()` reads the clock of the host that ran last, so code that
/// reads the time between a host's calls should read that host's `now`.
///
/// ## Main-queue work and deadlines
/// - Called from top-level code (`segue render`, an app's `render`/`replay`), the
///   synchronous `advance(by:)`/`runUntilIdle()` drain the main queue themselves.
/// - Called from a main-queue block — a `@MainActor` test — they cannot: libdispatch never
///   runs the main queue inside one of its own blocks. Use the `async` forms there
///   (`await host.advance(by:)`): each frame suspends until the main queue has run what was
///   queued before it. The synchronous forms still run everything Segue defers itself, and
///   warn when a transition waits for main-queue work they cannot run.
/// - `Timer`s scheduled from main-actor code fire on the virtual clock, on the first frame at
///   or after their fire time (docs/uikit-behaviour-2.md §20.2).
/// - `asyncAfter` deadlines follow the wall clock, which a virtual clock cannot
///   move. While a transition's animator is running but nothing in the loop moves it (it
///   waits for such a deadline), each frame waits its interval in real time, so virtual
///   and wall time advance together until the deferred work starts; then frames run at full
///   speed again. Frames before and after are deterministic; the frame a deadline lands on
///   can differ by one between runs (the wall clock's jitter). Deadlines outside a
///   transition run when they are due at the start of a frame.
@preconcurrency @MainActor public final class HeadlessHost {
  /// The host this one configures: a stepped frame clock, scripted input delivered at once,
  /// frames composited into bitmaps (docs/architecture.md, "Hosts").
  package let host: FrameHost
  /// The frame grid `advance(by:)` and `runUntilIdle()` step through.
  package let frameClock: SteppedFrameClock
  let scriptedInput = ScriptedInput()
  private let presenter = BitmapPresenter()
  /// Transitions already warned about (once each).
  private var warnedTransitions: Set<ObjectIdentifier> = []

  /// - Parameters:
  ///   - size: viewport in points (default 390 × 844).
  ///   - scale: pixels per point, 1…3.
  ///   - framesPerSecond: frame rate of `advance(by:)` (default 60).
  ///   - startTime: the clock's initial reading, seconds.
  public init(
    size: CGSize = CGSize(width: 390, height: 844), scale: Int = 2, framesPerSecond: Double = 60,
    startTime: TimeInterval = 1000
  ) {
    frameClock = SteppedFrameClock(startTime: startTime, framesPerSecond: framesPerSecond)
    host = FrameHost(
      size: size, scale: min(max(scale, 1), 3), frameClock: frameClock, input: scriptedInput, presenter: presenter,
      inputTiming: .immediate)
  }

  /// The virtual clock (seconds).
  public var clock: VirtualClock { frameClock.clock }
  /// Pixels per point (1, 2, 3).
  public var scale: Int { Int(loop.screen.scale) }
  /// Frames per second the clock steps at.
  public var framesPerSecond: Double { frameClock.framesPerSecond }
  /// Media time (seconds) of frame 0 of the frame grid: the frames `advance(by:)` and
  /// `runUntilIdle()` step through are at `frameGridOrigin + n / framesPerSecond` for whole
  /// numbers n (`SteppedFrameClock`). The start time at first; a replay moves it to its own
  /// start (`SceneDriver.replay`).
  package var frameGridOrigin: TimeInterval {
    get { frameClock.gridOrigin }
    set { frameClock.gridOrigin = newValue }
  }
  /// The frame loop (clock, animations, touches, commit) the host runs.
  package var loop: FrameLoop { host.loop }
  /// Composites frames (content cache + compositor); its counters show re-rasterizations.
  package var renderer: FrameRenderer { presenter.renderer }

  /// Lets snapshots borrow `renderer`'s rasters instead of the presenter's (a benchmark that
  /// composites the host's frames with its own renderer, as the window would).
  package func lendRastersToSnapshots(from renderer: FrameRenderer) {
    loop.screen.snapshotRenderer.borrowRasters(from: renderer)
  }

  /// The root view: the viewport, origin (0, 0), sized in points.
  public var rootView: UIView { loop.rootView }

  /// The simulated phone's settings: appearance, layout direction, text size, Reduce Motion
  /// and the drawn status bar (`HostSettings`; all defaults, status bar off). A change shows
  /// at the next frame.
  public var settings: HostSettings {
    get { host.settings }
    set {
      activate()
      host.settings = newValue
    }
  }

  /// Sends the app a memory warning, as the Simulator's Debug ▸ Simulate Memory Warning does:
  /// the app delegate's `applicationDidReceiveMemoryWarning(_:)`,
  /// `UIApplication.didReceiveMemoryWarningNotification`, then `didReceiveMemoryWarning()` on
  /// every controller on screen.
  public func simulateMemoryWarning() {
    loop.simulateMemoryWarning()
  }

  /// Resizes the viewport to `size` points, as a user resizing the preview window does:
  /// controllers hear `viewWillTransition(to:with:)` first, then the views are laid out at
  /// the new size (autoresizing), then the coordinator's alongside blocks and completions
  /// run. Frames rendered afterwards have the new size.
  public func resize(to size: CGSize) {
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
    loop.resize(to: size)
  }

  /// The window shown by `show(_:)`, else the key window an app put on the viewport.
  public var window: UIWindow? {
    shownWindow ?? rootView.subviews.reversed().lazy.compactMap { $0 as? UIWindow }.first { $0.isKeyWindow }
  }
  private var shownWindow: UIWindow?
  /// The scene of windows `show(_:)` makes when no app is launched on this host.
  private lazy var hostScene: UIWindowScene = {
    activate()
    let session = UISceneSession(
      role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
    let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
    scene.activationState = .foregroundActive
    return scene
  }()

  /// Puts `rootViewController` in a window filling the viewport and makes it visible (its
  /// appearance callbacks run), like an app's scene delegate.
  @discardableResult
  public func show(_ rootViewController: UIViewController) -> UIWindow {
    activate()
    // In a window scene, as every window is on iOS 13 and later: the launched app's first
    // scene, else one the host makes for its windows.
    let scene = loop.application?.firstWindowScene ?? hostScene
    let window = UIWindow(windowScene: scene)
    window.rootViewController = rootViewController
    show(window)
    return window
  }

  /// Puts `window` on the viewport (filling it, replacing the window shown before) and
  /// makes it key and visible.
  package func show(_ window: UIWindow) {
    activate()
    if let previous = shownWindow, previous !== window { previous.removeFromSuperview() }
    window.frame = rootView.bounds
    window.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    rootView.addSubview(window)
    window.makeKeyAndVisible()
    shownWindow = window
  }

  /// Whether nothing moves or waits: no running animation, property animator, per-frame
  /// driver, display link or deferred turn, and no transition waiting for deferred work. An
  /// animation repeated forever (an activity indicator's spin) does not count.
  public var isIdle: Bool { !loop.needsFramesToSettle && loop.transitionAwaitingOutsideWork == nil }

  /// The frame at the clock's current time, `size × scale` pixels.
  public func render() -> Bitmap {
    activate()
    return presenter.render { loop.commit(atMediaTime: clock.now) }
  }

  /// Renders the current frame and writes it as a PNG.
  ///
  /// - Throws: `PNGError` naming the path when it cannot be written.
  public func writePNG(toFile path: String) throws {
    try PNGCodec.write(render(), toFile: path)
  }

  /// Makes this host's loop current (its clock is `CACurrentMediaTime()`'s, its screen
  /// `UIScreen.main`); every call of the host does this first.
  public func activate() { loop.activate() }

  /// Seconds on the host's clock.
  public var now: TimeInterval { clock.now }

  // MARK: - Stepping from top-level code, or synchronously in a test

  /// Runs one frame now without moving the clock (the main queue, then animations added
  /// since the last frame start and deferred completions run).
  public func step() {
    activate()
    let drains = MainDispatchQueue.drain()
    loop.runFrame(atMediaTime: clock.now)
    warnIfWaiting(canDrain: drains)
  }

  /// Advances the clock by `seconds`, running a frame at each frame-grid time in between
  /// (`frameGridOrigin + n / fps`) and one exactly at `now + seconds`.
  public func advance(by seconds: TimeInterval) {
    activate()
    let times = frameTimes(by: seconds)
    let drains = MainDispatchQueue.drain()
    loop.runFrame(atMediaTime: clock.now)
    for time in times { frame(at: time, drains: drains) }
    warnIfWaiting(canDrain: drains)
  }

  /// Advances frame by frame until `isIdle`, or at most `limit` seconds; returns the
  /// seconds advanced.
  @discardableResult
  public func runUntilIdle(limit: TimeInterval = 30) -> TimeInterval {
    activate()
    let start = clock.now
    let drains = MainDispatchQueue.drain()
    loop.runFrame(atMediaTime: clock.now)
    while isBusy(canWait: drains) && clock.now - start < limit {
      frame(at: gridTime(after: clock.now), drains: drains)
    }
    warnIfWaiting(canDrain: drains)
    return clock.now - start
  }

  private func frame(at time: TimeInterval, drains: Bool) {
    let waits = drains && loop.transitionAwaitingOutsideWork != nil
    let interval = time - clock.now
    clock.advance(to: time)
    if waits {
      MainDispatchQueue.wait(seconds: interval)
    } else if drains {
      _ = MainDispatchQueue.drain()
    }
    loop.runFrame(atMediaTime: time)
  }

  // MARK: - Stepping in an async test

  /// Runs one frame now without moving the clock, after the main queue has run what was
  /// queued before this call.
  public func step() async {
    activate()
    await MainDispatchQueue.hop()
    activate()
    loop.runFrame(atMediaTime: clock.now)
  }

  /// Advances the clock by `seconds` as `advance(by:)` does; before each frame the main
  /// queue runs what was queued until then (`DispatchQueue.main.async` blocks), and while a
  /// transition waits for a deadline (`asyncAfter`) the frame waits its interval
  /// in real time.
  public func advance(by seconds: TimeInterval) async {
    let times = frameTimes(by: seconds)
    await step()
    for time in times { await frame(at: time) }
  }

  /// Advances frame by frame until `isIdle`, or at most `limit` seconds, running the main
  /// queue before each frame; returns the seconds advanced.
  @discardableResult
  public func runUntilIdle(limit: TimeInterval = 30) async -> TimeInterval {
    let start = clock.now
    await step()
    while isBusy(canWait: true) && clock.now - start < limit {
      await frame(at: gridTime(after: clock.now))
    }
    return clock.now - start
  }

  private func frame(at time: TimeInterval) async {
    let waits = loop.transitionAwaitingOutsideWork != nil
    let interval = time - clock.now
    activate()
    clock.advance(to: time)
    await MainDispatchQueue.hop(after: waits ? interval : nil)
    activate()
    loop.runFrame(atMediaTime: time)
  }

  // MARK: - Shared

  /// Advances frame by frame on the frame grid up to the last grid frame at or before
  /// `time` (media seconds; within `MediaTime.sameInstant`), running a frame now first as
  /// `advance(by:)` does. Unlike `advance(by:)` it never lands between grid frames, so it
  /// runs exactly the frames a longer run would have run by then (`segue replay --until`).
  package func advanceOnFrameGrid(through time: TimeInterval) {
    activate()
    let drains = MainDispatchQueue.drain()
    loop.runFrame(atMediaTime: clock.now)
    for frameTime in gridTimes(through: time) { frame(at: frameTime, drains: drains) }
    warnIfWaiting(canDrain: drains)
  }

  /// `advanceOnFrameGrid(through:)`, running the main queue before each frame.
  package func advanceOnFrameGrid(through time: TimeInterval) async {
    let times = gridTimes(through: time)
    await step()
    for frameTime in times { await frame(at: frameTime) }
  }

  /// The first grid frame later than `time` (by more than `MediaTime.sameInstant`):
  /// `frameGridOrigin + n / fps` for the next whole n.
  package func gridTime(after time: TimeInterval) -> TimeInterval { frameClock.gridTime(after: time) }

  private func gridTimes(through time: TimeInterval) -> [TimeInterval] { frameClock.gridTimes(through: time) }

  private func frameTimes(by seconds: TimeInterval) -> [TimeInterval] { frameClock.frameTimes(by: seconds) }

  private func isBusy(canWait: Bool) -> Bool {
    loop.needsFramesToSettle || (canWait && loop.transitionAwaitingOutsideWork != nil)
  }

  /// A synchronous call from inside a main-queue block cannot run the main queue: say so
  /// once when a transition waits for work queued there.
  private func warnIfWaiting(canDrain: Bool) {
    guard !canDrain, let context = loop.transitionAwaitingOutsideWork,
      warnedTransitions.insert(ObjectIdentifier(context)).inserted
    else { return }
    TransitionTrace.warn(
      "\(context.animatorTypeName)'s transition waits for work it queued on the main queue (DispatchQueue.main.async or asyncAfter), which a synchronous call from a @MainActor test cannot run; make the test async and await the host's calls (await driver.runUntilIdle())."
    )
  }
}
