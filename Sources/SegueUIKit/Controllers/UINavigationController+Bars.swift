import Foundation

/// The navigation controller's bars beyond the inline row: the large-title and search rows
/// that follow the content's scroll position, an active search, and the toolbar
/// (docs/uikit-behaviour-2.md §18).
extension UINavigationController {
  /// UIKit's duration for showing and hiding the bars, seconds (0.2).
  public static let hideShowBarDuration: CGFloat = 0.2

  /// Whether the toolbar is hidden (default true). Setting it is
  /// `setToolbarHidden(_:animated: false)`.
  public var isToolbarHidden: Bool {
    get { toolbarHiddenState }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Shows or hides the toolbar at the bottom: 44 points plus the bottom safe area, showing the
  /// top controller's `toolbarItems`; animated, it slides over `hideShowBarDuration`. The
  /// children's views end above it.
  public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != toolbarHiddenState else { return }
    toolbarHiddenState = hidden
    guard isViewLoaded else { return }
    if !hidden {
      bottomToolbar.setItems(topViewController?.toolbarItems, animated: false)
      bottomToolbar.isHidden = false
    }
    guard animated, view.window != nil else {
      layoutBars()
      bottomToolbar.isHidden = hidden
      return
    }
    UIView.animate(
      withDuration: Self.hideShowBarDuration,
      animations: {
        self.layoutBars()
        self.visibleViewController?.viewIfLoaded?.layoutIfNeeded()
      },
      completion: { _ in self.bottomToolbar.isHidden = self.toolbarHiddenState })
  }

  /// Places the toolbar, the transition view and the shown child's view (the root view's
  /// layout calls it).
  func layoutBars() {
    guard let root = viewIfLoaded else { return }
    let height = UIToolbar.rowHeight + (root.window == nil ? 0 : root.safeAreaInsets.bottom)
    bottomToolbar.frame = CGRect(
      x: 0, y: toolbarHiddenState ? root.bounds.height : root.bounds.height - height, width: root.bounds.width,
      height: height)
    layoutTransitionView()
    if !isTransitioning, let shown = visibleViewController?.viewIfLoaded, shown.superview === transitionView,
      shown.frame != childFrame
    {
      shown.frame = childFrame
    }
    layoutSearchPresentation()
  }

  // MARK: Rows

  /// The navigation items of the stack up to `controller` (the stack on screen while a pop
  /// runs).
  private func items(upTo controller: UIViewController) -> [UINavigationItem] {
    for list in [stack, displayedStack] {
      if let index = list.firstIndex(where: { $0 === controller }) { return list[...index].map(\.navigationItem) }
    }
    return [controller.navigationItem]
  }

  /// Points the bar's rows below the inline row cover at the top of `controller`'s view with
  /// its content at rest: the safe area's extra top inset, so a scroll view's content starts
  /// under the large title and search bar.
  func contentTopExtension(for controller: UIViewController) -> CGFloat {
    guard !navigationBar.isHidden else { return 0 }
    if let search = controller.navigationItem.searchController, search.isActive {
      let height = navigationBar.height(
        for: .none, searchActive: true, hidesInlineRow: search.hidesNavigationBarDuringPresentation)
      return height - UINavigationBar.height
    }
    return navigationBar.restRows(for: items(upTo: controller)).total
  }

  /// The scroll view whose scrolling collapses the rows: the controller's view when it is
  /// one, else its first subview when that is one (UIKit's rule before iOS 15's
  /// `setContentScrollView`).
  func contentScrollView(of controller: UIViewController) -> UIScrollView? {
    guard let root = controller.viewIfLoaded else { return nil }
    return root as? UIScrollView ?? root.subviews.first as? UIScrollView
  }

  /// The rows `controller`'s screen shows now: its rest rows, collapsed by how far its content
  /// scrolled up (or stretched by a pull past the top); an active search shows the search row.
  func rows(for controller: UIViewController, items: [UINavigationItem]) -> NavigationBarRows {
    let rest = navigationBar.restRows(for: items)
    if controller.navigationItem.searchController?.isActive == true {
      return NavigationBarRows(largeTitle: 0, search: rest.search)
    }
    guard let scrollView = contentScrollView(of: controller) else { return rest }
    // Out of the window a scroll view's adjusted inset lacks the safe area, so the rows' part
    // of it is taken as it is in the window; one never laid out there (offset zero) will
    // rest at its top.
    let extensionTop = contentTopExtension(for: controller)
    let offset = scrollView.contentOffset.y + scrollView.contentInset.top
    let reveal: CGFloat
    if scrollView.contentInsetAdjustmentBehavior == .never {
      reveal = extensionTop - offset
    } else if scrollView.window == nil, scrollView.contentOffset == .zero {
      reveal = extensionTop
    } else {
      reveal = -offset
    }
    return .shown(
      large: rest.largeTitle, search: rest.search,
      searchHides: controller.navigationItem.hidesSearchBarWhenScrolling, reveal: reveal)
  }

  /// Applies `rows` for `controller` to the bar: its rows, height and hairline.
  private func applyBar(_ rows: NavigationBarRows, for controller: UIViewController, items: [UINavigationItem]) {
    let search = controller.navigationItem.searchController
    let active = search?.isActive ?? false
    let rest = navigationBar.restRows(for: items)
    navigationBar.searchIsActive = active
    navigationBar.rows = rows
    navigationBar.isAtScrollEdge = rest.largeTitle > 0 && rows.largeTitle >= rest.largeTitle
    // A transparent bar (at the scroll edge, or by its appearance) shows the content below it
    // in iOS; here the content does not run under the bar, so the bar takes the content's
    // background colour instead (docs/uikit-behaviour-2.md §29).
    let background = navigationBar.backgroundColor(
      contentBackground: controller.viewIfLoaded?.backgroundColor ?? .systemBackground)
    if navigationBar.backgroundColor != background { navigationBar.backgroundColor = background }
    let height = navigationBar.height(
      for: rows, searchActive: active, hidesInlineRow: search?.hidesNavigationBarDuringPresentation ?? true)
    if navigationBar.frame.height != height {
      navigationBar.frame = CGRect(
        x: navigationBar.frame.minX, y: navigationBar.frame.minY, width: navigationBar.frame.width, height: height)
    }
    navigationBar.layoutIfNeeded()
    search?.hostNavigation = self
  }

  /// Follows the shown controller's scroll position (and its item) with the bar's rows.
  func updateBarGeometry() {
    guard isViewLoaded, !isTransitioning, let shown = visibleViewController else { return }
    let items = navigationBar.items
    applyBar(rows(for: shown, items: items), for: shown, items: items)
    layoutSearchPresentation()
  }

  /// An item's title mode, search controller or the bar's `prefersLargeTitles` changed.
  func barItemsDidChange() {
    guard let shown = visibleViewController, !isTransitioning else { return }
    refreshContentInsets(of: shown)
    trackContentScrollView()
  }

  /// Makes `controller`'s view and scroll view lay out again with its new safe area.
  private func refreshContentInsets(of controller: UIViewController) {
    guard let root = controller.viewIfLoaded else { return }
    root.setNeedsLayout()
    contentScrollView(of: controller)?.setNeedsLayout()
    root.rootView.layer.setNeedsLayout()
    root.layoutIfNeeded()
  }

  /// Observes the shown controller's content scroll view (after every transition).
  func trackContentScrollView() {
    let scrollView = visibleViewController.flatMap(contentScrollView(of:))
    if scrollView !== observedScrollView || (scrollView != nil && contentScrollObservation == nil) {
      contentScrollObservation?.invalidate()
      observedScrollView = scrollView
      contentScrollObservation = scrollView?.observe(\.contentOffset) { [weak self] _, _ in
        self?.updateBarGeometry()
      }
    }
    updateBarGeometry()
  }

  // MARK: Transitions

  /// Starts the bars' part of a push or pop to `to`: the rows and height of `to`'s screen and
  /// its toolbar items, alongside the transition (or at once).
  func barsWillTransition(
    to: UIViewController, stackAfter: [UIViewController], animated: Bool,
    coordinator: TransitionCoordinator
  ) {
    let items = navigationItems(for: stackAfter)
    to.loadViewIfNeeded()
    let rows = rows(for: to, items: items)
    if shownSearchController.map({ $0 !== to.navigationItem.searchController }) ?? false {
      removeSearchPresentation()
    }
    if animated {
      bottomToolbar.transitionItems(to: to.toolbarItems, coordinator: coordinator)
      // The incoming title and buttons are placed first, so only the rows animate.
      UIView.performWithoutAnimation { navigationBar.layoutIfNeeded() }
      coordinator.animate(alongsideTransition: { _ in self.applyBar(rows, for: to, items: items) })
    } else {
      bottomToolbar.setItems(to.toolbarItems, animated: false)
      applyBar(rows, for: to, items: items)
    }
  }

  /// Ends the bars' part of a transition: the shown controller's scroll view is observed.
  func barsDidTransition() {
    trackContentScrollView()
    if let search = visibleViewController?.navigationItem.searchController, search.isActive {
      installSearchPresentation(search)
    }
  }

  // MARK: Search

  /// The search `search` activated or ended: the bar and the content's top inset change over
  /// 0.3 s ease in-out (Segue's estimate), the dimming and results follow, then `completion`.
  func searchActivityDidChange(_ search: UISearchController, completion: @escaping () -> Void) {
    guard isViewLoaded, !isTransitioning, let shown = visibleViewController,
      shown.navigationItem.searchController === search
    else {
      search.layoutPresentation()
      completion()
      return
    }
    if search.isActive { installSearchPresentation(search) }
    let change = {
      self.refreshContentInsets(of: shown)
      self.updateBarGeometry()
      search.searchBar.layoutIfNeeded()
      search.layoutPresentation()
    }
    guard view.window != nil else {
      change()
      if !search.isActive { removeSearchPresentation() }
      completion()
      return
    }
    UIView.animate(
      withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: change,
      completion: { _ in
        if !search.isActive { self.removeSearchPresentation() }
        completion()
      })
  }

  /// Puts `search`'s view (dimming, results) over the content, under the bar.
  private func installSearchPresentation(_ search: UISearchController) {
    guard let root = viewIfLoaded else { return }
    shownSearchController = search
    let presentation: UIView = search.view
    if presentation.superview !== root {
      UIView.performWithoutAnimation {
        search.dimmingView.alpha = 0
        root.insertSubview(presentation, belowSubview: navigationBar)
        layoutSearchPresentation()
      }
    }
  }

  private func removeSearchPresentation() {
    shownSearchController?.viewIfLoaded?.removeFromSuperview()
    shownSearchController = nil
  }

  /// The search's view covers everything below the bar.
  private func layoutSearchPresentation() {
    guard let root = viewIfLoaded, let presentation = shownSearchController?.viewIfLoaded,
      presentation.superview === root
    else { return }
    let top = navigationBar.frame.maxY
    presentation.frame = CGRect(x: 0, y: top, width: root.bounds.width, height: max(root.bounds.height - top, 0))
  }
}

/// The navigation controller's root view: lays the bars out with it.
@MainActor final class NavigationRootView: UIView {
  weak var navigation: UINavigationController?

  override func layoutSubviews() {
    super.layoutSubviews()
    navigation?.layoutBars()
  }
}
