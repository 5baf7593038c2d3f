import Foundation
import SegueAnimation

extension UIScrollView {
  /// The pan's steps: began stops any motion and notes where the unbanded offset started;
  /// each change moves the offset with the finger (rubber-banded past the edges); the end
  /// hands the release velocity to the deceleration (docs/uikit-behaviour-2.md §1.1–1.2, §1.8).
  func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      beginDragging(translation: pan.translation(in: self))
    case .changed:
      drag(translation: pan.translation(in: self))
    case .ended, .cancelled:
      endDragging(velocity: pan.state == .ended ? pan.velocity(in: self) : .zero)
    default:
      break
    }
  }

  /// A drag begins (a finger's pan, or a touchpad's scroll, `ContinuousScroll`): stops any
  /// motion, notes where the unbanded offset started, and follows `translation` (points, view
  /// coordinates, the way the finger moved).
  func beginDragging(translation: CGPoint) {
    stopMotion(notify: true)
    isTracking = true
    isDragging = true
    dragStart = unbandedOffset(contentOffset)
    dragStartRefreshInset = refreshInset
    dragLock = isDirectionalLockEnabled ? (abs(translation.x) >= abs(translation.y) ? .horizontal : .vertical) : nil
    indicators.show(in: self)
    delegate?.scrollViewWillBeginDragging(self)
    drag(translation: translation)
  }

  /// The offset for the drag's `translation` since it began: content moves opposite to the
  /// finger, only on axes that scroll, rubber-banded beyond the edges (or held at them without
  /// `bounces`).
  func drag(translation: CGPoint) {
    var range = offsetRange
    // A refresh strip that opened during this drag does not move the content under the
    // finger: the drag bands from the edge it started with.
    let opened = refreshInset - dragStartRefreshInset
    if opened > 0 { range.y = min(range.y.lowerBound + opened, range.y.upperBound)...range.y.upperBound }
    var offset = contentOffset
    if scrollsHorizontally, dragLock != .vertical {
      offset.x = banded(dragStart.x - translation.x, range.x, dimension: bounds.width)
    }
    if scrollsVertically, dragLock != .horizontal {
      offset.y = banded(dragStart.y - translation.y, range.y, dimension: bounds.height)
    }
    applyOffset(offset)
  }

  /// The drag ends with `velocity` (points per second, the way the finger moved; zero when
  /// cancelled): the view decelerates, bounces back or pages from here.
  func endDragging(velocity: CGPoint) {
    isTracking = false
    isDragging = false
    release(velocity: velocity)
  }

  private func banded(_ raw: CGFloat, _ range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
    if range.contains(raw) { return raw }
    let edge = raw < range.lowerBound ? range.lowerBound : range.upperBound
    guard bounces else { return edge }
    return edge + CGFloat(RubberBand.offset(overshoot: Double(raw - edge), dimension: Double(dimension)))
  }

  /// The finger offset that shows `offset` (undoing the rubber band), so a drag that catches an
  /// overscrolled view continues without a jump.
  private func unbandedOffset(_ offset: CGPoint) -> CGPoint {
    let range = offsetRange
    func axis(_ value: CGFloat, _ range: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
      if range.contains(value) || !bounces { return value }
      let edge = value < range.lowerBound ? range.lowerBound : range.upperBound
      return edge + CGFloat(RubberBand.overshoot(offset: Double(value - edge), dimension: Double(dimension)))
    }
    return CGPoint(x: axis(offset.x, range.x, bounds.width), y: axis(offset.y, range.y, bounds.height))
  }

  /// The finger lifted with `fingerVelocity` (points per second, view coordinates).
  private func release(velocity fingerVelocity: CGPoint) {
    let range = offsetRange
    let rate = Double(decelerationRate.rawValue)
    var velocity = CGPoint(
      x: scrollsHorizontally && dragLock != .vertical ? -fingerVelocity.x : 0,
      y: scrollsVertically && dragLock != .horizontal ? -fingerVelocity.y : 0)
    if abs(velocity.x) < 1 { velocity.x = 0 }
    if abs(velocity.y) < 1 { velocity.y = 0 }
    let projected = CGPoint(
      x: CGFloat(
        ScrollDeceleration.projectedOffset(start: Double(contentOffset.x), velocity: Double(velocity.x), rate: rate)),
      y: CGFloat(
        ScrollDeceleration.projectedOffset(start: Double(contentOffset.y), velocity: Double(velocity.y), rate: rate)))
    // The delegate hears where the view will rest (within the edges, or on a page); a fling
    // past an edge still runs to its projection and bounces off the edge on the way.
    let resting = isPagingEnabled ? pageTarget(projected: projected) : clampedOffset(projected)
    var target = resting
    if let delegate {
      withUnsafeMutablePointer(to: &target) { pointer in
        delegate.scrollViewWillEndDragging(
          self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: pointer)
      }
    }
    if !isPagingEnabled {
      if target.x == resting.x { target.x = projected.x }
      if target.y == resting.y { target.y = projected.y }
    }
    let now = currentFrameTime
    let tolerance = 0.5 / Double(max(FrameLoop.owning(layer)?.screen.scale ?? 2, 1))
    func axis(_ offset: CGFloat, _ velocity: CGFloat, _ target: CGFloat, _ range: ClosedRange<CGFloat>) -> AxisMotion {
      let range = Double(range.lowerBound)...Double(range.upperBound)
      if isPagingEnabled, abs(Double(target) - Double(offset)) > tolerance {
        return .spring(
          ScrollBounce(displacement: Double(offset - target), velocity: Double(velocity)), rest: Double(target),
          began: now)
      }
      return AxisMotion.release(
        offset: Double(offset), velocity: Double(velocity), target: Double(target), rate: rate, range: range,
        bounces: bounces, at: now)
    }
    let x = axis(contentOffset.x, velocity.x, target.x, range.x)
    let y = axis(contentOffset.y, velocity.y, target.y, range.y)
    let decelerates = !x.isStill || !y.isStill
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    guard decelerates else {
      if case .still(let value) = x, abs(CGFloat(value) - contentOffset.x) > 0 {
        applyOffset(CGPoint(x: value, y: contentOffset.y))
      }
      if case .still(let value) = y, abs(CGFloat(value) - contentOffset.y) > 0 {
        applyOffset(CGPoint(x: contentOffset.x, y: value))
      }
      indicators.hide(in: self)
      return
    }
    isDecelerating = true
    motion = .decelerating(x: x, y: y)
    delegate?.scrollViewWillBeginDecelerating(self)
    startTicking()
  }

  /// With paging: the page the projection lands in, at most one page from the current one.
  private func pageTarget(projected: CGPoint) -> CGPoint {
    let range = offsetRange
    func axis(_ offset: CGFloat, _ projected: CGFloat, _ page: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
      guard page > 0 else { return offset }
      let current = ((offset - range.lowerBound) / page).rounded()
      let landed = ((projected - range.lowerBound) / page).rounded()
      let chosen = min(max(landed, current - 1), current + 1)
      return min(max(range.lowerBound + chosen * page, range.lowerBound), range.upperBound)
    }
    return CGPoint(
      x: axis(contentOffset.x, projected.x, bounds.width, range.x),
      y: axis(contentOffset.y, projected.y, bounds.height, range.y))
  }

  // MARK: Frames

  /// The media time of the frame being built (touches are handled before it is sampled).
  var currentFrameTime: TimeInterval {
    FrameLoop.owning(layer)?.lastFrameTime ?? CACurrentMediaTime()
  }

  func startTicking() {
    guard !isTicking else { return }
    isTicking = true
    FrameCallback.add(for: layer) { [weak self] time in
      guard let self else { return false }
      let keep = self.tick(at: time)
      if !keep { self.isTicking = false }
      return keep
    }
  }

  /// One frame of motion; false when it ended.
  private func tick(at time: TimeInterval) -> Bool {
    let tolerance = 0.5 / Double(max(FrameLoop.owning(layer)?.screen.scale ?? 2, 1))
    switch motion {
    case .idle:
      return false
    case .decelerating(let x, let y):
      let (xOffset, nextX) = x.step(at: time, tolerance: tolerance)
      let (yOffset, nextY) = y.step(at: time, tolerance: tolerance)
      applyOffset(CGPoint(x: xOffset, y: yOffset))
      guard nextX.isStill, nextY.isStill else {
        motion = .decelerating(x: nextX, y: nextY)
        return true
      }
      motion = .idle
      isDecelerating = false
      indicators.hide(in: self)
      delegate?.scrollViewDidEndDecelerating(self)
      return false
    case .scrollingAnimation(let from, let to, let began):
      let progress = min(max((time - began) / UIScrollView.scrollingAnimationDuration, 0), 1)
      let eased = CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).progress(atFraction: progress))
      applyOffset(CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased))
      guard progress >= 1 else { return true }
      motion = .idle
      indicators.hide(in: self)
      delegate?.scrollViewDidEndScrollingAnimation(self)
      return false
    }
  }

  /// The duration of `setContentOffset(_:animated: true)`: 0.3 s (docs/uikit-behaviour-2.md §1.7).
  static let scrollingAnimationDuration: TimeInterval = 0.3

  func startScrollingAnimation(to offset: CGPoint) {
    stopMotion(notify: false)
    motion = .scrollingAnimation(from: contentOffset, to: offset, began: currentFrameTime)
    indicators.show(in: self)
    startTicking()
  }

  /// Stops a deceleration or scrolling animation where it is; with `notify`, a stopped
  /// deceleration ends with `scrollViewDidEndDecelerating` as in UIKit.
  func stopMotion(notify: Bool) {
    let wasDecelerating = isDecelerating
    motion = .idle
    isDecelerating = false
    if wasDecelerating, notify { delegate?.scrollViewDidEndDecelerating(self) }
  }
}
