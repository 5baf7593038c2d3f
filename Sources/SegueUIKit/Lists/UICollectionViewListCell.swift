import Foundation

/// A cell of a list layout (UIKit, iOS 14): a list content configuration, trailing accessories,
/// a separator under the text, and the list's backgrounds: a white row in a plain list, a card
/// row on a grouped background, rounded at the ends of an inset-grouped section, grey while
/// highlighted or selected (docs/uikit-behaviour-2.md §34).
@preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
  /// The trailing accessories, in order from the content to the edge.
  open var accessories: [UICellAccessory] = [] {
    didSet {
      makeAccessoryViews()
      setNeedsLayout()
    }
  }
  /// Levels the content is indented by (`indentationWidth` points each).
  open var indentationLevel = 0 { didSet { setNeedsLayout() } }
  /// Points per indentation level (10 by default, as in UIKit).
  open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
  /// Whether the accessories are indented with the content (kept; Segue indents the content).
  open var indentsAccessories = true

  private let separator = UIView()
  private var accessoryViews: [UIView] = []
  /// Where the layout placed this cell in its list section (nil outside a list layout).
  private(set) var listPlacement: ListPlacement?

  public required init(frame: CGRect) {
    super.init(frame: frame)
    setUpListCell()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpListCell()
  }

  private func setUpListCell() {
    separator.backgroundColor = .separator
    separator.isUserInteractionEnabled = false
    addSubview(separator)
    updateListBackground()
  }

  /// A list cell's content: text, with secondary text below it (`.cell()`), or a header's
  /// when the layout made this cell its section's header.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    guard listPlacement?.isHeader == true else { return .cell() }
    return listPlacement?.isGrouped == true ? .groupedHeader() : .plainHeader()
  }

  open override var isHighlighted: Bool { didSet { updateListBackground() } }
  open override var isSelected: Bool { didSet { updateListBackground() } }

  open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    guard layoutAttributes.listPlacement != listPlacement else { return }
    listPlacement = layoutAttributes.listPlacement
    updateListBackground()
    setNeedsLayout()
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    makeAccessoryViews()
  }

  /// The row's fill and corners for its place in the list and its state: a grey
  /// `.systemGray4` while highlighted or selected; otherwise `.secondarySystemGroupedBackground`
  /// on a grouped list, `.systemBackground` on a plain one, none for a header. An explicit
  /// `backgroundConfiguration` or `backgroundView` is left alone.
  private func updateListBackground() {
    guard backgroundConfiguration == nil, backgroundView == nil else { return }
    let placement = listPlacement
    if placement?.isHeader == true {
      backgroundColor = .clear
    } else if isHighlighted || isSelected {
      backgroundColor = .systemGray4
    } else {
      backgroundColor = placement?.isGrouped == true ? .secondarySystemGroupedBackground : .systemBackground
    }
    var corners: CACornerMask = []
    if let placement, placement.isInset, !placement.isHeader {
      if placement.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
      if placement.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    }
    layer.cornerRadius = corners.isEmpty ? 0 : 10
    layer.maskedCorners =
      corners.isEmpty
      ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] : corners
    clipsToBounds = !corners.isEmpty
  }

  private func makeAccessoryViews() {
    accessoryViews.forEach { $0.removeFromSuperview() }
    accessoryViews = accessories.filter(\.isShown).map(makeView(for:))
    accessoryViews.forEach(addSubview)
  }

  private func makeView(for accessory: UICellAccessory) -> UIView {
    switch accessory.kind {
    case .disclosureIndicator(let options):
      return symbolView("chevron.right", pointSize: 13, tint: options.tintColor ?? .tertiaryLabel)
    case .checkmark(let options):
      return symbolView("checkmark", pointSize: 15, tint: options.tintColor ?? tintColor ?? .systemBlue)
    case .outlineDisclosure(let options):
      let tint = options.style == .header ? tintColor ?? .systemBlue : options.tintColor ?? .tertiaryLabel
      return symbolView("chevron.right", pointSize: 13, tint: tint)
    case .label(let text, let options):
      let label = UILabel()
      label.text = text
      label.font = options.font ?? .systemFont(ofSize: 17)
      label.textColor = options.tintColor ?? .secondaryLabel
      label.sizeToFit()
      return label
    case .kept:
      return UIView()
    }
  }

  private func symbolView(_ name: String, pointSize: CGFloat, tint: UIColor) -> UIView {
    let view = UIImageView(
      image: UIImage(
        systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: pointSize, weight: .semibold)))
    view.tintColor = tint
    view.sizeToFit()
    return view
  }

  /// The content between the indentation and the first accessory (its own margins keep it
  /// off the accessory); the accessories 16 pt from the trailing edge, 8 pt apart; the separator from the text's leading edge to the trailing
  /// edge, one pixel tall.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let margin: CGFloat = 16
    var trailing = bounds.width - margin
    for view in accessoryViews.reversed() {
      let size = view.bounds.size
      view.frame = CGRect(
        x: trailing - size.width, y: ((bounds.height - size.height) / 2).rounded(), width: size.width,
        height: size.height)
      trailing -= size.width + 8
    }
    let indent = CGFloat(indentationLevel) * indentationWidth
    let contentWidth = accessoryViews.isEmpty ? bounds.width - indent : trailing + 8 - indent
    contentView.frame = CGRect(x: indent, y: 0, width: max(contentWidth, 0), height: bounds.height)
    let textLeading = (contentConfiguration as? UIListContentConfiguration)?.textLeadingOffset ?? margin
    let hairline = 1 / max(window?.screen.scale ?? 2, 1)
    separator.isHidden = !(listPlacement?.showsSeparator ?? false)
    separator.frame = CGRect(
      x: indent + textLeading, y: bounds.height - hairline, width: max(bounds.width - indent - textLeading, 0),
      height: hairline)
    bringSubviewToFront(separator)
  }
}
