import Foundation
import SegueAnimation

extension UIControl {
  /// Touch tracking from the responder methods, in UIKit's order:
  /// - down: `isHighlighted`, `beginTracking(_:with:)`, then `.touchDown` (with
  ///   `.touchDownRepeat` for a repeated tap) when it tracks;
  /// - moved: `isTouchInside` and the highlight follow the touch; `continueTracking(_:with:)`,
  ///   then `.touchDragInside`/`.touchDragOutside` (with `.touchDragEnter`/`.touchDragExit`
  ///   when it crossed the edge);
  /// - up: `endTracking(_:with:)`, then `.touchUpInside` (and a button's
  ///   `.primaryActionTriggered`) or `.touchUpOutside`;
  /// - cancelled: `cancelTracking(with:)`, then `.touchCancel`.
  ///
  /// "Inside" is `point(inside:with:)` on the control's bounds; UIKit counts a margin around
  /// the control as inside too (docs/uikit-behaviour-2.md §11).
  func track(_ touches: Set<UITouch>, _ phase: UITouch.Phase, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let inside = self.point(inside: touch.location(in: self), with: nil)
    switch phase {
    case .began:
      guard isEnabled else { return }
      isTouchInside = true
      isHighlighted = true
      isTracking = beginTracking(touch, with: event)
      if isTracking { sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown) }
    case .moved, .stationary:
      guard isTracking else { return }
      let wasInside = isTouchInside
      isTouchInside = inside
      isHighlighted = inside
      isTracking = continueTracking(touch, with: event)
      guard isTracking else { return }
      var events: Event = inside ? .touchDragInside : .touchDragOutside
      if inside != wasInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
      sendActions(for: events)
    case .ended:
      let tracked = isTracking
      isTouchInside = inside
      isHighlighted = false
      isTracking = false
      if tracked {
        endTracking(touch, with: event)
        if inside {
          if touchUpIsPrimaryAction { primaryActionWillTrigger() }
          sendActions(for: touchUpIsPrimaryAction ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside)
        } else {
          sendActions(for: .touchUpOutside)
        }
      }
      isTouchInside = false
    case .cancelled:
      let tracked = isTracking
      isHighlighted = false
      isTracking = false
      isTouchInside = false
      if tracked {
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
      }
    }
  }
}
