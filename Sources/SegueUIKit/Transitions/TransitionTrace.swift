import Foundation
import SegueAnimation

/// Transition diagnostics on standard error.
///
/// With `SEGUE_TRACE=transitions` every lifecycle step is logged with its media time
/// (delegate queries, appearance callbacks, context calls, completion). Warnings are always
/// printed: an animator that has not called `completeTransition` within its duration + 1 s,
/// a to-view missing from the container at completion, `completeTransition(true)` after a
/// cancel.
@MainActor package enum TransitionTrace {
  /// Whether lifecycle tracing is on (`SEGUE_TRACE` contains "transitions").
  public static var isEnabled: Bool = {
    SegueTrace.isOn("transitions")
  }()

  /// Where lines go (standard error by default; tests capture them).
  public static var sink: (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  static func log(_ message: @autoclosure () -> String) {
    guard isEnabled else { return }
    sink(String(format: "[segue %.4f] ", CACurrentMediaTime()) + message())
  }

  static func warn(_ message: String) {
    sink("Segue warning: " + message)
  }
}
