import Foundation
import SegueAnimation

/// The life of one touch on the view side: which view it was hit-tested to, the recognizers
/// that receive it, and how far its `touchesBegan/Moved/Ended/Cancelled` delivery to the
/// view has gone (recognizers may hold it back or cancel it).
@MainActor final class TouchDelivery {
  enum ViewState {
    /// `touchesBegan` held back by a recognizer's `delaysTouchesBegan`.
    case heldBegan
    /// The view receives the touch.
    case delivering
    /// `touchesEnded` held back by a recognizer's `delaysTouchesEnded`.
    case heldEnded
    /// The view got `touchesCancelled` (or never got the touch); nothing more goes to it.
    case cancelled
    /// The view got `touchesEnded` or `touchesCancelled` at the touch's end.
    case finished
  }

  let touch: UITouch
  /// The hit-tested view (nil: the touch hit nothing).
  let view: UIView?
  /// The recognizers receiving the touch, deepest view's first.
  var recognizers: [UIGestureRecognizer] = []
  var viewState: ViewState

  init(touch: UITouch, view: UIView?) {
    self.touch = touch
    self.view = view
    viewState = view == nil ? .finished : .delivering
  }

  /// The touch is over and the view has heard all it will.
  var isDone: Bool {
    (touch.phase == .ended || touch.phase == .cancelled) && (viewState == .cancelled || viewState == .finished)
  }

  /// Recognizers that still take part in the touch, in delivery order.
  var receivingRecognizers: [UIGestureRecognizer] {
    recognizers.filter { $0.isEnabled && !$0.state.isFinished && $0.trackedTouches.contains { $0 === touch } }
  }
}
