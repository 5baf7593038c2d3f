import Foundation
import SegueAnimation

/// UIKit's responder: the chain events travel along. Views, controllers and the window
/// are responders.
@preconcurrency @MainActor open class UIResponder: NSObject {
  public override init() { super.init() }

  /// The next responder: a view's superview (or its controller), a controller's view's
  /// superview, … up to the window.
  open var next: UIResponder? { nil }

  // MARK: Touches

  // A touch's events, from the `TouchRouter`. The defaults forward to `next`, as UIKit's
  // do; a `UIControl` tracks the touch instead (UIControl+Tracking.swift).

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    forwardTouches(touches, .began, with: event)
  }

  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    forwardTouches(touches, .moved, with: event)
  }

  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    forwardTouches(touches, .ended, with: event)
  }

  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    forwardTouches(touches, .cancelled, with: event)
  }
}
