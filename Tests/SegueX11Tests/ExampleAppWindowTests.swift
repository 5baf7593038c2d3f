import CX11
import Foundation
import SegueRender
import SegueTesting
import Testing

/// The template's app (`@main` AppDelegate + SceneDelegate, `ExampleApp`) as a user runs it:
/// its own executable opens its window in Xvfb, a real (XTest) tap pushes the photo and a
/// drag from the left edge pops it interactively, and the window's pixels at rest equal the
/// headless render of the same instant of the recorded gesture.
/// With the other process tests (serialized: one Xvfb and one app at a time).
extension RecordReplayProcessTests {
  static let exampleAppLifecycle = [
    #"{"event":"begin","kind":"push","interactive":false,"from":"Photos","to":"Photo"}"#,
    #"{"event":"end","kind":"push","completed":true}"#,
    #"{"event":"begin","kind":"pop","interactive":true,"from":"Photo","to":"Photos"}"#,
    #"{"event":"end","kind":"pop","completed":true}"#,
    #"{"event":"final","stack":["Photos"],"presented":null}"#,
  ]

  @Test func anXTestEdgeDragPopsTheAppAndTheWindowShowsTheHeadlessFrame() throws {
    let executable = try #require(
      builtExecutable(named: "ExampleApp"), "build it first: swift build --product ExampleApp")
    let server = try XvfbServer()
    defer { server.stop() }
    let directory = try RecordReplayProcessTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("drag.json").path

    let app = try ChildProcess(
      executable.path, ["record", "-o", file, "--scale", "1"],
      environment: RecordReplayProcessTests.environment(display: server.display))
    let ready = try #require(RecordReplayProcessTests.readLine(from: app.stderrFD, timeout: 20), "the app never opened")
    #expect(ready.hasPrefix("ExampleApp: recording ExampleApp"))
    let input = try #require(XTestInput(displayName: server.display))
    defer { input.close() }
    input.waitForWindow()

    // A tap on "Open photo" (scale 1: pixels are points).
    input.move(to: 195, 499)
    input.button(true)
    usleep(60_000)
    input.button(false)
    var live: [String] = []
    while let line = app.readLine(timeout: 15) {
      live.append(line)
      if line.contains(#""kind":"push","completed""#) { break }
    }
    // A drag from the left edge, past half the width.
    input.move(to: 2, 400)
    input.button(true)
    for step in 1...16 {
      usleep(16_000)
      input.move(to: 2 + step * 16, 400)
    }
    input.button(false)
    while let line = app.readLine(timeout: 15) {
      live.append(line)
      if line.contains(#""kind":"pop","completed""#) { break }
    }
    usleep(500_000)  // the window is idle by now (the pop ended)
    let window = try #require(input.topLevelWindow())
    let shown = try #require(pixels(of: window, on: input.display))
    input.pressKey(KeySym(XK_q))
    #expect(app.wait(timeout: 15) == 0, "the app did not exit after Q: \(app.readStandardError())")
    while let line = app.readLine(timeout: 1) { live.append(line) }
    #expect(live.map(RecordReplayProcessTests.withoutTime) == Self.exampleAppLifecycle, "the window reported \(live)")

    // Headless, the recorded gesture a second after its last event: the same pixels.
    let script = try PointerScript(contentsOfFile: file)
    let instant = (script.events.last?.t ?? 0) + 1
    let render = Process()
    render.executableURL = executable
    render.arguments = [
      "render", "--script", file, "--at", "\(instant)", "-o", directory.appendingPathComponent("frames").path,
    ]
    render.standardOutput = FileHandle.nullDevice
    try render.run()
    render.waitUntilExit()
    #expect(render.terminationStatus == 0)
    let expected = try PNGCodec.decode(
      contentsOfFile: directory.appendingPathComponent("frames/frame-0000.png").path, scale: 1)
    #expect(shown.width == 390 && shown.height == 844)
    #expect(differingPixels(shown, expected) == 0)
  }

  @Test func theAppTakesTheWindowOptionsAndNamesItselfInMistakes() throws {
    let executable = try #require(
      builtExecutable(named: "ExampleApp"), "build it first: swift build --product ExampleApp")
    let server = try XvfbServer()
    defer { server.stop() }
    let run = try ChildProcess(
      executable.path, ["--scale", "1", "--size", "320x568", "--slow", "--hud", "--exit-after", "1", "--stats"],
      environment: Self.environment(display: server.display))
    let stats = run.readLine(timeout: 20)
    #expect(run.wait(timeout: 20) == 0, "\(run.readStandardError())")
    #expect(stats?.contains(" presented, interval median ") == true, "\(stats ?? "nothing")")

    // Without a display: the suggestion is the command as it was started, without --display.
    let noDisplay = try ChildProcess(
      executable.path, ["--display", ":77", "--scale", "1"], environment: Self.environment(display: nil))
    #expect(noDisplay.wait(timeout: 20) == 1)
    #expect(
      noDisplay.readStandardError()
        == "ExampleApp: cannot open the X display ':77'; start an X server there, or render without one ('ExampleApp render') or under a virtual display ('xvfb-run -a \(executable.path) --scale 1').\n"
    )
    let unknown = try ChildProcess(executable.path, ["--sacle", "1"], environment: Self.environment(display: nil))
    #expect(unknown.wait(timeout: 20) == 2)
    #expect(unknown.readStandardError().hasPrefix("ExampleApp: 'ExampleApp' has no option --sacle"))
  }

  @Test func theAppReplaysAGestureInItsWindowWithFrameTimings() throws {
    let executable = try #require(
      builtExecutable(named: "ExampleApp"), "build it first: swift build --product ExampleApp")
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Templates/App/Tests/ExampleAppTests/Fixtures/push-pop.json").standardized.path
    let server = try XvfbServer()
    defer { server.stop() }
    let replay = try ChildProcess(
      executable.path, ["replay", fixture, "--window", "--stats"],
      environment: Self.environment(display: server.display))
    var lines: [String] = []
    while let line = replay.readLine(timeout: 30) { lines.append(line) }
    #expect(replay.wait(timeout: 10) == 0)
    #expect(lines.map(Self.withoutTime) == Self.exampleAppLifecycle, "the window replay reported \(lines)")
    let timings = replay.readStandardError()
    #expect(timings.hasPrefix("ExampleApp: ") && timings.contains(" presented, interval median "), "\(timings)")

    let headless = try ChildProcess(
      executable.path, ["replay", fixture, "--stats"], environment: Self.environment(display: nil))
    #expect(headless.wait(timeout: 20) == 2)
    #expect(
      headless.readStandardError()
        == "ExampleApp: --stats times a window's frames; add --window, or use 'render --stats' headless.\n")
  }
}
