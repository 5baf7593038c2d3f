import CX11
import CXTest
import Foundation
import Segue
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit
@testable import SegueX11

/// The animation inspector in a real window under a private Xvfb, driven by XTest's pointer
/// and keys (docs/inspector.md, "In the window").
@Suite(.serialized) @MainActor struct InspectorWindowTests {
  static let goldens = GoldenImage.directory(besides: #filePath)
  static let phone = CGSize(width: 300, height: 640)

  /// A list screen the way an app writes one: a coloured header card and a label, laid out
  /// with Auto Layout.
  final class ListController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Rooms"
      view.backgroundColor = .systemGroupedBackground
      let card = UIView()
      card.backgroundColor = .systemIndigo
      card.layer.cornerRadius = 14
      card.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(card)
      NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        card.heightAnchor.constraint(equalToConstant: 160),
      ])
    }
  }

  /// The pushed screen: an orange panel.
  final class DetailController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Kitchen"
      view.backgroundColor = .systemBackground
      let panel = UIView(frame: CGRect(x: 24, y: 140, width: 252, height: 200))
      panel.backgroundColor = .systemOrange
      view.addSubview(panel)
    }
  }

  /// `bitmap`'s top-left `width × height` pixels.
  static func crop(_ bitmap: Bitmap, width: Int, height: Int, x: Int = 0) -> Bitmap {
    let cropped = Bitmap(width: width, height: height)
    for row in 0..<height {
      for column in 0..<width { cropped[column, row] = bitmap[x + column, row] }
    }
    return cropped
  }

  /// A window with the inspector open, showing the list in a navigation controller, settled.
  static func showList(on server: XvfbServer) async throws -> (X11Host, UINavigationController, WindowInspector) {
    var options = X11HostTests.options(server, scale: 1, size: phone)
    options.showsInspector = true
    options.position = .zero
    let host = try X11Host(options: options)
    let navigation = UINavigationController(rootViewController: ListController())
    let window = UIWindow(frame: host.rootView.bounds)
    window.rootViewController = navigation
    host.rootView.addSubview(window)
    window.makeKeyAndVisible()
    host.setNeedsFrame()
    try await X11HostTests.settle(host)
    guard let inspector = host.inspector else {
      host.close()
      throw InspectorMissing()
    }
    return (host, navigation, inspector)
  }

  struct InspectorMissing: Error, CustomStringConvertible {
    var description: String { "the window opened without its inspector" }
  }

  /// Waits until the window has put a frame after `presented` and gone idle.
  static func waitForFrame(_ host: X11Host, after presented: Int) async throws {
    let shown = try await waitUntil(timeout: X11HostTests.windowWaitLimit) {
      host.timings.presentedFrames > presented && host.isIdle
    }
    #expect(shown, "the window never showed the frame")
    XSync(host.display.display, 0)
    host.drainEvents()
  }

  @Test func scrubbedFramesAreTheHeadlessFramesAtTheirTimesAndThePanelIsTheGolden() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let (host, navigation, inspector) = try await Self.showList(on: server)
    defer { host.close() }

    // The window widened by the panel; the phone kept its size.
    var attributes = XWindowAttributes()
    XGetWindowAttributes(host.display.display, host.window.id, &attributes)
    #expect(attributes.width == 300 + 560 && attributes.height == 640)
    #expect(host.rootView.bounds.size == Self.phone)

    // Paused, then a push: it starts at the held instant and stays there.
    inspector.perform(.togglePause)
    #expect(inspector.isPaused)
    navigation.pushViewController(DetailController(), animated: true)
    host.setNeedsFrame()
    #expect(
      try await waitUntil(timeout: X11HostTests.windowWaitLimit) {
        inspector.recorder.transitions.count == 1 && host.isIdle
      })
    let begin = inspector.recorder.transitions[0].begin
    #expect(inspector.recorder.records.contains { $0.keyPath == "position" && $0.layer == "Kitchen.view" })

    // Scrub with the real pointer: press on the time axis near 0.3 s, drag back near 0.1 s.
    let pointer = try #require(FakePointer(displayName: server.display))
    defer { pointer.close() }
    func windowX(at time: Double) -> Int {
      300 + Int(inspector.view.timeline.x(forTime: time).rounded())
    }
    let axisY = Int(AnimationInspectorView.controlsHeight + 8)
    var shown: [(time: Double, pixels: Bitmap)] = []
    // Once the scrub reached `time` (its events are handled at a frame, which a loaded run
    // can delay past an unrelated frame), a frame drawn after it shows that instant.
    func showFrame(near time: Double) async throws {
      #expect(
        try await waitUntil(timeout: X11HostTests.windowWaitLimit) {
          host.clock.heldTime.map { abs($0 - time) < 0.01 } ?? false
        }, "the scrub never reached \(time - begin) s")
      let presented = host.timings.presentedFrames
      host.setNeedsFrame()
      try await Self.waitForFrame(host, after: presented)
      shown.append(
        (try #require(host.clock.heldTime), Self.crop(try #require(windowPixels(of: host)), width: 300, height: 640)))
    }
    pointer.move(to: windowX(at: begin + 0.3), axisY)
    pointer.button(true)
    try await showFrame(near: begin + 0.3)
    pointer.move(to: windowX(at: begin + 0.1), axisY)
    pointer.button(false)
    try await showFrame(near: begin + 0.1)
    #expect(try await waitUntil(timeout: X11HostTests.windowWaitLimit) { !inspector.scrubbing })
    #expect(abs(try #require(host.clock.heldTime) - shown[1].time) < 1e-9, "the release moved the playhead")
    #expect(differingPixels(shown[0].pixels, shown[1].pixels) > 10_000, "the scrub did not move the transition")

    // The same push headless, rendered at the same offsets from its start.
    let headless = HeadlessHost(size: Self.phone, scale: 1)
    headless.settings = host.settings
    let recorder = AnimationRecorder()
    headless.loop.animationRecorder = recorder
    let headlessNavigation = UINavigationController(rootViewController: ListController())
    headless.show(headlessNavigation)
    await headless.step()
    headlessNavigation.pushViewController(DetailController(), animated: true)
    await headless.step()
    let headlessBegin = try #require(recorder.transitions.first?.begin)
    #expect(headless.now == headlessBegin)
    for (time, pixels) in shown.reversed() {
      await headless.advance(by: headlessBegin + (time - begin) - headless.now)
      #expect(differingPixels(pixels, headless.render()) == 0, "scrubbed to \(time - begin) s")
    }
    host.loop.activate()

    // The panel: the pushed view's slide selected, playhead at 0.2 s.
    let slide = try #require(
      inspector.recorder.records.firstIndex { $0.keyPath == "position" && $0.layer == "Kitchen.view" })
    var presented = host.timings.presentedFrames
    inspector.select(slide)
    inspector.hold(at: begin + 0.2)
    try await Self.waitForFrame(host, after: presented)
    let panel = try #require(host.lastPanelFrame())
    let windowPanel = Self.crop(try #require(windowPixels(of: host)), width: 560, height: 640, x: 300)
    #expect(differingPixels(panel, windowPanel) == 0)
    try GoldenImage.verify(panel, named: "inspector-panel", in: Self.goldens, maxDifferingShare: 0.002)

    // Hovering a row outlines its layer on the phone; leaving the panel takes it away.
    let rowY = Int(AnimationInspectorView.controlsHeight + InspectorStyle.axisHeight) + 20 * 2 + 10
    pointer.move(to: 300 + 100, rowY)
    #expect(try await waitUntil(timeout: X11HostTests.windowWaitLimit) { inspector.hovered != nil })
    presented = host.timings.presentedFrames
    host.setNeedsFrame()
    try await Self.waitForFrame(host, after: presented)
    let outlined = Self.crop(try #require(windowPixels(of: host)), width: 300, height: 640)
    #expect(differingPixels(outlined, shown[1].pixels) > 0)

    // Space resumes; the transition completes; `I` closes the panel and the window narrows.
    XSetInputFocus(pointer.display, host.window.id, RevertToParent, 0)
    XAutoRepeatOff(pointer.display)
    pointer.move(to: 150, 600)
    pointer.key(UInt(XK_space), down: true)
    pointer.key(UInt(XK_space), down: false)
    #expect(try await waitUntil(timeout: X11HostTests.windowWaitLimit) { !inspector.isPaused })
    #expect(
      try await waitUntil(timeout: X11HostTests.windowWaitLimit) {
        inspector.recorder.transitions[0].completed == true
      })
    pointer.key(UInt(XK_i), down: true)
    pointer.key(UInt(XK_i), down: false)
    #expect(try await waitUntil(timeout: X11HostTests.windowWaitLimit) { host.inspector == nil })
    #expect(
      try await waitUntil(timeout: X11HostTests.windowWaitLimit) {
        XGetWindowAttributes(host.display.display, host.window.id, &attributes)
        return attributes.width == 300
      })
    #expect(host.loop.animationRecorder == nil)
  }

  /// `L` loops the running push (it never completes while on), `.` steps one refresh period
  /// of media time, `2` plays at 25 %, `F` freezes the selected animation; loop off lets the
  /// push complete.
  @Test func keysLoopStepRateAndFreeze() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let (host, navigation, inspector) = try await Self.showList(on: server)
    defer { host.close() }
    let pointer = try #require(FakePointer(displayName: server.display))
    defer { pointer.close() }
    XSetInputFocus(pointer.display, host.window.id, RevertToParent, 0)
    // No auto-repeat: on a loaded machine the server could repeat a key it sees held.
    XAutoRepeatOff(pointer.display)
    pointer.move(to: 150, 600)
    func press(_ symbol: Int32) {
      pointer.key(UInt(symbol), down: true)
      pointer.key(UInt(symbol), down: false)
    }

    press(XK_l)
    #expect(try await waitUntil(timeout: X11HostTests.windowWaitLimit) { inspector.isLooping })
    navigation.pushViewController(DetailController(), animated: true)
    host.setNeedsFrame()
    #expect(
      try await waitUntil(timeout: X11HostTests.windowWaitLimit) { inspector.recorder.transitions.count == 1 })
    let begin = inspector.recorder.transitions[0].begin
    // Twice through the push's 0.35 s: looping, it is still running. (Counted, not timed: in a
    // loaded run a frame can come a second late, and the clock jumps back only at a frame.)
    #expect(try await waitUntil(timeout: X11HostTests.windowWaitLimit) { inspector.loopCount >= 2 })
    #expect(inspector.recorder.transitions[0].end == nil)
    #expect(navigation.topViewController is DetailController)

    // Space pauses, `.` steps one refresh period, `2` is 25 %.
    press(XK_space)
    #expect(try await waitUntil(timeout: X11HostTests.windowWaitLimit) { inspector.isPaused })
    // (Stepping stops short of the animations' end: start it well inside them.)
    inspector.hold(at: begin + 0.1)
    let held = try #require(host.clock.heldTime)
    #expect(held == begin + 0.1)
    press(XK_period)
    // One refresh period; the period is phase-locked to Present's vblanks and can move by
    // microseconds between the key and this check.
    #expect(
      try await waitUntil(timeout: X11HostTests.windowWaitLimit) {
        host.clock.heldTime.map { abs($0 - (held + host.displayLink.duration)) < 1e-4 } ?? false
      })
    press(XK_2)
    #expect(try await waitUntil(timeout: X11HostTests.windowWaitLimit) { host.clock.rate == 0.25 })

    // `F` freezes the selected animation (the pushed view's slide): its value holds while
    // the clock moves.
    let slide = try #require(
      inspector.recorder.records.firstIndex { $0.keyPath == "position" && $0.layer == "Kitchen.view" })
    inspector.select(slide)
    press(XK_f)
    #expect(try await waitUntil(timeout: X11HostTests.windowWaitLimit) { inspector.recorder.isFrozen(slide) })
    let detailLayer = try #require(inspector.recorder.layer(of: slide))
    let frozenX = try #require(detailLayer.presentation()).position.x
    inspector.hold(at: begin + 0.05)
    #expect(try #require(detailLayer.presentation()).position.x == frozenX)

    // Loop off and play: the push completes.
    press(XK_f)
    #expect(try await waitUntil(timeout: X11HostTests.windowWaitLimit) { !inspector.recorder.isFrozen(slide) })
    press(XK_l)
    #expect(try await waitUntil(timeout: X11HostTests.windowWaitLimit) { !inspector.isLooping })
    press(XK_space)
    #expect(
      try await waitUntil(timeout: X11HostTests.windowWaitLimit) {
        inspector.recorder.transitions[0].completed == true
      })
  }

  /// Pausing when the frame is late (the main thread was busy past the push's end) holds the
  /// clock 1 ms before the end, so the push the window still shows keeps running and can be
  /// scrubbed; resuming completes it.
  @Test func pausingAfterALateFrameHoldsBeforeTheEnd() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let (host, navigation, inspector) = try await Self.showList(on: server)
    defer { host.close() }

    navigation.pushViewController(DetailController(), animated: true)
    host.setNeedsFrame()
    #expect(try await waitUntil(timeout: X11HostTests.windowWaitLimit) { !inspector.recorder.records.isEmpty })
    let begin = try #require(inspector.recorder.transitions.first).begin
    // The main thread is busy past the push's 0.35 s: no frame runs meanwhile.
    usleep(500_000)
    #expect(host.clock.now - begin > 0.35)
    inspector.perform(.togglePause)
    let held = try #require(host.clock.heldTime)
    let end = try #require(
      inspector.recorder.records.filter { inspector.recorder.isRunning($0.id) }.map { $0.begin + $0.activeDuration }
        .min())
    #expect(abs(held - (end - 0.001)) < 1e-9)
    let presented = host.timings.presentedFrames
    try await Self.waitForFrame(host, after: presented)
    #expect(inspector.recorder.records.allSatisfy { inspector.recorder.isRunning($0.id) })
    #expect(inspector.recorder.transitions[0].end == nil)

    inspector.perform(.togglePause)
    #expect(
      try await waitUntil(timeout: X11HostTests.windowWaitLimit) {
        inspector.recorder.transitions[0].completed == true
      })
  }
}
