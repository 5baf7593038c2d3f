import Foundation

/// When screenshot assertions write golden images instead of only comparing (the record
/// modes of swift-snapshot-testing).
///
/// Chosen by the environment variable `SEGUE_RECORD_GOLDENS`:
///
/// | value | mode |
/// |---|---|
/// | unset, empty, `0`, `never` | `never`: compare only; a missing golden fails |
/// | `1`, `missing` | `missing`: write goldens that do not exist yet, compare the rest |
/// | `failed` | `failed`: write missing goldens and replace those that do not match |
/// | `all` | `all`: write every golden, matching or not |
///
/// A recorded golden passes the assertion; look at it before committing.
public enum RecordMode: String, Sendable, CaseIterable {
  case never, missing, failed, all

  /// The environment variable that selects the mode.
  public static let environmentVariable = "SEGUE_RECORD_GOLDENS"

  /// The mode `SEGUE_RECORD_GOLDENS` selects.
  ///
  /// - Throws: `GoldenImageMismatch` when the variable holds an unknown value.
  public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws
    -> RecordMode
  {
    let value = environment[environmentVariable] ?? ""
    switch value.lowercased() {
    case "", "0", "never": return .never
    case "1", "missing": return .missing
    case "failed": return .failed
    case "all": return .all
    default:
      throw GoldenImageMismatch(
        message:
          "\(environmentVariable)=\(value) is not a record mode; set it to missing (or 1), failed, all or never (or leave it unset)."
      )
    }
  }

  /// Whether a golden that does not exist is written.
  var recordsMissing: Bool { self != .never }
  /// Whether a golden that does not match is replaced.
  var recordsFailed: Bool { self == .failed || self == .all }
}
