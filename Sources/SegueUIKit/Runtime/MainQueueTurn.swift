import Foundation
import SegueAnimation

/// Work deferred to "the next main-queue turn", as UIKit defers zero-duration and
/// nothing-animated completions (docs/uikit-behaviour.md §1.6: never synchronous inside
/// `animate`).
///
/// Blocks run in the order enqueued, when the loop runs its next frame (one per loop, so a
/// headless host's turns are deterministic and another host's never mix in); each block
/// runs once.
@MainActor package final class MainQueueTurn: FrameDriven {
  private var blocks: [() -> Void] = []

  /// Defers `block` to the next turn of `layer`'s loop (else the current loop); without any loop (no host made
  /// yet) to the next turn of the main queue.
  static func enqueue(for layer: CALayer? = nil, _ block: @escaping () -> Void) {
    guard let loop = layer.flatMap({ FrameLoop.owning($0) }) ?? FrameLoop.current else {
      DispatchQueue.main.async { MainActor.assumeIsolated { block() } }
      return
    }
    loop.turn.blocks.append(block)
    loop.setNeedsFrames()
  }

  /// Runs everything deferred so far (what those blocks defer runs on the next turn).
  func drain() {
    let pending = blocks
    blocks.removeAll()
    for block in pending { block() }
  }

  /// Whether blocks are waiting.
  var isEmpty: Bool { blocks.isEmpty }

  package var frameState: FrameDrivenState { blocks.isEmpty ? .idle : .running }

  package func advance(toMediaTime mediaTime: CFTimeInterval) { drain() }
}
