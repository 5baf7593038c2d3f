import Foundation
import SegueAnimation
import SegueRender
import SegueSupport
import SegueUIKit

extension PointerScript {
  /// Reads and checks the script file at `path`.
  ///
  /// - Throws: `ScriptError` naming the file, line and column of the first problem —
  ///   JSON syntax, a missing key, a value of the wrong type or range, an unknown event
  ///   type, a time that goes backwards, a coordinate outside the viewport, or an event
  ///   that does not fit the pointer's state (a move before any down). A file that cannot
  ///   be read, is empty or is not UTF-8 is reported with its path only.
  public init(contentsOfFile path: String) throws(ScriptError) {
    let data = try Self.contents(ofFile: path)
    guard !data.isEmpty else {
      throw ScriptError(
        file: path, position: nil,
        problem:
          "the file is empty; a script is a JSON object like {\"version\": 1, \"scene\": …, \"events\": […]}, as 'segue record -o FILE' writes"
      )
    }
    // Not `String(data:encoding:)`, which drops a byte-order mark: the scanner allows one.
    guard let text = String(validating: data, as: UTF8.self) else {
      throw ScriptError(file: path, position: nil, problem: "the file is not UTF-8 text; save it as UTF-8 JSON")
    }
    try self.init(json: text, file: path)
  }

  /// Bytes a script file may have: 100,000 events of about 60 bytes, with room to spare.
  static let maximumFileBytes = 64 << 20

  /// The bytes of the file at `path` (a regular file, or a device or pipe read until its
  /// end, at most `maximumFileBytes`).
  private static func contents(ofFile path: String) throws(ScriptError) -> Data {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ScriptError(file: path, position: nil, problem: "there is no such file; check the path")
    }
    guard !isDirectory.boolValue else {
      throw ScriptError(
        file: path, position: nil, problem: "it is a directory, not a script file; pass the path of a .json script")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ScriptError(
        file: path, position: nil,
        problem: "the file cannot be read (\(String(cString: strerror(errno)))); check its permissions")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: maximumFileBytes + 1) ?? Data()
    } catch {
      throw ScriptError(
        file: path, position: nil,
        problem: "the file cannot be read (\((error as NSError).localizedDescription)); check that it is a script file")
    }
    guard data.count <= maximumFileBytes else {
      throw ScriptError(
        file: path, position: nil,
        problem:
          "the file is larger than \(maximumFileBytes >> 20) MB, more than a script of the \(SegueLimits.grouped(SegueLimits.scriptEvents))-event limit holds; pass a pointer script"
      )
    }
    return data
  }

  /// Reads and checks a script from JSON text; `file` names it in errors.
  public init(json text: String, file: String = "script") throws(ScriptError) {
    var scanner = JSONScanner(text: text, file: file)
    let root = try scanner.parseDocument()
    self = try ScriptReader(file: file).script(from: root)
  }
}

/// Turns a parsed JSON document into a `PointerScript`, checking every rule of version 1.
private struct ScriptReader {
  let file: String

  func script(from root: PositionedJSON) throws(ScriptError) -> PointerScript {
    guard case .object = root.value else {
      throw fail(
        root.position,
        "the script must be a JSON object like {\"version\": 1, \"scene\": …, \"events\": […]}, but it is \(root.summary)"
      )
    }
    let versionValue = try required("version", in: root, what: "the format version, 1")
    let version = try integer(versionValue, key: "version", what: "the format version")
    guard PointerScript.readableVersions.contains(version) else {
      throw fail(
        versionValue.position,
        "\"version\" is \(version) but this segue reads version 1 and 2 scripts; record the script again with this segue or set \"version\": 2"
      )
    }
    let sceneValue = try required("scene", in: root, what: "the scene's name, e.g. \"ios-push\"")
    guard case .string(let scene) = sceneValue.value, !scene.isEmpty else {
      throw fail(
        sceneValue.position,
        "\"scene\" must be a non-empty string naming a scene (e.g. \"ios-push\"), but it is \(sceneValue.summary)")
    }
    let viewport =
      try root.member("viewport").map { member throws(ScriptError) in try self.viewport(member.value) } ?? .standard
    let eventsValue = try required("events", in: root, what: "an array of pointer events")
    guard case .array(let elements) = eventsValue.value else {
      throw fail(
        eventsValue.position,
        "\"events\" must be an array of pointer events like [{\"t\": 0, \"type\": \"down\", \"x\": 4, \"y\": 400}], but it is \(eventsValue.summary)"
      )
    }
    guard elements.count <= SegueLimits.scriptEvents else {
      throw fail(
        eventsValue.position,
        "\"events\" holds \(SegueLimits.grouped(elements.count)) events, over the \(SegueLimits.grouped(SegueLimits.scriptEvents))-event limit of a script; split the gesture into several scripts"
      )
    }
    var events: [PointerScript.Event] = []
    var pressed = false
    for element in elements {
      let event = try self.event(element, viewport: viewport, previous: events.last)
      let typeValue = element.member("type")?.value.position ?? element.position
      switch event.type {
      case .scroll:
        if version < 2 {
          throw fail(
            typeValue,
            "a \"scroll\" event at t = \(format(event.t)) is version 2 of the format; set \"version\": 2")
        }
      case .down:
        if pressed {
          throw fail(
            typeValue,
            "a \"down\" event at t = \(format(event.t)) comes while the pointer is already down; add an \"up\" before it"
          )
        }
        pressed = true
      case .move, .up, .cancel:
        if !pressed {
          throw fail(
            typeValue,
            "\(event.type == .up ? "an" : "a") \"\(event.type.rawValue)\" event at t = \(format(event.t)) comes while the pointer is up; start the gesture with a \"down\" event"
          )
        }
        pressed = event.type == .move
      }
      events.append(event)
    }
    return PointerScript(scene: scene, viewport: viewport, events: events, version: version)
  }

  private func viewport(_ value: PositionedJSON) throws(ScriptError) -> PointerScript.Viewport {
    guard case .object = value.value else {
      throw fail(
        value.position,
        "\"viewport\" must be an object like {\"width\": 390, \"height\": 844, \"scale\": 2}, but it is \(value.summary)"
      )
    }
    let width = try number(
      try required("width", in: value, what: "the viewport width in points"), key: "width",
      what: "the viewport width in points", range: 1...10_000)
    let height = try number(
      try required("height", in: value, what: "the viewport height in points"), key: "height",
      what: "the viewport height in points", range: 1...10_000)
    let scaleValue = try required("scale", in: value, what: "pixels per point: 1, 2 or 3")
    let scale = try integer(scaleValue, key: "scale", what: "pixels per point")
    guard (1...3).contains(scale) else {
      throw fail(scaleValue.position, "\"scale\" must be 1, 2 or 3 (pixels per point), but it is \(scale)")
    }
    if let excess = SegueLimits.framePixelsExcess(width: width, height: height, scale: scale) {
      let fitted = SegueLimits.largestFrame(width: width, height: height, scale: scale)
      throw fail(
        value.position,
        "the viewport of \(format(width))×\(format(height)) points at scale \(scale) is \(excess); make it at most \(fitted.width)×\(fitted.height) points at this scale"
      )
    }
    return PointerScript.Viewport(width: width, height: height, scale: scale)
  }

  private func event(_ value: PositionedJSON, viewport: PointerScript.Viewport, previous: PointerScript.Event?)
    throws(ScriptError) -> PointerScript.Event
  {
    guard case .object = value.value else {
      throw fail(
        value.position,
        "each event must be an object like {\"t\": 0.016, \"type\": \"move\", \"x\": 20, \"y\": 401}, but this one is \(value.summary)"
      )
    }
    let tValue = try required("t", in: value, what: "seconds from the start of the script")
    let t = try number(
      tValue, key: "t", what: "seconds from the start of the script, at most the 600 s limit of a script",
      range: 0...SegueLimits.seconds)
    if let previous, t < previous.t {
      throw fail(
        tValue.position,
        "\"t\" is \(format(t)) s, earlier than the previous event's \(format(previous.t)) s; events must be in time order (t never decreasing)"
      )
    }
    let typeValue = try required(
      "type", in: value, what: "one of \"down\", \"move\", \"up\", \"cancel\", \"scroll\"")
    guard case .string(let typeName) = typeValue.value else {
      throw fail(
        typeValue.position,
        "\"type\" must be one of the strings \"down\", \"move\", \"up\", \"cancel\" or \"scroll\", but it is \(typeValue.summary)"
      )
    }
    guard let type = PointerScript.EventType(rawValue: typeName) else {
      throw fail(
        typeValue.position,
        "\"\(ScriptError.excerpt(typeName))\" is not an event type; use \"down\", \"move\", \"up\", \"cancel\" or \"scroll\""
      )
    }
    let x = try coordinate("x", in: value, limit: viewport.width, edge: "width")
    let y = try coordinate("y", in: value, limit: viewport.height, edge: "height")
    var mirror: CGPoint?
    if value.member("mirrorX") != nil || value.member("mirrorY") != nil {
      let mirrorX = try coordinate("mirrorX", in: value, limit: viewport.width, edge: "width")
      let mirrorY = try coordinate("mirrorY", in: value, limit: viewport.height, edge: "height")
      mirror = CGPoint(x: mirrorX, y: mirrorY)
    }
    var delta = CGVector.zero
    var scrollType = UIScrollType.discrete
    if type == .scroll {
      let what = "points scrolled towards the content's end"
      let limit = 100_000.0
      let dx = try value.member("dx").map { member throws(ScriptError) in
        try number(member.value, key: "dx", what: what, range: -limit...limit)
      }
      let dy = try value.member("dy").map { member throws(ScriptError) in
        try number(member.value, key: "dy", what: what, range: -limit...limit)
      }
      guard dx != nil || dy != nil else {
        throw fail(
          value.position,
          "this \"scroll\" event has neither \"dx\" nor \"dy\" (\(what)); add \"dy\": 40 for one wheel notch down")
      }
      delta = CGVector(dx: dx ?? 0, dy: dy ?? 0)
      if let continuous = value.member("continuous") {
        guard case .bool(let isContinuous) = continuous.value.value else {
          throw fail(
            continuous.value.position,
            "\"continuous\" must be true (a touchpad's scrolling) or false (a wheel's), but it is \(continuous.value.summary)"
          )
        }
        scrollType = isContinuous ? .continuous : .discrete
      }
    }
    return PointerScript.Event(
      t: t, type: type, x: x, y: y, mirroredAbout: mirror, scrollDelta: delta, scrollType: scrollType)
  }

  private func coordinate(_ key: String, in object: PositionedJSON, limit: Double, edge: String) throws(ScriptError)
    -> Double
  {
    let what =
      switch key {
      case "x": "points from the window's left edge"
      case "y": "points from the window's top edge"
      case "mirrorX": "the x of the point a second finger is mirrored about (with \"mirrorY\")"
      default: "the y of the point a second finger is mirrored about (with \"mirrorX\")"
      }
    let value = try required(key, in: object, what: what)
    let number = try self.number(value, key: key, what: what, range: nil)
    guard number >= 0 else {
      throw fail(
        value.position,
        "\"\(key)\" is \(format(number)) but coordinates must not be negative (\(what), 0 to \(format(limit)))")
    }
    guard number <= limit else {
      throw fail(
        value.position,
        "\"\(key)\" is \(format(number)), outside the viewport's \(edge) of \(format(limit)) points; use a value from 0 to \(format(limit)) or enlarge \"viewport\""
      )
    }
    return number
  }

  // MARK: - Typed access

  private func required(_ key: String, in object: PositionedJSON, what: String) throws(ScriptError) -> PositionedJSON {
    guard let member = object.member(key) else {
      throw fail(object.position, "this object is missing the key \"\(key)\" (\(what)); add it")
    }
    return member.value
  }

  private func number(_ value: PositionedJSON, key: String, what: String, range: ClosedRange<Double>?)
    throws(ScriptError) -> Double
  {
    guard case .number(let number, _) = value.value else {
      let hint =
        if case .string(let text) = value.value, Double(text) != nil { "; write it without quotes" } else { "" }
      throw fail(value.position, "\"\(key)\" must be a number (\(what)), but it is \(value.summary)\(hint)")
    }
    if let range, !range.contains(number) {
      throw fail(
        value.position,
        "\"\(key)\" is \(format(number)) but must be between \(format(range.lowerBound)) and \(format(range.upperBound)) (\(what))"
      )
    }
    return number
  }

  private func integer(_ value: PositionedJSON, key: String, what: String) throws(ScriptError) -> Int {
    guard case .number(let number, _) = value.value, number == number.rounded(), abs(number) < 1e9 else {
      throw fail(value.position, "\"\(key)\" must be a whole number (\(what)), but it is \(value.summary)")
    }
    return Int(number)
  }

  private func fail(_ position: PositionedJSON.Position, _ problem: String) -> ScriptError {
    ScriptError(file: file, position: position, problem: problem)
  }

  private func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
