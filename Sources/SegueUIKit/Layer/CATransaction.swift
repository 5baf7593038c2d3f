import Foundation
import SegueAnimation

/// Core Animation's transaction: groups layer changes, controls whether they run actions,
/// and runs a completion block once the animations added inside it have stopped. The action
/// switch, the nesting and the completion are modelled; every change is committed at the
/// next frame.
@preconcurrency @MainActor public enum CATransaction {
  private static var stack: [(disabled: Bool, completion: TransactionCompletion?)] = []
  private static var disabled = false
  /// The completion of the innermost transaction that has one set.
  static private(set) var currentCompletion: TransactionCompletion?

  public static func begin() {
    stack.append((disabled, currentCompletion))
    currentCompletion = nil
  }

  public static func commit() {
    guard let previous = stack.popLast() else { return }
    disabled = previous.disabled
    let finished = currentCompletion
    currentCompletion = previous.completion
    finished?.commit()
  }

  /// Runs `block` on the main queue once every animation added to a layer from now until
  /// this transaction commits has stopped (finished or removed), as Core Animation does;
  /// with none, soon after the commit. Outside `begin()`/`commit()` it belongs to the
  /// implicit transaction, which commits at the end of the current main-queue turn. A second
  /// call replaces the block. UIView animations add layer animations, so they count too.
  /// The block is `@MainActor` (UIKit's is a plain closure, also run on the main thread), so
  /// Swift 6 code may touch views in it; any closure UIKit's signature takes converts.
  public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
    if currentCompletion == nil {
      let completion = TransactionCompletion()
      currentCompletion = completion
      if stack.isEmpty {
        // The implicit transaction: it commits when this turn of the main queue ends.
        DispatchQueue.main.async {
          MainActor.assumeIsolated {
            if currentCompletion === completion { currentCompletion = nil }
            completion.commit()
          }
        }
      }
    }
    currentCompletion?.block = block
  }

  /// The block `setCompletionBlock` set for the current transaction.
  public static func completionBlock() -> (@MainActor () -> Void)? { currentCompletion?.block }

  /// Whether property changes skip their actions (no animation is created).
  public static func disableActions() -> Bool { disabled }
  public static func setDisableActions(_ flag: Bool) { disabled = flag }

  /// Runs `body` with actions disabled.
  public static func performWithoutActions(_ body: () -> Void) {
    begin()
    setDisableActions(true)
    body()
    commit()
  }
}

/// The completion of one transaction: how many of its animations still run, and whether it
/// has committed (the block waits for both).
@MainActor final class TransactionCompletion {
  var block: (@MainActor () -> Void)?
  private var running = 0
  private var committed = false

  func animationAdded() { running += 1 }

  func animationStopped() {
    running -= 1
    runIfDone()
  }

  func commit() {
    committed = true
    runIfDone()
  }

  private func runIfDone() {
    guard committed, running == 0, let block else { return }
    self.block = nil
    DispatchQueue.main.async { MainActor.assumeIsolated { block() } }
  }
}
