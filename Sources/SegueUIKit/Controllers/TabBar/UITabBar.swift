import Foundation

/// UIKit's tab bar: a row of items at the bottom of the screen, one selected
/// (docs/uikit-behaviour-2.md §16.2).
///
/// The bar is 49 points tall plus the bottom safe area under it (83 points on the simulated
/// notched phone). It is drawn on the system chrome material (a blur of what is behind it)
/// with a hairline along its top edge; `barTintColor` tints it, and a bar that is not
/// translucent is opaque. The items share the width equally, each its image above its title
/// (10-point medium), the selected one in `tintColor` (the system blue by default), the others
/// in `unselectedItemTintColor` (the system grey by default). A tap on an item selects it and
/// tells the `delegate`; a tab bar controller's bar tells its controller instead.
@preconcurrency @MainActor open class UITabBar: UIView {
  /// Height of the bar's item row, points; the bottom safe area is added below it.
  static let barHeight: CGFloat = 49

  open weak var delegate: (any UITabBarDelegate)?
  /// The items, leading first. Setting it is `setItems(_:animated: false)`.
  open var items: [UITabBarItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }
  private var storedItems: [UITabBarItem]?
  /// The selected item (nil: none). Setting an item the bar does not show selects none.
  open weak var selectedItem: UITabBarItem? {
    didSet {
      if let selected = selectedItem, !(storedItems ?? []).contains(where: { $0 === selected }) { selectedItem = nil }
      updateButtons()
      if selectedItem?.standardAppearance != nil || oldValue?.standardAppearance != nil { updateBackground() }
    }
  }
  /// The colour of the items that are not selected (nil: `.systemGray`).
  open var unselectedItemTintColor: UIColor? { didSet { updateButtons() } }
  /// The bar's tint: laid over the material, or the bar's colour when it is not translucent.
  open var barTintColor: UIColor? { didSet { updateBackground() } }
  /// Whether what is behind the bar shows through it, blurred (default true).
  open var isTranslucent = true { didSet { updateBackground() } }
  /// An image drawn instead of the material (an empty `UIImage()` makes the bar clear).
  open var backgroundImage: UIImage? { didSet { updateBackground() } }
  /// An image drawn instead of the hairline (an empty `UIImage()` removes it).
  open var shadowImage: UIImage? { didSet { updateBackground() } }
  /// An image behind the selected item (kept).
  open var selectionIndicatorImage: UIImage?

  /// How items share the bar's width (UIKit's values).
  public enum ItemPositioning: Int, Sendable {
    case automatic = 0
    case fill = 1
    case centered = 2
  }
  /// How items share the width (kept: Segue's phone fills it, as `.automatic` does there).
  open var itemPositioning: ItemPositioning = .automatic
  /// Points between centred items (kept).
  open var itemSpacing: CGFloat = 0
  /// Width of centred items, points (kept).
  open var itemWidth: CGFloat = 0

  // MARK: Appearance (docs/uikit-behaviour-2.md §30)

  /// The bar's appearance: its background, its top line and its items' colours, fonts and
  /// badges; a copy of what is assigned. The selected item's own `standardAppearance` wins
  /// over it. While none was assigned, `barTintColor`, `isTranslucent`, `backgroundImage`,
  /// `shadowImage` and `unselectedItemTintColor` decide.
  open var standardAppearance: UITabBarAppearance {
    get { storedStandardAppearance }
    set {
      storedStandardAppearance = UITabBarAppearance.copied(newValue)
      appearanceWasSet = true
      updateBackground()
      updateButtons()
    }
  }
  /// The appearance when content scrolls to the bar's edge (kept: in Segue the content of a
  /// tab bar controller ends above its bar, so there is no such edge).
  open var scrollEdgeAppearance: UITabBarAppearance? {
    didSet { scrollEdgeAppearance = scrollEdgeAppearance.map(UITabBarAppearance.copied) }
  }
  private var storedStandardAppearance = UITabBarAppearance()
  private var appearanceWasSet = false

  /// The appearance drawn: the selected item's, else the bar's once one was assigned.
  var appearanceInUse: UITabBarAppearance? {
    selectedItem?.standardAppearance ?? (appearanceWasSet ? storedStandardAppearance : nil)
  }

  /// The controller a tab bar controller's bar reports taps to (instead of selecting).
  var onTap: ((UITabBarItem) -> Void)?
  let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
  let barTint = UIView()
  let backgroundImageView = UIImageView()
  let hairline = UIView()
  private(set) var buttons: [TabBarButton] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
    hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
    backgroundImageView.contentMode = .scaleToFill
    for view in [material, barTint, backgroundImageView, hairline] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    updateBackground()
  }

  /// UIKit's archive initializer; there are no archives in Segue (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    ArchiveDecoding.reportUndecodable(Self.self)
    return nil
  }

  /// Shows `items` (without animation in Segue); the selection stays if its item remains.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    for item in storedItems ?? [] { item.onChange = nil }
    storedItems = items
    for button in buttons { button.removeFromSuperview() }
    buttons = (items ?? []).map { item in
      let button = TabBarButton(item: item)
      button.addAction(UIAction { [weak self, weak item] _ in if let item { self?.tapped(item) } }, for: .touchUpInside)
      item.onChange = { [weak self, weak button, weak item] in
        button?.update()
        // The selected item's own appearance may have changed.
        if let self, item != nil, item === self.selectedItem {
          self.updateBackground()
          self.updateButtons()
        }
      }
      addSubview(button)
      return button
    }
    if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) { selectedItem = nil }
    updateButtons()
    setNeedsLayout()
  }

  /// The bar's height for a width: 49 points plus the bottom safe area (the superview's,
  /// as the bar is laid out at its bottom edge).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.barHeight + (superview?.safeAreaInsets.bottom ?? 0))
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    material.frame = bounds
    barTint.frame = bounds
    backgroundImageView.frame = bounds
    hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
    guard !buttons.isEmpty else { return }
    let width = bounds.width / CGFloat(buttons.count)
    for (index, button) in buttons.enumerated() {
      let slot = isRightToLeft ? buttons.count - 1 - index : index
      button.frame = CGRect(x: CGFloat(slot) * width, y: 0, width: width, height: Self.barHeight)
    }
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateButtons()
  }

  private func tapped(_ item: UITabBarItem) {
    if let onTap {
      onTap(item)
      return
    }
    selectedItem = item
    delegate?.tabBar(self, didSelect: item)
  }

  private func updateButtons() {
    let itemAppearance = appearanceInUse?.stackedLayoutAppearance
    for button in buttons {
      button.itemAppearance = itemAppearance
      button.selectedColor = tintColor ?? .systemBlue
      button.unselectedColor = unselectedItemTintColor ?? .systemGray
      button.isSelected = button.item === selectedItem
    }
  }

  private func updateBackground() {
    if let appearance = appearanceInUse {
      draw(appearance)
      return
    }
    let image = backgroundImage
    backgroundImageView.image = image
    backgroundImageView.isHidden = image == nil
    material.isHidden = image != nil || !isTranslucent
    // Translucent: the tint lies over the blur, as UIKit blends it; opaque: the bar's colour,
    // the tint or the system background.
    barTint.isHidden = image != nil || (isTranslucent && barTintColor == nil)
    barTint.backgroundColor =
      isTranslucent ? barTintColor?.withAlphaComponent(0.85) : (barTintColor ?? .systemBackground)
    hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
    hairline.isHidden = shadowImage != nil
  }

  /// The background, image and top line of `appearance`: the material, a colour (over the
  /// material when the appearance keeps its blur) or nothing, then the image; the line in the
  /// shadow colour, or none.
  private func draw(_ appearance: UITabBarAppearance) {
    let background = appearance.background
    material.isHidden = !(background == .material || appearance.background.isColorOverMaterial)
    if case .color(let color, _) = background {
      barTint.isHidden = false
      barTint.backgroundColor = color
    } else {
      barTint.isHidden = true
    }
    backgroundImageView.image = appearance.backgroundImage
    backgroundImageView.contentMode = appearance.backgroundImageContentMode
    backgroundImageView.isHidden = appearance.backgroundImage == nil
    hairline.backgroundColor = appearance.shadowLineColor
    hairline.isHidden = appearance.shadowLineColor == nil
  }

  /// The button showing `item` (for tests and the controller).
  func button(for item: UITabBarItem) -> TabBarButton? { buttons.first { $0.item === item } }
}

/// UIKit's tab bar delegate: told when the user selects an item.
@preconcurrency @MainActor public protocol UITabBarDelegate: AnyObject {
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
