import Foundation
import SegueTesting
import SegueUIKit
import Testing

@Suite struct PointerScriptTests {
  static let example = """
    {"version": 1, "scene": "ios-push",
     "viewport": {"width": 390, "height": 844, "scale": 2},
     "events": [{"t": 0.0, "type": "down", "x": 4, "y": 400},
                {"t": 0.016, "type": "move", "x": 20, "y": 401},
                {"t": 0.5, "type": "up", "x": 200, "y": 402}]}
    """

  @Test func readsTheDocumentedExample() throws {
    let script = try PointerScript(json: Self.example)
    #expect(script.version == 1)
    #expect(script.scene == "ios-push")
    #expect(script.viewport == PointerScript.Viewport(width: 390, height: 844, scale: 2))
    #expect(
      script.events == [
        .init(t: 0, type: .down, x: 4, y: 400), .init(t: 0.016, type: .move, x: 20, y: 401),
        .init(t: 0.5, type: .up, x: 200, y: 402),
      ])
  }

  /// Version 2's scroll events: read with their distance, written back the same, needing no
  /// touch down; a script without them is still written as version 1.
  @Test func scrollEventsAreVersionTwo() throws {
    let text = """
      {"version": 2, "scene": "photo-zoom", "events": [
        {"t": 0, "type": "scroll", "x": 200, "y": 500, "dy": 40},
        {"t": 0.1, "type": "down", "x": 200, "y": 500},
        {"t": 0.2, "type": "scroll", "x": 200, "y": 500, "dx": -12.5, "dy": 0},
        {"t": 0.3, "type": "up", "x": 200, "y": 500}]}
      """
    let script = try PointerScript(json: text)
    #expect(script.version == 2)
    #expect(
      script.events == [
        .init(t: 0, type: .scroll, x: 200, y: 500, scrollDelta: CGVector(dx: 0, dy: 40)),
        .init(t: 0.1, type: .down, x: 200, y: 500),
        .init(t: 0.2, type: .scroll, x: 200, y: 500, scrollDelta: CGVector(dx: -12.5, dy: 0)),
        .init(t: 0.3, type: .up, x: 200, y: 500),
      ])
    #expect(try PointerScript(json: script.jsonText) == script)
    #expect(script.jsonText.contains(#"{"t": 0.2, "type": "scroll", "x": 200, "y": 500, "dx": -12.5, "dy": 0}"#))
    let touchesOnly = PointerScript(scene: "s", events: [.init(t: 0, type: .down, x: 1, y: 1)])
    #expect(touchesOnly.version == 1 && touchesOnly.jsonText.contains(#""version": 1,"#))
    let scrolling = PointerScript(scene: "s", events: [script.events[0]])
    #expect(scrolling.version == 2)
  }

  /// A touchpad's scroll carries `"continuous": true`, read and written back; a wheel's has no key.
  @Test func touchpadScrollsAreContinuous() throws {
    let text = """
      {"version": 2, "scene": "photo-zoom", "events": [
        {"t": 0, "type": "scroll", "x": 200, "y": 500, "dy": 2.5, "continuous": true},
        {"t": 0.01, "type": "scroll", "x": 200, "y": 500, "dy": 40, "continuous": false}]}
      """
    let script = try PointerScript(json: text)
    #expect(script.events.map(\.scrollType) == [.continuous, .discrete])
    #expect(try PointerScript(json: script.jsonText) == script)
    #expect(
      script.jsonText.contains(
        #"{"t": 0, "type": "scroll", "x": 200, "y": 500, "dx": 0, "dy": 2.5, "continuous": true}"#))
    #expect(script.jsonText.contains(#"{"t": 0.01, "type": "scroll", "x": 200, "y": 500, "dx": 0, "dy": 40}"#))
  }

  @Test func writtenTextReadsBackToTheSameScript() throws {
    let script = try PointerScript(json: Self.example)
    #expect(try PointerScript(json: script.jsonText) == script)
    #expect(script.jsonText == (try PointerScript(json: script.jsonText)).jsonText)
  }

  @Test func viewportIsOptionalAndUnknownKeysAreIgnored() throws {
    let script = try PointerScript(
      json:
        #"{"version": 1, "scene": "flip", "note": "hi", "events": [{"t": 0, "type": "down", "x": 1, "y": 1, "pressure": 1}]}"#
    )
    #expect(script.viewport == .standard)
    #expect(script.events.count == 1)
  }

  /// A malformed script: the JSON, where the error must point, and words the message must hold.
  struct Malformed: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    let line: Int
    let column: Int
    let mentions: String
    var testDescription: String { name }
  }

  static let events = #"{"version": 1, "scene": "s", "events": ["#

  static let malformed: [Malformed] = [
    Malformed(
      name: "syntax: missing comma", json: "{\"version\": 1\n \"scene\": \"s\"}", line: 2, column: 2,
      mentions: "expected ',' or '}'"),
    Malformed(
      name: "syntax: trailing comma", json: "{\"version\": 1, \"scene\": \"s\", \"events\": [],}", line: 1, column: 43,
      mentions: "expected a quoted key"),
    Malformed(name: "syntax: single quotes", json: "{'version': 1}", line: 1, column: 2, mentions: "single quote"),
    Malformed(
      name: "syntax: unterminated string", json: "{\"scene\": \"ios", line: 1, column: 15,
      mentions: "ends inside a string"),
    Malformed(name: "syntax: empty file", json: "  \n", line: 2, column: 1, mentions: "empty"),
    Malformed(name: "not an object", json: "[1, 2]", line: 1, column: 1, mentions: "must be a JSON object"),
    Malformed(
      name: "missing version", json: #"{"scene": "s", "events": []}"#, line: 1, column: 1,
      mentions: "missing the key \"version\""),
    Malformed(
      name: "unsupported version", json: #"{"version": 3, "scene": "s", "events": []}"#, line: 1, column: 13,
      mentions: "reads version 1 and 2"),
    Malformed(
      name: "scroll in version 1",
      json: #"{"version": 1, "scene": "s", "events": [{"t": 0, "type": "scroll", "x": 1, "y": 1, "dy": 40}]}"#,
      line: 1, column: 58, mentions: "is version 2 of the format; set \"version\": 2"),
    Malformed(
      name: "scroll without a distance",
      json: #"{"version": 2, "scene": "s", "events": [{"t": 0, "type": "scroll", "x": 1, "y": 1}]}"#,
      line: 1, column: 41, mentions: "neither \"dx\" nor \"dy\""),
    Malformed(
      name: "continuous as a string",
      json:
        #"{"version": 2, "scene": "s", "events": [{"t": 0, "type": "scroll", "x": 1, "y": 1, "dy": 4, "continuous": "yes"}]}"#,
      line: 1, column: 107, mentions: "\"continuous\" must be true (a touchpad's scrolling) or false (a wheel's)"),
    Malformed(
      name: "scene of wrong type", json: #"{"version": 1, "scene": 7, "events": []}"#, line: 1, column: 25,
      mentions: "\"scene\" must be a non-empty string"),
    Malformed(
      name: "missing events", json: "{\"version\": 1,\n  \"scene\": \"s\"}", line: 1, column: 1,
      mentions: "missing the key \"events\""),
    Malformed(
      name: "bad scale",
      json: #"{"version": 1, "scene": "s", "viewport": {"width": 390, "height": 844, "scale": 4}, "events": []}"#,
      line: 1, column: 81, mentions: "1, 2 or 3"),
    Malformed(
      name: "t as a string", json: events + "\n" + #"  {"t": "0.5", "type": "down", "x": 1, "y": 1}]}"#, line: 2,
      column: 9, mentions: "write it without quotes"),
    Malformed(
      name: "missing t", json: events + "\n" + #"  {"type": "down", "x": 1, "y": 1}]}"#, line: 2, column: 3,
      mentions: "missing the key \"t\""),
    Malformed(
      name: "unknown event type", json: events + "\n" + #"  {"t": 0, "type": "press", "x": 1, "y": 1}]}"#, line: 2,
      column: 20, mentions: "\"press\" is not an event type"),
    Malformed(
      name: "time going backwards",
      json: events + "\n" + #"  {"t": 0.5, "type": "down", "x": 1, "y": 1},"# + "\n"
        + #"  {"t": 0.25, "type": "move", "x": 2, "y": 1}]}"#,
      line: 3, column: 9, mentions: "earlier than the previous event"),
    Malformed(
      name: "negative x", json: events + "\n" + #"  {"t": 0, "type": "down", "x": -3, "y": 1}]}"#, line: 2, column: 33,
      mentions: "must not be negative"),
    Malformed(
      name: "y below the viewport", json: events + "\n" + #"  {"t": 0, "type": "down", "x": 3, "y": 900}]}"#, line: 2,
      column: 41, mentions: "outside the viewport's height"),
    Malformed(
      name: "move before down", json: events + "\n" + #"  {"t": 0, "type": "move", "x": 3, "y": 9}]}"#, line: 2,
      column: 20, mentions: "start the gesture with a \"down\""),
    Malformed(
      name: "event not an object", json: events + "\n" + "  42]}", line: 2, column: 3,
      mentions: "each event must be an object"),
  ]

  @Test(arguments: malformed) func malformedScriptsNameTheLineAndColumn(_ testCase: Malformed) {
    do {
      _ = try PointerScript(json: testCase.json, file: "drag.json")
      Issue.record("\(testCase.name) was accepted")
    } catch {
      #expect(error.position == .init(line: testCase.line, column: testCase.column), "\(error)")
      #expect(error.description.hasPrefix("drag.json:\(testCase.line):\(testCase.column): "), "\(error)")
      #expect(error.description.contains(testCase.mentions), "\(error)")
      #expect(error.description.hasSuffix("."))
    }
  }

  @Test func aMissingFileIsReportedWithItsPathAndNoPosition() {
    #expect(throws: ScriptError.self) { try PointerScript(contentsOfFile: "/nonexistent/drag.json") }
    do {
      _ = try PointerScript(contentsOfFile: "/nonexistent/drag.json")
    } catch {
      #expect(error.position == nil)
      #expect(error.description == "/nonexistent/drag.json: there is no such file; check the path.")
    }
  }

  /// `/dev/null` (and an empty file) read as empty; `/dev/null` used to be "permission
  /// denied" for root.
  @Test func anEmptyFileSaysItIsEmpty() throws {
    let problem =
      "the file is empty; a script is a JSON object like {\"version\": 1, \"scene\": …, \"events\": […]}, as 'segue record -o FILE' writes"
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString).json").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    defer { try? FileManager.default.removeItem(atPath: path) }
    for file in ["/dev/null", path] {
      #expect(throws: ScriptError(file: file, position: nil, problem: problem)) {
        try PointerScript(contentsOfFile: file)
      }
    }
  }

  /// One byte-order mark may start a file (columns count from after it); a second is
  /// rejected where it stands (two were accepted: Foundation's decoding dropped the first).
  @Test func atMostOneByteOrderMarkIsAccepted() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bom-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let mark = "\u{FEFF}"
    for count in 0...3 {
      let path = directory.appendingPathComponent("\(count).json").path
      try Data((String(repeating: mark, count: count) + Self.example).utf8).write(to: URL(fileURLWithPath: path))
      if count <= 1 {
        #expect(try PointerScript(contentsOfFile: path).scene == "ios-push")
      } else {
        #expect(
          throws: ScriptError(
            file: path, position: .init(line: 1, column: 1),
            problem:
              "expected a JSON value (object, array, string, number, true, false or null) but found a byte-order mark (U+FEFF; one may only start the file); remove it"
          )
        ) { try PointerScript(contentsOfFile: path) }
      }
    }
  }

  /// Quotations of the input stop at 60 characters ("…" after them).
  @Test func messagesQuoteAtMostSixtyCharacters() {
    let long = String(repeating: "k", count: 100_000)
    let quoted = String(repeating: "k", count: 60) + "…"
    #expect(
      throws: ScriptError(
        file: "f", position: .init(line: 1, column: 100_005),
        problem: "expected ':' after the key \"\(quoted)\" but found '1'")
    ) { try PointerScript(json: "{\"\(long)\" 1}", file: "f") }
    #expect(
      throws: ScriptError(
        file: "f", position: .init(line: 1, column: 25),
        problem:
          "\"scene\" must be a non-empty string naming a scene (e.g. \"ios-push\"), but it is the number \(String(repeating: "9", count: 60))…"
      )
    ) {
      try PointerScript(
        json: "{\"version\": 1, \"scene\": \(String(repeating: "9", count: 300)), \"events\": []}", file: "f")
    }
    #expect(
      throws: ScriptError(
        file: "f", position: .init(line: 1, column: 58),
        problem:
          "\"\(quoted)\" is not an event type; use \"down\", \"move\", \"up\", \"cancel\" or \"scroll\"")
    ) {
      try PointerScript(
        json: "{\"version\": 1, \"scene\": \"s\", \"events\": [{\"t\": 0, \"type\": \"\(long)\", \"x\": 1, \"y\": 1}]}",
        file: "f")
    }
  }

  /// An out-of-range number is pointed at by its first character (it was the one after it).
  @Test func anOutOfRangeNumberIsPointedAtItsStart() {
    #expect(
      throws: ScriptError(
        file: "f", position: .init(line: 2, column: 8),
        problem: "the number 1e999 is out of range; use a plain decimal number")
    ) { try PointerScript(json: "{\"version\": 1,\n  \"t\": 1e999}", file: "f") }
  }

  @Test func columnsCountCharactersNotBytes() {
    do {
      _ = try PointerScript(json: "{\"scene\": \"é\", x}", file: "f")
    } catch {
      #expect(error.position == .init(line: 1, column: 16))
    }
  }
}
