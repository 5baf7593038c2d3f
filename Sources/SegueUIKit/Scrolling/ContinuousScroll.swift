import Foundation

/// A touchpad's scrolling, run as iPadOS runs a trackpad's two-finger scroll: the deltas drag
/// the scroll view under the pointer (`isDragging`, the drag delegate calls, the rubber band
/// past its edges), and when they stop the drag ends with their velocity, so the view
/// decelerates — the touchpad's momentum — or springs back from the rubber band, exactly as
/// after a finger's fling (docs/uikit-behaviour-2.md §1.9).
///
/// X11 says nothing when the fingers lift (the server's smooth-scroll valuators only move), so
/// the scroll ends when no delta has come for `endGap` seconds.
@MainActor final class ContinuousScroll {
  /// Seconds without a delta after which the fingers count as lifted: 0.05 s (our choice: a
  /// touchpad reports every 7–14 ms while the fingers move, and three frames at 60 Hz is as
  /// late as momentum may start without looking stuck).
  static let endGap: TimeInterval = 0.05

  /// The scroll view being dragged by the touchpad.
  private weak var scrollView: UIScrollView?
  /// The drag's translation so far, points (the way the fingers moved: against the deltas).
  private var translation = CGPoint.zero
  private var velocity = VelocityEstimator()
  /// The media time of the last delta.
  private var lastDelta: TimeInterval = 0

  /// Whether a touchpad scroll is dragging a scroll view.
  var isActive: Bool { scrollView?.isDragging == true }

  /// Scrolls by `delta` (points towards the content's end) at `location` (root points) at media
  /// time `time`: continues the scroll in progress, or begins one on the deepest scroll view
  /// under the pointer that scrolls along the delta's main axis. False when none takes it.
  func scroll(by delta: CGPoint, at location: CGPoint, time: TimeInterval, in loop: FrameLoop) -> Bool {
    guard delta.x.isFinite, delta.y.isFinite, time.isFinite else { return false }
    if let view = scrollView, view.isDragging, view.panGestureRecognizer.state == .possible {
      translation.x -= delta.x
      translation.y -= delta.y
      velocity.add(translation, at: time)
      lastDelta = time
      view.drag(translation: translation)
      return true
    }
    scrollView = nil
    guard delta != .zero, let view = target(for: delta, at: location, in: loop) else { return false }
    scrollView = view
    translation = CGPoint(x: -delta.x, y: -delta.y)
    velocity.removeAll()
    velocity.add(translation, at: time)
    lastDelta = time
    view.beginDragging(translation: translation)
    FrameCallback.add(for: view.layer) { [weak self, weak view] now in
      guard let self, let view, self.scrollView === view else { return false }
      // A finger took the view over (its pan ends the drag), or the view stopped dragging.
      guard view.isDragging, view.panGestureRecognizer.state == .possible else {
        self.scrollView = nil
        return false
      }
      guard now - self.lastDelta >= Self.endGap else { return true }
      self.scrollView = nil
      view.endDragging(velocity: self.velocity.velocity)
      return false
    }
    return true
  }

  /// The deepest scroll view under `location` that scrolls along `delta`'s main axis and is not
  /// held by a finger.
  private func target(for delta: CGPoint, at location: CGPoint, in loop: FrameLoop) -> UIScrollView? {
    guard let hit = loop.rootView.hitTest(location, with: nil) else { return nil }
    let vertical = abs(delta.y) >= abs(delta.x)
    var view: UIView? = hit
    while let current = view {
      if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled, !scrollView.isTracking,
        vertical ? scrollView.scrollsVertically : scrollView.scrollsHorizontally
      {
        return scrollView
      }
      view = current.superview
    }
    return nil
  }
}

extension FrameLoop {
  /// Whether a touchpad's scrolling is dragging a scroll view (its deltas, even whole notches,
  /// then continue it rather than scroll as a wheel).
  package var isScrollingContinuously: Bool { continuousScroll.isActive }
}
