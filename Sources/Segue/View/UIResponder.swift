import Foundation

/// UIKit's responder: the chain events travel along. Views, controllers and the window
/// are responders.
@MainActor open class UIResponder {
  public init() {}

  /// The next responder: a view's superview (or its controller), a controller's view's
  /// superview, … up to the window.
  open var next: UIResponder? { nil }
}
