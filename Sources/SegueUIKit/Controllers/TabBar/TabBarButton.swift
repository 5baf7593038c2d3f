import Foundation

/// The control a `UITabBar` shows for one item (UIKit's private `UITabBarButton`): the image
/// above the title, centred in the item's slot, in the selected or unselected tint, with the
/// badge at the image's top right (docs/uikit-behaviour-2.md §16.2). A tap selects the item.
@MainActor final class TabBarButton: UIControl {
  let item: UITabBarItem
  let imageView = UIImageView()
  let titleLabel = UILabel()
  let badge = UIView()
  let badgeLabel = UILabel()

  /// Points from the top of the bar to the centre of the image and of the title, the image's
  /// box, the title's font size and the badge's height (§16.2).
  static let imageCentreY: CGFloat = 18
  static let imageBox: CGFloat = 28
  static let titleCentreY: CGFloat = 38.5
  static let titleFontSize: CGFloat = 10
  static let badgeHeight: CGFloat = 18

  /// The colours the bar gives it: its tint when selected, the unselected tint otherwise.
  var selectedColor: UIColor = .systemBlue { didSet { update() } }
  var unselectedColor: UIColor = .systemGray { didSet { update() } }
  /// The appearance's look of stacked items (set by the bar; nil: the colours above).
  var itemAppearance: UITabBarItemAppearance? { didSet { update() } }

  init(item: UITabBarItem) {
    self.item = item
    super.init(frame: .zero)
    imageView.contentMode = .center
    titleLabel.textAlignment = .center
    badge.layer.cornerRadius = Self.badgeHeight / 2
    badge.clipsToBounds = true
    badgeLabel.font = .systemFont(ofSize: 13)
    badgeLabel.textColor = .white
    badgeLabel.textAlignment = .center
    badge.addSubview(badgeLabel)
    addSubview(imageView)
    addSubview(titleLabel)
    addSubview(badge)
    for view in [imageView, titleLabel, badge] { view.isUserInteractionEnabled = false }
    update()
  }

  override func highlightDidChange() { update() }

  /// Shows the item's current title, image and badge.
  func update() {
    let state = itemAppearance.map { !item.isEnabled ? $0.disabled : isSelected ? $0.selected : $0.normal }
    let color = state?.iconColor ?? (isSelected ? selectedColor : unselectedColor)
    let shown = isSelected ? (item.selectedImage ?? item.image) : item.image
    // UIKit draws a bar item's image as a template unless it asks to be drawn as it is.
    imageView.image = shown.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
    imageView.tintColor = color
    titleLabel.text = item.displayedTitle
    // The appearance's title attributes, then the item's own for .normal (their colour only
    // while not selected), then the item's own for .selected (§30).
    var attributes = state?.titleTextAttributes ?? [:]
    var normal = item.titleTextAttributes(for: .normal) ?? [:]
    if isSelected { normal[.foregroundColor] = nil }
    attributes.merge(normal) { _, new in new }
    if isSelected { attributes.merge(item.titleTextAttributes(for: .selected) ?? [:]) { _, new in new } }
    titleLabel.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: Self.titleFontSize, weight: .medium)
    titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? color
    badge.isHidden = item.badgeValue == nil
    badge.backgroundColor = item.badgeColor ?? state?.badgeBackgroundColor ?? .systemRed
    badgeLabel.textColor = state?.badgeTextAttributes[.foregroundColor] as? UIColor ?? .white
    badgeLabel.text = item.badgeValue
    isEnabled = item.isEnabled
    accessibilityIdentifier = item.accessibilityIdentifier
    accessibilityLabel = item.accessibilityLabel ?? item.displayedTitle
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let midX = bounds.width / 2
    let hasTitle = item.displayedTitle?.isEmpty == false
    // Without a title the image is centred in the bar's 49 points.
    let imageCentreY = hasTitle ? Self.imageCentreY : UITabBar.barHeight / 2
    let box = CGRect(
      x: midX - Self.imageBox / 2, y: imageCentreY - Self.imageBox / 2, width: Self.imageBox, height: Self.imageBox)
    imageView.frame = box
    titleLabel.frame = CGRect(x: 0, y: Self.titleCentreY - 6, width: bounds.width, height: 12)
    let text = badgeLabel.sizeThatFits(.zero).width
    let width = max(Self.badgeHeight, ceil(text) + 10)
    // The badge starts 6 points right of the image's centre line, its top 4 points above the
    // image's box, as UIKit places it; without an image it sits right of the title's centre.
    let imageSize = imageView.image?.size ?? .zero
    let imageTop = imageView.image == nil ? Self.titleCentreY - 14 : imageCentreY - imageSize.height / 2
    badge.frame = CGRect(x: midX + 6, y: imageTop - 4, width: width, height: Self.badgeHeight)
    badgeLabel.frame = badge.bounds
  }

  /// UIKit's archive initializer; there are no archives in Segue (`UIView.init?(coder:)`).
  required init?(coder: NSCoder) {
    ArchiveDecoding.reportUndecodable(Self.self)
    return nil
  }
}
