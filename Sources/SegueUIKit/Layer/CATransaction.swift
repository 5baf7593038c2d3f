import Foundation
import SegueAnimation

/// Core Animation's transaction: groups layer changes and controls whether they run
/// actions. Only the action switch and the nesting are modelled; every change is committed
/// at the next frame.
@preconcurrency @MainActor public enum CATransaction {
  private static var stack: [Bool] = []
  private static var disabled = false

  public static func begin() { stack.append(disabled) }

  public static func commit() {
    guard let previous = stack.popLast() else { return }
    disabled = previous
  }

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
