import Foundation

/// Work deferred to "the next main-queue turn", as UIKit defers zero-duration and
/// nothing-animated completions (UIKIT-SEMANTICS.md §1.6: never synchronous inside
/// `animate`).
///
/// Blocks run in the order enqueued, either when the main queue next drains (a live app)
/// or when a host starts its next frame (headless, where the main queue may never spin) —
/// whichever comes first; each block runs once.
@MainActor public enum MainQueueTurn {
  private static var blocks: [() -> Void] = []
  private static var scheduled = false

  /// Defers `block` to the next turn.
  public static func enqueue(_ block: @escaping () -> Void) {
    blocks.append(block)
    FrameDemand.notify()
    guard !scheduled else { return }
    scheduled = true
    DispatchQueue.main.async {
      MainActor.assumeIsolated { MainQueueTurn.drain() }
    }
  }

  /// Runs everything deferred so far (and anything those blocks defer, on the next call).
  public static func drain() {
    scheduled = false
    let pending = blocks
    blocks.removeAll()
    for block in pending { block() }
  }

  /// Whether blocks are waiting.
  public static var isEmpty: Bool { blocks.isEmpty }
}
