/// A JSON value together with where it starts in the text, so a reader can point at the
/// exact line and column of a value it rejects (Foundation's decoders report coding paths
/// only).
public struct PositionedJSON: Sendable, Equatable {
  /// Where a value or key starts: 1-based line and column (columns count characters).
  public struct Position: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    public var description: String { "line \(line), column \(column)" }
  }

  /// One member of an object: its key (and the key's position) and its value.
  public struct Member: Sendable, Equatable {
    public var key: String
    public var keyPosition: Position
    public var value: PositionedJSON
  }

  public indirect enum Value: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number and its text as written (so messages can quote it).
    case number(Double, text: String)
    case string(String)
    case array([PositionedJSON])
    /// Members in file order (duplicate keys kept; readers use the first).
    case object([Member])
  }

  public var value: Value
  public var position: Position

  /// The first member named `key`, when this is an object.
  public func member(_ key: String) -> Member? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == key }
  }

  /// How messages name the kind of this value: "the string \"abc\"", "the number 3", "an object", …
  public var summary: String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(_, let text): "the number \(ScriptError.excerpt(text))"
    case .string(let text): "the string \"\(ScriptError.excerpt(text))\""
    case .array: "an array"
    case .object: "an object"
    }
  }
}
