import Dispatch
import Foundation

/// Whether the calling code runs on the main queue — main-actor code, which under a test
/// runner may run off the main thread — so a block Foundation calls synchronously can run
/// main-actor code at once.
enum MainQueueCheck {
  /// Marks the main queue (once, from any thread) with the key `UITraitCollection` reads too.
  private static let markMainQueue: Void = DispatchQueue.main.setSpecific(key: ScreenTraits.mainQueueKey, value: true)

  static var isOnMainQueue: Bool {
    _ = markMainQueue
    return Thread.isMainThread || DispatchQueue.getSpecific(key: ScreenTraits.mainQueueKey) != nil
  }
}
