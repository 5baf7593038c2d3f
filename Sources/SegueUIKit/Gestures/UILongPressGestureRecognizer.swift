import Foundation
import SegueAnimation

/// UIKit's long-press recognizer: a continuous gesture that begins once the touch has been
/// held `minimumPressDuration` (0.5 s) without moving more than `allowableMovement`
/// (10 pt), both UIKit's documented defaults. Afterwards every move sends `changed` (any
/// distance), lifting `ended`; moving too far or lifting before the duration fails it.
/// `numberOfTapsRequired` taps must come first (default 0), each within the tap
/// recognizer's limits (docs/uikit-behaviour.md, "Swipe and long press").
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// Seconds the touch must be held.
  open var minimumPressDuration: TimeInterval = 0.5
  /// Points the touch may move before the gesture begins.
  open var allowableMovement: CGFloat = 10
  /// Full taps before the press (default 0).
  open var numberOfTapsRequired = 0
  /// Touches the press needs (Segue's single pointer satisfies 1).
  open var numberOfTouchesRequired = 1

  private var start: CGPoint?
  private var tapsSoFar = 0
  private var downTime: TimeInterval?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let touch = touches.first else { return }
    guard numberOfTouchesRequired == numberOfTouches else {
      state = .failed
      return
    }
    if let start, hypot(touch.rootLocation.x - start.x, touch.rootLocation.y - start.y) > allowableMovement {
      state = .failed
      return
    }
    start = start ?? touch.rootLocation
    downTime = touch.timestamp
    deadline =
      tapsSoFar < numberOfTapsRequired
      ? touch.timestamp + UITapGestureRecognizer.maximumTapDuration : touch.timestamp + minimumPressDuration
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    switch state {
    case .possible:
      guard let start else { return }
      if hypot(touch.rootLocation.x - start.x, touch.rootLocation.y - start.y) > allowableMovement {
        deadline = nil
        state = .failed
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    if state.isActive {
      state = .ended
      return
    }
    guard state == .possible else { return }
    if tapsSoFar < numberOfTapsRequired, let down = downTime,
      touch.timestamp - down <= UITapGestureRecognizer.maximumTapDuration
    {
      tapsSoFar += 1
      deadline = touch.timestamp + UITapGestureRecognizer.maximumIntervalBetweenTaps
      return
    }
    deadline = nil
    state = .failed
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state.isActive ? .cancelled : .failed
  }

  /// The press has been held long enough (it begins), or a required tap came too late.
  override func deadlineReached() {
    guard state == .possible, pendingState == nil else { return }
    if tapsSoFar >= numberOfTapsRequired, numberOfTouches > 0 {
      state = .began
    } else {
      state = .failed
    }
  }

  open override func reset() {
    super.reset()
    start = nil
    tapsSoFar = 0
    downTime = nil
  }
}
