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

/// Per-frame callbacks of one loop (e.g. the interactive completion driver and the
/// transition watchdog), run before animations are sampled. A callback returning false is
/// removed.
@MainActor package final class FrameTicker {
  private struct Entry {
    let demandsFrames: Bool
    let callback: (TimeInterval) -> Bool
  }
  private var entries: [Entry] = []

  /// Adds a callback to the loop `layer` is shown by (else the current loop). `demandsFrames`
  /// false marks a watcher (e.g. the transition watchdog): it runs on frames others cause but
  /// never keeps a host producing frames.
  static func add(
    for layer: CALayer? = nil, demandsFrames: Bool = true, _ callback: @escaping (TimeInterval) -> Bool
  ) {
    guard let loop = layer.flatMap({ FrameLoop.owning($0) }) ?? FrameLoop.current else { return }
    loop.tickers.entries.append(Entry(demandsFrames: demandsFrames, callback: callback))
    if demandsFrames { loop.setNeedsFrames() }
  }

  /// Whether a callback needs frames.
  var isActive: Bool { entries.contains { $0.demandsFrames } }

  func tick(_ time: TimeInterval) {
    let current = entries
    entries.removeAll()
    var keep: [Entry] = []
    for entry in current where entry.callback(time) { keep.append(entry) }
    entries = keep + entries
  }
}
