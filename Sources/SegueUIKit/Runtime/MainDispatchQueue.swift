import Foundation
import SegueAnimation

/// Runs the main dispatch queue from inside a headless frame loop: the blocks user code
/// queued with `DispatchQueue.main.async` (in FIFO order), and — while waiting — the
/// deadlines of `asyncAfter` (Segue's `Timer` fires from the frame loop instead).
///
/// Libdispatch drains the main queue only from the outermost run-loop turn: code that is
/// itself running as a main-queue block (a `@MainActor` Swift Testing test) cannot drain
/// it synchronously — those callers hop instead (`hop()`), suspending so the queue runs.
@MainActor package enum MainDispatchQueue {
  private final class Probe {
    var ran = false
  }

  /// Runs the blocks queued so far (blocks they queue run on the next call) and the timers
  /// that are due. Returns false, running nothing, when called from inside a main-queue
  /// block.
  package static func drain() -> Bool {
    let probe = Probe()
    DispatchQueue.main.async { MainActor.assumeIsolated { probe.ran = true } }
    // One turn runs the queue's blocks; a second covers a timer source handled first.
    for _ in 0..<2 where !probe.ran {
      _ = RunLoop.main.run(mode: .default, before: Date.distantPast)
    }
    return probe.ran
  }

  /// Runs the main queue and its timers until `seconds` of real time have passed (the
  /// outermost turn only; see `drain()`).
  package static func wait(seconds: TimeInterval) {
    let deadline = Date(timeIntervalSinceNow: max(seconds, 0))
    while Date() < deadline {
      _ = RunLoop.main.run(mode: .default, before: deadline)
    }
  }

  /// Suspends until the main queue has run every block queued before this call (and, with
  /// `seconds`, until that much real time has passed, running due deadlines meanwhile).
  package static func hop(after seconds: TimeInterval? = nil) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      if let seconds, seconds > 0 {
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { continuation.resume() }
      } else {
        DispatchQueue.main.async { continuation.resume() }
      }
    }
  }
}
