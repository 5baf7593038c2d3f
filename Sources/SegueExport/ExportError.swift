/// Why an export (PNG sequence, contact sheet, animated image) failed: one sentence naming
/// the file and the cause.
public struct ExportError: Error, Sendable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
