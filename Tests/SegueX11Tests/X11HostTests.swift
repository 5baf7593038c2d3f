import CX11
import CXTest
import Foundation
import Segue
import SegueRender
import Testing

@testable import SegueX11

/// The window host against a private Xvfb per test (never skipped; serialized because
/// the view system's globals — media clock, screen — are shared).
@Suite(.serialized) @MainActor struct X11HostTests {
  /// A control that counts its taps.
  final class TapCounter: UIControl {
    var taps = 0
    var began = 0
  }

  /// A still scene exercising fills, rounded clipping, shadow, text and a rotation.
  static func buildScene(in root: UIView) {
    root.backgroundColor = .systemGroupedBackground
    let card = UIView(frame: CGRect(x: 20, y: 30, width: 160, height: 100))
    card.backgroundColor = .systemIndigo
    card.layer.cornerRadius = 16
    card.layer.shadowOpacity = 0.4
    card.layer.shadowRadius = 6
    root.addSubview(card)
    let label = UILabel(frame: CGRect(x: 20, y: 150, width: 200, height: 30))
    label.text = "Segue ✓"
    label.font = .boldSystemFont(ofSize: 22)
    label.textColor = .black
    root.addSubview(label)
    let turned = UIView(frame: CGRect(x: 120, y: 200, width: 60, height: 40))
    turned.backgroundColor = .systemOrange
    turned.transform = CGAffineTransform(rotationAngle: 0.3)
    root.addSubview(turned)
  }

  static func options(_ server: XvfbServer, scale: Int = 2, size: CGSize = CGSize(width: 240, height: 280))
    -> X11Host.Options
  {
    var options = X11Host.Options()
    options.displayName = server.display
    options.scale = scale
    options.size = size
    options.title = "Segue test ✓"
    return options
  }

  /// Shows `buildScene` in the host, waits for it, and expects the window's pixels to equal
  /// the headless render of the same frame; returns the window's pixels.
  @discardableResult
  static func showSceneAndCompare(in host: X11Host) async throws -> Bitmap {
    buildScene(in: host.rootView)
    host.setNeedsFrame()
    try await settle(host)
    return try expectWindowShowsTheHeadlessRender(of: host)
  }

  /// Expects the window's pixels to equal the headless render of the host's current frame;
  /// returns the window's pixels.
  @discardableResult
  static func expectWindowShowsTheHeadlessRender(of host: X11Host) throws -> Bitmap {
    let shown = try #require(windowPixels(of: host))
    // The host's own clock: other suites' hosts may have run since (CACurrentMediaTime() is
    // the clock of the host that ran last).
    let expected = FrameRenderer(threadCount: 1).render(host.loop.commit(atMediaTime: host.loop.mediaClock.now))
    #expect(differingPixels(shown, expected) == 0)
    return shown
  }

  /// The longest a window test waits for the window (seconds): the window's frames run on
  /// the main queue behind every main-actor test job queued before them, and in a full
  /// `swift test` on two cores a window's first frame and its settling have waited for most
  /// of the run (80 s seen, and a wait of 120 s ran out once).
  static let windowWaitLimit: Double = 300

  /// Waits until the host has shown a frame and gone idle, at most `windowWaitLimit`.
  static func settle(_ host: X11Host) async throws {
    let shown = try await waitUntil(timeout: Self.windowWaitLimit) { host.timings.presentedFrames >= 1 && host.isIdle }
    #expect(shown, "the window never showed a frame and went idle")
    // The last put reaches the server before anything reads the window.
    XSync(host.display.display, 0)
    host.drainEvents()
  }

  @Test func windowHasTheViewportSizeTitleAndClass() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let host = try X11Host(options: Self.options(server, scale: 2, size: CGSize(width: 200, height: 150)))
    defer { host.close() }
    var attributes = XWindowAttributes()
    XGetWindowAttributes(host.display.display, host.window.id, &attributes)
    #expect(attributes.width == 400 && attributes.height == 300)
    #expect(attributes.map_state == IsViewable)
    #expect(windowProperty("_NET_WM_NAME", of: host) == "Segue test ✓")
    #expect(windowProperty("WM_CLASS", of: host) == "segue|Segue")
    #expect(windowProperty("WM_PROTOCOLS", of: host) != nil)
    #expect(host.rootView.bounds.size == CGSize(width: 200, height: 150))
  }

  /// Without a scale the window opens at 2 when it fits the primary monitor (with 80 px to
  /// spare for a panel and title bar), else at 1: a 390 × 844 pt phone is 1688 px tall at 2.
  @Test func defaultScaleFitsTheMonitor() async throws {
    let phone = CGSize(width: 390, height: 844)
    #expect(MonitorSize.fittingScale(for: phone, on: (1920, 1080)) == 1)
    #expect(MonitorSize.fittingScale(for: phone, on: (1280, 1768)) == 2)
    #expect(MonitorSize.fittingScale(for: phone, on: (1280, 1767)) == 1)
    #expect(MonitorSize.fittingScale(for: phone, on: (3840, 2160)) == 2)
    #expect(MonitorSize.fittingScale(for: phone, on: (640, 480)) == 1)
    for (screenHeight, expected) in [(1080, 1), (1800, 2)] {
      let server = try XvfbServer(width: 1920, height: screenHeight)
      defer { server.stop() }
      let display = try X11Display(name: server.display)
      #expect(MonitorSize.primary(on: display).height == screenHeight)
      display.close()
      var options = Self.options(server, size: phone)
      options.scale = nil
      let host = try X11Host(options: options)
      defer { host.close() }
      #expect(host.scale == expected, "screen 1920×\(screenHeight)")
      var attributes = XWindowAttributes()
      XGetWindowAttributes(host.display.display, host.window.id, &attributes)
      #expect(attributes.width == Int32(390 * expected) && attributes.height == Int32(844 * expected))
      #expect(host.rootView.bounds.size == phone)
    }
  }

  @Test func windowPixelsEqualTheHeadlessRenderOfTheSameFrame() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let host = try X11Host(options: Self.options(server))
    defer { host.close() }
    #expect(host.presenter.path == .sharedMemory)
    let shown = try await Self.showSceneAndCompare(in: host)
    #expect(shown.width == 480 && shown.height == 560)
    try? PNGCodec.write(shown, toFile: FileManager.default.temporaryDirectory.path + "/segue-x11-window.png")
  }

  @Test func anXTestDragMovesAViewAndATapReachesTheControl() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let host = try X11Host(options: Self.options(server, scale: 2))
    defer { host.close() }
    let dragged = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    dragged.backgroundColor = .systemRed
    host.rootView.addSubview(dragged)
    let control = TapCounter(frame: CGRect(x: 20, y: 180, width: 100, height: 60))
    control.backgroundColor = .systemBlue
    control.addAction(UIAction { _ in control.taps += 1 }, for: .touchUpInside)
    control.addAction(UIAction { _ in control.began += 1 }, for: .touchDown)
    host.rootView.addSubview(control)
    var events: [PointerEvent] = []
    var grabbed: CGPoint?
    host.onPointerEvent = { event in
      events.append(event)
      switch event.phase {
      case .down:
        grabbed = dragged.frame.contains(event.location) ? event.location : nil
      case .move, .up:
        guard let start = grabbed else { return }
        dragged.center = CGPoint(
          x: dragged.center.x + event.location.x - start.x, y: dragged.center.y + event.location.y - start.y)
        grabbed = event.location
      case .cancel:
        grabbed = nil
      }
    }
    try await Self.settle(host)
    let pointer = try #require(FakePointer(displayName: server.display))
    defer { pointer.close() }

    // Drag (50, 50) pt → (130, 90) pt in eight bursts of motion (pixels = points × 2).
    pointer.move(to: 100, 100)
    pointer.button(true)
    for step in 1...8 {
      pointer.move(to: 100 + step * 20, 100 + step * 10)
      try await Task.sleep(nanoseconds: 20_000_000)
    }
    pointer.button(false)
    let moved = try await waitUntil { dragged.center == CGPoint(x: 130, y: 90) && !host.isTicking }
    #expect(moved, "the view is at \(dragged.center), expected (130, 90)")
    #expect(events.first?.phase == .down && events.last?.phase == .up)
    #expect(events.allSatisfy { $0.timestamp.isFinite })

    // The window shows it: the view's new middle is red.
    XSync(host.display.display, 0)
    let shown = try #require(windowPixels(of: host))
    #expect(shown[260, 180] & 0x00ff_ffff == UIColor.systemRed.cgColor.argbWord & 0x00ff_ffff)

    // A tap on the control: down and up inside.
    pointer.move(to: 80, 400)
    pointer.button(true)
    pointer.button(false)
    let tapped = try await waitUntil { control.taps == 1 }
    #expect(tapped && control.began == 1 && !control.isHighlighted)
    // Right button and wheel are harmless.
    XTestFakeButtonEvent(pointer.display, 3, 1, 0)
    XTestFakeButtonEvent(pointer.display, 3, 0, 0)
    XTestFakeButtonEvent(pointer.display, 4, 1, 0)
    XTestFakeButtonEvent(pointer.display, 4, 0, 0)
    XSync(pointer.display, 0)
    try await Task.sleep(nanoseconds: 50_000_000)
    #expect(control.taps == 1)
  }

  /// The mouse wheel in the window: X buttons 5 and 4 (one notch each) scroll the table under
  /// the pointer by 40 pt, and the window shows the rows that came into view.
  @Test func wheelNotchesScrollTheListUnderThePointer() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let host = try X11Host(options: Self.options(server, scale: 1))
    defer { host.close() }
    final class Rows: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.backgroundColor = indexPath.row.isMultiple(of: 2) ? .systemGreen : .systemBlue
        return cell
      }
    }
    let rows = Rows()
    let table = UITableView(frame: host.rootView.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = 40
    table.dataSource = rows
    host.rootView.addSubview(table)
    try await Self.settle(host)
    // Xvfb has XInput 2.2: the buttons and motion below arrive as its events (the XTest device
    // has no scroll valuators, so its buttons 4–7 are real, not emulated).
    #expect(host.readsXInput2)
    let pointer = try #require(FakePointer(displayName: server.display))
    defer { pointer.close() }
    pointer.move(to: 100, 200)  // inside the 240 × 280 pt window
    for _ in 0..<3 {
      XTestFakeButtonEvent(pointer.display, 5, 1, 0)
      XTestFakeButtonEvent(pointer.display, 5, 0, 0)
    }
    XSync(pointer.display, 0)
    let scrolled = try await waitUntil { table.contentOffset.y == 120 }
    #expect(scrolled, "offset \(table.contentOffset.y), expected 3 notches of 40 pt")
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 3, section: 0))
    XTestFakeButtonEvent(pointer.display, 4, 1, 0)
    XTestFakeButtonEvent(pointer.display, 4, 0, 0)
    XSync(pointer.display, 0)
    let back = try await waitUntil { table.contentOffset.y == 80 && !host.isTicking }
    #expect(back)
    // The window shows row 2 (green, content 80–120 pt) at the top and row 3 (blue) below it —
    // once the last frame's image has reached the server (under a loaded full run it can land
    // after the loop went idle, so the pixels are polled).
    let blue = UIColor.systemBlue.cgColor.argbWord & 0x00ff_ffff
    let green = UIColor.systemGreen.cgColor.argbWord & 0x00ff_ffff
    var shown: Bitmap?
    let painted = try await waitUntil {
      XSync(host.display.display, 0)
      shown = windowPixels(of: host)
      guard let shown else { return false }
      return shown[100, 60] & 0x00ff_ffff == blue && shown[100, 20] & 0x00ff_ffff == green
    }
    #expect(painted, "pixels \(shown.map { [$0[100, 20] & 0x00ff_ffff, $0[100, 60] & 0x00ff_ffff] } ?? [])")
    withExtendedLifetime(rows) {}
  }

  @Test func aServerWithoutMITSHMFallsBackAndShowsTheSamePixels() async throws {
    let server = try XvfbServer(arguments: ["-extension", "MIT-SHM"])
    defer { server.stop() }
    let host = try X11Host(options: Self.options(server))
    defer { host.close() }
    #expect(host.presenter.path == .wire)
    try await Self.showSceneAndCompare(in: host)
  }

  @Test func aRefusedAttachIsCaughtAndFallsBackToXPutImage() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    SharedMemoryImage.simulatesAttachFailure = true
    defer { SharedMemoryImage.simulatesAttachFailure = false }
    let host = try X11Host(options: Self.options(server))
    defer { host.close() }
    #expect(host.presenter.path == .wire)
    try await Self.showSceneAndCompare(in: host)
  }

  @Test func resizingTheWindowResizesTheViewportThroughAutoresizing() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let host = try X11Host(options: Self.options(server, scale: 2, size: CGSize(width: 200, height: 100)))
    defer { host.close() }
    let bar = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
    bar.autoresizingMask = [.flexibleWidth]
    host.rootView.addSubview(bar)
    try await Self.settle(host)
    XResizeWindow(host.display.display, host.window.id, 600, 300)
    XFlush(host.display.display)
    host.drainEvents()  // the flush may have read the ConfigureNotify into Xlib's queue
    let followed = try await waitUntil { host.rootView.bounds.size == CGSize(width: 300, height: 150) }
    #expect(followed)
    #expect(bar.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
    try await Self.settle(host)
    #expect(host.presenter.width == 600 && host.presenter.height == 300)
    try Self.expectWindowShowsTheHeadlessRender(of: host)
  }

  @Test func closeButtonAndKeysReachTheirHooks() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let host = try X11Host(options: Self.options(server))
    defer { host.close() }
    var quits = 0
    var backs = 0
    host.onQuit = { quits += 1 }
    host.onBack = { backs += 1 }
    try await Self.settle(host)

    // The window manager's close button: WM_PROTOCOLS / WM_DELETE_WINDOW, sent from a
    // connection of its own as a window manager's is.
    let pointer = try #require(FakePointer(displayName: server.display))
    defer { pointer.close() }
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = host.window.id
    event.xclient.message_type = host.window.protocolsAtom
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(bitPattern: UInt(host.window.deleteAtom))
    XSendEvent(pointer.display, host.window.id, 0, 0, &event)
    XFlush(pointer.display)
    #expect(try await waitUntil { quits == 1 })

    // Keys through XTest (the window needs the focus; there is no window manager). Each key's
    // note is read from `lastNoteText`: in a loaded run the note can fade (1.5 s) before the
    // test's next poll; HostNoteTests checks that a note shows and fades.
    XSetInputFocus(pointer.display, host.window.id, RevertToParent, 0)
    func press(_ symbol: Int32) {
      let code = XKeysymToKeycode(pointer.display, KeySym(symbol))
      XTestFakeKeyEvent(pointer.display, UInt32(code), 1, 0)
      XTestFakeKeyEvent(pointer.display, UInt32(code), 0, 0)
      XSync(pointer.display, 0)
    }
    let before = host.clock.now
    press(XK_s)
    #expect(try await waitUntil { host.slowAnimations })
    #expect(host.clock.rate == 0.1)
    #expect(host.clock.now >= before)
    #expect(host.loop.lastNoteText == "Slow animations ×10 on")
    // D toggles dark mode live and says so.
    press(XK_d)
    #expect(try await waitUntil { host.settings.userInterfaceStyle == .dark })
    #expect(host.loop.lastNoteText == "Dark mode on")
    #expect(host.rootView.traitCollection.userInterfaceStyle == .dark)
    press(XK_d)
    #expect(try await waitUntil { host.settings.userInterfaceStyle == .light })
    #expect(host.loop.lastNoteText == "Dark mode off")
    // T steps the text size up, Shift-T down; M toggles Reduce Motion; each says so.
    press(XK_t)
    #expect(try await waitUntil { host.settings.preferredContentSizeCategory == .extraLarge })
    #expect(host.loop.lastNoteText == "Text size: Extra Large")
    #expect(host.rootView.traitCollection.preferredContentSizeCategory == .extraLarge)
    let shift = XKeysymToKeycode(pointer.display, KeySym(XK_Shift_L))
    XTestFakeKeyEvent(pointer.display, UInt32(shift), 1, 0)
    press(XK_t)
    XTestFakeKeyEvent(pointer.display, UInt32(shift), 0, 0)
    XSync(pointer.display, 0)
    #expect(try await waitUntil { host.settings.preferredContentSizeCategory == .large })
    #expect(host.loop.lastNoteText == "Text size: Large (default)")
    press(XK_m)
    #expect(try await waitUntil { host.settings.reducesMotion })
    #expect(host.loop.lastNoteText == "Reduce Motion on")
    press(XK_h)
    #expect(try await waitUntil { host.showsHUD })
    press(XK_Escape)
    #expect(try await waitUntil { backs == 1 })
    press(XK_q)
    #expect(try await waitUntil { quits == 2 })
  }
}

extension CGColor {
  /// Opaque colour as the window stores it (0xffRRGGBB).
  var argbWord: UInt32 {
    func channel(_ value: CGFloat) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
    return 0xff00_0000 | channel(red) << 16 | channel(green) << 8 | channel(blue)
  }
}
