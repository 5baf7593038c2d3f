import Foundation

/// UIKit's tab bar controller: one child per tab, the selected one's view on screen above
/// the tab bar (docs/uikit-behaviour-2.md §16).
///
/// The children's views fill the controller's view; the bar covers their bottom, and their
/// safe area ends at its top edge, so content laid out to the safe area sits above the bar.
/// A tap on an item asks the delegate `tabBarController(_:shouldSelect:)`, switches, then
/// tells it `tabBarController(_:didSelect:)`. Every switch while the controller is on screen
/// — a tap, or `selectedIndex`/`selectedViewController` set in code — asks the delegate for
/// an animator and an interaction controller, as UIKit does, and runs them as any transition
/// runs in Segue; without one the switch is immediate (§16.4). Appearance callbacks go in
/// UIKit's order: the new tab's `viewWillAppear`, the old tab's `viewWillDisappear`, then
/// `viewDidDisappear` and `viewDidAppear` once the switch completes.
@preconcurrency @MainActor open class UITabBarController: UIViewController, UITabBarDelegate {
  /// The tabs' controllers, leading first (nil: none). Setting it is
  /// `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }
  /// The tabs as set.
  private(set) var tabs: [UIViewController] = []
  open weak var delegate: (any UITabBarControllerDelegate)?
  /// The bar at the bottom. Its items are the children's `tabBarItem`s; its taps select them.
  open var tabBar: UITabBar { bar }
  private let bar = UITabBar()
  /// The view the children's views are shown in, and tab switches run in (the whole view).
  let transitionView = UIView()
  /// The index of the selected tab (`NSNotFound` while there are none). Setting it switches
  /// tabs, animated by the delegate's animator if it gives one (§16.4); an index out of range
  /// is ignored.
  open var selectedIndex: Int {
    get { tabs.isEmpty ? NSNotFound : storedSelectedIndex }
    set { select(newValue, byTap: false) }
  }
  private var storedSelectedIndex = 0
  /// The selected tab's controller. Setting a controller that is not a tab is ignored.
  open var selectedViewController: UIViewController? {
    get { tabs.isEmpty ? nil : tabs[min(storedSelectedIndex, tabs.count - 1)] }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
      select(index, byTap: false)
    }
  }
  /// The controller whose view is on screen (lags the selection while a switch runs).
  var shownViewController: UIViewController?
  var isTransitioning = false
  var currentTransition: TransitionContext?

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    bar.onTap = { [weak self] item in self?.userTapped(item) }
  }

  /// UIKit's archive initializer (`UIViewController.init?(coder:)`): the tabs come from the
  /// document's `viewControllers` relationships, the bar's colours from its `<tabBar>` (§16.6).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    bar.onTap = { [weak self] item in self?.userTapped(item) }
    (coder as? InterfaceBuilderCoder)?.decodeController(self, at: UITabBarController.self)
  }

  open override var childrenReceivingAppearance: [UIViewController] {
    shownViewController.map { [$0] } ?? []
  }
  open override var childForStatusBarStyle: UIViewController? { selectedViewController }
  open override var childForStatusBarHidden: UIViewController? { selectedViewController }

  open override func loadView() {
    let root = TabBarControllerView(frame: UIScreen.main.bounds)
    root.controller = self
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // Clear as UIKit's is: where a custom animator uncovers the screen, the window shows.
    root.backgroundColor = nil
    transitionView.frame = root.bounds
    transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(transitionView)
    root.addSubview(bar)
    view = root
    layoutBar()
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    showSelectedImmediately()
  }

  /// Lays the bar out at the bottom: 49 points plus the bottom safe area.
  func layoutBar() {
    guard let root = viewIfLoaded else { return }
    transitionView.frame = root.bounds
    let height = bar.sizeThatFits(root.bounds.size).height
    bar.frame = CGRect(x: 0, y: root.bounds.height - height, width: root.bounds.width, height: height)
  }

  override func barInset(coveringChildView view: UIView) -> CGFloat {
    guard let root = viewIfLoaded, !bar.isHidden, bar.superview === root, view.superview === transitionView else {
      return 0
    }
    // Untransformed frames: a view a transition moves keeps its insets (as layout ignores
    // transforms).
    let childBottom = transitionView.untransformedFrame.minY + view.untransformedFrame.maxY
    return max(childBottom - bar.untransformedFrame.minY, 0)
  }

  // MARK: Tabs

  /// Sets the tabs. The selected controller stays selected if it is still a tab; else the
  /// same index is selected if there is one, else the first tab — UIKit's rule. The switch
  /// is immediate.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    var unique: [UIViewController] = []
    for controller in viewControllers ?? [] where !unique.contains(where: { $0 === controller }) {
      unique.append(controller)
    }
    let previous = tabs.isEmpty ? nil : selectedViewController
    for old in tabs where !unique.contains(where: { $0 === old }) {
      old.willMove(toParent: nil)
      old.removeFromParent()
    }
    for controller in unique where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    tabs = unique
    if let previous, let index = unique.firstIndex(where: { $0 === previous }) {
      storedSelectedIndex = index
    } else if storedSelectedIndex >= unique.count {
      storedSelectedIndex = 0
    }
    updateTabBarItems()
    showSelectedImmediately()
  }

  /// Shows the children's items in the bar, the selected one selected.
  func updateTabBarItems() {
    bar.setItems(tabs.map { $0.tabBarItem }, animated: false)
    bar.selectedItem = selectedViewController?.tabBarItem
  }

  /// A tap on `item`: the selected tab's navigation controller goes back to its root; another
  /// tab is selected if the delegate agrees, then the delegate hears of it (§16.4).
  private func userTapped(_ item: UITabBarItem) {
    guard let index = tabs.firstIndex(where: { $0.tabBarItem === item }), !isTransitioning else { return }
    let controller = tabs[index]
    guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
    if index == storedSelectedIndex, shownViewController === controller {
      (controller as? UINavigationController)?.popToRootViewController(animated: true)
    } else {
      select(index, byTap: true)
    }
    tabBar(bar, didSelect: item)
    delegate?.tabBarController(self, didSelect: controller)
  }

  /// Selects the tab at `index` and switches to it (`TabSwitchRun`).
  private func select(_ index: Int, byTap: Bool) {
    guard tabs.indices.contains(index) else { return }
    guard !isTransitioning else {
      TransitionTrace.warn(
        "selectedIndex set to \(index) while a tab switch runs; ignored. Check transitionCoordinator before switching tabs."
      )
      return
    }
    storedSelectedIndex = index
    bar.selectedItem = tabs[index].tabBarItem
    switchToSelected()
  }

  /// The bar's delegate method: a tab bar controller's bar tells its controller of each
  /// tapped item after the switch (subclasses override it; the default does nothing more).
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

  // MARK: Showing

  /// Shows the selected controller without a transition (the first one, or after
  /// `setViewControllers`), with appearance callbacks when on screen.
  private func showSelectedImmediately() {
    guard isViewLoaded, !isTransitioning else { return }
    let to = selectedViewController
    guard to !== shownViewController else { return }
    let onScreen = appearanceState == .appeared || appearanceState == .appearing
    if let to, shownViewController != nil, onScreen {
      run(from: shownViewController, to: to, animated: false)
      return
    }
    // The old tab is gone (or nothing was shown): swap views; appearance follows the parent's.
    if let from = shownViewController {
      if onScreen { from.setAppearance(false, animated: false) }
      if from.viewIfLoaded?.superview === transitionView { from.view.removeFromSuperview() }
    }
    shownViewController = to
    guard let to else { return }
    install(to)
    if onScreen { to.setAppearance(true, animated: false) }
  }

  /// Switches from the controller on screen to the selected one: animated by the delegate's
  /// animator when the controller is on screen.
  private func switchToSelected() {
    guard isViewLoaded, let to = selectedViewController, to !== shownViewController else { return }
    let onScreen = appearanceState == .appeared || appearanceState == .appearing
    guard let from = shownViewController, onScreen else {
      showSelectedImmediately()
      return
    }
    run(from: from, to: to, animated: true)
  }

  private func run(from: UIViewController?, to: UIViewController, animated: Bool) {
    isTransitioning = true
    to.loadViewIfNeeded()
    TabSwitchRun(self, from: from, to: to, animated: animated).run()
  }

  /// After a cancelled switch: the tab at `index` is selected again.
  func restoreSelection(_ index: Int?) {
    guard let index, tabs.indices.contains(index) else { return }
    storedSelectedIndex = index
    bar.selectedItem = tabs[index].tabBarItem
  }

  /// After a switch: tabs set while it ran are shown now.
  func switchAfterTransition() { showSelectedImmediately() }

  /// Puts `controller`'s view in the transition view at its frame.
  func install(_ controller: UIViewController) {
    let view: UIView = controller.view
    if view.superview !== transitionView { transitionView.addSubview(view) }
    view.frame = transitionView.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }
}

/// The tab bar controller's root view: lays the bar out whenever its size or safe area
/// changes.
@MainActor final class TabBarControllerView: UIView {
  weak var controller: UITabBarController?

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.layoutBar()
  }

  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    setNeedsLayout()
  }
}
