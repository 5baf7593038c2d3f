import Foundation
import SegueAnimation

extension UIResponder {
  /// The default touch handling: a `UIControl` tracks the touch (UIKit's controls consume
  /// their touches); any other responder passes it to `next`.
  func forwardTouches(_ touches: Set<UITouch>, _ phase: UITouch.Phase, with event: UIEvent?) {
    if let control = self as? UIControl {
      control.track(touches, phase, with: event)
      return
    }
    switch phase {
    case .began: next?.touchesBegan(touches, with: event)
    case .moved, .stationary: next?.touchesMoved(touches, with: event)
    case .ended: next?.touchesEnded(touches, with: event)
    case .cancelled: next?.touchesCancelled(touches, with: event)
    }
  }
}
