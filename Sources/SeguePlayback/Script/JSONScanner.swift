/// A strict JSON parser (RFC 8259) that records the line and column of every value and key.
///
/// Used for pointer scripts so that a malformed file gets a message naming the exact place
/// of the problem. Errors are `ScriptError`s with the position of the offending character.
struct JSONScanner {
  private let scalars: [Unicode.Scalar]
  private let file: String
  private var index = 0
  private var line = 1
  private var column = 1
  /// Nesting limit, so hostile input cannot exhaust the stack.
  private static let maximumDepth = 512

  init(text: String, file: String) {
    scalars = Array(text.unicodeScalars)
    self.file = file
  }

  /// Parses one JSON document (whitespace around it allowed, nothing after it).
  mutating func parseDocument() throws(ScriptError) -> PositionedJSON {
    skipWhitespace()
    // One byte-order mark may start the text; columns count from after it, as editors show.
    if index == 0, peek == "\u{FEFF}" { index += 1 }
    guard peek != nil else { throw error("the file is empty; expected a JSON object like {\"version\": 1, …}") }
    let value = try parseValue(depth: 0)
    skipWhitespace()
    if let extra = peek {
      throw error("unexpected \(describe(extra)) after the end of the JSON document; remove it")
    }
    return value
  }

  // MARK: - Values

  private mutating func parseValue(depth: Int) throws(ScriptError) -> PositionedJSON {
    guard depth < Self.maximumDepth else { throw error("the JSON nests deeper than \(Self.maximumDepth) levels") }
    let start = position
    guard let scalar = peek else { throw error("the file ends where a value was expected") }
    switch scalar {
    case "{": return PositionedJSON(value: try parseObject(depth: depth), position: start)
    case "[": return PositionedJSON(value: try parseArray(depth: depth), position: start)
    case "\"": return PositionedJSON(value: .string(try parseString()), position: start)
    case "-", "0"..."9": return PositionedJSON(value: try parseNumber(), position: start)
    case "t":
      try expectWord("true")
      return PositionedJSON(value: .bool(true), position: start)
    case "f":
      try expectWord("false")
      return PositionedJSON(value: .bool(false), position: start)
    case "n":
      try expectWord("null")
      return PositionedJSON(value: .null, position: start)
    default:
      let hint = scalar == "]" || scalar == "}" ? "; JSON allows no comma before a closing bracket, remove it" : ""
      throw error(
        "expected a JSON value (object, array, string, number, true, false or null) but found \(describe(scalar))\(hint)"
      )
    }
  }

  private mutating func parseObject(depth: Int) throws(ScriptError) -> PositionedJSON.Value {
    advance()  // {
    var members: [PositionedJSON.Member] = []
    skipWhitespace()
    if peek == "}" {
      advance()
      return .object(members)
    }
    while true {
      skipWhitespace()
      let keyPosition = position
      guard peek == "\"" else {
        throw error(
          peek.map {
            "expected a quoted key but found \(describe($0))"
              + ($0 == "}" ? "; JSON allows no comma before a closing brace, remove it" : "")
          }
            ?? "the file ends inside an object; expected a quoted key")
      }
      let key = try parseString()
      skipWhitespace()
      guard peek == ":" else {
        throw error(
          peek.map { "expected ':' after the key \"\(ScriptError.excerpt(key))\" but found \(describe($0))" }
            ?? "the file ends after the key \"\(ScriptError.excerpt(key))\"; expected ':'")
      }
      advance()
      skipWhitespace()
      let value = try parseValue(depth: depth + 1)
      members.append(PositionedJSON.Member(key: key, keyPosition: keyPosition, value: value))
      skipWhitespace()
      switch peek {
      case ",": advance()
      case "}":
        advance()
        return .object(members)
      case let other?:
        throw error(
          "expected ',' or '}' after the value of \"\(ScriptError.excerpt(key))\" but found \(describe(other))")
      case nil: throw error("the file ends inside an object; expected ',' or '}'")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(ScriptError) -> PositionedJSON.Value {
    advance()  // [
    var elements: [PositionedJSON] = []
    skipWhitespace()
    if peek == "]" {
      advance()
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      switch peek {
      case ",": advance()
      case "]":
        advance()
        return .array(elements)
      case let other?: throw error("expected ',' or ']' after an array element but found \(describe(other))")
      case nil: throw error("the file ends inside an array; expected ',' or ']'")
      }
    }
  }

  private mutating func parseString() throws(ScriptError) -> String {
    advance()  // opening quote
    var result = String.UnicodeScalarView()
    while true {
      guard let scalar = peek else { throw error("the file ends inside a string; close it with '\"'") }
      switch scalar {
      case "\"":
        advance()
        return String(result)
      case "\\":
        advance()
        result.append(try parseEscape())
      case "\u{0}"..."\u{1F}":
        throw error("a string contains a raw control character (\(describe(scalar))); escape it, e.g. as \\n")
      default:
        result.append(scalar)
        advance()
      }
    }
  }

  private mutating func parseEscape() throws(ScriptError) -> Unicode.Scalar {
    guard let scalar = peek else { throw error("the file ends inside an escape sequence") }
    advance()
    switch scalar {
    case "\"": return "\""
    case "\\": return "\\"
    case "/": return "/"
    case "b": return "\u{8}"
    case "f": return "\u{C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "u":
      let high = try parseHex4()
      if (0xD800...0xDBFF).contains(high) {
        guard peek == "\\" else { throw error("a \\u escape holds an unpaired surrogate; add its low half") }
        advance()
        guard peek == "u" else { throw error("a \\u escape holds an unpaired surrogate; add its low half") }
        advance()
        let low = try parseHex4()
        guard (0xDC00...0xDFFF).contains(low),
          let combined = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { throw error("a \\u escape holds an invalid surrogate pair") }
        return combined
      }
      guard let decoded = Unicode.Scalar(high) else { throw error("a \\u escape holds an unpaired surrogate") }
      return decoded
    default:
      throw error("'\\\(scalar)' is not a JSON escape; use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX")
    }
  }

  private mutating func parseHex4() throws(ScriptError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let scalar = peek, let digit = hexValue(scalar) else {
        throw error("expected four hexadecimal digits after \\u")
      }
      value = value * 16 + digit
      advance()
    }
    return value
  }

  private func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": scalar.value - 48
    case "a"..."f": scalar.value - 87
    case "A"..."F": scalar.value - 55
    default: nil
    }
  }

  private mutating func parseNumber() throws(ScriptError) -> PositionedJSON.Value {
    let start = position
    var text = ""
    func take(_ scanner: inout JSONScanner) {
      if let scalar = scanner.peek { text.unicodeScalars.append(scalar) }
      scanner.advance()
    }
    if peek == "-" { take(&self) }
    guard let first = peek, ("0"..."9").contains(first) else {
      throw error("expected a digit after '-' but found \(peek.map(describe) ?? "the end of the file")")
    }
    if first == "0" {
      take(&self)
      if let next = peek, ("0"..."9").contains(next) {
        throw error("a number has a leading zero; write it without one (e.g. 5, 0.5)")
      }
    } else {
      while let digit = peek, ("0"..."9").contains(digit) { take(&self) }
    }
    if peek == "." {
      take(&self)
      guard let digit = peek, ("0"..."9").contains(digit) else {
        throw error("expected a digit after the decimal point (write 1.0, not 1.)")
      }
      while let digit = peek, ("0"..."9").contains(digit) { take(&self) }
    }
    if peek == "e" || peek == "E" {
      take(&self)
      if peek == "+" || peek == "-" { take(&self) }
      guard let digit = peek, ("0"..."9").contains(digit) else { throw error("expected a digit in the exponent") }
      while let digit = peek, ("0"..."9").contains(digit) { take(&self) }
    }
    guard let value = Double(text), value.isFinite else {
      throw ScriptError(
        file: file, position: start,
        problem: "the number \(ScriptError.excerpt(text)) is out of range; use a plain decimal number")
    }
    return .number(value, text: text)
  }

  private mutating func expectWord(_ word: String) throws(ScriptError) {
    let start = position
    for expected in word.unicodeScalars {
      guard peek == expected else {
        throw ScriptError(
          file: file, position: start,
          problem:
            "expected a JSON value but found an unquoted word; strings need double quotes and literals are true, false and null"
        )
      }
      advance()
    }
    if let next = peek, next.properties.isAlphabetic || ("0"..."9").contains(next) {
      throw ScriptError(
        file: file, position: start,
        problem:
          "expected a JSON value but found an unquoted word; strings need double quotes and literals are true, false and null"
      )
    }
  }

  // MARK: - Characters

  private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private var position: PositionedJSON.Position { PositionedJSON.Position(line: line, column: column) }

  private mutating func advance() {
    guard index < scalars.count else { return }
    let scalar = scalars[index]
    index += 1
    if scalar == "\n" {
      line += 1
      column = 1
    } else if scalar == "\r" {
      if index < scalars.count, scalars[index] == "\n" { return }  // counted with the \n
      line += 1
      column = 1
    } else {
      column += 1
    }
  }

  private mutating func skipWhitespace() {
    while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" { advance() }
  }

  private func describe(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": "a line break"
    case "\t": "a tab"
    case "\r": "a carriage return"
    case "'": "a single quote (JSON strings use double quotes)"
    case "\u{FEFF}": "a byte-order mark (U+FEFF; one may only start the file); remove it"
    case "\u{0}"..."\u{1F}": "the control character U+\(String(scalar.value, radix: 16, uppercase: true))"
    default: "'\(scalar)'"
    }
  }

  private func error(_ problem: String) -> ScriptError {
    ScriptError(file: file, position: position, problem: problem)
  }
}
