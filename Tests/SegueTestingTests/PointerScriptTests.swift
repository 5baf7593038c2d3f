import Foundation
import SegueTesting
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
      name: "unsupported version", json: #"{"version": 2, "scene": "s", "events": []}"#, line: 1, column: 13,
      mentions: "reads version 1"),
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

  @Test func aMissingFileIsReportedWithItsPath() {
    #expect(throws: ScriptError.self) { try PointerScript(contentsOfFile: "/nonexistent/drag.json") }
    do {
      _ = try PointerScript(contentsOfFile: "/nonexistent/drag.json")
    } catch {
      #expect(error.description == "/nonexistent/drag.json:1:1: there is no such file; check the path.")
    }
  }

  @Test func columnsCountCharactersNotBytes() {
    do {
      _ = try PointerScript(json: "{\"scene\": \"é\", x}", file: "f")
    } catch {
      #expect(error.position == .init(line: 1, column: 16))
    }
  }
}
