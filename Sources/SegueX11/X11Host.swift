import CX11
import Dispatch
import Foundation
import SegueAnimation
import SegueRender
import SegueSupport
import SegueUIKit

/// Shows a Segue view tree in an X11 window, paced to the display's refresh, driven by the
/// mouse (docs/architecture.md, "One frame").
///
/// Everything Xlib runs on the main queue: a `DispatchSourceRead` on the connection's
/// socket drains events, a `DisplayLink` ticks frames, and each frame commits the layer
/// tree on main and composites it on the render queue into a free presenter buffer, which
/// main then puts into the window. With nothing animating and no input the display link
/// pauses: an idle window wakes up for nothing.
///
/// Keys: `S` slow animations ×10, `D` dark mode, `R` right to left, `T` / Shift-`T` text size up
/// and down, `M` Reduce Motion (each says what it switched in a note at the bottom for about
/// 1.5 s), `H` frame-timing HUD, `I` the animation inspector beside the phone
/// (`X11Host+Inspector.swift`), `Esc` `onBack`, `Q` / Ctrl+Q quit.
@MainActor package final class X11Host {
  /// How to open the window.
  package struct Options: Sendable {
    /// Viewport in points.
    package var size = CGSize(width: 390, height: 844)
    /// Pixels per point (1…3); nil picks 2 when the window fits the primary monitor at 2
    /// with room for a panel and title bar, else 1 (`MonitorSize.fittingScale`).
    package var scale: Int?
    package var title = "Segue"
    /// X display name; nil reads `DISPLAY`.
    package var displayName: String?
    /// Start with animations ten times slower.
    package var slowAnimations = false
    /// The simulated phone's settings: appearance (`D` toggles it live), direction (`R`),
    /// text size (`T`, Shift-`T`), Reduce Motion (`M`); the status bar is drawn by default.
    package var settings = HostSettings(showsStatusBar: true)
    package var showsHUD = false
    /// Open the animation inspector beside the phone (`--inspector`; `I` toggles it).
    package var showsInspector = false
    /// `.wire` forces `XPutImage` (measurements); MIT-SHM otherwise when the server has it.
    package var presentPath = WindowPresenter.Path.sharedMemory
    /// Where the window's contents go on the screen (root pixels); nil lets the window
    /// manager place it.
    package var position: CGPoint?
    /// Map the window as it opens; false keeps it hidden until `showWindow()`.
    package var mapsWindow = true
    package init() {}
  }

  /// The host this window configures: its display link as the frame clock, X pointer and
  /// scroll events as the input source, the render queue and window buffers as the presenter
  /// (docs/architecture.md, "Hosts").
  package let host: FrameHost
  /// The frame loop the window runs.
  package var loop: FrameLoop { host.loop }
  /// The root view: the viewport, origin (0, 0), in points.
  package var rootView: UIView { loop.rootView }
  package let scale: Int
  /// Every pointer event, before the touch router gives it to a control.
  package var onPointerEvent: ((PointerEvent) -> Void)? {
    get { host.onPointerEvent }
    set { host.onPointerEvent = newValue }
  }
  /// Called for each scroll delivered — a wheel notch (`.discrete`) or a touchpad's delta
  /// (`.continuous`): the distance in points towards the content's end, the pointer in root
  /// points, the kind, and the media time (`segue record` writes them as `scroll` events).
  package var onScrollEvent: ((CGVector, CGPoint, UIScrollType, TimeInterval) -> Void)? {
    get { host.onScrollEvent }
    set { host.onScrollEvent = newValue }
  }
  /// `Esc`: the back action (a navigation pop, later).
  package var onBack: (() -> Void)?
  /// `Q`, Ctrl+Q or the window manager's close button. Default: close and exit(0).
  package var onQuit: (() -> Void)?
  /// Runs each frame after input and before animations are sampled.
  package var onFrame: ((DisplayLink) -> Void)?
  /// Runs, without any X call, just before the process exits because the window or the
  /// display went away under it: another client destroyed the window, or the connection to
  /// the X server broke (the server exited). `record` writes its recording here.
  package var onConnectionLost: (() -> Void)? {
    get { connectionLoss.action }
    set { connectionLoss.action = newValue }
  }
  /// Holds `onConnectionLost` for Xlib's per-display I/O-error exit handler.
  private let connectionLoss = ConnectionLoss()

  package let display: X11Display
  package let window: X11Window
  /// The window's buffers (MIT-SHM or `XPutImage`).
  package var presenter: WindowPresenter { framePresenter.buffers }
  private let framePresenter: WindowFramePresenter
  private let frameClock: WindowFrameClock
  private let input: WindowInput
  /// The display link pacing frames.
  package var displayLink: DisplayLink { frameClock.displayLink }
  /// Frame timing since the window opened (or the last `timings.reset()`).
  package var timings = FrameTimings()
  /// The media clock every animation reads (slowed by `slowAnimations`).
  package var clock: ScaledMediaClock { frameClock.clock }

  /// Animations run ten times slower (the Simulator's Debug ▸ Slow Animations).
  package var slowAnimations = false {
    didSet {
      clock.setRate(slowAnimations ? 0.1 : 1)
      setNeedsFrame()
    }
  }
  /// Draws the frame-timing overlay.
  package var showsHUD = false { didSet { setNeedsFrame() } }
  /// The animation inspector while it is open (`showsInspector`).
  package internal(set) var inspector: WindowInspector?
  /// A press began in the inspector's panel: its motion and release go there too.
  var panelHasPointer = false
  /// The phone's width in window pixels (the window is wider while the inspector is open).
  var phonePixelWidth: Int { Int((loop.rootView.bounds.width * CGFloat(scale)).rounded()) }

  /// The simulated phone's settings (`HostSettings`); a change shows at the next frame.
  package var settings: HostSettings {
    get { host.settings }
    set { host.settings = newValue }
  }

  private var readSource: DispatchSourceRead?
  var pendingPixelSize: (width: Int, height: Int)?
  /// Whether a resize past `SegueLimits.framePixels` was reported (once a run).
  private var reportedOversizedWindow = false
  private var tickContinues = false
  /// XInput 2 (smooth scrolling); nil when the server lacks it.
  private var pointerExtension: PointerExtension?
  private var closed = false
  /// Exits with a sentence when the server stops answering (`ServerWatchdog`).
  private let watchdog: ServerWatchdog

  /// Opens the window (mapped at once) and starts listening to the display.
  ///
  /// - Throws: `X11Error` when there is no display or no usable visual.
  package init(options: Options = Options()) throws {
    let watchdog = ServerWatchdog(
      displayName: options.displayName ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? "")
    let display: X11Display
    do {
      display = try X11Display(name: options.displayName)
    } catch {
      watchdog.stop()
      throw error
    }
    watchdog.connected(fileDescriptor: display.fileDescriptor)
    self.watchdog = watchdog
    self.display = display
    let size = CGSize(width: max(options.size.width, 1), height: max(options.size.height, 1))
    scale = min(
      max(options.scale ?? MonitorSize.fittingScale(for: size, on: MonitorSize.primary(on: display)), 1), 3)
    let pixelWidth = Int((size.width * CGFloat(scale)).rounded())
    let pixelHeight = Int((size.height * CGFloat(scale)).rounded())
    let windowPoints = size.width + (options.showsInspector ? WindowInspector.width : 0)
    if SegueLimits.framePixelsExcess(width: Double(windowPoints), height: Double(size.height), scale: scale) != nil {
      display.close()
      watchdog.stop()
      throw X11Error.windowTooLarge(width: Double(size.width), height: Double(size.height), scale: scale)
    }
    // With the inspector open from the start the window is made wide enough for its panel
    // at once (no resize, and no re-made first frame).
    let windowPixelWidth =
      pixelWidth + (options.showsInspector ? Int((WindowInspector.width * CGFloat(scale)).rounded()) : 0)
    do {
      window = try X11Window(
        display: display, width: windowPixelWidth, height: pixelHeight, title: options.title,
        position: options.position.map { (Int($0.x.rounded()), Int($0.y.rounded())) }, maps: options.mapsWindow)
    } catch {
      display.close()
      watchdog.stop()
      throw error
    }
    framePresenter = WindowFramePresenter(
      buffers: WindowPresenter(
        display: display, window: window.id, width: windowPixelWidth, height: pixelHeight,
        preferred: options.presentPath))
    let rate = RefreshRate.of(window: window.id, on: display)
    pointerExtension = PointerExtension(display: display, window: window.id)
    frameClock = WindowFrameClock(refreshRate: rate, vblank: VblankSource(display: display, window: window.id))
    input = WindowInput(scale: scale, clock: frameClock.clock)
    input.center = CGPoint(x: size.width / 2, y: size.height / 2)
    host = FrameHost(
      size: size, scale: scale, frameClock: frameClock, input: input, presenter: framePresenter, inputTiming: .framed,
      settings: options.settings)
    frameClock.onTick = { [weak self] link in self?.tick(link) }
    frameClock.onWake = { [weak self] in
      // Arming flushes a request, and Xlib's flush also reads what the server has sent:
      // events can reach Xlib's queue with the socket no longer readable, where the read
      // source would never see them. This may run outside any handler, so drain soon.
      self?.tickContinues = false
      self?.scheduleDrain()
    }
    framePresenter.hud = { [weak self] in
      guard let self, showsHUD else { return nil }
      return timings.hudSnapshot(at: monotonicSeconds())
    }
    // A new inspector panel picture (made off the render queue) shows at the next frame.
    let weakHost = WeakHost(self)
    framePresenter.pipeline.panel.onPictureReady = {
      DispatchQueue.main.async {
        MainActor.assumeIsolated { weakHost.host?.setNeedsFrame() }
      }
    }
    framePresenter.panel = { [weak self] in
      guard let inspector = self?.inspector else { return nil }
      return inspector.commit()
    }
    slowAnimations = options.slowAnimations
    showsHUD = options.showsHUD
    clock.setRate(slowAnimations ? 0.1 : 1)
    timings.refreshPeriod = displayLink.duration

    let source = DispatchSource.makeReadSource(fileDescriptor: display.fileDescriptor, queue: .main)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.drainEvents() }
    }
    source.resume()
    readSource = source
    connectionLoss.install(on: display)
    if options.showsInspector { inspector = WindowInspector(window: self) }
    setNeedsFrame()
    drainEvents()
  }

  /// Another client destroyed the window: say so, let `onConnectionLost` save what it
  /// holds, and exit with status 1.
  private func windowDestroyed() {
    FileHandle.standardError.write(
      Data(
        "\(X11Error.program): the window was closed by another program (its X window was destroyed); exiting.\n".utf8))
    window.markDestroyed()
    onConnectionLost?()
    close()
    exit(1)
  }

  /// `SEGUE_TRACE=frames` logs every rendered frame (render time) and every skipped tick
  /// (why), with monotonic seconds.
  static let tracesFrames = SegueTrace.isOn("frames")

  /// Asks for a frame at the next vblank (after changing the model outside a frame), waking
  /// the display link.
  package func setNeedsFrame() {
    guard !closed else { return }
    frameClock.setNeedsFrame()
  }

  private var drainScheduled = false

  /// Drains events on the next turn of the main queue (coalesced).
  private func scheduleDrain() {
    guard !drainScheduled else { return }
    drainScheduled = true
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated {
        self?.drainScheduled = false
        self?.drainEvents()
      }
    }
  }

  /// While true, the display link renders nothing and input is held back: a replay is
  /// stepping the loop on a held clock (`segue watch`). Setting it false asks for a frame.
  package var holdsFrames = false {
    didSet { if !holdsFrames && oldValue { setNeedsFrame() } }
  }

  /// While false, pointer, scroll and key input is dropped (a `segue watch` session hands
  /// the window over to a new build: what happens meanwhile would be lost to it).
  package var acceptsInput = true

  /// Runs after each frame is put in the window.
  package var onPresent: (() -> Void)?

  /// Each host key pressed (`S`, `D`, `Esc`, …), before it acts; return true to take it
  /// instead. `segue watch` records them and takes its own.
  package var onHostKey: ((HostKey) -> Bool)?

  /// Maps the window opened with `Options.mapsWindow` false, and asks for a frame.
  package func showWindow() {
    window.map()
    setNeedsFrame()
  }

  /// Continues a touch a replay left down at `location` (points) as if the left button went
  /// down in this window: later motion moves it, the release ends it. The pointer is
  /// grabbed so the drag keeps its events outside the window.
  package func continueHeldTouch(at location: CGPoint) {
    input.pointer.continueTouch()
    window.grabPointer(time: Time(CurrentTime))
  }

  /// Whether the window reads its pointer through XInput 2 (smooth scrolling); false on a
  /// server without XInput 2.1, where core events are read.
  package var readsXInput2: Bool { pointerExtension != nil }

  /// Whether the display link is running (false when idle).
  package var isTicking: Bool { frameClock.isTicking }

  /// Whether nothing is left to show: the display link is paused, no frame is being
  /// rendered, and none is waiting for a free buffer.
  package var isIdle: Bool {
    !isTicking && !framePresenter.isRendering && !frameClock.needsFrame && !framePresenter.pipeline.panel.isBusy
  }

  /// The render queue (the inspector's panel pixels are read from it).
  var framePresenterPipeline: RenderPipeline { framePresenter.pipeline }
  /// Whether the left button is down on the phone (a touch in progress).
  var phoneTouchIsDown: Bool { input.pointer.isDown }

  /// A copy of the last composited frame, HUD included (tests, screenshots).
  package func lastFrame() -> Bitmap? { framePresenter.pipeline.lastFrameCopy() }

  /// Runs the main queue forever (the window's life); quit through `onQuit`.
  package func run() -> Never {
    dispatchMain()
  }

  /// Quits as `Q` does, after delivering the input received but not yet given to a frame (so a
  /// recording keeps a wheel notch that came just before `Q`).
  package func quit() {
    if !closed {
      loop.activate()
      deliverPendingInput()
    }
    if let onQuit {
      onQuit()
    } else {
      close()
      exit(0)
    }
  }

  /// Quits as `Q` does after `seconds`; if the process has not exited 2 s later — the X
  /// server stopped answering, and closing the window waits for it — it exits with status
  /// 1 and a sentence naming `option` or the server, from off the main queue.
  package func quit(after seconds: Double, option: String) {
    watchdog.expectExit(after: seconds, option: option)
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
      MainActor.assumeIsolated { self.quit() }
    }
  }

  /// Closes the window and the connection (segments are detached first). Idempotent.
  package func close() {
    guard !closed else { return }
    closed = true
    frameClock.invalidate()
    framePresenter.isClosed = true
    // Wait for a frame still being rendered into a buffer before freeing the buffers.
    framePresenter.pipeline.queue.sync {}
    readSource?.cancel()
    readSource = nil
    presenter.close()
    window.destroy()
    display.close()
    watchdog.stop()
  }

  // MARK: Frames

  private func tick(_ link: DisplayLink) {
    guard !closed else { return }
    if holdsFrames {
      // A replay steps the loop itself (`segue watch`); the link waits for it to end.
      frameClock.pause()
      return
    }
    timings.recordTick(at: monotonicSeconds(), continuing: tickContinues)
    tickContinues = true
    timings.missedDeadlines = link.missedFrames
    timings.refreshPeriod = link.duration
    loop.activate()
    applyPendingResize()
    let events = deliverPendingInput()
    var mediaTarget = clock.mediaTime(atBaseTime: link.targetTimestamp)
    if let inspector { mediaTarget = inspector.beforeFrame(atMediaTime: mediaTarget) }
    onFrame?(link)
    // Animating before the step includes the frame in which the last animation ends. With
    // the clock held (the inspector paused it) nothing moves between frames.
    let held = clock.heldTime != nil
    let wasAnimating = loop.needsFrames && !held
    loop.runFrame(atMediaTime: mediaTarget)
    let panelChanged = inspector?.update(atMediaTime: mediaTarget) ?? false
    if frameClock.needsFrame || !events.isEmpty || wasAnimating || (loop.needsFrames && !held) || panelChanged {
      renderFrame(atMediaTime: mediaTarget)
    }
    // A drag in progress keeps the link running (its motion must not wait for a restart).
    if !frameClock.needsFrame && (!loop.needsFrames || held) && !input.isActive {
      frameClock.pause()
    }
    drainEvents()
  }

  /// Delivers the scrolls and pointer events received since the last frame (each pointer event
  /// with a frame at its time before and after); returns the pointer events.
  @discardableResult
  private func deliverPendingInput() -> [PointerEvent] {
    host.deliverInput().pointerEvents
  }

  private func renderFrame(atMediaTime mediaTime: CFTimeInterval) {
    let taken = host.present(atMediaTime: mediaTime) { [weak self] renderSeconds in
      self?.finishFrame(renderSeconds: renderSeconds)
    }
    guard taken else {
      // Skipped: the next tick must render, or the last change would stay unseen. Ticks
      // while the window's first frame is still being made are not dropped frames: nothing
      // was on screen to repeat (the window appears a tick later instead).
      if timings.presentedFrames > 0 { timings.skippedFrames += 1 }
      if Self.tracesFrames {
        FileHandle.standardError.write(
          Data(
            "[segue frames] skipped tick at \(monotonicSeconds()) s: \(framePresenter.isRendering ? "the previous frame is still rendering" : "no free buffer")\(timings.presentedFrames == 0 ? " (first frame, not counted)" : "")\n"
              .utf8))
      }
      frameClock.needsFrame = true
      return
    }
    frameClock.needsFrame = false
  }

  private func finishFrame(renderSeconds: Double) {
    guard !closed else { return }
    timings.recordRender(seconds: renderSeconds)
    if Self.tracesFrames {
      FileHandle.standardError.write(
        Data(
          "[segue frames] rendered in \(String(format: "%.2f", renderSeconds * 1000)) ms at \(monotonicSeconds()) s\n"
            .utf8))
    }
    timings.recordPresent(seconds: framePresenter.lastPresentSeconds)
    timings.recordPresented(at: monotonicSeconds())
    onPresent?()
    drainEvents()
  }

  func applyPendingResize() {
    guard let size = pendingPixelSize else { return }
    pendingPixelSize = nil
    presenter.resize(width: size.width, height: size.height)
    // The inspector's panel takes the window's right part; the phone keeps the rest.
    let phoneWidth = max(size.width - (inspector?.pixelWidth ?? 0), 1)
    let points = CGSize(width: CGFloat(phoneWidth) / CGFloat(scale), height: CGFloat(size.height) / CGFloat(scale))
    loop.resize(to: points)
    input.center = CGPoint(x: points.width / 2, y: points.height / 2)
  }

  // MARK: Events

  /// Reads every queued event. Runs when the socket is readable and at the end of every
  /// handler that talked to the server (a round trip can pull events into Xlib's queue,
  /// where the read source would not see them).
  func drainEvents() {
    guard !closed else { return }
    loop.activate()  // keys and the close button run app code (a back action, onQuit)
    let dpy = display.display
    var event = XEvent()
    while !closed && XPending(dpy) > 0 {
      XNextEvent(dpy, &event)
      handle(&event)
    }
    guard !closed else { return }
    presenter.checkErrors()
  }

  private func handle(_ event: inout XEvent) {
    if presenter.handle(&event) { return }
    if frameClock.handles(&event) { return }
    let now = monotonicSeconds()
    switch event.type {
    case Expose:
      if event.xexpose.count == 0 { setNeedsFrame() }
    case ConfigureNotify:
      var width = Int(event.xconfigure.width)
      var height = Int(event.xconfigure.height)
      if width * height > SegueLimits.framePixels {
        // Another client (or a window manager ignoring the size hints) made the window
        // larger than a frame may be: draw its top-left part.
        let fitted = SegueLimits.largestFrame(width: Double(width), height: Double(height), scale: 1)
        if !reportedOversizedWindow {
          reportedOversizedWindow = true
          FileHandle.standardError.write(
            Data(
              "\(X11Error.program): the window was resized to \(width)×\(height) px, over the \(SegueLimits.grouped(SegueLimits.framePixels))-pixel frame limit; drawing its top-left \(fitted.width)×\(fitted.height) px until it is made smaller.\n"
                .utf8))
        }
        (width, height) = fitted
      }
      if width != presenter.width || height != presenter.height {
        pendingPixelSize = (width, height)
        setNeedsFrame()
      }
    case DestroyNotify where event.xdestroywindow.window == window.id:
      windowDestroyed()
    case ClientMessage:
      let message = event.xclient
      if message.message_type == window.protocolsAtom, Atom(bitPattern: message.data.l.0) == window.deleteAtom {
        quit()
      }
    case KeyPress, ButtonPress, ButtonRelease, MotionNotify, GenericEvent:
      if acceptsInput { handleInput(&event, at: now) }
    default:
      break  // focus, mapping: nothing to do
    }
  }

  /// A key, button or pointer event (while `acceptsInput`).
  private func handleInput(_ event: inout XEvent, at now: TimeInterval) {
    switch event.type {
    case KeyPress:
      handleKey(&event.xkey)
    case ButtonPress:
      let button = event.xbutton
      pressed(
        button: button.button, x: button.x, y: button.y, time: button.time, alt: button.state & UInt32(Mod1Mask) != 0,
        at: now)
    case ButtonRelease:
      let button = event.xbutton
      released(button: button.button, x: button.x, y: button.y, time: button.time, at: now)
    case MotionNotify:
      let motion = event.xmotion
      moved(
        x: motion.x, y: motion.y, time: motion.time, leftButtonDown: motion.state & UInt32(Button1Mask) != 0, at: now)
    case GenericEvent:
      guard let decoded = pointerExtension?.decode(&event), decoded.isOurs, let pointerEvent = decoded.event else {
        break
      }
      switch pointerEvent {
      case .press(let button, let x, let y, let time, let alt, let emulated):
        // Emulated wheel buttons repeat valuator motion already scrolled by.
        if !emulated { pressed(button: button, x: x, y: y, time: time, alt: alt, at: now) }
      case .release(let button, let x, let y, let time):
        released(button: button, x: x, y: y, time: time, at: now)
      case .motion(let x, let y, let time, let leftButtonDown, let scroll):
        moved(x: x, y: y, time: time, leftButtonDown: leftButtonDown, at: now)
        if let scroll {
          // Whole notches are a wheel's, unless a touchpad scroll is going on.
          let type: UIScrollType = scroll.isWhole && !loop.isScrollingContinuously ? .discrete : .continuous
          enqueueScroll(
            CGVector(dx: scroll.dx, dy: scroll.dy), x: x, y: y, type: type, time: time, at: now)
        }
      }
    default:
      break
    }
  }

  /// A button went down (core or XInput 2): the left one starts a touch (Alt held: a
  /// two-finger one), 4–7 are wheel notches (4 up, 5 down, 6 left, 7 right).
  private func pressed(button: UInt32, x: Int32, y: Int32, time: Time, alt: Bool, at now: TimeInterval) {
    switch button {
    case UInt32(Button1):
      window.grabPointer(time: time)
      if panelTakesPress(x: x, y: y) { return }
      enqueue(.press, x: x, y: y, time: time, at: now, mirrored: alt)
    case 4...7:
      let notches: [UInt32: CGVector] = [
        4: CGVector(dx: 0, dy: -1), 5: CGVector(dx: 0, dy: 1), 6: CGVector(dx: -1, dy: 0), 7: CGVector(dx: 1, dy: 0),
      ]
      enqueueScroll(notches[button] ?? .zero, x: x, y: y, type: .discrete, time: time, at: now)
    default:
      break  // the middle and right buttons do nothing
    }
  }

  private func released(button: UInt32, x: Int32, y: Int32, time: Time, at now: TimeInterval) {
    guard button == UInt32(Button1) else { return }
    window.ungrabPointer(time: time)
    if panelTakesRelease(x: x, y: y) { return }
    enqueue(.release, x: x, y: y, time: time, at: now)
  }

  private func moved(x: Int32, y: Int32, time: Time, leftButtonDown: Bool, at now: TimeInterval) {
    if panelTakesMotion(x: x, y: y) { return }
    if input.pointer.isDown && !leftButtonDown {
      // The release was lost (grab broken): end the touch where the pointer is.
      window.ungrabPointer(time: time)
      enqueue(.cancel, x: x, y: y, time: time, at: now)
    } else {
      enqueue(.motion, x: x, y: y, time: time, at: now)
    }
  }

  /// Queues a scroll of `notches` (fractional from a touchpad) at window pixel (`x`, `y`).
  private func enqueueScroll(
    _ notches: CGVector, x: Int32, y: Int32, type: UIScrollType, time: Time, at now: TimeInterval
  ) {
    input.appendScroll(notches, x: x, y: y, type: type, serverTime: UInt32(truncatingIfNeeded: time), clientTime: now)
    setNeedsFrame()
  }

  private func enqueue(
    _ kind: PointerInput.Kind, x: Int32, y: Int32, time: Time, at now: TimeInterval, mirrored: Bool = false
  ) {
    let first = input.append(
      PointerInput.Sample(
        kind: kind, x: Double(x), y: Double(y), serverTime: UInt32(truncatingIfNeeded: time), clientTime: now,
        mirrored: mirrored))
    if first { setNeedsFrame() }
  }

  /// A key press: while a text input is first responder it goes there first (so Q, S or space
  /// type into the field instead of quitting or slowing animations; Ctrl+Q and Ctrl+R stay the
  /// window's); otherwise, or for a key that types nothing, it is one of the window's keys.
  private func handleKey(_ key: inout XKeyEvent) {
    let symbol = Int32(truncatingIfNeeded: XLookupKeysym(&key, 0))
    let shift = key.state & UInt32(ShiftMask) != 0
    let control = key.state & UInt32(ControlMask) != 0
    let windowsOwn = control && [XK_q, XK_Q, XK_r, XK_R].contains(symbol)
    if !windowsOwn, loop.takesKeys, let typed = TypedKey.event(from: &key) {
      loop.deliverKey(typed)
      setNeedsFrame()
      return
    }
    // The inspector's keys when no text input is first responder.
    if let inspector, !control, inspector.key(symbol: symbol) { return }
    let hostKey: HostKey
    switch symbol {
    case XK_r where control, XK_R where control: hostKey = .restart
    case XK_l, XK_L: hostKey = .replayLast
    case XK_s, XK_S: hostKey = .slowAnimations
    case XK_d, XK_D: hostKey = .darkMode
    case XK_r, XK_R: hostKey = .rightToLeft
    case XK_t, XK_T: hostKey = shift ? .smallerText : .largerText
    case XK_m, XK_M: hostKey = .reduceMotion
    case XK_h, XK_H: hostKey = .hud
    case XK_i, XK_I: hostKey = .inspector
    case XK_Escape: hostKey = .back
    case XK_q, XK_Q: hostKey = .quit
    default: return
    }
    if onHostKey?(hostKey) == true { return }
    perform(hostKey)
  }

  /// Does what a host key does (a replay calls this with the keys it recorded).
  package func perform(_ key: HostKey) {
    switch key {
    case .slowAnimations:
      slowAnimations.toggle()
      loop.showNote(slowAnimations ? "Slow animations ×10 on" : "Slow animations off", timeScale: clock.rate)
    case .darkMode:
      settings.userInterfaceStyle = settings.userInterfaceStyle == .dark ? .light : .dark
      loop.showNote(settings.userInterfaceStyle == .dark ? "Dark mode on" : "Dark mode off", timeScale: clock.rate)
    case .rightToLeft:
      settings.layoutDirection = settings.layoutDirection == .rightToLeft ? .leftToRight : .rightToLeft
      loop.showNote(
        settings.layoutDirection == .rightToLeft ? "Right to left on" : "Right to left off", timeScale: clock.rate)
    case .largerText, .smallerText:
      settings.preferredContentSizeCategory = settings.preferredContentSizeCategory.stepped(
        by: key == .smallerText ? -1 : 1)
      loop.showNote("Text size: \(settings.preferredContentSizeCategory.label)", timeScale: clock.rate)
    case .reduceMotion:
      settings.reducesMotion.toggle()
      loop.showNote(settings.reducesMotion ? "Reduce Motion on" : "Reduce Motion off", timeScale: clock.rate)
    case .hud: showsHUD.toggle()
    case .inspector: showsInspector.toggle()
    case .back: onBack?()
    case .quit: quit()
    case .restart, .replayLast: break  // `segue watch`'s own keys
    }
  }
}

/// A weak reference to a host that other queues may carry; only the main actor reads it.
private final class WeakHost: @unchecked Sendable {
  weak var host: X11Host?
  init(_ host: X11Host) { self.host = host }
}

/// `X11Host.onConnectionLost`, reached from Xlib's I/O-error exit handler through the
/// display's user data (a per-connection pointer, no process-wide state). The handler runs
/// where the Xlib call that found the connection dead was made: the main queue.
@MainActor private final class ConnectionLoss {
  var action: (() -> Void)?

  func install(on display: X11Display) {
    XSetIOErrorExitHandler(
      display.display,
      { _, data in
        // Every Xlib call of a host is made on the main queue (under `dispatchMain`, a
        // worker thread, not the main thread), so this is too.
        if let data {
          let address = UInt(bitPattern: data)
          MainActor.assumeIsolated {
            guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
            Unmanaged<ConnectionLoss>.fromOpaque(pointer).takeUnretainedValue().action?()
          }
        }
        exit(1)
      }, Unmanaged.passUnretained(self).toOpaque())
  }
}

extension X11Host {
  /// Runs `work` off the main queue just before the server watchdog ends the process (the X
  /// server stopped answering): it must not touch the main actor.
  package func beforeWatchdogExit(_ work: @escaping @Sendable () -> Void) {
    watchdog.beforeExit(work)
  }
}
