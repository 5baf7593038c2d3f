import Foundation

/// Transition diagnostics on standard error.
///
/// With `SEGUE_TRACE=transitions` every lifecycle step is logged with its media time
/// (delegate queries, appearance callbacks, context calls, completion). Warnings are always
/// printed: an animator that has not called `completeTransition` within its duration + 1 s,
/// a to-view missing from the container at completion, `completeTransition(true)` after a
/// cancel.
@MainActor public enum TransitionTrace {
  /// Whether lifecycle tracing is on (`SEGUE_TRACE` contains "transitions").
  public static var isEnabled: Bool = {
    (ProcessInfo.processInfo.environment["SEGUE_TRACE"] ?? "").split(separator: ",").contains("transitions")
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

/// Per-frame callbacks (e.g. the interactive completion driver and the transition
/// watchdog), run by `FrameStep` before animations are sampled. A callback returning false
/// is removed.
@MainActor public enum FrameTicker {
  private static var callbacks: [(TimeInterval) -> Bool] = []

  static func add(_ callback: @escaping (TimeInterval) -> Bool) { callbacks.append(callback) }

  /// Whether a callback wants frames.
  public static var isActive: Bool { !callbacks.isEmpty }

  static func tick(_ time: TimeInterval) {
    let current = callbacks
    callbacks.removeAll()
    var keep: [(TimeInterval) -> Bool] = []
    for callback in current where callback(time) { keep.append(callback) }
    callbacks = keep + callbacks
  }
}
