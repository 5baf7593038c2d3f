import SegueRender
import SegueSupport

/// A pointer script that cannot be used: where (file, line, column) and what was expected.
///
/// `description` is one sentence, e.g. `drag.json:7:12: "t" must be a number of seconds
/// (≥ 0), but it is the string "0.5"; write it without quotes.` — the `file:line:column:`
/// prefix is the form editors and terminals recognise. A problem with the file as a whole
/// (missing, unreadable, empty, not UTF-8) has no position: `drag.json: there is no such
/// file; check the path.`
public struct ScriptError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The script's path as given.
  public var file: String
  /// Where the offending value (or character) starts; nil for the file as a whole.
  public var position: PositionedJSON.Position?
  /// What is wrong and what was expected, without the location.
  public var problem: String

  public init(file: String, position: PositionedJSON.Position?, problem: String) {
    self.file = file
    self.position = position
    self.problem = problem
  }

  public var description: String {
    let sentence = problem.hasSuffix(".") ? problem : problem + "."
    guard let position else { return "\(file): \(sentence)" }
    return "\(file):\(position.line):\(position.column): \(sentence)"
  }

  /// `text` as a message quotes it: at most 60 characters, then "…".
  static func excerpt(_ text: some StringProtocol) -> String { MessageText.excerpt(text) }
}
