import Foundation
import SegueAnimation
import SegueRender

/// The one frame loop every host runs on (docs/architecture.md, "One frame"): it owns the
/// root view, the screen, the media clock, running animations, per-frame callbacks and
/// display links, deferred main-queue turns, touch routing, transition observers and
/// commit. Nothing of it is process-wide, so two hosts in one process never see each
/// other's animations, and a loop that goes away takes its animations with it.
///
/// A loop reaches the outside through two seams:
/// - its frame clock: who calls `runFrame(atMediaTime:)` and when — a headless host
///   stepping a `VirtualClock` exactly 1/fps at a time, or a display link paced by the
///   display (`onDemand` wakes it);
/// - a frame presenter: who turns `commit(atMediaTime:)`'s render tree into pixels — a
///   bitmap (`FrameRenderer`) or an X11 window.
///
/// ## Which loop work belongs to
/// Work is attributed to the loop whose tree it touches (an animation added to a layer in
/// the loop's root view), else to `current`: the loop that last ran a frame or a host call.
/// Every host entry point makes its loop current, so code running between two calls (a
/// test building its controllers) lands in the loop it will be shown in.
@MainActor package final class FrameLoop {
  /// The loop whose work is running, or ran last (weak: a loop that is gone is nobody's).
  package private(set) static weak var current: FrameLoop?

  /// The root view: the viewport, origin (0, 0), in points.
  package let rootView: UIView
  /// The screen the loop shows (`UIScreen.main` while the loop is current).
  package let screen: UIScreen
  /// The media clock `CACurrentMediaTime()` reads while the loop is current.
  package let mediaClock: any MediaClock
  /// Called when something starts that needs frames (an animation added, work deferred to
  /// the next turn, a display link unpaused): a display-link host wakes its paused link.
  package var onDemand: (() -> Void)?

  package let animations = RunningAnimations()
  /// Records every animation added in the loop while set (the animation inspector,
  /// `segue replay --animations`); nil, the default, records nothing.
  package var animationRecorder: AnimationRecorder? {
    didSet { animations.recorder = animationRecorder }
  }
  package let turn = MainQueueTurn()
  /// Everything advanced each frame (`FrameDriven`): one list in phase order, kept as a list
  /// per phase (indexed by `FramePhase.rawValue`), each in order of addition, so a frame walks
  /// it without allocating.
  private var driven: [[any FrameDriven]] = Array(repeating: [], count: FramePhase.allCases.count)
  package let lifecycle = TransitionLifecycle()
  /// The haptic feedback played in this loop's app, in order ("impact medium intensity 1.00",
  /// "selection changed", "notification success"; `UIFeedbackGenerator`).
  package var playedFeedback: [String] = []
  /// The app launched on this loop (`UIApplication.shared` while the loop runs).
  package var application: UIApplication?
  /// The responder typed keys go to (`UIResponder.becomeFirstResponder()`), if any.
  weak var firstResponder: UIResponder?
  /// The drawn keyboard shown while a text input is first responder.
  private(set) lazy var keyboard = SoftwareKeyboard(loop: self)
  /// The drawn status bar, when the host shows one (`settings.showsStatusBar`).
  private(set) var statusBar: StatusBarView?
  /// The note a host's key shows (`showNote(_:seconds:timeScale:)`), once shown.
  var noteView: HostNoteView?
  /// The last note shown, kept after it faded (a test that polls can be late for the note).
  package internal(set) var lastNoteText: String?
  /// The message a host shows until it takes it away (`showMessage(title:lines:)`).
  var messageView: HostMessageView?
  /// The simulated phone's settings (appearance, direction, text size, Reduce Motion, the
  /// drawn status bar) the host runs with (`FrameLoop+Traits`).
  package var settings = HostSettings() {
    didSet {
      if settings.changesTraits(from: oldValue) { screenTraitsDidChange() }
      if settings.reducesMotion != oldValue.reducesMotion { motionPreferencesDidChange() }
      if settings.showsStatusBar != oldValue.showsStatusBar { updateStatusBar() }
    }
  }
  /// The traits windows inherit: the screen's and the user's (`FrameLoop+Traits`).
  package internal(set) lazy var screenTraits = ScreenTraits.collection(
    size: rootView.bounds.size, scale: screen.scale, settings: settings)

  /// Adds or removes the drawn status bar as `settings.showsStatusBar` says (windows and
  /// renders for documentation draw it; tests' frames leave it out unless they ask).
  private func updateStatusBar() {
    if settings.showsStatusBar, statusBar == nil {
      let bar = StatusBarView(loop: self)
      statusBar = bar
      rootView.addSubview(bar)
      layoutStatusBar()
      bar.refresh()
    } else if !settings.showsStatusBar, let bar = statusBar {
      bar.removeFromSuperview()
      statusBar = nil
    }
  }

  /// Keeps the status bar on top, sized to the unsafe top of the screen, showing its
  /// controller's current preferences.
  func layoutStatusBar() {
    guard let bar = statusBar else { return }
    if rootView.subviews.last !== bar { rootView.bringSubviewToFront(bar) }
    let height = UIView.deviceSafeAreaInsets(for: rootView.bounds.size).top
    let frame = CGRect(x: 0, y: 0, width: rootView.bounds.width, height: height)
    if bar.frame != frame { UIView.performWithoutAnimation { bar.frame = frame } }
    bar.refresh()
  }
  package private(set) lazy var touchRouter: TouchRouter = {
    let router = TouchRouter(rootView: rootView)
    router.ignoresNewTouches = { [unowned self] in self.isIgnoringInteractionEvents }
    return router
  }()
  /// The touchpad scroll in progress, if any (`ContinuousScroll`).
  let continuousScroll = ContinuousScroll()
  /// The `Timer`s scheduled from main-actor code while this loop is current.
  package let timers = ScheduledTimers()
  /// Non-interactive transitions whose animator has not completed yet.
  private var runningTransitions: [WeakTransition] = []
  /// The media time of the last frame (`CADisplayLink.timestamp` of the next one).
  package private(set) var lastFrameTime: CFTimeInterval?

  /// Depth of `UIApplication.beginIgnoringInteractionEvents()` calls not yet ended.
  var explicitIgnoringDepth = 0
  /// Transitions requested but not started yet (a push or presentation waits for the next
  /// turn): each holds interaction events off from the request on.
  private var pendingTransitionHolds: [WeakHold] = []

  private struct WeakTransition {
    weak var context: TransitionContext?
  }

  /// Weak: a hold whose owner went away (a controller released before its transition
  /// started) stops holding.
  private struct WeakHold {
    weak var hold: TransitionRequestHold?
  }

  /// - Parameters:
  ///   - size: the viewport in points.
  ///   - scale: pixels per point (1…3).
  ///   - mediaClock: the clock animations read (virtual headless, monotonic in a window).
  ///   - maximumFramesPerSecond: the display's refresh rate (`UIScreen.maximumFramesPerSecond`).
  package init(size: CGSize, scale: Int, mediaClock: any MediaClock, maximumFramesPerSecond: Int) {
    self.mediaClock = mediaClock
    screen = UIScreen(
      bounds: CGRect(origin: .zero, size: size), scale: CGFloat(scale), maximumFramesPerSecond: maximumFramesPerSecond)
    rootView = UIView(frame: CGRect(origin: .zero, size: size))
    rootView.backgroundColor = .white
    rootView.layer.frameLoop = self
    animations.root = rootView.layer
    driven[FramePhase.mainQueueTurn.rawValue] = [turn]
    driven[FramePhase.timers.rawValue] = [timers]
    driven[FramePhase.animations.rawValue] = [animations]
    rootView.invalidateTraits()  // the root inherits the screen's traits from now on
    DispatchQueue.main.setSpecific(key: ScreenTraits.mainQueueKey, value: true)
    activate()
  }

  /// Makes this loop current: its clock becomes `CACurrentMediaTime()`'s, its screen
  /// `UIScreen.main`.
  package func activate() {
    FrameLoop.current = self
    MediaTime.install(mediaClock)
    UIImage.preferredScale = screen.scale
  }

  /// The loop whose root view shows `layer` (nil for a layer in no loop's tree).
  package static func showing(_ layer: CALayer) -> FrameLoop? {
    var root = layer
    while let parent = root.renderParent { root = parent }
    return root.frameLoop
  }

  /// The loop `layer`'s tree belongs to, else the current one.
  package static func owning(_ layer: CALayer) -> FrameLoop? {
    var root = layer
    while let parent = root.renderParent { root = parent }
    return root.frameLoop ?? current
  }

  /// Resizes the viewport (a window resized by its user): the root view's frame and the
  /// screen's bounds, in points.
  package func resize(to size: CGSize) {
    guard size != rootView.bounds.size else { return }
    // UIKit's order for a size change: `viewWillTransition(to:with:)` down the controller
    // tree first, then the new size is laid out, then the coordinator's alongside blocks
    // and completions (not animated: a window resize has no animation of its own).
    let coordinator = SizeTransitionCoordinator(containerView: rootView)
    let windows = ([rootView] + rootView.subviews).compactMap { $0 as? UIWindow }
    for window in windows {
      window.rootViewController?.viewWillTransition(to: size, with: coordinator)
    }
    rootView.frame = CGRect(origin: .zero, size: size)
    screen.bounds = CGRect(origin: .zero, size: size)
    screenTraitsDidChange()
    rootView.layoutIfNeeded()
    coordinator.finish()
  }

  /// Asks the frame clock for frames.
  func setNeedsFrames() { onDemand?() }

  // MARK: - One frame

  /// One frame's model work at `mediaTime` (the frame's target timestamp), in the order of
  /// docs/architecture.md's "One frame" (after the host delivered the frame's input):
  /// touch deadlines (recognizers' timers), deferred turns, per-frame callbacks and
  /// display links, property animators, animation starts and ends (completions in UIKit's
  /// order), then layout. Presentation values are sampled when the frame is committed.
  package func runFrame(atMediaTime mediaTime: CFTimeInterval) {
    activate()
    touchRouter.advance(toMediaTime: mediaTime)
    for phase in 0..<driven.count {
      // What a phase adds to itself runs from the next frame (added after the snapshot);
      // what it adds to a later phase runs in this frame.
      do {
        let items = driven[phase]
        for item in items { item.advance(toMediaTime: mediaTime) }
      }
      if driven[phase].contains(where: { $0.frameState == .finished }) {
        driven[phase].removeAll { $0.frameState == .finished }
      }
    }
    layoutStatusBar()
    rootView.layoutIfNeeded()
    lastFrameTime = mediaTime
  }

  /// Delivers one pointer event from a display-paced host (the window, its replay and its
  /// recording) the way a headless replay does (`SceneDriver.replay`): the loop first runs
  /// a frame at the event's time (when that is later than the last frame), then the event
  /// goes to the touch router, then a frame runs at that time again — so what the event
  /// started (a push, a presentation, deferred to the next turn) has started before the
  /// next event, even one at the same instant. Times are media seconds and never run
  /// backwards: an event older than the last frame is handled at the last frame's time.
  package func deliverPointerEvent(_ event: PointerEvent) {
    let time = max(event.timestamp, lastFrameTime ?? -.infinity)
    if let last = lastFrameTime, time > last { runFrame(atMediaTime: time) }
    touchRouter.send(event)
    runFrame(atMediaTime: time)
  }

  /// The render tree of the root view at `mediaTime` (commit).
  package func commit(atMediaTime mediaTime: CFTimeInterval, backgroundColor: CGColor = .black) -> RenderTree {
    RenderCommit.tree(
      of: rootView.layer, atMediaTime: mediaTime, size: rootView.bounds.size, scale: Int(screen.scale),
      backgroundColor: backgroundColor)
  }

  /// Whether the model needs another frame: an animation whose time runs, deferred work,
  /// a running property animator, a per-frame driver or an unpaused display link. A live
  /// host stops its display link when this is false and nothing else asks for a frame.
  package var needsFrames: Bool {
    driven.contains { items in items.contains { $0.frameState == .running } }
  }

  /// Whether something that will end needs frames: `needsFrames` without what runs forever
  /// (an animation repeated forever). `HeadlessHost.runUntilIdle()` waits on this.
  package var needsFramesToSettle: Bool {
    driven.contains { items in items.contains { $0.frameState == .running && !$0.runsForever } }
  }

  /// Advances `item` every frame in `phase`, after what the phase already has, until it is
  /// finished or `stopDriving(_:)`; asks for frames when it runs. Adding it again does nothing.
  package func drive(_ item: any FrameDriven, in phase: FramePhase) {
    guard !driven[phase.rawValue].contains(where: { $0 === item }) else { return }
    driven[phase.rawValue].append(item)
    if item.frameState == .running { setNeedsFrames() }
  }

  /// Stops advancing `item`.
  package func stopDriving(_ item: any FrameDriven) {
    for phase in driven.indices where driven[phase].contains(where: { $0 === item }) {
      driven[phase].removeAll { $0 === item }
    }
  }

  // MARK: - Ignoring interaction events

  /// Whether new touches are ignored now (docs/uikit-behaviour.md §5.4): while a transition
  /// runs that no gesture drives and that is not interruptible — from the push, pop,
  /// presentation or dismissal request until its `completeTransition` — and while `UIApplication.beginIgnoringInteractionEvents()`
  /// calls are open. A touch that went down before keeps being delivered (the pan driving
  /// an interactive transition, the tap whose lift started the transition).
  package var isIgnoringInteractionEvents: Bool {
    explicitIgnoringDepth > 0 || pendingTransitionHolds.contains { $0.hold != nil }
      || runningTransitions.contains { entry in
        guard let context = entry.context else { return false }
        return !context.hasCompleted && !context.isInteractive && !context.isInterruptible
      }
  }

  /// Ignores new touches from now until `releaseInteraction(_:)` with the same hold: a
  /// transition has been requested and starts on a later turn.
  func holdInteraction(_ hold: TransitionRequestHold) {
    pendingTransitionHolds.removeAll { $0.hold == nil || $0.hold === hold }
    pendingTransitionHolds.append(WeakHold(hold: hold))
  }

  /// Ends a hold taken with `holdInteraction(_:)` (once; later calls do nothing).
  func releaseInteraction(_ hold: TransitionRequestHold) {
    pendingTransitionHolds.removeAll { $0.hold == nil || $0.hold === hold }
  }

  // MARK: - Transitions waiting on the outside

  /// Notes a non-interactive transition whose animator is running (until it completes or
  /// its watchdog gives up).
  func transitionDidStart(_ context: TransitionContext) {
    runningTransitions.removeAll { $0.context == nil }
    runningTransitions.append(WeakTransition(context: context))
  }

  func transitionDidStop(_ context: TransitionContext) {
    runningTransitions.removeAll { $0.context == nil || $0.context === context }
  }

  /// A transition that nothing in the loop moves: its animator is running, but no
  /// animation, deferred turn or per-frame driver is at work — so it waits for work the
  /// loop cannot see (a block the animator queued with `DispatchQueue.main.async` or
  /// `asyncAfter`). A headless host waits for such work in real time.
  package var transitionAwaitingOutsideWork: TransitionContext? {
    guard !needsFramesToSettle else { return nil }
    return runningTransitions.lazy.compactMap(\.context).first { !$0.hasCompleted && !$0.isInteractive }
  }

  /// Media seconds of the frame before one at `targetTimestamp`: the last frame's, else one
  /// refresh earlier (a display link's `timestamp`).
  func previousFrameTime(before targetTimestamp: CFTimeInterval) -> CFTimeInterval {
    lastFrameTime ?? targetTimestamp - 1 / Double(max(screen.maximumFramesPerSecond, 1))
  }
}

extension CALayer {
  /// The loop whose root layer this is (set on a loop's root view only).
  package var frameLoop: FrameLoop? {
    get { rootFrameLoop.loop }
    set { rootFrameLoop = WeakFrameLoop(loop: newValue) }
  }
}

/// A requested transition's claim on a loop's touches: taken when a push, pop, presentation
/// or dismissal is requested, released when that transition starts (its context then says
/// whether it is interactive) or is dropped. Releasing twice does nothing.
@MainActor final class TransitionRequestHold {
  private weak var loop: FrameLoop?

  /// Holds interaction events off in the loop showing `layer` (nothing when it is in no
  /// loop's tree: a controller off screen runs no animated transition).
  init(showing layer: CALayer?) {
    loop = layer.flatMap(FrameLoop.showing)
    loop?.holdInteraction(self)
  }

  func release() {
    loop?.releaseInteraction(self)
    loop = nil
  }
}

/// A weak reference to a loop (a root layer does not keep its loop alive).
struct WeakFrameLoop {
  weak var loop: FrameLoop?
}

extension FrameLoop {
  /// A memory warning, as the Simulator's Debug ▸ Simulate Memory Warning sends one: the app
  /// delegate's `applicationDidReceiveMemoryWarning(_:)`, then
  /// `UIApplication.didReceiveMemoryWarningNotification`, then `didReceiveMemoryWarning()` on
  /// every controller in the loop's windows — each root, its children and what it presents,
  /// parents before children.
  package func simulateMemoryWarning() {
    activate()
    Self.emptyCachesForMemoryWarning()
    if let application {
      application.delegate?.applicationDidReceiveMemoryWarning(application)
    }
    NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: application)
    var pending = rootView.subviews.compactMap { ($0 as? UIWindow)?.rootViewController }
    var seen: Set<ObjectIdentifier> = []
    while !pending.isEmpty {
      let controller = pending.removeFirst()
      guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
      controller.didReceiveMemoryWarning()
      pending.append(contentsOf: controller.children)
      if let presented = controller.presentedViewController { pending.append(presented) }
    }
  }

  /// What the system itself frees on a memory warning before anything is told: the decoded
  /// images of `UIImage(named:)` (`NamedImageCache`; uikit-behaviour-drawing.md §16).
  package static func emptyCachesForMemoryWarning() {
    NamedImageCache.shared.removeAll()
  }
}
