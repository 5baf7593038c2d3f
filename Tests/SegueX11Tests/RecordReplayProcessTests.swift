import CX11
import CXTest
import Foundation
import SegueTesting
import SegueUIKit
import Testing

/// `segue record` and `segue replay --window` as a user runs them: the built executable as a
/// child process against a private Xvfb (each test starts its own; never skipped), real
/// device input through XTest, and the recorded script replayed headless and in a window.
@Suite(.serialized) struct RecordReplayProcessTests {
  /// What every replay of the recorded edge swipe must report, times left out: a completed
  /// interactive pop back to the gallery's list.
  static let completedPop = [
    #"{"event":"begin","kind":"pop","interactive":true,"from":"iOS Push","to":"Transitions"}"#,
    #"{"event":"end","kind":"pop","completed":true}"#,
    #"{"event":"final","stack":["Transitions"],"presented":null}"#,
  ]

  // Not on the main actor: these tests block while a child process runs, and the window
  // tests of other suites need the main thread meanwhile.
  @Test func aRecordedEdgeSwipeReplaysToTheOutcomeOfTheLiveRun() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("drag.json").path

    let record = try ChildProcess(
      try Self.executable(), ["record", "ios-push", "-o", file, "--scale", "1"],
      environment: Self.environment(display: server.display))
    let ready = try #require(Self.readLine(from: record.stderrFD, timeout: 20), "segue record never got ready")
    #expect(ready.contains("recording ios-push"))
    let input = try #require(XTestInput(displayName: server.display))
    defer { input.close() }
    input.waitForWindow()

    // A swipe from the left edge across most of the screen (scale 1: pixels are points).
    input.move(to: 2, 400)
    input.button(true)
    for step in 1...16 {
      usleep(16_000)
      input.move(to: 2 + step * 19, 400 + step / 4)
    }
    input.button(false)
    var live: [String] = []
    while let line = record.readLine(timeout: 15) {
      live.append(line)
      if line.contains(#""event":"end""#) { break }
    }
    input.pressKey(KeySym(XK_q))
    #expect(record.wait(timeout: 15) == 0, "segue record did not exit after Q: \(record.readStandardError())")
    while let line = record.readLine(timeout: 1) { live.append(line) }
    #expect(live.map(Self.withoutTime) == Self.completedPop, "the live run reported \(live)")

    // Exactly the documented keys, and a script that reads back.
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
    #expect(Set(object.keys) == ["version", "scene", "viewport", "events"])
    #expect(object["version"] as? Int == 1 && object["scene"] as? String == "ios-push")
    let viewport = try #require(object["viewport"] as? [String: Any])
    #expect(Set(viewport.keys) == ["width", "height", "scale"])
    let events = try #require(object["events"] as? [[String: Any]])
    #expect(events.allSatisfy { Set($0.keys) == ["t", "type", "x", "y"] })
    let script = try PointerScript(contentsOfFile: file)
    #expect(script.viewport == PointerScript.Viewport(width: 390, height: 844, scale: 1))
    #expect(script.events.first?.type == .down && script.events.first?.t == 0)
    #expect(script.events.last?.type == .up)
    #expect(script.events.count >= 4)

    // Headless: the live outcome, and the same bytes every run.
    let first = try Self.runToEnd(["replay", file], display: nil)
    let second = try Self.runToEnd(["replay", file], display: nil)
    #expect(first.status == 0, "\(first.err)")
    #expect(first.lines.map(Self.withoutTime) == Self.completedPop, "headless replay reported \(first.lines)")
    #expect(first.lines == second.lines)

    // In a window, in real time: the same outcome.
    let windowed = try Self.runToEnd(["replay", file, "--window"], display: server.display)
    #expect(windowed.status == 0, "\(windowed.err)")
    #expect(windowed.lines.map(Self.withoutTime) == Self.completedPop, "windowed replay reported \(windowed.lines)")
  }

  /// Wheel notches in the window are recorded as version 2 `scroll` events (40 pt each,
  /// where the pointer was), and the script replays headless.
  @Test func wheelNotchesAreRecordedAsScrollEvents() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("wheel.json").path
    let record = try ChildProcess(
      try Self.executable(), ["record", "photo-zoom", "-o", file, "--scale", "1"],
      environment: Self.environment(display: server.display))
    let ready = try #require(Self.readLine(from: record.stderrFD, timeout: 20), "segue record never got ready")
    #expect(ready.contains("recording photo-zoom"))
    let input = try #require(XTestInput(displayName: server.display))
    defer { input.close() }
    input.waitForWindow()
    input.move(to: 200, 500)
    for button: UInt32 in [5, 5, 4] {
      input.wheel(button)
      usleep(50_000)
    }
    usleep(200_000)
    input.pressKey(KeySym(XK_q))
    #expect(record.wait(timeout: 15) == 0, "segue record did not exit after Q: \(record.readStandardError())")
    let script = try PointerScript(contentsOfFile: file)
    #expect(script.version == 2)
    #expect(script.events.map(\.type) == [.scroll, .scroll, .scroll])
    #expect(
      script.events.map(\.scrollDelta) == [CGVector(dx: 0, dy: 40), CGVector(dx: 0, dy: 40), CGVector(dx: 0, dy: -40)])
    #expect(script.events.allSatisfy { $0.x == 200 && $0.y == 500 } && script.events.first?.t == 0)
    let replay = try Self.runToEnd(["replay", file], display: nil)
    #expect(replay.status == 0, "\(replay.err)")
  }

  /// A recording always starts with a press at t = 0: in a window it reaches the laid-out
  /// scene, as it does headless (the window's first frame shows the scene first).
  @Test func aTapAtTimeZeroReplaysInTheWindowAsHeadless() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("tap.json").path
    try Data(
      #"{"version": 1, "scene": "ios-push", "viewport": {"width": 390, "height": 844, "scale": 1}, "events": [{"t": 0, "type": "down", "x": 200, "y": 230}, {"t": 0.05, "type": "up", "x": 200, "y": 230}]}"#
        .utf8
    ).write(to: URL(fileURLWithPath: file))
    let push = [
      #"{"event":"begin","kind":"push","interactive":false,"from":"iOS Push","to":"Pacific Swell"}"#,
      #"{"event":"end","kind":"push","completed":true}"#,
      #"{"event":"final","stack":["Transitions","iOS Push","Pacific Swell"],"presented":null}"#,
    ]
    let headless = try Self.runToEnd(["replay", file], display: nil)
    #expect(headless.lines.map(Self.withoutTime) == push, "headless replay reported \(headless.lines)")
    let windowed = try Self.runToEnd(["replay", file, "--window"], display: server.display)
    #expect(windowed.status == 0, "\(windowed.err)")
    #expect(windowed.lines.map(Self.withoutTime) == push, "windowed replay reported \(windowed.lines)")
  }

  @Test func closingTheWindowWritesTheScriptToo() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("empty.json").path
    let record = try ChildProcess(
      try Self.executable(), ["record", "cross-dissolve", "-o", file, "--scale", "1"],
      environment: Self.environment(display: server.display))
    #expect(Self.readLine(from: record.stderrFD, timeout: 20) != nil)
    let input = try #require(XTestInput(displayName: server.display))
    defer { input.close() }
    input.waitForWindow()
    #expect(input.closeTopLevelWindow(), "no window to close")
    #expect(record.wait(timeout: 15) == 0, "\(record.readStandardError())")
    #expect(
      record.readLine(timeout: 1) == #"{"event":"final","stack":["Transitions","Cross Dissolve"],"presented":null}"#)
    let script = try PointerScript(contentsOfFile: file)
    #expect(script.scene == "cross-dissolve" && script.events.isEmpty)
  }

  @Test func mistakesExitWithOneSentence() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("x.json").path

    let noDisplay = try Self.runToEnd(["record", "ios-push", "-o", file], display: nil)
    #expect(noDisplay.status == 1)
    #expect(
      noDisplay.err.hasPrefix("segue: recording needs an X display with a mouse")
        && noDisplay.err.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: file))

    let unknown = try Self.runToEnd(["record", "nope", "-o", file], display: nil)
    #expect(unknown.status == 2)
    #expect(unknown.err.hasPrefix("segue: 'nope' is not a scene; the scenes are: ") && unknown.err.contains("ios-push"))

    let noOutput = try Self.runToEnd(["record", "ios-push"], display: nil)
    #expect(noOutput.status == 2 && noOutput.err.contains("needs an output file"))

    try PointerScript(scene: "ios-push", events: []).write(toFile: file)
    let windowWithoutDisplay = try Self.runToEnd(["replay", file, "--window"], display: nil)
    #expect(windowWithoutDisplay.status == 1 && windowWithoutDisplay.err.hasPrefix("segue: no X display"))
    let fpsInWindow = try Self.runToEnd(["replay", file, "--window", "--fps", "30"], display: nil)
    #expect(fpsInWindow.status == 2 && fpsInWindow.err.contains("--fps"))
  }

  // MARK: - Helpers

  /// Each scene's trigger and back element centres (`segue scenes`), points.
  static let sceneTargets: [(String, [CGPoint])] = [
    ("spring-sheet", [CGPoint(x: 195, y: 493), CGPoint(x: 195, y: 210)]),
    ("rotate-fade", [CGPoint(x: 195, y: 230), CGPoint(x: 67, y: 69)]),
    ("magic-move", [CGPoint(x: 195, y: 230), CGPoint(x: 68, y: 69)]),
    ("drop", [CGPoint(x: 195, y: 493), CGPoint(x: 195, y: 769)]),
    ("ios-push", [CGPoint(x: 195, y: 230), CGPoint(x: 63, y: 69)]),
    ("cover-vertical", [CGPoint(x: 195, y: 493), CGPoint(x: 344, y: 69)]),
    ("cross-dissolve", [CGPoint(x: 195, y: 493), CGPoint(x: 344, y: 69)]),
  ]

  /// Issue 16: a lift and the next press at the same instant (the trigger, then the back
  /// button) reach the same outcome in a window as headless, and so do fuzzed scripts (a
  /// seeded sample; times left out, since a window's vary by a frame).
  @Test func sameInstantEventsAndFuzzedScriptsReachTheHeadlessOutcomeInAWindow() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var scripts: [PointerScript] = ["cross-dissolve", "cover-vertical", "ios-push", "rotate-fade"].map { scene in
      let trigger: (x: Double, y: Double) = scene == "ios-push" || scene == "rotate-fade" ? (195, 230) : (195, 493)
      return PointerScript(
        scene: scene,
        events: [
          .init(t: 0, type: .down, x: trigger.x, y: trigger.y), .init(t: 0.03, type: .up, x: trigger.x, y: trigger.y),
          .init(t: 0.03, type: .down, x: 40, y: 69), .init(t: 0.1, type: .up, x: 40, y: 69),
        ])
    }
    var fuzzer = ScriptFuzzer(seed: 40)
    for index in 0..<4 {
      let (scene, targets) = Self.sceneTargets[index % Self.sceneTargets.count]
      scripts.append(fuzzer.script(scene: scene, targets: targets + [CGPoint(x: 40, y: 69)], gestures: 3))
    }
    for (index, script) in scripts.enumerated() {
      let file = directory.appendingPathComponent("script-\(index).json").path
      try script.write(toFile: file)
      let headless = try Self.runToEnd(["replay", file], display: nil)
      let windowed = try Self.runToEnd(["replay", file, "--window"], display: server.display)
      #expect(headless.status == 0 && windowed.status == 0, "\(headless.err) \(windowed.err)")
      #expect(
        windowed.lines.map(Self.withoutTime) == headless.lines.map(Self.withoutTime),
        "\(script.jsonText) headless: \(headless.lines) window: \(windowed.lines)")
      if index < 4 {
        // The presentation (or push) only: the back button's press came at the same instant.
        #expect(headless.lines.count == 3, "\(headless.lines)")
      }
    }
  }

  static func executable() throws -> String {
    try #require(segueExecutable(), "the segue executable is not built next to the tests").path
  }

  /// This process's environment with DISPLAY set to `display`, or removed when nil.
  static func environment(display: String?) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    return environment
  }

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-record-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs `segue` to its exit (at most 60 s): status, stdout lines, stderr.
  static func runToEnd(_ arguments: [String], display: String?) throws -> (status: Int32?, lines: [String], err: String)
  {
    let child = try ChildProcess(try executable(), arguments, environment: environment(display: display))
    var lines: [String] = []
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline, let line = child.readLine(timeout: deadline.timeIntervalSinceNow) { lines.append(line) }
    let status = child.wait(timeout: 10)
    return (status, lines, child.readStandardError())
  }

  /// A lifecycle line without its `"t":…,` (times differ between live and replayed runs).
  static func withoutTime(_ line: String) -> String {
    guard line.hasPrefix(#"{"t":"#), let comma = line.firstIndex(of: ",") else { return line }
    return "{" + line[line.index(after: comma)...]
  }

  /// One line from `fd` (up to a newline or `timeout` seconds), without the newline.
  static func readLine(from fd: Int32, timeout: Double) -> String? {
    var bytes: [UInt8] = []
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 50) > 0 else { continue }
      var byte: UInt8 = 0
      guard read(fd, &byte, 1) == 1 else { return nil }
      if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
    return nil
  }
}

/// Device input through XTest on a connection of its own (pointer and keys), and a window
/// manager's close request.
final class XTestInput {
  let display: OpaquePointer

  init?(displayName: String) {
    guard let display = XOpenDisplay(displayName) else { return nil }
    self.display = display
  }

  /// Waits (at most 10 s) until a top-level window is mapped, then a little longer for its
  /// first frame.
  func waitForWindow() {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline && topLevelWindow() == nil { usleep(20_000) }
    usleep(200_000)
  }

  /// Moves the pointer to (x, y) pixels on the screen.
  func move(to x: Int, _ y: Int) {
    XTestFakeMotionEvent(display, 0, Int32(x), Int32(y), 0)
    XSync(display, 0)
  }

  func button(_ down: Bool) {
    XTestFakeButtonEvent(display, 1, down ? 1 : 0, 0)
    XSync(display, 0)
  }

  /// One wheel notch: button 4 up, 5 down, 6 left, 7 right (pressed and released).
  func wheel(_ button: UInt32) {
    XTestFakeButtonEvent(display, button, 1, 0)
    XTestFakeButtonEvent(display, button, 0, 0)
    XSync(display, 0)
  }

  /// Presses and releases the key of `symbol` (focus follows the pointer without a window
  /// manager, so the key goes to the window under it).
  func pressKey(_ symbol: KeySym) {
    let code = UInt32(XKeysymToKeycode(display, symbol))
    XTestFakeKeyEvent(display, code, 1, 0)
    XTestFakeKeyEvent(display, code, 0, 0)
    XSync(display, 0)
  }

  /// Sends `WM_DELETE_WINDOW` to the mapped top-level window, as a window manager's close
  /// button does; false when there is none.
  func closeTopLevelWindow() -> Bool {
    guard let window = topLevelWindow() else { return false }
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = window
    event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
    event.xclient.data.l.1 = Int(CurrentTime)
    XSendEvent(display, window, 0, NoEventMask, &event)
    XSync(display, 0)
    return true
  }

  /// The first mapped child of the root window.
  func topLevelWindow() -> Window? {
    let root = XDefaultRootWindow(display)
    var rootReturn: Window = 0
    var parent: Window = 0
    var children: UnsafeMutablePointer<Window>?
    var count: UInt32 = 0
    guard XQueryTree(display, root, &rootReturn, &parent, &children, &count) != 0, let children else { return nil }
    defer { XFree(children) }
    for index in 0..<Int(count) {
      var attributes = XWindowAttributes()
      if XGetWindowAttributes(display, children[index], &attributes) != 0, attributes.map_state == IsViewable {
        return children[index]
      }
    }
    return nil
  }

  func close() { XCloseDisplay(display) }
}
