import Foundation

/// UIKit's toolbar: a row of bar button items, 44 points high, on the bars' material with a
/// hairline along its top (docs/uikit-behaviour-2.md §18.5).
///
/// Items are laid out from the leading edge, 16 points in, 8 points apart; a fixed space
/// takes its `width`, and flexible spaces share what is left equally, so
/// `[.flexibleSpace(), item, .flexibleSpace()]` centres the item. At the bottom of a
/// navigation controller the toolbar reaches down over the home-indicator strip and its items
/// stay in the top 44 points.
@preconcurrency @MainActor open class UIToolbar: UIView {
  /// The row's height, points.
  static let rowHeight: CGFloat = 44

  /// The items, leading first. Setting it is `setItems(_:animated: false)`.
  open var items: [UIBarButtonItem]? {
    get { shownItems }
    set { setItems(newValue, animated: false) }
  }
  /// The bar's colour (nil: the bars' material), while no appearance was assigned.
  open var barTintColor: UIColor? { didSet { updateBackground() } }
  /// Kept; the toolbar is always drawn on its opaque material.
  open var isTranslucent = true

  // MARK: Appearance (docs/uikit-behaviour-2.md §30)

  /// The toolbar's appearance: its background, its top line and its items' titles; a copy of
  /// what is assigned. While none was assigned, `barTintColor` colours the bar.
  open var standardAppearance: UIToolbarAppearance {
    get { storedStandardAppearance }
    set {
      storedStandardAppearance = Self.copied(newValue)
      appearanceWasSet = true
      updateBackground()
    }
  }
  /// The appearance in a compact-height bar (kept: Segue's phone is upright).
  open var compactAppearance: UIToolbarAppearance? {
    didSet { compactAppearance = compactAppearance.map(Self.copied) }
  }
  /// The appearance when content scrolls to the toolbar's edge (kept: in Segue the content of
  /// a navigation controller ends above its toolbar, so there is no such edge).
  open var scrollEdgeAppearance: UIToolbarAppearance? {
    didSet { scrollEdgeAppearance = scrollEdgeAppearance.map(Self.copied) }
  }
  /// The scroll-edge appearance in a compact-height bar (kept).
  open var compactScrollEdgeAppearance: UIToolbarAppearance? {
    didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance.map(Self.copied) }
  }
  private var storedStandardAppearance = UIToolbarAppearance()
  private var appearanceWasSet = false

  private static func copied(_ appearance: UIToolbarAppearance) -> UIToolbarAppearance {
    appearance.copy() as? UIToolbarAppearance ?? appearance
  }

  private var shownItems: [UIBarButtonItem]?
  private var itemViews: [UIBarButtonItem: UIView] = [:]
  let hairline = UIView()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpToolbar()
  }

  public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.rowHeight)) }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpToolbar()
  }

  private func setUpToolbar() {
    addSubview(hairline)
    updateBackground()
  }

  /// Draws the background and the top line from the appearance, or from `barTintColor` while
  /// no appearance was assigned, and gives the items their look.
  private func updateBackground() {
    guard appearanceWasSet else {
      backgroundColor = barTintColor ?? .navigationBarBackground
      hairline.backgroundColor = .separator
      hairline.isHidden = false
      return
    }
    let appearance = storedStandardAppearance
    switch appearance.background {
    case .material: backgroundColor = .navigationBarBackground
    case .color(let color, _): backgroundColor = color
    case .transparent: backgroundColor = .clear
    }
    hairline.backgroundColor = appearance.shadowLineColor
    hairline.isHidden = appearance.shadowLineColor == nil
    for case let control as BarButtonItemControl in itemViews.values {
      control.appearance = appearance.itemAppearance(for: control.item.style)
    }
    setNeedsLayout()
  }

  /// Shows `items`; animated, the old items fade out and the new ones in over 0.3 s
  /// (`UINavigationController.hideShowBarDuration` is UIKit's bar constant; this is Segue's
  /// choice for items).
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    let old = Array(itemViews.values)
    install(items)
    guard animated, window != nil else {
      for view in old where !itemViews.values.contains(view) { view.removeFromSuperview() }
      return
    }
    let incoming = itemViews.values.filter { !old.contains($0) }
    UIView.performWithoutAnimation { for view in incoming { view.alpha = 0 } }
    UIView.animate(
      withDuration: 0.3,
      animations: {
        for view in old where !self.itemViews.values.contains(view) { view.alpha = 0 }
        for view in incoming { view.alpha = 1 }
      },
      completion: { _ in
        for view in old where !self.itemViews.values.contains(view) { view.removeFromSuperview() }
      })
  }

  /// Makes and places the views of `items` (keeping the views of items already shown).
  private func install(_ items: [UIBarButtonItem]?) {
    for item in shownItems ?? [] { item.onChange = nil }
    shownItems = items
    var views: [UIBarButtonItem: UIView] = [:]
    for item in items ?? [] {
      if let view = itemViews[item] {
        views[item] = view
      } else if let view = BarItemLayout.view(for: item) {
        views[item] = view
        if let control = view as? BarButtonItemControl, appearanceWasSet {
          control.appearance = storedStandardAppearance.itemAppearance(for: item.style)
        }
        addSubview(view)
      }
      item.onChange = { [weak self] in self?.itemDidChange(item) }
    }
    itemViews = views
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// An item changed while shown: its view is made again.
  private func itemDidChange(_ item: UIBarButtonItem) {
    itemViews[item]?.removeFromSuperview()
    itemViews[item] = nil
    install(shownItems)
  }

  /// The views of the current items, in order (for transitions).
  var currentItemViews: [UIView] { (shownItems ?? []).compactMap { itemViews[$0] } }

  /// Swaps the items alongside a navigation transition: the old views fade out and the new in
  /// with it, and come back if it is cancelled.
  func transitionItems(to items: [UIBarButtonItem]?, coordinator: TransitionCoordinator) {
    let oldItems = shownItems
    let oldViews = Array(itemViews.values)
    install(items)
    let incoming = itemViews.values.filter { !oldViews.contains($0) }
    let leaving = oldViews.filter { !itemViews.values.contains($0) }
    guard !incoming.isEmpty || !leaving.isEmpty else { return }
    // Outgoing views stay until the transition ends.
    for view in leaving { addSubview(view) }
    UIView.performWithoutAnimation { for view in incoming { view.alpha = 0 } }
    coordinator.animate(
      alongsideTransition: { _ in
        for view in leaving { view.alpha = 0 }
        for view in incoming { view.alpha = 1 }
      },
      completion: { [weak self] context in
        for view in leaving { view.removeFromSuperview() }
        guard context.isCancelled, let self else { return }
        for view in incoming { view.removeFromSuperview() }
        self.itemViews = [:]
        for view in leaving { view.alpha = 1 }
        self.install(oldItems)
      })
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.rowHeight) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.rowHeight)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
    let items = shownItems ?? []
    let margin = BarItemLayout.edgeMargin
    // Widths of everything but flexible spaces, and the gaps between neighbouring buttons.
    var fixed: CGFloat = 0
    var flexibleCount = 0
    var previousWasButton = false
    for item in items {
      if item.isFlexibleSpace {
        flexibleCount += 1
        previousWasButton = false
      } else if item.isFixedSpace {
        fixed += item.width
        previousWasButton = false
      } else if let view = itemViews[item] {
        if previousWasButton { fixed += BarItemLayout.spacing }
        fixed += BarItemLayout.size(of: view, height: Self.rowHeight).width
        previousWasButton = true
      }
    }
    let flexible = flexibleCount > 0 ? max(bounds.width - 2 * margin - fixed, 0) / CGFloat(flexibleCount) : 0
    var x = margin
    previousWasButton = false
    let midY = Self.rowHeight / 2
    for item in items {
      if item.isFlexibleSpace {
        x += flexible
        previousWasButton = false
      } else if item.isFixedSpace {
        x += item.width
        previousWasButton = false
      } else if let view = itemViews[item] {
        if previousWasButton { x += BarItemLayout.spacing }
        let size = BarItemLayout.size(of: view, height: Self.rowHeight)
        let left = isRightToLeft ? bounds.width - x - size.width : x
        UIView.performWithoutAnimation {
          view.bounds = CGRect(origin: .zero, size: size)
          view.center = CGPoint(x: left + size.width / 2, y: midY)
        }
        x += size.width
        previousWasButton = true
      }
    }
  }
}

extension UIBarButtonItem {
  var isFlexibleSpace: Bool { systemItem == .flexibleSpace }
  var isFixedSpace: Bool { systemItem == .fixedSpace }
}
