import Foundation

/// The scroll view's pan: UIKit's `UIScrollViewPanGestureRecognizer`. It does not begin for a
/// drag along an axis the scroll view cannot scroll (so a horizontal carousel inside a
/// vertical list lets vertical drags through to the list, and a view that cannot scroll at all
/// lets the drag go), and it waits for a screen-edge pan to fail (the navigation controller's
/// edge swipe wins from the edge).
@MainActor final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  weak var scrollView: UIScrollView?

  override func canBegin(from start: CGPoint, displacement: CGPoint) -> Bool {
    guard let scrollView, scrollView.isScrollEnabled else { return false }
    let horizontal = scrollView.scrollsHorizontally
    let vertical = scrollView.scrollsVertically
    switch (horizontal, vertical) {
    case (false, false): return false
    case (true, false): return abs(displacement.x) >= abs(displacement.y)
    case (false, true): return abs(displacement.y) >= abs(displacement.x)
    case (true, true): return true
    }
  }

  override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    otherGestureRecognizer is UIScreenEdgePanGestureRecognizer
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    cancelsTouchesInView = scrollView?.canCancelContentTouches ?? true
  }
}

/// Holds a touch-down back from the content for 150 ms while the finger may start a scroll
/// (UIKit's `UIScrollViewDelayedTouchesBeganGestureRecognizer`; docs/uikit-behaviour-2.md
/// §1.6): failing at the deadline, or when the finger lifts first, releases the touch to the
/// content. A touch on a moving scroll view stops it and is swallowed (the recognizer
/// recognizes, which drops the held touch).
@MainActor final class ScrollDelayedTouchesRecognizer: UIGestureRecognizer {
  weak var scrollView: UIScrollView?
  /// The delay, seconds.
  static let delay: TimeInterval = 0.15

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let scrollView, let touch = touches.first else { return }
    delaysTouchesBegan = scrollView.delaysContentTouches
    if !scrollView.motion.isIdle {
      scrollView.stopMotion(notify: true)
      scrollView.indicators.hide(in: scrollView)
      state = .ended
      return
    }
    guard scrollView.delaysContentTouches else {
      state = .failed
      return
    }
    deadline = touch.timestamp + Self.delay
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  override func deadlineReached() {
    if state == .possible { state = .failed }
  }

  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
