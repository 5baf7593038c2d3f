import Foundation

/// The scroll style's paging scroll view (UIKit's queuing scroll view): three page slots
/// along its axis — before, current, after — one page length (the page's size plus the
/// inter-page spacing, points) each, resting on the middle one. It scrolls only towards
/// slots the data source filled, and bounces at the others (docs/uikit-behaviour-2.md §17.3).
final class PageScrollView: UIScrollView {
  var axis: UIPageViewController.NavigationOrientation = .horizontal
  /// The page's own size (points), without the spacing.
  var pageSize: CGSize = .zero
  var hasBefore = false
  var hasAfter = false
  /// Offsets set while the slots are rearranged are not transitions.
  var isRecentring = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    isPagingEnabled = true
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
    contentInsetAdjustmentBehavior = .never
    scrollsToTop = false
    clipsToBounds = true
  }

  required init?(coder: NSCoder) { nil }

  /// One slot's length along the axis (points).
  var pageLength: CGFloat { axis == .horizontal ? bounds.width : bounds.height }

  /// The offset of slot 0, 1 or 2.
  func offset(ofSlot slot: Int) -> CGPoint {
    axis == .horizontal ? CGPoint(x: CGFloat(slot) * pageLength, y: 0) : CGPoint(x: 0, y: CGFloat(slot) * pageLength)
  }

  /// The frame of a page in `slot` (content coordinates).
  func frame(ofSlot slot: Int) -> CGRect {
    CGRect(origin: offset(ofSlot: slot), size: pageSize)
  }

  /// How far the view is from the middle slot along its axis, in pages (−1 … 1).
  var pagePosition: CGFloat {
    guard pageLength > 0 else { return 0 }
    let along = axis == .horizontal ? contentOffset.x : contentOffset.y
    return along / pageLength - 1
  }

  /// Only the filled slots can be scrolled to.
  override var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let low = hasBefore ? 0 : pageLength
    let high = hasAfter ? 2 * pageLength : pageLength
    return axis == .horizontal ? (low...high, 0...0) : (0...0, low...high)
  }

  /// Places the view on the middle slot without telling the transition.
  func recentre() {
    isRecentring = true
    contentOffset = offset(ofSlot: 1)
    isRecentring = false
  }
}

/// Turns the page scroll view's delegate calls into the page view controller's transitions.
@MainActor final class PageScrollCoordinator: NSObject, UIScrollViewDelegate {
  weak var owner: UIPageViewController?

  init(owner: UIPageViewController) { self.owner = owner }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { owner?.scrollDragWillBegin() }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { owner?.scrollDidMove() }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { owner?.scrollDidSettle() }
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner?.scrollDidSettle() }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { owner?.scrollDidSettle() }
}

/// A scroll-style page change under way.
@MainActor final class PageScrollTransition {
  let direction: UIPageViewController.NavigationDirection
  let pending: [UIViewController]
  let previous: [UIViewController]
  /// Driven by the finger (the delegate hears it), or by `setViewControllers(animated:)`.
  let isGesture: Bool
  let completion: ((Bool) -> Void)?

  init(
    direction: UIPageViewController.NavigationDirection, pending: [UIViewController], previous: [UIViewController],
    isGesture: Bool, completion: ((Bool) -> Void)?
  ) {
    self.direction = direction
    self.pending = pending
    self.previous = previous
    self.isGesture = isGesture
    self.completion = completion
  }
}
