import Foundation

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
