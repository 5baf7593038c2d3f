import Foundation
import SegueInterfaceBuilder

/// UIKit's page view controller: one page (two facing pages with a middle spine) at a time,
/// turned by a swipe (`.scroll`, on Segue's own paging scroll view) or by curling the page
/// over (`.pageCurl`). The data source supplies neighbours as they are needed; the delegate
/// hears gesture-driven transitions. Behaviour, numbers and sources:
/// docs/uikit-behaviour-2.md §17.
@preconcurrency @MainActor open class UIPageViewController: UIViewController {
  /// How pages change (UIKit's raw values).
  public enum TransitionStyle: Int, Sendable {
    case pageCurl = 0
    case scroll = 1
  }

  /// The axis pages follow each other on.
  public enum NavigationOrientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  /// Where the spine (the pages' binding) is: `.min` left or top, `.max` right or bottom,
  /// `.mid` between two facing pages; scroll-style controllers have `.none`.
  public enum SpineLocation: Int, Sendable {
    case none = 0
    case min = 1
    case mid = 2
    case max = 3
  }

  /// Which way `setViewControllers` turns.
  public enum NavigationDirection: Int, Sendable {
    case forward = 0
    case reverse = 1
  }

  /// The keys of `init(transitionStyle:navigationOrientation:options:)`'s options.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A `SpineLocation` (or its raw value as a number); page-curl only.
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// Points between pages (a number); scroll style only.
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  open weak var delegate: (any UIPageViewControllerDelegate)?
  open weak var dataSource: (any UIPageViewControllerDataSource)? {
    didSet { pageCache.forgetNeighbours() }
  }

  public private(set) var transitionStyle: TransitionStyle
  public private(set) var navigationOrientation: NavigationOrientation
  /// `.min` by default for page curl, `.none` for scroll (docs/uikit-behaviour-2.md §17.1).
  public private(set) var spineLocation: SpineLocation
  /// Points between scroll-style pages (0 by default).
  public private(set) var interPageSpacing: CGFloat

  /// Whether a page has content on its back (page curl). Must be true with a middle spine.
  open var isDoubleSided = false

  /// The page-curl controller's pan and tap recognizers (UIKit's; empty for scroll style),
  /// so that an app can add them to another view or make its own wait for them.
  open var gestureRecognizers: [UIGestureRecognizer] {
    guard transitionStyle == .pageCurl else { return [] }
    return [curlPan, curlTap]
  }

  /// The pages on screen: one, or two facing pages with a middle spine.
  open var viewControllers: [UIViewController]? {
    pageCache.current.isEmpty ? nil : pageCache.current
  }

  /// The current pages and the neighbours the data source gave for them.
  let pageCache = PageCache()
  /// The scroll style's paging scroll view.
  var pageScrollView: PageScrollView?
  /// The page indicator a data source with a presentation count gets.
  var pageControl: UIPageControl?
  /// The running scroll-style transition, if any.
  var scrollTransition: PageScrollTransition?
  /// The running curl, if any.
  var curl: PageCurlSession?
  lazy var curlPan: UIPanGestureRecognizer = makeCurlPan()
  lazy var curlTap: UITapGestureRecognizer = makeCurlTap()
  lazy var scrollCoordinator = PageScrollCoordinator(owner: self)

  /// - Parameters:
  ///   - style: `.scroll` or `.pageCurl`.
  ///   - navigationOrientation: the axis pages follow each other on.
  ///   - options: `.spineLocation` and `.interPageSpacing` (points).
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    interPageSpacing = style == .scroll ? Self.number(options?[.interPageSpacing]).map { max($0, 0) } ?? 0 : 0
    spineLocation = Self.spine(style: style, option: options?[.spineLocation])
    super.init(nibName: nil, bundle: nil)
    isDoubleSided = spineLocation == .mid
  }

  /// UIKit's archive initializer: a storyboard's page view controller scene, with its
  /// `transitionStyle`, `navigationOrientation`, `spineLocation` and `pageSpacing`
  /// attributes (a scene without them is a horizontal page curl, as in Interface Builder).
  public required init?(coder: NSCoder) {
    let attributes = (coder as? InterfaceBuilderCoder)?.object.attributes ?? [:]
    let style: TransitionStyle = attributes["transitionStyle"] == "scroll" ? .scroll : .pageCurl
    transitionStyle = style
    navigationOrientation = attributes["navigationOrientation"] == "vertical" ? .vertical : .horizontal
    interPageSpacing = style == .scroll ? attributes["pageSpacing"].flatMap(Double.init).map { CGFloat($0) } ?? 0 : 0
    let spineNames: [String: SpineLocation] = ["min": .min, "mid": .mid, "max": .max, "none": .none]
    spineLocation = Self.spine(style: style, option: attributes["spineLocation"].flatMap { spineNames[$0] })
    super.init(coder: coder)
    isDoubleSided = attributes["doubleSided"] == "YES" || spineLocation == .mid
    (coder as? InterfaceBuilderCoder)?.decodeController(self, at: UIPageViewController.self)
  }

  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: return value
    case let value as Double: return CGFloat(value)
    case let value as Int: return CGFloat(value)
    case let value as Float: return CGFloat(value)
    case let value as NSNumber: return CGFloat(value.doubleValue)
    default: return nil
    }
  }

  private static func spine(style: TransitionStyle, option: Any?) -> SpineLocation {
    guard style == .pageCurl else { return .none }
    if let location = option as? SpineLocation { return location == .none ? .min : location }
    if let raw = number(option), let location = SpineLocation(rawValue: Int(raw)), location != .none {
      return location
    }
    return .min
  }

  // MARK: View

  open override func loadView() {
    let container = PageContainerView(frame: UIScreen.main.bounds)
    container.owner = self
    view = container
    switch transitionStyle {
    case .scroll:
      let scrollView = PageScrollView(frame: container.bounds)
      scrollView.axis = navigationOrientation
      scrollView.delegate = scrollCoordinator
      container.addSubview(scrollView)
      pageScrollView = scrollView
    case .pageCurl:
      container.addGestureRecognizer(curlPan)
      container.addGestureRecognizer(curlTap)
    }
    for page in pageCache.current where page.parent === self { installPageView(page) }
  }

  /// The pages on screen receive the controller's own appearance callbacks.
  open override var childrenReceivingAppearance: [UIViewController] { pageCache.current }

  /// Lays out the pages and the page control in the container's bounds (points).
  func layoutPages() {
    guard let view = viewIfLoaded else { return }
    let bounds = view.bounds
    var pageArea = bounds
    if let pageControl, !pageControl.isHidden {
      let bottom = bounds.maxY - view.safeAreaInsets.bottom
      pageControl.frame = CGRect(
        x: bounds.minX, y: bottom - UIPageControl.height, width: bounds.width, height: UIPageControl.height)
      pageArea.size.height = max(pageControl.frame.minY - bounds.minY, 0)
    }
    switch transitionStyle {
    case .scroll: layoutScrollPages(in: pageArea)
    case .pageCurl: layoutCurlPages(in: pageArea)
    }
  }

  /// Adds `page`'s view where the current style keeps pages.
  func installPageView(_ page: UIViewController) {
    guard isViewLoaded else { return }
    switch transitionStyle {
    case .scroll: pageScrollView?.addSubview(page.view)
    case .pageCurl: view.insertSubview(page.view, at: 0)
    }
    layoutPages()
  }

  // MARK: Setting pages

  /// Shows `viewControllers` (one page; two with a middle spine, or with a double-sided
  /// page curl), turning in `direction` when `animated` (the scroll style slides over
  /// 0.3 s, the page curl turns over 0.5 s). The delegate hears nothing; `completion`
  /// gets true when the pages are shown (at once without animation). A count that doesn't
  /// fit the spine is reported in one sentence and changes nothing
  /// (docs/uikit-behaviour-2.md §17.2).
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let pages = viewControllers ?? []
    if let problem = pageCountProblem(pages.count) {
      FileHandle.standardError.write(Data("segue: \(problem)\n".utf8))
      return
    }
    finishRunningTransitions()
    let old = pageCache.current
    if animated, isViewLoaded, view.window != nil, !old.isEmpty,
      old.map(ObjectIdentifier.init) != pages.map(ObjectIdentifier.init)
    {
      switch transitionStyle {
      case .scroll: animateScroll(to: pages, direction: direction, completion: completion)
      case .pageCurl: animateCurl(to: pages, direction: direction, completion: completion)
      }
      refreshPageControl()
      return
    }
    replacePages(old: old, new: pages)
    refreshPageControl()
    completion?(true)
  }

  /// Why `count` pages cannot be shown with this spine, or nil.
  private func pageCountProblem(_ count: Int) -> String? {
    let needed: Int
    switch (transitionStyle, spineLocation, isDoubleSided) {
    case (.scroll, _, _): needed = 1
    case (.pageCurl, .mid, _): needed = 2
    case (.pageCurl, _, true): needed = 2
    default: needed = 1
    }
    guard count != needed else { return nil }
    if transitionStyle == .pageCurl, spineLocation == .mid, !isDoubleSided {
      return
        "UIPageViewController: a middle spine needs isDoubleSided = true and two view controllers; set isDoubleSided before setViewControllers."
    }
    return
      "UIPageViewController.setViewControllers got \(count) view controllers but this \(transitionStyle == .scroll ? "scroll" : "page-curl") controller shows \(needed) at a time; pass \(needed)."
  }

  /// Swaps the pages without animation: the old ones leave (disappearing if on screen), the
  /// new ones become children and appear.
  func replacePages(old: [UIViewController], new pages: [UIViewController]) {
    let onScreen = isOnScreen
    let kept = Set(pages.map(ObjectIdentifier.init))
    let leaving = old.filter { !kept.contains(ObjectIdentifier($0)) }
    let arriving = pages.filter { page in !old.contains { $0 === page } }
    if onScreen { for page in leaving { page.beginAppearanceTransition(false, animated: false) } }
    for page in arriving {
      addChild(page)
      page.isAnimatingAppearance = false
    }
    pageCache.setCurrent(pages)
    for page in arriving { installPageView(page) }
    for page in leaving { removePage(page) }
    if onScreen {
      for page in arriving { page.beginAppearanceTransition(true, animated: false) }
      for page in leaving {
        page.isAnimatingAppearance = false
        page.endAppearanceTransition()
      }
      for page in arriving { page.endAppearanceTransition() }
    }
    for page in arriving { page.didMove(toParent: self) }
    layoutPages()
  }

  /// Takes `page` out: its view leaves and it stops being a child.
  func removePage(_ page: UIViewController) {
    guard page.parent === self else { return }
    page.willMove(toParent: nil)
    if page.isViewLoaded, page.view.superview != nil { page.view.removeFromSuperview() }
    page.removeFromParent()
  }

  /// Whether the controller's view is in a window and has appeared.
  var isOnScreen: Bool {
    (appearanceState == .appeared || appearanceState == .appearing) && viewIfLoaded?.window != nil
  }

  /// Ends a running transition at once (its end state), before new pages are set.
  private func finishRunningTransitions() {
    if scrollTransition != nil { finishScrollTransitionNow() }
    if curl != nil { finishCurlNow() }
  }

  // MARK: Page control

  /// Asks the data source for the page indicator's count and index (after
  /// `setViewControllers` only, as UIKit does) and shows a page control for a positive count
  /// in a horizontal scroll-style controller (docs/uikit-behaviour-2.md §17.4).
  func refreshPageControl() {
    guard transitionStyle == .scroll, navigationOrientation == .horizontal, let dataSource else { return }
    let count = dataSource.presentationCount(for: self)
    guard count > 0 else {
      pageControl?.isHidden = true
      layoutPages()
      return
    }
    let index = dataSource.presentationIndex(for: self)
    let control = pageControl ?? makePageControl()
    control.isHidden = false
    control.numberOfPages = count
    control.currentPage = index
    layoutPages()
  }

  private func makePageControl() -> UIPageControl {
    let control = UIPageControl()
    control.isUserInteractionEnabled = false
    pageControl = control
    loadViewIfNeeded()
    view.addSubview(control)
    return control
  }

  /// Moves the indicator one dot after a swipe (UIKit asks the data source nothing then).
  func stepPageControl(_ direction: NavigationDirection) {
    guard let pageControl, !pageControl.isHidden else { return }
    pageControl.currentPage += direction == .forward ? 1 : -1
  }
}

/// A page view controller's root view: lays its pages out when its bounds change.
final class PageContainerView: UIView {
  weak var owner: UIPageViewController?

  override func layoutSubviews() {
    super.layoutSubviews()
    owner?.layoutPages()
  }
}
