/// Objective-C's `Selector`, the action of target–action, as Swift on Linux can have it: made
/// from the method itself, not from its name. Where iOS code writes
/// `#selector(handlePan(_:))`, write `Selector(MenuViewController.handlePan(_:))` (what
/// `segue port` writes under `#else`): the value can be stored, passed on and handed to
/// `UIGestureRecognizer(target:action:)`, `addTarget(_:action:)`, `UIControl`'s
/// `addTarget(_:action:for:)` and `NotificationCenter`'s `addObserver(_:selector:name:object:)`,
/// which send it to their target as UIKit does (docs/uikit-behaviour-2.md §22.2).
///
/// Differs from UIKit on purpose (docs/porting.md, "Where Segue differs"): there is no
/// `Selector("name:")` (finding a method by its name needs the Objective-C runtime), and
/// selectors are not `Equatable` (two method references cannot be compared).
public struct Selector: @unchecked Sendable, CustomStringConvertible {
  /// Calls the method on `target` with `argument`; false when `target` is not an object of
  /// the method's class, or `argument` is not of its parameter's type.
  private let send: @MainActor (AnyObject, Any?) -> Bool
  /// The method's class, for `description`.
  private let className: String

  /// The selector of a method taking one argument (the sender, a notification):
  /// `Selector(MenuViewController.handlePan(_:))`.
  public init<Target: AnyObject, Argument>(_ method: @escaping (Target) -> (Argument) -> Void) {
    className = String(describing: Target.self)
    // Only main-actor code sends it (the closure is `@MainActor`).
    nonisolated(unsafe) let method = method
    send = { target, argument in
      guard let target = target as? Target, let argument = argument as? Argument else { return false }
      method(target)(argument)
      return true
    }
  }

  /// The selector of a method without parameters: `Selector(MenuViewController.close)`.
  public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
    className = String(describing: Target.self)
    nonisolated(unsafe) let method = method
    send = { target, _ in
      guard let target = target as? Target else { return false }
      method(target)()
      return true
    }
  }

  /// "a method of `Class`".
  public var description: String { "a method of \(className)" }

  /// Sends the selector to `target` with `argument`, as Objective-C's `perform(_:with:)`:
  /// whether `target` had the method (UIKit raises "unrecognized selector" when it does not).
  @MainActor @discardableResult func perform(on target: AnyObject, with argument: Any?) -> Bool {
    send(target, argument)
  }
}
