import Foundation
import SegueAnimation

/// How a presented controller covers the screen (UIKit's raw values).
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case none = -1
  case automatic = -2
}

/// The built-in animation of a presentation without a custom animator.
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical = 0
  case flipHorizontal, crossDissolve, partialCurl
}

/// UIKit's view controller: a lazily loaded view, appearance callbacks, containment and
/// presentation.
///
/// Appearance callbacks follow UIKit's state machine: disappeared → appearing (viewWillAppear)
/// → appeared (viewDidAppear) → disappearing (viewWillDisappear) → disappeared
/// (viewDidDisappear); `beginAppearanceTransition`/`endAppearanceTransition` drive it.
@preconcurrency @MainActor open class UIViewController: UIResponder, UIContentContainer, KeyValueObservingStorage {
  /// The key-value observations of this controller (nil until the first `observe`).
  nonisolated(unsafe) package var keyValueObservers: KeyValueObserverList?

  enum AppearanceState { case disappeared, appearing, appeared, disappearing }

  private var storedView: UIView?
  open var title: String? {
    willSet { willSetObservable("title") }
    didSet {
      navigationItem.title = title
      // As in UIKit, the title is the tab's title too.
      storedTabBarItem?.title = title
      didSetObservable("title")
    }
  }
  public let navigationItem = UINavigationItem()
  /// The tab bar item made on first use (`tabBarItem`'s storage).
  var storedTabBarItem: UITabBarItem?
  /// The item a tab bar controller's bar shows for this controller, made on first use with
  /// the controller's title, which it follows (docs/uikit-behaviour-2.md §16.2). Setting it
  /// replaces the item the bar shows.
  open var tabBarItem: UITabBarItem! {
    get {
      if let item = storedTabBarItem { return item }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set {
      storedTabBarItem = newValue
      (parent as? UITabBarController)?.updateTabBarItems()
    }
  }
  /// Whether a tab bar controller's bar hides while this controller is pushed on a
  /// navigation stack in one of its tabs (docs/uikit-behaviour-2.md §16.5).
  open var hidesBottomBarWhenPushed = false
  private var storedEditing = false
  var storedEditButtonItem: UIBarButtonItem?

  /// Whether the controller is in editing mode (`setEditing(_:animated:)` without animation).
  open var isEditing: Bool {
    get { storedEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves editing mode; `editButtonItem` shows "Done" while editing and "Edit"
  /// otherwise. Override it to update your views (call `super`).
  open func setEditing(_ editing: Bool, animated: Bool) {
    storedEditing = editing
    if let item = storedEditButtonItem {
      item.title = editing ? "Done" : "Edit"
      item.style = editing ? .done : .plain
    }
  }

  public private(set) weak var parent: UIViewController?
  public private(set) var children: [UIViewController] = []

  /// Presentation: the controller presented by this controller or, as in UIKit, by the
  /// nearest ancestor that presents one (a child of a navigation controller sees what the
  /// navigation controller presented on its behalf).
  public internal(set) var presentedViewController: UIViewController? {
    get { storedPresentedViewController ?? parent?.presentedViewController }
    set { storedPresentedViewController = newValue }
  }
  private var storedPresentedViewController: UIViewController?
  public internal(set) weak var presentingViewController: UIViewController?
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// The transition this controller asks for when it is pushed or presented (iOS 18): a
  /// zoom from a source view, or a modal style that replaces `modalTransitionStyle`
  /// (docs/uikit-behaviour-2.md §5.6). Nil: the usual push or `modalTransitionStyle`.
  open var preferredTransition: UIViewController.Transition?
  /// Whether the user may not dismiss this presented controller (a sheet rubber-bands
  /// instead of leaving, and its delegate hears `presentationControllerDidAttemptToDismiss`).
  open var isModalInPresentation = false
  /// Weak, as in UIKit.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// The presentation controller: while presented, the one running the presentation;
  /// before, for a style other than `.custom`, the one `present` will use, made on first
  /// access as in UIKit (so a delegate can be set first). Nil for `.custom` until presented.
  public internal(set) var presentationController: UIPresentationController? {
    get {
      if let storedPresentationController { return storedPresentationController }
      guard presentingViewController == nil, modalPresentationStyle != .custom else { return nil }
      let made: UIPresentationController
      switch modalPresentationStyle {
      case .popover: made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
      case .pageSheet, .formSheet, .automatic:
        made = UISheetPresentationController(presentedViewController: self, presenting: nil)
      default: made = SystemPresentationController(presented: self, presenting: self, removesPresenter: true)
      }
      storedPresentationController = made
      return made
    }
    set { storedPresentationController = newValue }
  }
  var storedPresentationController: UIPresentationController?

  /// The sheet presentation controller of a `.pageSheet` or `.formSheet` presentation
  /// (`.automatic` resolves to a page sheet), else nil; configure its detents before
  /// presenting (docs/uikit-behaviour-2.md §4).
  public var sheetPresentationController: UISheetPresentationController? {
    switch modalPresentationStyle {
    case .pageSheet, .formSheet, .automatic: presentationController as? UISheetPresentationController
    default: nil
    }
  }

  /// The popover presentation controller of a `.popover` presentation, else nil.
  public var popoverPresentationController: UIPopoverPresentationController? {
    modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
  }

  public internal(set) var isMovingToParent = false
  public internal(set) var isMovingFromParent = false
  public internal(set) var isBeingPresented = false
  public internal(set) var isBeingDismissed = false

  var appearanceState: AppearanceState = .disappeared
  /// The transition this controller takes part in, while it runs.
  var activeTransition: TransitionContext?

  /// `init(nibName: nil, bundle: nil)`, as NSObject's `init()` reaches it in UIKit.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// UIKit's archive initializer: a storyboard scene's controller is made with it (never
  /// `init(nibName:bundle:)`), its title, styles and navigation item decoded; its view is
  /// loaded from the scene on first access (docs/interface-builder.md, "Loading order").
  /// Any other coder: one sentence naming the fix on standard error, and nil.
  public required init?(coder: NSCoder) {
    guard let archive = coder as? InterfaceBuilderCoder else {
      ArchiveDecoding.reportUndecodable(Self.self)
      return nil
    }
    nibName = nil
    nibBundle = nil
    super.init()
    archive.decodeController(self, at: UIViewController.self)
  }

  /// UIKit's designated initializer, the one subclasses call
  /// (`super.init(nibName: nil, bundle: nil)`). The view is loaded from the nib `nibName`
  /// names, or — with a nil name — from a xib named like the class, when there is one
  /// (docs/interface-builder.md, "Xibs"); otherwise from `loadView()`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// The nib name given to `init(nibName:bundle:)`.
  open private(set) var nibName: String?
  /// The bundle given to `init(nibName:bundle:)`.
  open private(set) var nibBundle: Bundle?

  open override var next: UIResponder? { storedView?.superview }

  // MARK: View

  /// The root view, created by `loadView()` on first access, followed by `viewDidLoad()`.
  open var view: UIView! {
    get {
      if storedView == nil { loadViewIfNeeded() }
      return storedView
    }
    set {
      storedView?.owningViewController = nil
      storedView = newValue
      newValue?.owningViewController = self
      newValue?.invalidateTraits()
    }
  }

  // MARK: Traits

  /// Overrides, the reported collection and registrations (`UIViewController+Traits`).
  let traitState = TraitState()

  /// The controller's traits: its view's superview's (else its parent's, else its
  /// presenter's, else the screen's) with its own overrides; its root view inherits them.
  open var traitCollection: UITraitCollection { inheritedTraitCollection.applying(traitState.overrides) }

  /// Called after the controller's trait collection changed, before its view hears of it;
  /// deprecated in iOS 17 (use `registerForTraitChanges`), still called.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The controller's trait overrides (iOS 17): they apply to the controller, its view and
  /// everything inside it.
  open var traitOverrides: UITraitOverrides {
    get { traitState.overrides }
    set {
      traitState.overrides = newValue
      viewIfLoaded?.invalidateTraits()
    }
  }

  /// The light or dark style forced on the controller and its views (`.unspecified`:
  /// inherit).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get {
      traitState.overrides.contains(UITraitUserInterfaceStyle.self)
        ? traitState.overrides.userInterfaceStyle : .unspecified
    }
    set {
      if newValue == .unspecified {
        traitOverrides.remove(UITraitUserInterfaceStyle.self)
      } else {
        traitOverrides.userInterfaceStyle = newValue
      }
    }
  }

  /// Reports pending trait changes of the controller's view tree now (iOS 17).
  open func updateTraitsIfNeeded() { viewIfLoaded?.updateTraitsIfNeeded() }

  open var isViewLoaded: Bool { storedView != nil }
  open var viewIfLoaded: UIView? { storedView }

  open func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    if storedView == nil { view = UIView(frame: UIScreen.main.bounds) }
    storedView?.owningViewController = self
    viewDidLoad()
  }

  /// Creates the view: a storyboard scene's view, else the nib named by `nibName` (or,
  /// with no name, the class's own nib, as `nibName`'s lookup rules say), else a
  /// screen-sized `UIView`.
  open func loadView() {
    if loadsInterfaceBuilderView() { return }
    let root = UIView(frame: UIScreen.main.bounds)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = root
  }

  open func viewDidLoad() {}

  /// The app is low on memory: release what can be made again (caches, images). Called on
  /// every controller in the app's windows — presented and child controllers included — after
  /// `UIApplication.didReceiveMemoryWarningNotification`, when the host simulates a memory
  /// warning (`HeadlessHost.simulateMemoryWarning()`, the Simulator's Debug ▸ Simulate Memory
  /// Warning); Linux gives an app no such signal.
  open func didReceiveMemoryWarning() {}

  // MARK: Content container

  /// Points; the size this controller would like from its container. Setting a new value
  /// tells the parent (`preferredContentSizeDidChange(forChildContentContainer:)`), or
  /// the presentation controller of a presented controller.
  open var preferredContentSize: CGSize = .zero {
    willSet { willSetObservable("preferredContentSize") }
    didSet {
      didSetObservable("preferredContentSize")
      guard preferredContentSize != oldValue else { return }
      if let parent {
        parent.preferredContentSizeDidChange(forChildContentContainer: self)
      } else if let presentationController = storedPresentationController, presentingViewController != nil {
        presentationController.preferredContentSizeDidChange(forChildContentContainer: self)
      }
    }
  }

  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
  open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
  open func size(
    forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// Before this controller's view takes `size` (points): by default passes the call on to
  /// the children and to what this controller presents (through its presentation
  /// controller when it has one), as UIKit does. Overrides call `super`.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
    if let presented = presentedViewController {
      if let controller = presented.presentationController, controller.presentingViewController === self {
        controller.viewWillTransition(to: size, with: coordinator)
      } else {
        presented.viewWillTransition(to: size, with: coordinator)
      }
    }
  }

  // MARK: Segues and showing

  /// The storyboard this controller was made from (nil for a controller made in code).
  public internal(set) var storyboard: UIStoryboard?
  /// The scene's view, loaded by `loadView()` (storyboard controllers).
  var storyboardView: StoryboardViewSource?
  /// The scene's segues by identifier, for `performSegue(withIdentifier:sender:)`.
  var storyboardSegues: [String: StoryboardSegueTemplate] = [:]

  /// Segues registered with `registerSegue(withIdentifier:segueClass:destination:)`.
  final var registeredSegues:
    [String: (segueClass: UIStoryboardSegue.Type, destination: @MainActor () -> UIViewController)] =
      [:]

  /// Called by `performSegue(withIdentifier:sender:)` before the segue runs: set up
  /// `segue.destination` here. Does nothing by default.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether a segue triggered by a control may run. UIKit asks only for storyboard-triggered
  /// segues, never for `performSegue`; kept for code that overrides it. Default true.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// UIKit's `show(_:sender:)`: pushes `vc` onto the navigation controller this controller
  /// is in, or presents it modally when there is none.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigationController {
      navigationController.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }
  open func viewWillAppear(_ animated: Bool) {}
  /// Called once per appearance, after `viewWillAppear(_:)`, when the view is in a window
  /// and its superview has laid it out: its trait collection, size and safe-area insets are
  /// the ones it appears with (UIKit's iOS 13+ callback, Apple's `viewIsAppearing(_:)`
  /// documentation). It runs in the view's layout pass just before `viewWillLayoutSubviews`
  /// — the appearing view is marked as needing layout, so the pass comes at the next frame
  /// — or, for a view that never reached a window, just before `viewDidAppear(_:)`.
  /// docs/uikit-behaviour-2.md §28.
  open func viewIsAppearing(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  // MARK: Content unavailable (iOS 17)

  /// An empty state shown over the view's content, filling it (a
  /// `UIContentUnavailableConfiguration`, or any content configuration); nil shows none. It
  /// is put in place at the next layout pass.
  open var contentUnavailableConfiguration: (any UIContentConfiguration)? {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The view `contentUnavailableConfiguration` made, kept on top of the view's subviews.
  private var contentUnavailableView: UIView?
  private var needsContentUnavailableUpdate = true

  /// The state `updateContentUnavailableConfiguration(using:)` gets: the traits, and the
  /// navigation item's search text.
  open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
    UIContentUnavailableConfigurationState(
      traitCollection: traitCollection, searchText: navigationItem.searchController?.searchBar.text)
  }

  /// Asks for `updateContentUnavailableConfiguration(using:)` before the next layout pass.
  open func setNeedsUpdateContentUnavailableConfiguration() {
    needsContentUnavailableUpdate = true
    viewIfLoaded?.setNeedsLayout()
  }

  /// Override to set `contentUnavailableConfiguration` for `state` (the view's first layout,
  /// and after `setNeedsUpdateContentUnavailableConfiguration()`); the default does nothing.
  open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

  /// Runs a pending update, then shows, updates or removes the content-unavailable view
  /// (called before `viewWillLayoutSubviews()`).
  func layOutContentUnavailableView() {
    if needsContentUnavailableUpdate {
      needsContentUnavailableUpdate = false
      updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }
    guard let view = viewIfLoaded else { return }
    guard let configuration = contentUnavailableConfiguration else {
      contentUnavailableView?.removeFromSuperview()
      contentUnavailableView = nil
      return
    }
    if let shown = contentUnavailableView as? any UIContentView,
      type(of: shown.configuration) == type(of: configuration)
    {
      shown.configuration = configuration
    } else {
      contentUnavailableView?.removeFromSuperview()
      let made = configuration.makeContentView()
      made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(made)
      contentUnavailableView = made
    }
    if let shown = contentUnavailableView {
      if view.subviews.last !== shown { view.bringSubviewToFront(shown) }
      if shown.frame != view.bounds { shown.frame = view.bounds }
    }
  }

  // MARK: Status bar

  /// The status bar's style while this controller controls it (default `.default`: dark
  /// content in the light style, light content in the dark one). See `setNeedsStatusBarAppearanceUpdate()`.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether the status bar is hidden while this controller controls it (default false).
  open var prefersStatusBarHidden: Bool { false }
  /// How the status bar hides and shows when this controller's preference changes.
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// A child whose `preferredStatusBarStyle` is used instead of this controller's.
  open var childForStatusBarStyle: UIViewController? { nil }
  /// A child whose `prefersStatusBarHidden` is used instead of this controller's.
  open var childForStatusBarHidden: UIViewController? { nil }
  /// Whether a controller presented other than full screen takes over the status bar's
  /// appearance (a full-screen presentation always does). Default false.
  open var modalPresentationCapturesStatusBarAppearance = false

  // MARK: Orientation

  /// The orientations the controller supports: UIKit's phone default, all but upside down.
  /// The preview does not rotate, so only code that reads it sees the answer
  /// (docs/uikit-behaviour-2.md §19.2).
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
  /// `.portrait`, UIKit's answer on a phone held upright.
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
  /// True, UIKit's default.
  open var shouldAutorotate: Bool { true }
  /// Whether the home indicator may hide (kept; Segue draws no home indicator).
  open var prefersHomeIndicatorAutoHidden: Bool { false }

  /// Asks the status bar to read its controller's preferences again; inside an animation block
  /// the change animates with it (a fade of the style or of hiding), as in UIKit.
  open func setNeedsStatusBarAppearanceUpdate() {
    guard let loop = viewIfLoaded.flatMap({ FrameLoop.owning($0.layer) }) ?? FrameLoop.current else { return }
    loop.statusBar?.refresh(animated: ViewAnimationState.current != nil)
  }

  /// Kept for source compatibility (Segue draws no home indicator).
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

  // MARK: Auto Layout

  /// Called before layout when the root view needs its constraints updated; the default
  /// updates the view's (`view.updateConstraints()`). Overrides call
  /// `super.updateViewConstraints()` last.
  open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

  /// Insets added to the root view's safe area, points (a custom container's bars).
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
      view.setNeedsLayout()
      view.rootView.layer.setNeedsLayout()
    }
  }

  /// Called when the root view's safe-area insets changed.
  open func viewSafeAreaInsetsDidChange() {}

  /// Called when the root view's layout margins changed.
  open func viewLayoutMarginsDidChange() {}

  /// The smallest margins the root view gets: 16 pt leading and trailing on a phone up to
  /// 393 pt wide, 20 pt from 414 pt (Plus and Max phones), none at top and bottom
  /// (docs/uikit-behaviour-2.md §3.4).
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let width = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
    let side: CGFloat = width >= 414 ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (default true).
  open var viewRespectsSystemMinimumLayoutMargins = true

  // MARK: Appearance transitions

  /// Starts an appearance change: `viewWillAppear`/`viewWillDisappear` when the state moves,
  /// forwarded to children whose appearance the parent manages. Unbalanced calls are
  /// ignored (UIKit logs "Unbalanced calls to begin/end appearance transitions").
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (isAppearing, appearanceState) {
    case (true, .disappeared), (true, .disappearing):
      appearanceState = .appearing
      TransitionTrace.log("\(Self.traceName(self)).viewWillAppear(\(animated))")
      viewWillAppear(animated)
      pendingViewIsAppearing = animated
      viewIfLoaded?.setNeedsLayout()
    case (false, .appeared), (false, .appearing):
      pendingViewIsAppearing = nil
      appearanceState = .disappearing
      TransitionTrace.log("\(Self.traceName(self)).viewWillDisappear(\(animated))")
      viewWillDisappear(animated)
    default:
      return
    }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in childrenReceivingAppearance { child.beginAppearanceTransition(isAppearing, animated: animated) }
  }

  /// Ends an appearance change: `viewDidAppear`/`viewDidDisappear`.
  open func endAppearanceTransition() {
    switch appearanceState {
    case .appearing:
      deliverViewIsAppearing()
      appearanceState = .appeared
      TransitionTrace.log("\(Self.traceName(self)).viewDidAppear(\(isAnimatingAppearance))")
      viewDidAppear(isAnimatingAppearance)
    case .disappearing:
      appearanceState = .disappeared
      TransitionTrace.log("\(Self.traceName(self)).viewDidDisappear(\(isAnimatingAppearance))")
      viewDidDisappear(isAnimatingAppearance)
    default:
      return
    }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in childrenReceivingAppearance {
      child.isAnimatingAppearance = isAnimatingAppearance
      child.endAppearanceTransition()
    }
  }

  /// Whether the current appearance change is animated (reported to the did-callbacks).
  var isAnimatingAppearance = false
  /// Set from `viewWillAppear` until `viewIsAppearing` ran (its `animated` argument).
  private var pendingViewIsAppearing: Bool?

  /// Calls `viewIsAppearing(_:)` when an appearance is waiting for it.
  func deliverViewIsAppearing() {
    guard let animated = pendingViewIsAppearing else { return }
    pendingViewIsAppearing = nil
    TransitionTrace.log("\(Self.traceName(self)).viewIsAppearing(\(animated))")
    viewIsAppearing(animated)
  }

  /// The children that appear and disappear with this controller (all children by default;
  /// a navigation controller forwards only to the controller on screen).
  open var childrenReceivingAppearance: [UIViewController] { children }

  /// Containers forward appearance callbacks to their children (UIKit's default true).
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Appearance in one step (begin + end).
  func setAppearance(_ appearing: Bool, animated: Bool) {
    isAnimatingAppearance = animated
    beginAppearanceTransition(appearing, animated: animated)
    endAppearanceTransition()
  }

  /// Undoes a begun appearance change after a cancelled transition (§6.3): a controller
  /// that was appearing disappears again (willDisappear, didDisappear); one that was
  /// disappearing reappears (willAppear, didAppear).
  func revertAppearance(animated: Bool) {
    switch appearanceState {
    case .appearing: setAppearance(false, animated: animated)
    case .disappearing: setAppearance(true, animated: animated)
    default: break
    }
  }

  static func traceName(_ controller: UIViewController) -> String {
    controller.title.map { "\(type(of: controller))(\($0))" } ?? "\(type(of: controller))"
  }

  // MARK: Containment

  open func addChild(_ childController: UIViewController) {
    guard childController !== self else { return }
    if childController.parent !== self {
      childController.removeFromParent()
      childController.willMove(toParent: self)
      children.append(childController)
      childController.parent = self
    }
  }

  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  /// Points of `view` (a child's root view) that a bar of this container covers at its
  /// bottom edge; a tab bar controller answers with its bar (docs/uikit-behaviour-2.md §16.3).
  func barInset(coveringChildView view: UIView) -> CGFloat { 0 }

  /// The nearest navigation controller among the ancestors.
  open var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  /// The nearest tab bar controller among the ancestors.
  open var tabBarController: UITabBarController? {
    var current = parent
    while let controller = current {
      if let tabs = controller as? UITabBarController { return tabs }
      current = controller.parent
    }
    return nil
  }

  /// The transition coordinator while this controller (or an ancestor) takes part in a
  /// transition; a tab bar controller's while it switches tabs.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    var current: UIViewController? = self
    while let controller = current {
      if let context = controller.activeTransition, !context.hasCompleted { return context.coordinator }
      // A tab bar controller answers for the switch between its tabs (§16.4).
      if let tabs = controller as? UITabBarController, let context = tabs.currentTransition, !context.hasCompleted {
        return context.coordinator
      }
      current = controller.parent ?? controller.presentingViewController
    }
    return nil
  }
}
