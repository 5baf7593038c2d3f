import Foundation

/// JSON text for numbers and strings, byte-for-byte stable (no locale, no exponent form).
package enum JSONText {
  /// `value` with at most `decimals` decimals, trailing zeros removed ("0.5", "12", "-3.25");
  /// non-finite values become `null`.
  package static func number(_ value: Double, decimals: Int) -> String {
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
  package static func string(_ text: String) -> String {
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
  package static func string(_ text: String?) -> String { text.map { string($0) } ?? "null" }
}
