import Foundation
import SegueRender
import SegueTesting
import Testing

/// The built `segue` executable (`swift build` puts it next to the test bundle).
func segueExecutable() -> URL? { builtExecutable(named: "segue") }

/// The package's executable `name`, built next to the test bundle.
func builtExecutable(named name: String) -> URL? {
  var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<3 {
    let candidate = directory.appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    directory = directory.deletingLastPathComponent()
  }
  let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let built = package.appendingPathComponent(".build/debug/\(name)")
  return FileManager.default.isExecutableFile(atPath: built.path) ? built : nil
}

/// Runs `segue` with `arguments` in `directory`: exit status, stdout, stderr.
func runSegue(_ arguments: [String], in directory: URL) throws -> (status: Int32, out: String, err: String) {
  let executable = try #require(segueExecutable(), "build the CLI first: swift build --product segue")
  return try run(executable, arguments, in: directory)
}

/// Runs `executable` with `arguments` in `directory`: exit status, stdout, stderr.
func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> (
  status: Int32, out: String, err: String
) {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = directory
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

@Suite(.serialized) struct CommandLineTests {
  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Malformed scripts: each gets one line on stderr with file:line:column and exit status 2.
  static let malformed: [(name: String, json: String, message: String)] = [
    (
      "syntax", "{\"version\": 1,\n  \"scene\" \"ios-push\"}",
      "segue: bad.json:2:11: expected ':' after the key \"scene\" but found '\"'.\n"
    ),
    (
      "wrong type", "{\"version\": \"1\", \"scene\": \"ios-push\", \"events\": []}",
      "segue: bad.json:1:13: \"version\" must be a whole number (the format version), but it is the string \"1\".\n"
    ),
    (
      "missing key", "{\"version\": 1, \"scene\": \"ios-push\"}",
      "segue: bad.json:1:1: this object is missing the key \"events\" (an array of pointer events); add it.\n"
    ),
    (
      "unknown type",
      "{\"version\": 1, \"scene\": \"ios-push\", \"events\": [\n {\"t\": 0, \"type\": \"drag\", \"x\": 1, \"y\": 2}]}",
      "segue: bad.json:2:19: \"drag\" is not an event type; use \"down\", \"move\", \"up\", \"cancel\" or \"scroll\".\n"
    ),
    (
      "time backwards",
      "{\"version\": 1, \"scene\": \"ios-push\", \"events\": [\n {\"t\": 0.2, \"type\": \"down\", \"x\": 1, \"y\": 2},\n {\"t\": 0.1, \"type\": \"up\", \"x\": 1, \"y\": 2}]}",
      "segue: bad.json:3:8: \"t\" is 0.1 s, earlier than the previous event's 0.2 s; events must be in time order (t never decreasing).\n"
    ),
    (
      "negative coordinate",
      "{\"version\": 1, \"scene\": \"ios-push\", \"events\": [\n {\"t\": 0, \"type\": \"down\", \"x\": 1, \"y\": -2}]}",
      "segue: bad.json:2:40: \"y\" is -2 but coordinates must not be negative (points from the window's top edge, 0 to 844).\n"
    ),
  ]

  @Test func malformedScriptsExitWithStatus2AndOneLine() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for testCase in Self.malformed {
      try testCase.json.write(to: directory.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
      let result = try runSegue(["replay", "bad.json"], in: directory)
      #expect(result.status == 2, "\(testCase.name)")
      #expect(result.err == testCase.message, "\(testCase.name)")
      #expect(result.out.isEmpty, "\(testCase.name)")
      let render = try runSegue(["render", "--script", "bad.json", "--at", "0", "-o", "frames"], in: directory)
      #expect(render.status == 2 && render.err == testCase.message, "\(testCase.name)")
    }
  }

  @Test func unknownScenesListTheKnownOnes() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = PointerScript(scene: "nope", events: [])
    try script.write(toFile: directory.appendingPathComponent("s.json").path)
    let replay = try runSegue(["replay", "s.json"], in: directory)
    #expect(replay.status == 2)
    #expect(replay.err.hasPrefix("segue: s.json names the scene 'nope', which does not exist; the scenes are: "))
    #expect(replay.err.contains("ios-push"))
    let render = try runSegue(["render", "nope", "--at", "0", "-o", "out"], in: directory)
    #expect(render.status == 2)
    #expect(render.err.hasPrefix("segue: 'nope' is not a scene; the scenes are: "))
  }

  @Test func replayPrintsTheSameLinesEveryRun() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var swipe = edgeSwipe
    swipe.scene = "ios-push"
    swipe.viewport.scale = 2
    try swipe.write(toFile: directory.appendingPathComponent("swipe.json").path)
    let first = try runSegue(["replay", "swipe.json"], in: directory)
    let second = try runSegue(["replay", "swipe.json"], in: directory)
    #expect(first.status == 0, "\(first.err)")
    #expect(first.out == second.out)
    let lines = first.out.split(separator: "\n")
    #expect(lines.first?.contains(#""event":"begin","kind":"pop","interactive":true"#) == true)
    #expect(lines.last?.hasPrefix(#"{"event":"final","stack":["#) == true)
  }

  @Test func renderIsByteIdenticalEveryRun() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for run in ["a", "b"] {
      let result = try runSegue(
        [
          "render", "cross-dissolve", "--at", "0.1,0.2", "--scale", "1", "-o", run, "--sheet", "\(run).png",
          "--animated", "\(run).webp",
        ],
        in: directory)
      #expect(result.status == 0, "\(result.err)")
    }
    for name in ["a/frame-0000.png", "a/frame-0001.png", "a.png", "a.webp"] {
      let first = try Data(contentsOf: directory.appendingPathComponent(name))
      let second = try Data(contentsOf: directory.appendingPathComponent("b" + name.dropFirst()))
      #expect(first == second, "\(name)")
    }
  }

  /// `--dark` renders the phone in dark mode: the pushed screen's `.systemBackground` is black
  /// instead of white, and the status bar's time turns white.
  @Test func renderDarkDrawsTheDarkSystemColours() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, extra) in [("light", [String]()), ("dark", ["--dark"])] {
      let result = try runSegue(
        ["render", "ios-push", "--at", "0.6", "--scale", "1", "-o", name] + extra, in: directory)
      #expect(result.status == 0, "\(result.err)")
    }
    let light = try PNGCodec.decode(contentsOfFile: directory.appendingPathComponent("light/frame-0000.png").path)
    let dark = try PNGCodec.decode(contentsOfFile: directory.appendingPathComponent("dark/frame-0000.png").path)
    #expect(light[200, 700] == 0xFFFF_FFFF)
    #expect(dark[200, 700] == 0xFF00_0000)
    // The status bar: its time is dark on light, light on dark.
    let lightTime = (20..<60).map { light[$0, 24] }.min { ($0 & 0xFF) < ($1 & 0xFF) } ?? 0
    let darkTime = (20..<60).map { dark[$0, 24] }.max { ($0 & 0xFF) < ($1 & 0xFF) } ?? 0
    #expect(lightTime & 0xFF < 0x40)
    #expect(darkTime & 0xFF > 0xC0)
  }

  /// `--timeline` draws the push's animations on a time axis with the first moving one's
  /// curves (a looked-at golden); `--timeline-json` writes the same records with sampled
  /// values; a picture not named .png is refused before rendering.
  @Test func renderTimelineWritesThePictureAndTheJSON() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try runSegue(
      ["render", "ios-push", "--at", "0.6", "--scale", "1", "--timeline", "tl.png", "--timeline-json", "tl.json"],
      in: directory)
    #expect(result.status == 0, "\(result.err)")
    let picture = try PNGCodec.decode(contentsOfFile: directory.appendingPathComponent("tl.png").path)
    try GoldenImage.verify(
      picture, named: "timeline-ios-push", in: GoldenImage.directory(besides: #filePath), maxDifferingShare: 0.002)
    let data = try Data(contentsOf: directory.appendingPathComponent("tl.json"))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let transitions = try #require(document["transitions"] as? [[String: Any]])
    #expect(transitions.count == 1)
    #expect(transitions.first?["kind"] as? String == "push")
    #expect(transitions.first?["completed"] as? Bool == true)
    let animations = try #require(document["animations"] as? [[String: Any]])
    let slide = try #require(
      animations.first { $0["keyPath"] as? String == "position" && $0["transition"] as? Int == 0 })
    #expect(slide["duration"] as? Double == 0.35)
    let timing = try #require(slide["timing"] as? [String: Any])
    #expect(timing["type"] as? String == "bezier")
    #expect(timing["controlPoints"] as? [Double] == [0.42, 0, 0.58, 1])
    #expect((slide["samples"] as? [Any])?.count == 31)

    let refused = try runSegue(["render", "ios-push", "--timeline", "tl.jpg"], in: directory)
    #expect(refused.status == 2)
    #expect(refused.err == "segue: --timeline writes a PNG; name the file with .png (got 'tl.jpg').\n")
  }

  /// `--device-frame --pair dark`: light and dark frames of the same moment, each in the drawn
  /// device, side by side; a `--pair` it does not know is refused before rendering.
  @Test func renderPairsLightAndDarkInsideTheDevice() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try runSegue(
      ["render", "ios-push", "--at", "0.6", "--scale", "1", "--device-frame", "--pair", "dark", "-o", "pair"],
      in: directory)
    #expect(result.status == 0, "\(result.err)")
    let pair = try PNGCodec.decode(contentsOfFile: directory.appendingPathComponent("pair/frame-0000.png").path)
    // Two devices of (390 + 36) × (844 + 30) px, 24 px apart.
    #expect(pair.width == 426 * 2 + 24 && pair.height == 874)
    #expect(pair[18 + 200, 15 + 700] == 0xFFFF_FFFF)  // light
    #expect(pair[426 + 24 + 18 + 200, 15 + 700] == 0xFF00_0000)  // dark
    #expect(pair[426 + 12, 400] == 0)  // the gap is transparent
    // --pair rtl: the mirrored push has its back button at the right, so the bar differs.
    let mirrored = try runSegue(
      ["render", "ios-push", "--at", "0.6", "--scale", "1", "--pair", "rtl", "-o", "rtl"], in: directory)
    #expect(mirrored.status == 0, "\(mirrored.err)")
    let rtl = try PNGCodec.decode(contentsOfFile: directory.appendingPathComponent("rtl/frame-0000.png").path)
    #expect(rtl.width == 390 * 2 + 24 && rtl.height == 844)
    let differing = (0..<390).filter { rtl[$0, 70] != rtl[390 + 24 + $0, 70] }.count
    #expect(differing > 20)
    let size = try runSegue(["render", "ios-push", "--at", "0", "--text-size", "huge", "-o", "x"], in: directory)
    #expect(size.status == 2)
    #expect(size.err.hasPrefix("segue: --text-size takes a text size by its UIContentSizeCategory name"))
    #expect(size.err.contains("got 'huge' (e.g. --text-size extraLarge)."))
    let bad = try runSegue(["render", "ios-push", "--at", "0", "--pair", "sepia", "-o", "x"], in: directory)
    #expect(bad.status == 2)
    #expect(
      bad.err
        == "segue: --pair takes 'dark' or 'rtl' (the frame beside its dark-mode or right-to-left twin), not 'sepia'; e.g. --pair dark.\n"
    )
  }

  @Test func usageMistakesExitWithStatus2() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let noOutput = try runSegue(["render", "flip", "--at", "0"], in: directory)
    #expect(noOutput.status == 2)
    #expect(noOutput.err.contains("needs an output"))
    let gif = try runSegue(["render", "flip", "--at", "0", "--animated", "x.gif"], in: directory)
    #expect(gif.status == 2)
    let noScript = try runSegue(["replay"], in: directory)
    #expect(noScript.status == 2)
    let missing = try runSegue(["replay", "absent.json"], in: directory)
    #expect(missing.status == 2)
    #expect(missing.err == "segue: absent.json: there is no such file; check the path.\n")
  }

  /// A misspelt scene gets the closest name; a 10 MB one is quoted in 60 characters.
  @Test func unknownScenesSuggestTheClosestNameAndQuoteAShortPart() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let names =
      "spring-sheet, rotate-fade, magic-move, drop, ios-push, cover-vertical, cross-dissolve, flip, full-width-back, "
      + "page-sheet, sheet-detents, zoom-grid, photo-zoom, blurred-card, circular-reveal"
    let typo = try runSegue(["render", "ios-pusj", "--at", "0", "-o", "out"], in: directory)
    #expect(typo.status == 2)
    #expect(typo.err == "segue: 'ios-pusj' is not a scene (did you mean 'ios-push'?); the scenes are: \(names).\n")
    let far = try runSegue(["render", "zebra", "--at", "0", "-o", "out"], in: directory)
    #expect(far.err == "segue: 'zebra' is not a scene; the scenes are: \(names).\n")
    let long = String(repeating: "x", count: 10_000_000)
    try PointerScript(scene: long, events: []).write(toFile: directory.appendingPathComponent("long.json").path)
    let replay = try runSegue(["replay", "long.json"], in: directory)
    #expect(replay.status == 2)
    #expect(
      replay.err
        == "segue: long.json names the scene '\(String(repeating: "x", count: 60))…', which does not exist; the scenes are: \(names).\n"
    )
  }

  /// `SEGUE_TRACE=transition` (for `transitions`) used to turn tracing off silently.
  @Test func aMisspeltTraceCategoryIsNamedOnce() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let segue = try #require(segueExecutable())
    let process = Process()
    process.executableURL = segue
    process.arguments = ["render", "flip", "--at", "0", "-o", "out"]
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["SEGUE_TRACE"] = "transition,frames,transition,zzz"
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    // Other lines (a progress line when standard error is not a terminal under CI) may follow.
    let warnings = text.split(separator: "\n").filter { $0.contains("SEGUE_TRACE") }.map(String.init)
    #expect(
      warnings == [
        "segue: SEGUE_TRACE names 'transition', which is not a trace category (did you mean 'transitions'?); it is ignored — the categories are transitions, frames, input, layout, haptics, separated by commas.",
        "segue: SEGUE_TRACE names 'zzz', which is not a trace category; it is ignored — the categories are transitions, frames, input, layout, haptics, separated by commas.",
      ])
  }
}
