import Foundation

/// UIKit's responder: the chain events travel along. Views, controllers and the window
/// are responders.
@MainActor open class UIResponder {
  public init() {}

  /// The next responder: a view's superview (or its controller), a controller's view's
  /// superview, … up to the window.
  open var next: UIResponder? { nil }
}

/// Responders compare by identity, as UIKit's `NSObject` subclasses do, so stacks of
/// controllers and sets of views work with `==` and `Set`.
extension UIResponder: @MainActor Hashable {
  public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
