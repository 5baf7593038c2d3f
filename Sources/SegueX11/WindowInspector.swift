import CX11
import Foundation
import SegueAnimation
import SegueRender
import SegueUIKit

/// The animation inspector open beside the phone in a window (`I` or `--inspector`,
/// docs/inspector.md, "In the window").
///
/// It records every animation of the window's frame loop, shows the newest transition's on a
/// timeline in a panel right of the phone (its own view tree, frame loop and renderer, so
/// the phone's pixels are the same with it open), and controls the window's media clock:
/// pause, scrub, step, loop, 100/25/10 % playback, and freezing one animation.
///
/// ## Clock control
/// Pausing holds the media clock (`ScaledMediaClock.hold(atMediaTime:)`); while held every
/// frame samples the same instant, so a scrubbed or stepped frame is the frame a headless
/// render at that media time gives. The playhead stays inside the running animations: at
/// most 1 ms before the first of them would end, so scrubbing back and forth never ends
/// one (an ended animation is removed and cannot be scrubbed back). Looping jumps the
/// clock back to the newest transition's start just before its animations end, so it
/// never completes while the loop is on.
@MainActor package final class WindowInspector {
  /// The panel's width, points.
  package static let width: CGFloat = 560

  /// The panel's width in window pixels.
  package let pixelWidth: Int
  /// What the panel shows.
  package let recorder = AnimationRecorder()
  /// The panel's views: controls, timeline, curves.
  package let view: AnimationInspectorView
  /// Whether the newest transition loops (`L`).
  package private(set) var isLooping = false
  /// How many times the clock jumped back to the looping transition's start.
  package private(set) var loopCount = 0
  /// The animation whose curves show (index in the recorder's records).
  package private(set) var selected: Int?
  /// The animation whose row is under the pointer.
  package private(set) var hovered: Int?

  private weak var window: X11Host?
  private let panelHost: HeadlessHost
  /// When the inspector opened (media seconds).
  private let openedAt: Double
  /// Media time labelled 0 on the axis and in the status: the newest transition's start,
  /// else the first animation's, else when the inspector opened.
  private var origin: Double {
    recorder.transitions.last?.begin ?? recorder.records.first?.begin ?? openedAt
  }
  /// Records and transitions the timeline was last built from (rebuilt when they change).
  private var builtCounts = (records: -1, transitions: -1, ended: -1)
  /// Whether a press on the time axis or the bars is scrubbing (until its release).
  package private(set) var scrubbing = false
  /// The panel's view tree changed since its last commit.
  private var panelChanged = true
  /// The user changed the panel (a control, the pointer, a key): it commits even while
  /// time runs.
  private var userChangedPanel = false
  /// Whether this frame may commit a changed panel (see `update(atMediaTime:)`).
  private var panelMayCommit = true
  /// Whether time ran at the last frame, and whether this frame's clock jumped back to loop.
  private var wasRunning = false
  private var wrapped = false
  /// A message for the controls bar and when it goes (monotonic seconds).
  private var message: (text: String, until: Double)?

  /// Opens the inspector on `window`'s frame loop (recording starts now).
  init(window: X11Host) {
    self.window = window
    let height = window.rootView.bounds.height
    let size = CGSize(width: Self.width, height: height)
    pixelWidth = Int((Self.width * CGFloat(window.scale)).rounded())
    panelHost = HeadlessHost(size: size, scale: window.scale)
    view = AnimationInspectorView(frame: CGRect(origin: .zero, size: size), showsControls: true)
    openedAt = window.clock.now
    let controller = UIViewController()
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    controller.view.addSubview(view)
    _ = panelHost.show(controller)
    view.frame = controller.view.bounds
    view.onCommand = { [weak self] command in self?.perform(command) }
    view.timeline.showsPlayheadView = false
    window.loop.activate()
    window.loop.animationRecorder = recorder
  }

  /// Stops recording, lets frozen animations go and runs the clock again.
  func close() {
    guard let window else { return }
    for id in view.timeline.frozen { recorder.unfreeze(id) }
    window.loop.animationRecorder = nil
    window.clock.resume()
  }

  /// Whether the media clock is held.
  package var isPaused: Bool { window?.clock.heldTime != nil }

  // MARK: Commands

  /// Carries out a control's command (a button, or its key).
  package func perform(_ command: AnimationInspectorView.Command) {
    guard let window else { return }
    switch command {
    case .togglePause:
      // Held where no running animation would end: a frame late past a loop's jump-back
      // (or a push's last instant) must not end the animations the window still shows.
      if isPaused { window.clock.resume() } else { window.clock.hold(atMediaTime: clamp(window.clock.now)) }
    case .stepFrame:
      let now = window.clock.heldTime ?? window.clock.now
      hold(at: now + window.displayLink.duration * window.clock.rate, clamped: true)
    case .loopLastTransition:
      isLooping.toggle()
      say(isLooping ? (openTransition == nil ? "loop on: the next transition loops" : "loop on") : "loop off")
    case .rate(let rate):
      window.clock.setRate(rate)
    case .toggleFreeze:
      guard let selected else {
        say("freeze: click an animation's row first")
        break
      }
      if view.timeline.frozen.contains(selected) {
        recorder.unfreeze(selected)
        view.timeline.frozen.remove(selected)
      } else if recorder.freeze(selected) {
        view.timeline.frozen.insert(selected)
      } else {
        say("freeze: that animation has ended")
      }
    }
    panelChanged = true
    userChangedPanel = true
    window.setNeedsFrame()
  }

  /// Shows `text` in the controls bar for 2 s (a note on the phone would change its pixels
  /// and, with the clock held, never fade).
  private func say(_ text: String) {
    message = (text, monotonicSeconds() + 2)
    DispatchQueue.main.asyncAfter(deadline: .now() + 2.05) { [weak self] in
      MainActor.assumeIsolated {
        self?.panelChanged = true
        self?.window?.setNeedsFrame()
      }
    }
  }

  /// Holds the clock at `time` (media seconds): the next frame renders that instant.
  /// `clamped` keeps it where no running animation would end (see "Clock control").
  package func hold(at time: Double, clamped: Bool = true) {
    guard let window else { return }
    window.clock.hold(atMediaTime: clamped ? clamp(time) : time)
    panelChanged = true
    userChangedPanel = true
    window.setNeedsFrame()
  }

  /// The newest transition still running (index), if any.
  private var openTransition: Int? {
    guard let last = recorder.transitions.indices.last, recorder.transitions[last].end == nil else { return nil }
    return last
  }

  /// Where the running animations allow the playhead: from the newest open transition's
  /// start (or the earliest running animation's) to 1 ms before the first running
  /// animation ends.
  private func scrubRange() -> ClosedRange<Double>? {
    var lower = Double.infinity
    var upper = Double.infinity
    for record in recorder.records where record.end == nil && recorder.isRunning(record.id) {
      lower = min(lower, record.begin)
      let planned = record.begin + record.activeDuration
      if planned.isFinite { upper = min(upper, planned - 0.001) }
    }
    guard lower.isFinite else { return nil }
    if let open = openTransition { lower = max(lower, recorder.transitions[open].begin) }
    return lower...max(lower, upper)
  }

  private func clamp(_ time: Double) -> Double {
    guard let range = scrubRange() else { return time }
    return min(max(time, range.lowerBound), range.upperBound)
  }

  // MARK: Frames

  /// Runs before the window's frame at media time `time`: while looping, jumps the clock
  /// back to the newest transition's start once its animations are about to end. Returns
  /// the media time the frame should sample.
  func beforeFrame(atMediaTime time: Double) -> Double {
    guard let window, isLooping, !isPaused, let open = openTransition, window.loop.touchRouter.activeTouch == nil else {
      return time
    }
    let begin = recorder.transitions[open].begin
    var end = -Double.infinity
    for record in recorder.records where record.transition == open && recorder.isRunning(record.id) {
      let planned = record.begin + record.activeDuration
      if planned.isFinite { end = max(end, planned) }
    }
    // One frame of margin: the frame after this one must not reach the end either.
    let margin = window.displayLink.duration * window.clock.rate * 1.5
    guard end > begin + margin, time >= end - margin else { return time }
    window.clock.jump(toMediaTime: begin)
    wrapped = true
    loopCount += 1
    return window.clock.mediaTime(atBaseTime: window.displayLink.targetTimestamp)
  }

  /// Brings the panel up to date after the window ran its frame at `time`; returns whether
  /// it changed (the window then renders even when nothing on the phone moves).
  func update(atMediaTime time: Double) -> Bool {
    guard let window else { return false }
    let ended =
      recorder.records.reduce(0) { $0 + ($1.end == nil ? 0 : 1) }
      + recorder.transitions.reduce(0) { $0 + ($1.end == nil ? 0 : 1) }
    let counts = (recorder.records.count, recorder.transitions.count, ended)
    let running = window.loop.needsFrames && !isPaused
    defer {
      wasRunning = running
      wrapped = false
    }
    // Drawing the rows takes about 10 ms of the main thread and more to composite: while
    // time runs they wait — for the loop's jump back, or the frame after the motion ends —
    // so a running transition keeps its frames. Paused, they show at once.
    panelMayCommit = (!running && !wasRunning) || wrapped || userChangedPanel
    if panelChanged && wasRunning && !running { window.setNeedsFrame() }
    let rowsChanged = counts.0 != builtCounts.records || counts.1 != builtCounts.transitions
    if rowsChanged || counts.2 != builtCounts.ended {
      if running && !wrapped {
        // wait
      } else if wasRunning && !running {
        window.setNeedsFrame()
      } else {
        builtCounts = counts
        let model = TimelineModel(recorder: recorder, origin: origin, now: time, lastTransitionOnly: true)
        view.timeline.model = model
        if let selected { view.curves.subject = (model, selected) }
        panelChanged = true
      }
    }
    // The playhead moves without a new panel picture (`SidePanelFrame.playhead`); the
    // curves' mark follows it while the clock is held (a moving mark would redraw the
    // curves every frame).
    view.timeline.playheadTime = time
    if isPaused, view.curves.markedTime != time {
      view.curves.markedTime = time
      panelChanged = true
    }
    if let shown = message, shown.until <= monotonicSeconds() { message = nil }
    // The time shows while paused (while playing it would change the panel every frame).
    let shownTime = isPaused ? time - origin : nil
    if view.showStatus(paused: isPaused, rate: window.clock.rate, time: shownTime, message: message?.text) {
      panelChanged = true
    }
    view.timeline.frozen = view.timeline.frozen.filter { recorder.isFrozen($0) }
    return panelChanged && panelMayCommit
  }

  /// The panel's frame (its tree only when it changed since the last) and the outline of
  /// the hovered animation's layer over the phone (root points).
  func commit() -> (frame: SidePanelFrame, outline: CGRect?) {
    defer { window?.loop.activate() }
    var tree: RenderTree?
    if panelChanged && panelMayCommit {
      panelChanged = false
      userChangedPanel = false
      panelHost.activate()
      panelHost.loop.runFrame(atMediaTime: panelHost.now)
      tree = panelHost.loop.commit(atMediaTime: panelHost.now)
    }
    return (SidePanelFrame(tree: tree, playhead: playheadFrame), hovered.flatMap(outline(of:)))
  }

  /// The playhead in panel points, nil when it is off the axis.
  var playheadFrame: CGRect? {
    view.timeline.playheadFrame.map { $0.offsetBy(dx: view.timeline.frame.minX, dy: view.timeline.frame.minY) }
  }

  /// The on-screen rectangle of record `id`'s layer in root points (its presentation
  /// values up the tree), nil once the layer left the window.
  private func outline(of id: Int) -> CGRect? {
    guard let layer = recorder.layer(of: id), let rootLayer = window?.rootView.layer else { return nil }
    var transform = CGAffineTransform.identity
    var current: CALayer? = layer
    var reachedRoot = false
    while let node = current {
      if node === rootLayer {
        reachedRoot = true
        break
      }
      let state = node.presentationState(atLocalTime: node.localTime())
      transform = transform.concatenating(node.transformToSuperlayer(state: state))
      current = node.superlayer
    }
    guard reachedRoot else { return nil }
    let state = layer.presentationState(atLocalTime: layer.localTime())
    return state.bounds.applying(transform)
  }

  // MARK: Pointer

  /// A pointer event in the panel, at `point` (panel points): a press on the controls bar
  /// goes to its buttons, one on the time axis or the bars scrubs, one on a row selects it;
  /// motion with no button down hovers rows.
  func pointer(_ phase: PointerEvent.Phase, at point: CGPoint) {
    guard let window else { return }
    let inTimeline = view.timeline.frame.contains(point)
    let timelinePoint = CGPoint(x: point.x - view.timeline.frame.minX, y: point.y - view.timeline.frame.minY)
    switch phase {
    case .down:
      if inTimeline, view.timeline.isOnTimeAxis(timelinePoint), view.timeline.model != nil,
        timelinePoint.y < InspectorStyle.axisHeight || view.timeline.row(atY: timelinePoint.y) != nil
      {
        scrubbing = true
        hold(at: view.timeline.time(atX: timelinePoint.x))
      } else if inTimeline, case .animation(let index) = view.timeline.row(atY: timelinePoint.y) {
        select(index)
      } else {
        panelHost.send(PointerEvent(phase: .down, location: point, timestamp: panelHost.now))
        panelChanged = true
        userChangedPanel = true
      }
    case .move:
      if scrubbing {
        hold(at: view.timeline.time(atX: timelinePoint.x))
      } else if panelHost.touchRouter.activeTouch != nil {
        panelHost.send(PointerEvent(phase: .move, location: point, timestamp: panelHost.now))
        panelChanged = true
        userChangedPanel = true
      } else {
        hover(inTimeline ? view.timeline.row(atY: timelinePoint.y) : nil)
      }
    case .up, .cancel:
      if scrubbing {
        scrubbing = false
      } else if panelHost.touchRouter.activeTouch != nil {
        panelHost.send(PointerEvent(phase: phase, location: point, timestamp: panelHost.now))
        panelChanged = true
        userChangedPanel = true
      }
    }
    window.loop.activate()
    window.setNeedsFrame()
  }

  /// The pointer left the panel (into the phone, or out of the window).
  func pointerLeft() { hover(nil) }

  private func hover(_ row: TimelineModel.Row?) {
    var index: Int?
    if case .animation(let row) = row { index = row }
    guard index != hovered else { return }
    hovered = index
    view.timeline.hovered = index
    panelChanged = true
    userChangedPanel = true
    window?.setNeedsFrame()
  }

  /// Shows record `index`'s curves.
  package func select(_ index: Int) {
    selected = index
    view.timeline.selected = index
    if let model = view.timeline.model { view.curves.subject = (model, index) }
    view.curves.markedTime = view.timeline.playheadTime
    panelChanged = true
    userChangedPanel = true
    window?.setNeedsFrame()
  }

  // MARK: Keys

  /// The inspector's keys while it is open: Space pause/resume, `.` step, `1`/`2`/`3` 100,
  /// 25 and 10 %, `F` freeze the selected animation, `L` loop. Returns whether it took the
  /// key.
  func key(symbol: Int32) -> Bool {
    let command: AnimationInspectorView.Command
    switch symbol {
    case XK_space: command = .togglePause
    case XK_period: command = .stepFrame
    case XK_1: command = .rate(1)
    case XK_2: command = .rate(0.25)
    case XK_3: command = .rate(0.1)
    case XK_f, XK_F: command = .toggleFreeze
    case XK_l, XK_L: command = .loopLastTransition
    default: return false
    }
    perform(command)
    return true
  }

  /// A copy of the panel's last composited pixels (tests).
  package var panelHostForTests: HeadlessHost { panelHost }
}
