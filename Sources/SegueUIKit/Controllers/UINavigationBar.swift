import Foundation
import SegueAnimation

/// The navigation bar: the top item's title, centred, and a back button — a chevron and
/// the previous item's title — that pops. During a transition the titles cross-fade
/// alongside it (scrubbed with interactive pops, restored when cancelled); during UIKit's
/// own push and pop they also slide, as UIKit's bar does: on a push the new title comes in
/// from the right while the old one moves left towards the back button, and the new back
/// title comes from where the old title was; a pop mirrors it. (With a custom animator
/// UIKit's bar only cross-fades, and so does this one.)
///
/// Below the 44-point inline row the bar may show a large-title row and a search row
/// (`prefersLargeTitles`, `UINavigationItem.searchController`), 52 points each, which the
/// navigation controller collapses as the content scrolls (docs/uikit-behaviour-2.md §18).
@preconcurrency @MainActor open class UINavigationBar: UIView {
  /// Height in points: a 47 pt status-bar area plus the 44 pt bar (the inline row's bottom;
  /// a large title or a search bar adds rows below it, docs/uikit-behaviour-2.md §18.1).
  public static let height: CGFloat = 91
  static let barHeight: CGFloat = 44
  /// Where the inline row starts (points from the bar's top): below the status bar.
  static let inlineTop: CGFloat = height - barHeight

  /// Whether titles may show large, in a 52-point row below the inline row, 34 pt bold at the
  /// leading margin (docs/uikit-behaviour-2.md §18.1); each item's `largeTitleDisplayMode`
  /// decides for its screen.
  public var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { topItemDidChange() } } }
  /// The large title's attributes: `.font` and `.foregroundColor` are honoured.
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { topItemDidChange() } }
  /// The inline title's attributes: `.font` and `.foregroundColor` are honoured.
  public var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { topItemDidChange() } }

  // MARK: Appearance (docs/uikit-behaviour-2.md §29)

  /// The bar's appearance away from a scroll edge; a copy of what is assigned. A top item's
  /// own `standardAppearance` wins over it.
  public var standardAppearance: UINavigationBarAppearance {
    get { storedStandardAppearance }
    set {
      storedStandardAppearance = Self.copied(newValue)
      appearancesWereSet = true
      topItemDidChange()
    }
  }
  /// The appearance in a compact-height bar (kept: Segue's phone is upright).
  public var compactAppearance: UINavigationBarAppearance? {
    didSet { compactAppearance = compactAppearance.map(Self.copied) }
  }
  /// The appearance while the content is at its top under a large title; nil: the standard
  /// appearance with a transparent background and no shadow, as since iOS 15. A copy of what
  /// is assigned; a top item's own wins over it.
  public var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { storedScrollEdgeAppearance }
    set {
      storedScrollEdgeAppearance = newValue.map(Self.copied)
      appearancesWereSet = true
      topItemDidChange()
    }
  }
  /// The scroll-edge appearance in a compact-height bar (kept).
  public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance.map(Self.copied) }
  }
  /// The bar's colour before appearances existed (used while no appearance was assigned).
  public var barTintColor: UIColor? { didSet { topItemDidChange() } }
  /// Whether the bar lets the content show through (kept: in Segue the content of a
  /// navigation controller starts below the bar).
  public var isTranslucent = true
  /// The bar's style (kept; colours follow the interface style).
  public var barStyle: UIBarStyle = .default
  /// The line under the bar before appearances existed: an empty `UIImage()` hides it.
  public var shadowImage: UIImage? { didSet { topItemDidChange() } }
  /// Background images by bar metrics, set with `setBackgroundImage(_:for:)`.
  private var backgroundImages: [UIBarMetrics: UIImage] = [:]
  private var storedStandardAppearance = UINavigationBarAppearance()
  private var storedScrollEdgeAppearance: UINavigationBarAppearance?
  /// Whether code assigned an appearance to the bar (then the legacy properties stand aside).
  private(set) var appearancesWereSet = false

  /// Sets the background image for `barMetrics`; an empty `UIImage()` for `.default` makes
  /// the bar transparent, the usual way to hide it before appearances existed.
  public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    backgroundImages[barMetrics] = backgroundImage
    topItemDidChange()
  }

  /// The background image set for `barMetrics`.
  public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }

  private static func copied(_ appearance: UINavigationBarAppearance) -> UINavigationBarAppearance {
    appearance.copy() as? UINavigationBarAppearance ?? appearance
  }

  /// The rows below the inline row as shown now (set by the navigation controller).
  var rows = NavigationBarRows.none {
    didSet { if rows != oldValue { setNeedsLayout() } }
  }
  /// Whether the top item's search is active: the inline row makes way and the search row
  /// sits under the status bar (docs/uikit-behaviour-2.md §18.4).
  var searchIsActive = false {
    didSet { if searchIsActive != oldValue { setNeedsLayout() } }
  }
  /// Whether the content is at its top, where the hairline is not drawn (iOS's scroll-edge
  /// appearance for large titles).
  var isAtScrollEdge = false {
    didSet { if isAtScrollEdge != oldValue { setNeedsLayout() } }
  }
  /// Told when an item change may change the bar's rows (set by the navigation controller).
  var onRowsChange: (() -> Void)?
  /// Clips the large titles to the large-title row.
  let largeTitleRow = UIView()
  /// The hairline under the bar.
  var hairlineView: UIView { hairline }
  /// The inline title as shown.
  var inlineTitle: UILabel { titleLabel }
  /// The back button as shown.
  var backButton: UIView { backControl }
  /// The top item's bar button items and title view as shown.
  var shownItemViews: [UIView] { itemViews.all }

  /// The items, bottom to top.
  public private(set) var items: [UINavigationItem] = []
  public var topItem: UINavigationItem? { items.last }
  public var backItem: UINavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

  var onBack: (() -> Void)?
  private var titleLabel = UILabel()
  private var backControl = NavigationBackControl()
  /// The top item's bar button items and title view, as shown.
  private var itemViews = ItemViews()
  private let hairline = UIView()
  private var outgoing: (title: UILabel, back: NavigationBackControl, items: ItemViews)?

  /// The views a navigation item's bar button items and title view are shown with.
  private struct ItemViews {
    var leading: [UIView] = []
    var trailing: [UIView] = []
    var titleView: UIView?
    /// The large title (in `largeTitleRow`), when the item shows one.
    var largeTitle: UILabel?
    /// The item's search controller's search bar.
    var searchBar: UISearchBar?
    var all: [UIView] { leading + trailing + (titleView.map { [$0] } ?? []) }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .navigationBarBackground
    hairline.backgroundColor = .separator
    largeTitleRow.clipsToBounds = true
    largeTitleRow.isUserInteractionEnabled = false
    addSubview(largeTitleRow)
    addSubview(hairline)
    install(titleLabel, backControl)
  }

  private func install(_ title: UILabel, _ back: NavigationBackControl) {
    applyTitleAttributes(to: title)
    title.textAlignment = .center
    addSubview(title)
    back.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
    addSubview(back)
    layout(title, back)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
    layoutRows()
    layout(titleLabel, backControl, itemViews)
    if let outgoing { layout(outgoing.title, outgoing.back, outgoing.items) }
    if outgoing == nil { applyRowAlphas() }
  }

  private func layout(_ title: UILabel, _ back: NavigationBackControl, _ items: ItemViews) {
    layout(title, back)
    let barTop = Self.inlineTop
    let midY = barTop + Self.barHeight / 2
    // Leading items start after a shown back button; right to left the sides swap.
    let leadingStart = back.isHidden ? BarItemLayout.edgeMargin : back.frame.width
    if isRightToLeft {
      BarItemLayout.place(
        items.leading, from: bounds.width - leadingStart, direction: -1, midY: midY, height: Self.barHeight)
      BarItemLayout.place(
        items.trailing, from: BarItemLayout.edgeMargin, direction: 1, midY: midY, height: Self.barHeight)
    } else {
      BarItemLayout.place(items.leading, from: leadingStart, direction: 1, midY: midY, height: Self.barHeight)
      BarItemLayout.place(
        items.trailing, from: bounds.width - BarItemLayout.edgeMargin, direction: -1, midY: midY,
        height: Self.barHeight)
    }
    if let titleView = items.titleView {
      let size = BarItemLayout.size(of: titleView, height: Self.barHeight)
      UIView.performWithoutAnimation {
        titleView.bounds = CGRect(origin: .zero, size: size)
        titleView.center = CGPoint(x: bounds.width / 2, y: midY)
      }
    }
  }

  private func layout(_ title: UILabel, _ back: NavigationBackControl) {
    let barTop = Self.inlineTop
    // Bounds and centre, not frame: a title may be mid-slide (translated).
    let titleWidth = max(bounds.width - 180, 0)
    title.bounds = CGRect(x: 0, y: 0, width: titleWidth, height: Self.barHeight)
    title.center = CGPoint(x: 90 + titleWidth / 2, y: barTop + Self.barHeight / 2)
    // The back button takes the room the centred title leaves on its left (less an 8 pt
    // gap), and its title shows there in full, as "Back", or not at all — UIKit's rule.
    let titleText = min(title.sizeThatFits(.zero).width, titleWidth)
    let room = max((bounds.width - titleText) / 2 - 8, 44)
    // Right to left the back button sits at the right (docs/uikit-behaviour-2.md §10.1).
    back.frame = CGRect(x: isRightToLeft ? bounds.width - room : 0, y: barTop, width: room, height: Self.barHeight)
    back.title = back.fullTitle.flatMap {
      NavigationBackControl.fittingTitle($0, width: room - NavigationBackControl.titleInset)
    }
  }

  /// The back button's frame in the bar (points): the room left of the title.
  var backButtonFrame: CGRect { backControl.frame }

  /// The back button's title as shown (nil when there is no back button or no room).
  var displayedBackTitle: String? { backControl.isHidden ? nil : backControl.title }

  /// How far a title that is not becoming the back title slides during UIKit's push and pop
  /// (points): from the bar's centre most of the way to its edge.
  var titleSlideDistance: CGFloat { max(bounds.width / 2 - 60, 0) }

  /// Points from the back title's text to where `text` starts when centred as the title:
  /// the way a title travels to become the back title (and back).
  func backToTitleOffset(_ text: String?) -> CGFloat {
    let probe = UILabel()
    probe.font = .systemFont(ofSize: 17, weight: .semibold)
    probe.text = text
    let titleWidth = max(bounds.width - 180, 0)
    let width = min(probe.sizeThatFits(.zero).width, titleWidth)
    return 90 + (titleWidth - width) / 2 - NavigationBackControl.titleInset
  }

  /// Shows `items` without animation.
  public func setItems(_ items: [UINavigationItem], animated: Bool) {
    for item in self.items { item.onChange = nil }
    self.items = items
    for view in itemViews.all { view.removeFromSuperview() }
    itemViews.largeTitle?.removeFromSuperview()
    if itemViews.searchBar?.superview === self { itemViews.searchBar?.removeFromSuperview() }
    itemViews = apply(items, title: titleLabel, back: backControl)
    items.last?.onChange = { [weak self] in self?.topItemDidChange() }
    setNeedsLayout()
  }

  /// The inline title's font and colour from the bar's and the appearance's attributes.
  private func applyTitleAttributes(to title: UILabel) {
    let attributes = resolvedTitleTextAttributes
    title.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
    title.textColor = attributes[.foregroundColor] as? UIColor ?? .label
  }

  /// The top item's title, items or back button changed while shown: drawn again at once.
  func topItemDidChange() {
    guard outgoing == nil else { return }
    setItems(items, animated: false)
    onRowsChange?()
  }

  /// Shows `items`' top item with `title` and `back`, and makes its item views.
  private func apply(_ items: [UINavigationItem], title: UILabel, back: NavigationBackControl) -> ItemViews {
    let top = items.last
    var views = ItemViews(
      leading: (top?.leftBarButtonItems ?? []).compactMap(BarItemLayout.view(for:)),
      trailing: (top?.rightBarButtonItems ?? []).compactMap(BarItemLayout.view(for:)),
      titleView: top?.titleView)
    for view in views.all { addSubview(view) }
    for item in (top?.leftBarButtonItems ?? []) + (top?.rightBarButtonItems ?? []) {
      item.onChange = { [weak self] in self?.topItemDidChange() }
    }
    views.largeTitle = showsLargeTitle(items) ? makeLargeTitle(top?.title) : nil
    views.searchBar = top?.searchController?.searchBar
    if let searchBar = views.searchBar {
      searchBar.isInNavigationBar = true
      addSubview(searchBar)
    }
    title.text = top?.title
    applyTitleAttributes(to: title)
    let appearance = appearanceInUse
    for case let control as BarButtonItemControl in views.all {
      control.appearance = appearance.itemAppearance(for: control.item.style)
    }
    title.isHidden = views.titleView != nil
    let previous = items.count > 1 ? items[items.count - 2] : nil
    back.fullTitle = previous?.backTitle
    let replacedByLeftItems = !views.leading.isEmpty && top?.leftItemsSupplementBackButton != true
    back.isHidden = previous == nil || top?.hidesBackButton == true || replacedByLeftItems
    layout(title, back, views)
    return views
  }

  /// Starts showing `items` alongside a transition.
  ///
  /// - Parameter slides: whether titles slide as well as fade (UIKit's own push and pop).
  func beginTransition(
    to items: [UINavigationItem], operation: UINavigationController.Operation, animated: Bool,
    slides: Bool, coordinator: TransitionCoordinator
  ) {
    guard animated else {
      setItems(items, animated: false)
      return
    }
    let newTitle = UILabel()
    let newBack = NavigationBackControl()
    install(newTitle, newBack)
    let newItems = apply(items, title: newTitle, back: newBack)
    // Push: the new title comes in from the right; the old title moves onto the back
    // button, where the new back title (the same words) fades in over it in step; the old
    // back title drifts left. Pop: the mirror image.
    // Right to left the same motion, mirrored.
    let pop = operation == .pop
    let sign: CGFloat = isRightToLeft ? -1 : 1
    let distance = slides ? sign * titleSlideDistance : 0
    let morph = slides ? sign * backToTitleOffset(pop ? items.last?.title : titleLabel.text) : 0
    let oldTitleEnd = pop ? distance : -morph
    let oldBackEnd = pop ? morph : -distance / 2
    let oldSearch = itemViews.searchBar
    let newSearch = newItems.searchBar
    let newTitleAlpha = inlineTitleAlpha(large: newItems.largeTitle != nil, rows: restRows(for: items))
    UIView.performWithoutAnimation {
      newTitle.alpha = 0
      newBack.alpha = 0
      for view in newItems.all { view.alpha = 0 }
      newTitle.transform = CGAffineTransform(translationX: pop ? -morph : distance, y: 0)
      newBack.labelTransform = CGAffineTransform(translationX: pop ? -distance / 2 : morph, y: 0)
      newItems.largeTitle?.alpha = 0
      newItems.largeTitle?.transform = CGAffineTransform(translationX: pop ? -distance : distance, y: 0)
      if newSearch !== oldSearch { newSearch?.alpha = 0 }
    }
    outgoing = (titleLabel, backControl, itemViews)
    let oldTitle = titleLabel
    let oldBack = backControl
    let oldItems = itemViews
    titleLabel = newTitle
    backControl = newBack
    itemViews = newItems
    for item in self.items { item.onChange = nil }
    self.items = items
    coordinator.animate(alongsideTransition: { _ in
      oldTitle.alpha = 0
      oldBack.alpha = 0
      for view in oldItems.all { view.alpha = 0 }
      for view in newItems.all { view.alpha = 1 }
      newTitle.alpha = newTitleAlpha
      newBack.alpha = 1
      oldItems.largeTitle?.alpha = 0
      oldItems.largeTitle?.transform = CGAffineTransform(translationX: pop ? distance : -distance, y: 0)
      newItems.largeTitle?.alpha = 1
      newItems.largeTitle?.transform = .identity
      if newSearch !== oldSearch {
        oldSearch?.alpha = 0
        newSearch?.alpha = 1
      }
      oldTitle.transform = CGAffineTransform(translationX: oldTitleEnd, y: 0)
      oldBack.labelTransform = CGAffineTransform(translationX: oldBackEnd, y: 0)
      newTitle.transform = .identity
      newBack.labelTransform = .identity
    })
  }

  func endTransition(completed: Bool, items: [UINavigationItem]) {
    guard let outgoing else {
      setItems(items, animated: false)
      return
    }
    self.outgoing = nil
    if completed {
      outgoing.title.removeFromSuperview()
      outgoing.back.removeFromSuperview()
      for view in outgoing.items.all where view.superview === self && !itemViews.all.contains(view) {
        view.removeFromSuperview()
      }
      outgoing.items.largeTitle?.removeFromSuperview()
      if let old = outgoing.items.searchBar, old !== itemViews.searchBar, old.superview === self {
        old.removeFromSuperview()
      }
    } else {
      titleLabel.removeFromSuperview()
      backControl.removeFromSuperview()
      for view in itemViews.all where !outgoing.items.all.contains(view) { view.removeFromSuperview() }
      itemViews.largeTitle?.removeFromSuperview()
      if let new = itemViews.searchBar, new !== outgoing.items.searchBar, new.superview === self {
        new.removeFromSuperview()
      }
      titleLabel = outgoing.title
      backControl = outgoing.back
      itemViews = outgoing.items
      UIView.performWithoutAnimation {
        titleLabel.alpha = 1
        backControl.alpha = 1
        for view in itemViews.all { view.alpha = 1 }
        titleLabel.transform = .identity
        backControl.labelTransform = .identity
      }
    }
    setItems(items, animated: false)
  }

  /// UIKit's archive initializer; there are no archives in Segue (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    ArchiveDecoding.reportUndecodable(Self.self)
    return nil
  }
}

/// The back button: a chevron drawn with two rounded bars, and the previous title.
@MainActor final class NavigationBackControl: UIControl {
  private let label = UILabel()
  private let upper = UIView()
  private let lower = UIView()

  /// The title as shown.
  var title: String? {
    didSet { label.text = title }
  }
  /// The previous item's back title as given; the bar shows it, "Back" or nothing,
  /// depending on the room (`fittingTitle(_:width:)`).
  var fullTitle: String?

  /// The title's transform (the chevron stays put while the title slides).
  var labelTransform: CGAffineTransform {
    get { label.transform }
    set { label.transform = newValue }
  }

  /// Where the title starts, points from the button's left edge (after the chevron).
  static let titleInset: CGFloat = 26

  /// What a back button with `width` points beside its chevron shows for `title`: the title
  /// when it fits, else "Back" when that fits, else nothing (the chevron alone) — UIKit's
  /// bar never truncates a back title.
  static func fittingTitle(_ title: String, width: CGFloat) -> String? {
    let probe = UILabel()
    probe.font = .systemFont(ofSize: 17)
    for candidate in [title, "Back"] {
      probe.text = candidate
      if probe.sizeThatFits(.zero).width <= width { return candidate }
    }
    return nil
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    for bar in [upper, lower] {
      bar.backgroundColor = tintColor
      bar.layer.cornerRadius = 1.5
      bar.isUserInteractionEnabled = false
      addSubview(bar)
    }
    label.font = .systemFont(ofSize: 17)
    label.textColor = tintColor
    addSubview(label)
  }

  /// The chevron and title follow the bar's (the window's) tint, as UIKit's back button does.
  override func tintColorDidChange() {
    super.tintColorDidChange()
    for bar in [upper, lower] { bar.backgroundColor = tintColor }
    label.textColor = tintColor
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let midY = bounds.height / 2
    // Right to left the button is mirrored: the chevron at the right, pointing right, the
    // title left of it (docs/uikit-behaviour-2.md §10.1).
    let mirrored = isRightToLeft
    let flip: CGFloat = mirrored ? -1 : 1
    // Two 3 × 13 pt bars at ±45° meeting at the chevron's point (x ≈ 10 pt from the edge).
    for (bar, angle, dy) in [(upper, CGFloat.pi / 4, CGFloat(-4.3)), (lower, -CGFloat.pi / 4, CGFloat(4.3))] {
      UIView.performWithoutAnimation {
        bar.transform = .identity
        bar.bounds = CGRect(x: 0, y: 0, width: 3, height: 13)
        bar.center = CGPoint(x: mirrored ? bounds.width - 14.5 : 14.5, y: midY + dy)
        bar.transform = CGAffineTransform(rotationAngle: flip * angle)
      }
    }
    let width = max(bounds.width - 26, 0)
    label.textAlignment = mirrored ? .right : .natural
    label.bounds = CGRect(x: 0, y: 0, width: width, height: bounds.height)
    label.center = CGPoint(x: mirrored ? width / 2 : 26 + width / 2, y: bounds.height / 2)
  }

  override func highlightDidChange() {
    alpha = isHighlighted ? 0.3 : 1
  }

  /// UIKit's archive initializer; there are no archives in Segue (`UIView.init?(coder:)`).
  required init?(coder: NSCoder) {
    ArchiveDecoding.reportUndecodable(Self.self)
    return nil
  }
}
