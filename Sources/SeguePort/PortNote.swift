/// One line of `segue port`'s report: where (1-based line in the file) and what was
/// changed, or why something could not be ported.
public struct PortNote: Sendable, Hashable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var message: String

  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String { "\(file):\(line): \(message)" }
}

/// What porting one file gave: the new text, what changed, and what still needs a hand edit.
public struct PortResult: Sendable {
  /// The ported source (equal to the input when nothing needed porting).
  public var text: String
  public var changes: [PortNote]
  /// Constructs left as they were because they have no equivalent here; each says why and
  /// what to write instead.
  public var unported: [PortNote]

  public var changed: Bool { !changes.isEmpty }
}
