import Foundation
import Testing

/// The documented limits (docs/cli.md, "Limits"), each from the reproducer: the real
/// `segue` refuses the input in one sentence naming the limit and a fix, with status 2,
/// before any work starts (each run takes well under the seconds the work would).
@Suite(.serialized) struct LimitsTests {
  /// Runs `segue` in a fresh directory holding `files`; the directory goes afterwards.
  func segue(_ arguments: [String], files: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
    let directory = try CommandLineTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in files {
      try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return try runSegue(arguments, in: directory)
  }

  func expectRefusal(_ arguments: [String], files: [String: String] = [:], _ message: String) throws {
    let start = Date()
    let result = try segue(arguments, files: files)
    #expect(result.status == 2, "\(arguments)")
    #expect(result.err == "segue: " + message + "\n", "\(arguments)")
    #expect(result.out.isEmpty, "\(arguments)")
    #expect(Date().timeIntervalSince(start) < 20, "\(arguments) took too long to refuse")
  }

  @Test func curveSamplesAreBounded() throws {
    for count in ["9223372036854775807", "100000000000", "30000000", "1000001"] {
      try expectRefusal(
        ["curve", "linear", "--samples", count],
        "--samples accepts a whole number of samples from 2 to 1,000,000 (the samples limit); got '\(count)'.")
    }
    let most = try segue(["curve", "linear", "--samples", "1000000"])
    #expect(most.status == 0)
    #expect(most.out.utf8.count == 24_000_000)
    #expect(most.out.hasSuffix("\n0.999999000 0.999999000\n1.000000000 1.000000000\n"))
  }

  @Test func curveNeverPrintsNonFiniteValues() throws {
    try expectRefusal(
      ["curve", "spring", "--mass", "1", "--stiffness", "100", "--damping", "0", "--samples", "3"],
      "this spring settles in infinite time (it never comes to rest), over the 600 s limit; raise --damping or --stiffness (e.g. --damping 10), or sample chosen times with --at T,…"
    )
    try expectRefusal(
      ["curve", "bezier", "0.42,1e308,0.58,-1e308", "--samples", "3"],
      "bezier Y1 and Y2 must lie in [-1000, 1000], the control-point limit that keeps every value finite; got '0.42,1e308,0.58,-1e308'."
    )
    try expectRefusal(
      ["curve", "spring", "--mass", "1", "--stiffness", "100", "--velocity", "1e308", "--samples", "3"],
      "--velocity accepts an initial velocity in distances per second from -10,000 to 10,000 (the velocity limit); got '1e308'."
    )
    try expectRefusal(
      ["curve", "linear", "--duration", "1e308", "--samples", "3"],
      "--duration accepts a duration in seconds above 0, at most 600 (the duration limit); got '1e308'.")
    // An undamped spring at chosen times is finite, and still printed.
    let undamped = try segue(["curve", "spring", "--mass", "1", "--stiffness", "100", "--damping", "0", "--at", "0.5"])
    #expect(undamped.status == 0)
    #expect(undamped.out == "0.500000000 0.716337815\n")
  }

  static let lateScript = """
    {"version": 1, "scene": "ios-push", "events": [{"t": 86400, "type": "down", "x": 4, "y": 400}, {"t": 86400, "type": "up", "x": 4, "y": 400}]}
    """
  static let shortScript = """
    {"version": 1, "scene": "ios-push", "events": [{"t": 0, "type": "down", "x": 4, "y": 400}, {"t": 0.1, "type": "up", "x": 4, "y": 400}]}
    """

  @Test func replayTimeIsBounded() throws {
    try expectRefusal(
      ["replay", "s.json", "--until", "1e9"], files: ["s.json": Self.shortScript],
      "--until accepts seconds from 0 to 600 (the time limit of a replay); got '1e9'.")
    try expectRefusal(
      ["replay", "late.json"], files: ["late.json": Self.lateScript],
      "late.json:1:54: \"t\" is 86400 but must be between 0 and 600 (seconds from the start of the script, at most the 600 s limit of a script)."
    )
    // render and replay share the frame-rate limit.
    try expectRefusal(
      ["replay", "s.json", "--fps", "1000"], files: ["s.json": Self.shortScript],
      "--fps accepts frames per second from 1 to 240 (the frame-rate limit); got '1000'.")
    let longest = try segue(["replay", "s.json", "--until", "600"], files: ["s.json": Self.shortScript])
    #expect(longest.status == 0)
    #expect(longest.out == "{\"event\":\"final\",\"stack\":[\"Transitions\",\"iOS Push\"],\"presented\":null}\n")
  }

  @Test func scriptEventsAreBounded() throws {
    let event =
      "{\"t\": 0, \"type\": \"down\", \"x\": 4, \"y\": 400}, {\"t\": 0, \"type\": \"up\", \"x\": 4, \"y\": 400}"
    let many =
      "{\"version\": 1, \"scene\": \"ios-push\", \"events\": [\n"
      + Array(repeating: event, count: 50_001).joined(separator: ",\n") + "]}"
    try expectRefusal(
      ["replay", "many.json"], files: ["many.json": many],
      "many.json:1:47: \"events\" holds 100,002 events, over the 100,000-event limit of a script; split the gesture into several scripts."
    )
  }

  @Test func renderFramesAreCountedBeforeRendering() throws {
    try expectRefusal(
      ["render", "ios-push", "--fps", "240", "--duration", "600", "--sheet", "huge.png"],
      "144,001 frames at 240 fps would pass the 10,000-frame limit of a render; lower --fps or render at most 41.6 s, e.g. --fps 240 --duration 41.6."
    )
    try expectRefusal(
      ["render", "ios-push", "--fps", "240", "--duration", "600", "-o", "frames"],
      "144,001 frames at 240 fps would pass the 10,000-frame limit of a render; lower --fps or render at most 41.6 s, e.g. --fps 240 --duration 41.6."
    )
  }

  @Test func theContactSheetIsMeasuredBeforeRendering() throws {
    let advice =
      "over the sheet limit of 32,767 px a side and 67,108,864 px in all; render at most 176 frames, e.g. --fps 17 --columns 8."
    try expectRefusal(
      ["render", "ios-push", "--fps", "60", "--duration", "10", "--sheet", "tall.png"],
      "a contact sheet of 601 frames in 6 columns would be 2508×90556 px, " + advice)
    try expectRefusal(
      ["render", "ios-push", "--fps", "60", "--duration", "10", "--sheet", "tall.png", "--columns", "64"],
      "a contact sheet of 601 frames in 64 columns would be 26520×9020 px, " + advice)
    // Too tall in 6 columns, but another column count fits: that is the advice.
    let narrow = """
      {"version": 1, "scene": "ios-push", "viewport": {"width": 100, "height": 2000, "scale": 1}, "events": []}
      """
    try expectRefusal(
      ["render", "--script", "narrow.json", "--fps", "30", "--duration", "3.3", "--sheet", "n.png"],
      files: ["narrow.json": narrow],
      "a contact sheet of 100 frames in 6 columns would be 768×34944 px, over the sheet limit of 32,767 px a side and 67,108,864 px in all; use --columns 34."
    )
  }

  @Test func framePixelsAreBounded() throws {
    let big = """
      {"version": 1, "scene": "ios-push", "viewport": {"width": 10000, "height": 10000, "scale": 3}, "events": []}
      """
    try expectRefusal(
      ["render", "--script", "big.json", "--at", "0", "-o", "frames"], files: ["big.json": big],
      "big.json:1:49: the viewport of 10000×10000 points at scale 3 is 30000×30000 px, over the 16,777,216-pixel frame limit (4096×4096 px); make it at most 1365×1365 points at this scale."
    )
    let wide = """
      {"version": 1, "scene": "ios-push", "viewport": {"width": 2000, "height": 2000, "scale": 1}, "events": []}
      """
    try expectRefusal(
      ["render", "--script", "wide.json", "--at", "0", "--scale", "3", "-o", "frames"], files: ["wide.json": wide],
      "--scale 3 makes the 2000×2000-point viewport 6000×6000 px, over the 16,777,216-pixel frame limit (4096×4096 px); use --scale 2."
    )
  }

  /// `-o` into a folder the user cannot write is refused up front, as `--sheet` is.
  @Test func anUnwritableFrameDirectoryIsRefusedBeforeRendering() throws {
    let directory = try CommandLineTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let locked = directory.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
    let executable = try #require(segueExecutable())
    // Root writes anywhere: run as nobody then, as any other user would be refused.
    let asRoot = getuid() == 0
    let command = asRoot ? URL(fileURLWithPath: "/usr/bin/setpriv") : executable
    let prefix = asRoot ? ["--reuid=nobody", "--regid=nogroup", "--clear-groups", executable.path] : []
    for (output, message) in [
      (
        "locked/frames",
        "the directory '\(locked.path)' is not writable, so 'locked/frames' cannot be created there; choose another -o directory."
      ),
      ("locked", "the directory 'locked' is not writable; choose another -o directory."),
    ] {
      let result = try run(command, prefix + ["render", "ios-push", "--at", "0", "-o", output], in: directory)
      #expect(result.status == 2)
      #expect(result.err == "segue: \(message)\n")
    }
    try "x".write(to: directory.appendingPathComponent("file"), atomically: true, encoding: .utf8)
    let file = try runSegue(["render", "ios-push", "--at", "0", "-o", "file"], in: directory)
    #expect(file.err == "segue: 'file' is a file, not a directory; give -o a directory for the frames.\n")
  }

  /// `--at 0x10` was read as 16 s, and a repeated `--at` silently kept the last.
  @Test func hexadecimalNumbersAndRepeatedOptionsAreRefused() throws {
    try expectRefusal(
      ["render", "ios-push", "--at", "0x10", "-o", "frames"],
      "--at accepts comma-separated seconds from 0 to 600, e.g. 0,0.1,0.25; got '0x10'.")
    try expectRefusal(
      ["curve", "linear", "--duration", "0x1p1", "--samples", "2"],
      "--duration accepts a duration in seconds above 0, at most 600 (the duration limit); got '0x1p1'.")
    try expectRefusal(
      ["render", "ios-push", "--at", "0", "--at", "0.2", "-o", "frames"],
      "--at is given more than once; give it once with every time, comma-separated (--at 0,0.2).")
    try expectRefusal(
      ["replay", "s.json", "--fps", "30", "--fps=60"], files: ["s.json": Self.shortScript],
      "--fps is given more than once; give it once.")
    let exponent = try segue(["curve", "linear", "--at", "2.5e-1"])
    #expect(exponent.out == "0.250000000 0.250000000\n")
  }
}
