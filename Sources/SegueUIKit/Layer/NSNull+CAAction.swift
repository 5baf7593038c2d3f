import Foundation

/// `NSNull` is an action, as in Core Animation: a layer's `actions` entry (or a delegate's
/// `action(for:forKey:)` answer) of `NSNull()` stops the search for an action, and running it
/// does nothing, so the change is not animated (docs/uikit-behaviour-2.md §22.3).
extension NSNull: CAAction {
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
