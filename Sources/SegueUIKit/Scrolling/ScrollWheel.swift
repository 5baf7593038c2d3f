import Foundation

/// The mouse wheel. UIKit on a phone has none; on an iPad or a Mac with a mouse a wheel notch
/// scrolls the scroll view under the pointer. Segue does the same in its window: each notch
/// (X buttons 4–7) moves the deepest scroll view under the pointer that can scroll that way by
/// `UIScrollView.wheelStep` points, within its edges (no rubber band), showing its indicators;
/// the delegate hears `scrollViewDidScroll`. A notch stops a running deceleration.
extension UIScrollView {
  /// Points one wheel notch scrolls (our choice; desktop browsers scroll 40–53 px per notch).
  public static let wheelStep: CGFloat = 40

  /// Scrolls by `delta` (points, content direction) as a wheel does; false if the view could not
  /// move that way.
  func scrollByWheel(_ delta: CGPoint) -> Bool {
    guard isScrollEnabled, !isTracking else { return false }
    let wanted = CGPoint(
      x: scrollsHorizontally ? contentOffset.x + delta.x : contentOffset.x,
      y: scrollsVertically ? contentOffset.y + delta.y : contentOffset.y)
    let target = clampedOffset(wanted)
    guard target != contentOffset else { return false }
    stopMotion(notify: true)
    indicators.show(in: self)
    applyOffset(target)
    indicators.hide(in: self)
    return true
  }
}

extension FrameLoop {
  /// Delivers wheel notches at `location` (root points): `deltaX`/`deltaY` in notches, positive
  /// scrolling the content towards its end (down or right). The deepest scroll view under the
  /// pointer that can move that way takes them; returns whether one did.
  @discardableResult
  package func scrollWheel(deltaX: CGFloat, deltaY: CGFloat, at location: CGPoint) -> Bool {
    scroll(by: CGVector(dx: deltaX * UIScrollView.wheelStep, dy: deltaY * UIScrollView.wheelStep), at: location)
  }

  /// Scrolls the deepest scroll view under `location` (root points) by `delta` points (towards
  /// the content's end when positive); returns whether one took it. A pointer script's `scroll`
  /// event.
  /// - `.discrete` (a wheel): the deepest view that can move that way moves by `delta` within
  ///   its edges.
  /// - `.continuous` (a touchpad): the deltas drag the scroll view, with momentum when they stop
  ///   (`ContinuousScroll`); `time` is their media time (nil: the loop's clock now).
  @discardableResult
  package func scroll(
    by delta: CGVector, at location: CGPoint, type: UIScrollType = .discrete, time: TimeInterval? = nil
  ) -> Bool {
    let delta = CGPoint(x: delta.dx, y: delta.dy)
    if type == .continuous {
      let taken = continuousScroll.scroll(by: delta, at: location, time: time ?? mediaClock.now, in: self)
      if taken { setNeedsFrames() }
      return taken
    }
    guard let hit = rootView.hitTest(location, with: nil) else { return false }
    var view: UIView? = hit
    while let current = view {
      if let scrollView = current as? UIScrollView, scrollView.scrollByWheel(delta) {
        setNeedsFrames()
        return true
      }
      view = current.superview
    }
    return false
  }
}

extension HeadlessHost {
  /// Turns the mouse wheel `notches` times at `location` (root points): positive `deltaY`
  /// scrolls the content down (towards its end), positive `deltaX` right.
  @discardableResult
  public func scrollWheel(deltaX: CGFloat = 0, deltaY: CGFloat, at location: CGPoint) -> Bool {
    scroll(by: CGVector(dx: deltaX * UIScrollView.wheelStep, dy: deltaY * UIScrollView.wheelStep), at: location)
  }

  /// Scrolls by `delta` points (towards the content's end when positive) at `location` (root
  /// points) as a wheel (`.discrete`: the deepest scroll view under the pointer that can move
  /// that way moves, within its edges) or a touchpad (`.continuous`: the deltas drag the scroll
  /// view under the pointer, rubber band included, and momentum follows when no delta has come
  /// for 0.05 s of frames — docs/uikit-behaviour-2.md §1.9) does. Returns whether a scroll view
  /// took it.
  @discardableResult
  public func scroll(by delta: CGVector, at location: CGPoint, type: UIScrollType = .discrete) -> Bool {
    activate()
    return deliver(.scroll(delta: delta, location: location, type: type, time: nil))
  }
}
