import Foundation
import SegueSupport
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
