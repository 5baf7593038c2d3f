import Foundation
import SegueUIKit

extension PointerScript {
  /// The script as JSON text in the documented layout: one key per line at the top, one
  /// event per line, times with 4 decimals (0.1 ms) and coordinates with 2 (0.01 pt).
  /// The same script always gives the same text.
  public var jsonText: String {
    var lines = [
      "{",
      "  \"version\": \(version),",
      "  \"scene\": \(JSONText.string(scene)),",
      "  \"viewport\": {\"width\": \(JSONText.number(viewport.width, decimals: 2)), \"height\": \(JSONText.number(viewport.height, decimals: 2)), \"scale\": \(viewport.scale)},",
    ]
    if events.isEmpty {
      lines.append("  \"events\": []")
    } else {
      lines.append("  \"events\": [")
      for (index, event) in events.enumerated() {
        let separator = index == events.count - 1 ? "" : ","
        lines.append(
          "    {\"t\": \(JSONText.number(event.t, decimals: 4)), \"type\": \"\(event.type.rawValue)\", \"x\": \(JSONText.number(event.x, decimals: 2)), \"y\": \(JSONText.number(event.y, decimals: 2))\(mirrorFields(event))\(scrollFields(event))}\(separator)"
        )
      }
      lines.append("  ]")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes `jsonText` to `path` atomically.
  ///
  /// - Throws: `CocoaError` from Foundation when the file cannot be written.
  public func write(toFile path: String) throws {
    try Data(jsonText.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}

/// JSON text for numbers and strings, byte-for-byte stable (no locale, no exponent form).
public enum JSONText {
  /// `value` with at most `decimals` decimals, trailing zeros removed ("0.5", "12", "-3.25");
  /// non-finite values become `null`.
  public static func number(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "null" }
    var text = String(format: "%.\(decimals)f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    if text == "-0" { text = "0" }
    return text
  }

  /// A quoted JSON string with `"`, `\` and control characters escaped.
  public static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{0}"..."\u{1F}": result += String(format: "\\u%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A string or `null`.
  public static func string(_ text: String?) -> String { text.map { string($0) } ?? "null" }
}

/// `, "mirrorX": …, "mirrorY": …` for an event with a mirrored second finger, else nothing.
private func mirrorFields(_ event: PointerScript.Event) -> String {
  guard let mirror = event.mirroredAbout else { return "" }
  return
    ", \"mirrorX\": \(JSONText.number(Double(mirror.x), decimals: 2)), \"mirrorY\": \(JSONText.number(Double(mirror.y), decimals: 2))"
}

private func scrollFields(_ event: PointerScript.Event) -> String {
  guard event.type == .scroll else { return "" }
  return
    ", \"dx\": \(JSONText.number(Double(event.scrollDelta.dx), decimals: 2)), \"dy\": \(JSONText.number(Double(event.scrollDelta.dy), decimals: 2))"
    + (event.scrollType == .continuous ? ", \"continuous\": true" : "")
}
