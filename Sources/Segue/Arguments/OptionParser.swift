import Foundation
import SegueRender
import SegueSupport

/// Parses `--flag value`, `--flag=value` and `--switch` arguments, plus positionals; `-o` is
/// `--output`, and messages about it say `-o` when that is what was typed.
///
/// Values are looked up by name and converted with a clear error naming the flag; flags
/// nobody asked for are reported by `finish()`, so typos fail loudly instead of being
/// ignored.
package struct OptionParser {
  package private(set) var positionals: [String] = []
  private var values: [String: String] = [:]
  private var switches: Set<String> = []
  private var consumed: Set<String> = []
  /// Flags given last with no value: an option missing its value, or a typo; `finish()`
  /// tells which.
  private var valueless: Set<String> = []
  /// Options typed another way than `--name` (`-o` for `output`).
  private var spellings: [String: String] = [:]

  /// - Parameters:
  ///   - arguments: the words after the subcommand.
  ///   - switchNames: flags that take no value (e.g. `describe`, `json`).
  /// The command users type, for messages (`segue`, or an app's executable).
  package var program = "segue"

  package init(_ arguments: [String], switchNames: Set<String>) throws {
    var index = 0
    while index < arguments.count {
      var word = arguments[index]
      index += 1
      if word == "-o" {
        word = "--output"
        spellings["output"] = "-o"
      }
      guard word.hasPrefix("--"), word.count > 2 else {
        positionals.append(word)
        continue
      }
      var name = String(word.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if values[name] != nil || switches.contains(name) || valueless.contains(name) {
        throw UsageError(
          "\(spellings[name] ?? "--\(name)") is given more than once; give it once\(name == "at" ? " with every time, comma-separated (--at 0,0.2)" : "")."
        )
      }
      if switchNames.contains(name) {
        if inlineValue != nil { throw UsageError("--\(name) takes no value.") }
        switches.insert(name)
        continue
      }
      if let inlineValue {
        values[name] = inlineValue
      } else if index < arguments.count {
        values[name] = arguments[index]
        index += 1
      } else {
        valueless.insert(name)
      }
    }
  }

  /// Whether a switch was given.
  package mutating func flag(_ name: String) -> Bool {
    consumed.insert(name)
    return switches.contains(name)
  }

  /// Whether a valued option was given (without consuming it).
  package func has(_ name: String) -> Bool { values[name] != nil }

  /// The raw string of an option.
  package mutating func string(_ name: String) -> String? {
    consumed.insert(name)
    return values[name]
  }

  /// A finite number, optionally bounded.
  package mutating func double(_ name: String, accepts: String, where valid: (Double) -> Bool = { _ in true }) throws
    -> Double?
  {
    guard let text = string(name) else { return nil }
    guard let value = Self.decimal(text), valid(value) else {
      throw UsageError("--\(name) accepts \(accepts); got '\(text)'.")
    }
    return value
  }

  /// A finite decimal number: Swift's `Double(_:)` also reads hexadecimal ("0x10" is 16),
  /// `nan` and `inf`, none of which a user means by a time or a size.
  static func decimal(_ text: String) -> Double? {
    guard !text.contains(where: { $0.isLetter && $0 != "e" && $0 != "E" }), let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  /// A comma-separated list of finite numbers.
  package mutating func doubles(_ name: String, accepts: String, where valid: (Double) -> Bool = { _ in true }) throws
    -> [Double]?
  {
    guard let text = string(name) else { return nil }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    var result: [Double] = []
    for part in parts {
      let trimmed = part.trimmingCharacters(in: .whitespaces)
      guard let value = Self.decimal(trimmed), valid(value) else {
        throw UsageError("--\(name) accepts \(accepts); got '\(text)'.")
      }
      result.append(value)
    }
    return result
  }

  /// A whole number, optionally bounded.
  package mutating func integer(_ name: String, accepts: String, where valid: (Int) -> Bool = { _ in true }) throws
    -> Int?
  {
    guard let text = string(name) else { return nil }
    guard let value = Int(text), valid(value) else {
      throw UsageError("--\(name) accepts \(accepts); got '\(text)'.")
    }
    return value
  }

  /// `--scale`: pixels per point, 1, 2 or 3 (every command that draws takes it).
  package mutating func scale() throws -> Int? {
    try integer("scale", accepts: "1, 2 or 3", where: { (1...3).contains($0) })
  }

  /// Fails on any flag that was given but never asked for, then on an option the command
  /// reads that was given last without its value.
  package func finish(command: String) throws {
    let unknown = Set(values.keys).union(switches).union(valueless).subtracting(consumed).sorted()
    if let first = unknown.first {
      let suggestion = MessageText.closest(to: first, in: consumed.sorted()).map { " (did you mean --\($0)?)" } ?? ""
      throw UsageError(
        "'\(command)' has no option \(spellings[first] ?? "--\(first)")\(suggestion); run '\(program) \(command) --help' for the options."
      )
    }
    if let missing = valueless.sorted().first {
      throw UsageError(
        "\(spellings[missing] ?? "--\(missing)") needs a value; run '\(program) \(command) --help' for the options.")
    }
  }
}
