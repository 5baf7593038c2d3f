import Foundation
import SegueAnimation

extension UIControl {
  /// Touch tracking from the responder methods: `beginTracking(at:)` when the touch goes
  /// down, highlight following whether it is inside while it moves, and
  /// `endTracking(at:cancelled:)` (touchUpInside / touchUpOutside / touchCancel) at its end.
  /// Points are in the control's bounds coordinates.
  func track(_ touches: Set<UITouch>, _ phase: UITouch.Phase) {
    guard let touch = touches.first else { return }
    let point = touch.location(in: self)
    switch phase {
    case .began:
      beginTracking(at: point)
    case .moved, .stationary:
      if isEnabled { isHighlighted = self.point(inside: point, with: nil) }
    case .ended:
      endTracking(at: point, cancelled: false)
    case .cancelled:
      endTracking(at: point, cancelled: true)
    }
  }
}
