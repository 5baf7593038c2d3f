import Foundation
import SegueAnimation

/// UIKit's navigation controller: a stack of controllers, a navigation bar, push and pop
/// transitions (docs/uikit-behaviour.md §6).
///
/// Stack changes take effect at once; the visual transition starts on the next main-queue
/// turn from the controller on screen to the new top, so several calls in one turn
/// coalesce into one animation (§6.4). A change made while a transition runs waits for it.
/// The bar is opaque: child views are laid out below it.
@preconcurrency @MainActor open class UINavigationController: UIViewController {
  /// The operation of a navigation transition.
  public enum Operation: Int, Sendable {
    case none = 0
    case push, pop
  }

  /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
  public var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  /// The stack as the navigation calls left it (what `viewControllers` reads).
  var stack: [UIViewController] = []
  open weak var delegate: (any UINavigationControllerDelegate)?
  /// The bar at the top.
  public let navigationBar = UINavigationBar()
  /// The view transitions run in (below the bar).
  let transitionView = UIView()

  /// The controller whose view is on screen (lags `topViewController` until the deferred
  /// transition ran).
  public internal(set) var visibleViewController: UIViewController?
  var needsDeferredTransition = false
  /// The stack as it was when the last transition completed (what is on screen).
  var displayedStack: [UIViewController] = []
  var deferredAnimated = false
  /// Holds the loop's touches off from an animated stack change until its transition
  /// starts (docs/uikit-behaviour.md §5.4).
  var requestHold: TransitionRequestHold?
  var isTransitioning = false
  var currentTransition: TransitionContext?
  /// Set while the built-in edge swipe drives a pop.
  var interactivePopDriver: UIPercentDrivenInteractiveTransition?
  /// The built-in edge-swipe pop (UIKit's `interactivePopGestureRecognizer`).
  public internal(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
  /// iOS 26's full-width back swipe: a rightward pan anywhere in the content pops
  /// interactively, yielding to the edge swipe, to horizontal scroll views and to other pan
  /// recognizers under the finger (docs/uikit-behaviour-2.md §6). Disable it with `isEnabled`
  /// or veto it in its delegate's `gestureRecognizerShouldBegin`.
  public internal(set) var interactiveContentPopGestureRecognizer: UIGestureRecognizer?
  /// Decides whether the edge swipe may begin, and tracks its samples.
  var edgeSwipePop: EdgeSwipePop?
  /// The toolbar at the bottom, shown by `setToolbarHidden(false, animated:)`
  /// (docs/uikit-behaviour-2.md §18.5).
  public var toolbar: UIToolbar! { bottomToolbar }
  let bottomToolbar = UIToolbar()
  var toolbarHiddenState = true
  /// Watches the top controller's content scroll view, which collapses the bar's rows
  /// (docs/uikit-behaviour-2.md §18.2).
  var contentScrollObservation: NSKeyValueObservation?
  weak var observedScrollView: UIScrollView?
  /// The search controller whose dimming and results are shown over the content.
  var shownSearchController: UISearchController?

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// UIKit's archive initializer (`UIViewController.init?(coder:)`): the root comes from
  /// the document's `rootViewController` relationship.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    (coder as? InterfaceBuilderCoder)?.decodeController(self, at: UINavigationController.self)
  }

  open var topViewController: UIViewController? { viewControllers.last }
  /// The top controller decides whether the status bar is hidden (as in UIKit; its style
  /// follows the bar, `.default`, unless a subclass names a child).
  open override var childForStatusBarHidden: UIViewController? { topViewController }

  open override var childrenReceivingAppearance: [UIViewController] {
    visibleViewController.map { [$0] } ?? []
  }

  open override func loadView() {
    let root = NavigationRootView(frame: UIScreen.main.bounds)
    root.navigation = self
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // Clear, as UIKit's is: where a custom transition uncovers the screen (a page rotating
    // away) the window's black shows, which is why iOS code sets
    // `navigationController.view.backgroundColor` when it wants otherwise.
    root.backgroundColor = nil
    transitionView.frame = root.bounds
    transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    transitionView.clipsToBounds = true
    root.addSubview(transitionView)
    navigationBar.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: UINavigationBar.height)
    navigationBar.autoresizingMask = [.flexibleWidth]
    navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
    navigationBar.onRowsChange = { [weak self] in self?.barItemsDidChange() }
    root.addSubview(navigationBar)
    bottomToolbar.isHidden = toolbarHiddenState
    root.addSubview(bottomToolbar)
    view = root
    layoutTransitionView()
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    installInteractivePopGesture()
    scheduleDeferredTransition(animated: false)
    startDeferredTransitionIfNeeded()
  }

  /// Places the transition view between the bar's inline row and the toolbar: a child's view
  /// starts under the inline row (the large-title and search rows cover its top, which its
  /// safe area leaves clear) and ends above a shown toolbar.
  func layoutTransitionView() {
    guard let root = viewIfLoaded else { return }
    let top = navigationBar.isHidden ? 0 : navigationBar.frame.minY + UINavigationBar.height
    let bottom = toolbarHiddenState ? root.bounds.height : bottomToolbar.frame.minY
    transitionView.frame = CGRect(x: 0, y: top, width: root.bounds.width, height: max(bottom - top, 0))
  }

  /// Frame of a child's view inside the transition view.
  var childFrame: CGRect { transitionView.bounds }

  // MARK: Stack operations

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !viewControllers.contains(where: { $0 === viewController }), viewController.parent == nil else {
      TransitionTrace.warn(
        "Pushing \(type(of: viewController)) that is already in a navigation stack is not supported; ignored.")
      return
    }
    TransitionTrace.log("pushViewController(\(Self.traceName(viewController)), animated: \(animated))")
    addChild(viewController)
    stack.append(viewController)
    scheduleDeferredTransition(animated: animated)
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.popLast() else { return nil }
    TransitionTrace.log("popViewController(animated: \(animated)) → \(Self.traceName(top))")
    scheduleDeferredTransition(animated: animated)
    return top
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = viewControllers.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }), index < viewControllers.count - 1
    else { return nil }
    let popped = Array(viewControllers[(index + 1)...])
    stack.removeSubrange((index + 1)...)
    scheduleDeferredTransition(animated: animated)
    return popped
  }

  open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
    var unique: [UIViewController] = []
    for controller in controllers where !unique.contains(where: { $0 === controller }) { unique.append(controller) }
    for controller in unique where controller.parent !== self { addChild(controller) }
    stack = unique
    scheduleDeferredTransition(animated: animated)
  }

  func scheduleDeferredTransition(animated: Bool) {
    deferredAnimated = animated
    if animated, requestHold == nil, let layer = viewIfLoaded?.layer, viewIfLoaded?.window != nil {
      requestHold = TransitionRequestHold(showing: layer)
    }
    guard !needsDeferredTransition else { return }
    needsDeferredTransition = true
    guard isViewLoaded else { return }
    MainQueueTurn.enqueue(for: viewIfLoaded?.layer) { [weak self] in self?.startDeferredTransitionIfNeeded() }
  }
}

/// UIKit's navigation delegate (§4.5).
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: AnyObject {
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
