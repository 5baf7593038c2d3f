import Foundation

/// The scroll style: pages side by side in `PageScrollView`, paged by its own physics
/// (docs/uikit-behaviour-2.md §1.4, §17.3).
extension UIPageViewController {
  func layoutScrollPages(in area: CGRect) {
    guard let scrollView = pageScrollView else { return }
    var frame = area
    if navigationOrientation == .horizontal {
      frame.size.width += interPageSpacing
    } else {
      frame.size.height += interPageSpacing
    }
    if scrollView.frame != frame { scrollView.frame = frame }
    scrollView.pageSize = area.size
    let length = scrollView.pageLength
    let size =
      navigationOrientation == .horizontal
      ? CGSize(width: 3 * length, height: area.height) : CGSize(width: area.width, height: 3 * length)
    if scrollView.contentSize != size { scrollView.contentSize = size }
    let moving = scrollTransition != nil || scrollView.isDragging || scrollView.isDecelerating
    if !moving {
      refreshScrollNeighbours()
      if scrollView.contentOffset != scrollView.offset(ofSlot: 1) { scrollView.recentre() }
    }
    for page in pageCache.current where page.isViewLoaded { page.view.frame = scrollView.frame(ofSlot: 1) }
    if let transition = scrollTransition {
      let slot = transition.direction == .forward ? 2 : 0
      for page in transition.pending where page.isViewLoaded { page.view.frame = scrollView.frame(ofSlot: slot) }
    }
  }

  /// Lets the scroll view reach the slots whose neighbour the data source has given.
  func refreshScrollNeighbours() {
    pageScrollView?.hasBefore = pageCache.before.page != nil
    pageScrollView?.hasAfter = pageCache.after.page != nil
  }

  /// A drag begins on the current page: the data source is asked for the page after, then
  /// the page before, unless it has answered for this page already.
  func scrollDragWillBegin() {
    guard scrollTransition == nil, !pageCache.current.isEmpty else { return }
    pageCache.resolve(.forward, in: self)
    pageCache.resolve(.reverse, in: self)
    refreshScrollNeighbours()
  }

  /// The offset moved: a page leaving the middle slot starts a transition towards the
  /// neighbour it reveals (and a drag that crosses back starts one the other way).
  func scrollDidMove() {
    guard let scrollView = pageScrollView, !scrollView.isRecentring else { return }
    let position = scrollView.pagePosition
    guard abs(position) > 0.0005 else { return }
    let direction: NavigationDirection = position > 0 ? .forward : .reverse
    if let transition = scrollTransition {
      guard transition.isGesture, transition.direction != direction, scrollView.isDragging else { return }
      abandonScrollTransition(transition)
    }
    guard let page = pageCache.neighbour(direction).page else { return }
    beginScrollTransition(direction: direction, pending: [page], isGesture: true, completion: nil)
  }

  private func beginScrollTransition(
    direction: NavigationDirection, pending: [UIViewController], isGesture: Bool, completion: ((Bool) -> Void)?
  ) {
    let transition = PageScrollTransition(
      direction: direction, pending: pending, previous: pageCache.current, isGesture: isGesture, completion: completion)
    scrollTransition = transition
    for page in pending {
      addChild(page)
      page.loadViewIfNeeded()
      pageScrollView?.addSubview(page.view)
    }
    layoutPages()
    for page in pending { page.view.layoutIfNeeded() }
    if isGesture { delegate?.pageViewController(self, willTransitionTo: pending) }
    if isOnScreen {
      for page in pending { page.beginAppearanceTransition(true, animated: true) }
      for page in transition.previous { page.beginAppearanceTransition(false, animated: true) }
    }
  }

  /// A drag that crossed back over the middle: the page it was revealing goes away again.
  private func abandonScrollTransition(_ transition: PageScrollTransition) {
    scrollTransition = nil
    if isOnScreen {
      for page in transition.pending {
        page.isAnimatingAppearance = true
        page.revertAppearance(animated: true)
      }
    }
    for page in transition.pending { removePage(page) }
    if isOnScreen {
      for page in transition.previous {
        page.isAnimatingAppearance = true
        page.revertAppearance(animated: true)
      }
    }
  }

  /// The scroll view came to rest (or was caught): a transition ends where it rests.
  func scrollDidSettle() {
    guard let scrollView = pageScrollView, let transition = scrollTransition else { return }
    guard !scrollView.isDragging else { return }
    let position = scrollView.pagePosition
    let target: CGFloat = transition.direction == .forward ? 1 : -1
    if abs(position - target) < 0.002 {
      completeScrollTransition(transition)
    } else if abs(position) < 0.002 {
      cancelScrollTransition(transition)
    } else if !scrollView.isDecelerating {
      // Stopped between pages (a touch caught it and lifted): finish to the nearer page.
      let slot = abs(position - target) < abs(position) ? (target > 0 ? 2 : 0) : 1
      scrollView.setContentOffset(scrollView.offset(ofSlot: slot), animated: true)
    }
  }

  private func completeScrollTransition(_ transition: PageScrollTransition) {
    scrollTransition = nil
    let onScreen = isOnScreen
    if onScreen {
      for page in transition.previous {
        page.isAnimatingAppearance = true
        page.endAppearanceTransition()
      }
    }
    for page in transition.previous { removePage(page) }
    if transition.isGesture {
      pageCache.turned(transition.direction, to: transition.pending)
    } else {
      pageCache.setCurrent(transition.pending)
    }
    if onScreen {
      for page in transition.pending {
        page.isAnimatingAppearance = true
        page.endAppearanceTransition()
      }
    }
    for page in transition.pending { page.didMove(toParent: self) }
    refreshScrollNeighbours()
    layoutPages()
    pageScrollView?.recentre()
    if transition.isGesture {
      stepPageControl(transition.direction)
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: transition.previous, transitionCompleted: true)
      // UIKit then asks for the page beyond the new one, in the direction of travel.
      pageCache.resolve(transition.direction, in: self)
      refreshScrollNeighbours()
    } else {
      transition.completion?(true)
    }
  }

  private func cancelScrollTransition(_ transition: PageScrollTransition) {
    scrollTransition = nil
    if isOnScreen {
      for page in transition.pending {
        page.isAnimatingAppearance = true
        page.revertAppearance(animated: true)
      }
    }
    for page in transition.pending { removePage(page) }
    if isOnScreen {
      for page in transition.previous {
        page.isAnimatingAppearance = true
        page.revertAppearance(animated: true)
      }
    }
    layoutPages()
    if transition.isGesture {
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: transition.previous, transitionCompleted: false)
    } else {
      transition.completion?(false)
    }
  }

  /// `setViewControllers(animated: true)`: the new page is placed beside the current one
  /// and the view scrolls to it over 0.3 s (UIScrollView's animated offset change).
  func animateScroll(to pages: [UIViewController], direction: NavigationDirection, completion: ((Bool) -> Void)?) {
    guard let scrollView = pageScrollView else { return }
    if direction == .forward { scrollView.hasAfter = true } else { scrollView.hasBefore = true }
    beginScrollTransition(direction: direction, pending: pages, isGesture: false, completion: completion)
    scrollView.setContentOffset(scrollView.offset(ofSlot: direction == .forward ? 2 : 0), animated: true)
  }

  /// Ends a running scroll transition at its destination at once.
  func finishScrollTransitionNow() {
    guard let scrollView = pageScrollView, let transition = scrollTransition else { return }
    scrollView.stopMotion(notify: false)
    scrollView.isRecentring = true
    scrollView.contentOffset = scrollView.offset(ofSlot: transition.direction == .forward ? 2 : 0)
    scrollView.isRecentring = false
    completeScrollTransition(transition)
  }
}
