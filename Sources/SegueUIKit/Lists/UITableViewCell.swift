import Foundation

/// UIKit's table cell: a `contentView` for your subviews (or the default style's `textLabel`,
/// `detailTextLabel` and `imageView`, or a `contentConfiguration`), an accessory, a bottom
/// separator, and UIKit's highlight and selection look: a `systemGray4` background behind the
/// content while highlighted or selected (docs/uikit-behaviour-2.md §2.3).
@preconcurrency @MainActor open class UITableViewCell: UIView {
  /// The built-in layouts (UIKit's raw values).
  public enum CellStyle: Int, Sendable {
    case `default` = 0
    case value1, value2, subtitle
  }

  public enum SelectionStyle: Int, Sendable {
    case none = 0
    case blue, gray, `default`
  }

  public enum AccessoryType: Int, Sendable {
    case none = 0
    case disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// The height of a default cell at the default text size, points (docs/uikit-behaviour-2.md §2.1).
  public static let defaultHeight: CGFloat = 44

  public let style: CellStyle
  public let reuseIdentifier: String?
  /// Where your subviews go; inset by the accessory.
  public let contentView = UIView()
  /// A prototype cell's storyboard segue, run when its row is selected.
  var selectionSegue: SelectionSegue?
  open var selectionStyle: SelectionStyle = .default
  open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
  open var accessoryView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      setNeedsLayout()
    }
  }
  /// Shown behind the content while highlighted or selected (a gray fill by default).
  open var selectedBackgroundView: UIView?
  open var backgroundView: UIView?
  /// The separator's insets from the cell's edges (left: where the text starts).
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
    didSet {
      if !applyingTableInset { hasCustomSeparatorInset = true }
      setNeedsLayout()
    }
  }
  /// Whether the cell's separator inset was set by code (else the table's applies).
  private(set) var hasCustomSeparatorInset = false
  private var applyingTableInset = false

  func applyTableSeparatorInset(_ inset: UIEdgeInsets) {
    guard separatorInset != inset else { return }
    applyingTableInset = true
    separatorInset = inset
    applyingTableInset = false
  }
  /// The content described by a configuration (UIKit's iOS 14 API); setting one replaces the
  /// content view's configured subviews.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { applyContentConfiguration() }
  }

  public private(set) var isHighlighted = false
  public private(set) var isSelected = false
  let separator = UIView()
  private let highlightView = UIView()
  /// Clips the highlight, so that rounding shows only on the edges in `highlightRoundedEdges`.
  private let highlightClip = UIView()
  private var storedTextLabel: UILabel?
  private var storedDetailLabel: UILabel?
  private var storedImageView: UIImageView?
  private var configuredView: UIView?
  private let chevron = UIImageView()
  /// Set by the table for the first and last rows of an inset-grouped section.
  var highlightCornerRadius: CGFloat = 0 {
    didSet {
      highlightView.layer.cornerRadius = highlightCornerRadius
      setNeedsLayout()
    }
  }
  /// Which of the highlight's edges are rounded (an inset-grouped section's first row rounds
  /// its top, the last its bottom): the highlight reaches `highlightCornerRadius` past the
  /// others, where the cell clips it.
  var highlightRoundedEdges: (top: Bool, bottom: Bool) = (true, true) {
    didSet { setNeedsLayout() }
  }

  /// Required (UIKit's is not) so that `register(_:forCellReuseIdentifier:)` can make cells of
  /// a registered class: subclasses write `required init(style:reuseIdentifier:)` (`segue port`
  /// rewrites `override init(style:reuseIdentifier:)`).
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.defaultHeight))
    setUpCell()
  }

  private func setUpCell() {
    backgroundColor = .systemBackground
    highlightView.backgroundColor = .systemGray4
    highlightView.isHidden = true
    highlightView.isUserInteractionEnabled = false
    highlightClip.clipsToBounds = true
    highlightClip.isUserInteractionEnabled = false
    highlightClip.addSubview(highlightView)
    addSubview(highlightClip)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // UIKit's list-cell content margins: 11 pt above and below, 16 pt at the sides.
    contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    addSubview(contentView)
    separator.backgroundColor = .separator
    separator.isUserInteractionEnabled = false
    addSubview(separator)
    chevron.isUserInteractionEnabled = false
  }

  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// UIKit's archive initializer (`UIView.init?(coder:)`): a prototype cell's style and
  /// reuse identifier come from the document.
  public required init?(coder: NSCoder) {
    let object = (coder as? InterfaceBuilderCoder)?.object
    let styles: [String: CellStyle] = [
      "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
      "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]
    style = object?.attributes["style"].flatMap { styles[$0] } ?? .default
    reuseIdentifier = object?.attributes["reuseIdentifier"]
    super.init(coder: coder)
    if bounds.size == .zero { frame = CGRect(x: 0, y: 0, width: 320, height: Self.defaultHeight) }
    setUpCell()
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UITableViewCell.self)
  }

  /// The default styles' main label (made on first use).
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel()
    label.font = .systemFont(ofSize: 17)
    storedTextLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The `.subtitle`/`.value1`/`.value2` styles' second label (nil for `.default`).
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let storedDetailLabel { return storedDetailLabel }
    let label = UILabel()
    label.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
    label.textColor = style == .subtitle ? .label : .secondaryLabel
    storedDetailLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The default styles' leading image view (made on first use).
  open var imageView: UIImageView? {
    if let storedImageView { return storedImageView }
    let view = UIImageView()
    view.contentMode = .scaleAspectFit
    storedImageView = view
    contentView.addSubview(view)
    setNeedsLayout()
    return view
  }

  /// Called before the table hands the cell out again; reset row-specific state here.
  open func prepareForReuse() {}

  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    isHighlighted = highlighted
    updateHighlight(animated: animated)
  }

  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
    updateHighlight(animated: animated)
  }

  private func updateHighlight(animated: Bool) {
    let shown = (isHighlighted || isSelected) && selectionStyle != .none
    let background = selectedBackgroundView ?? highlightView
    if background !== highlightView, background.superview !== self {
      insertSubview(background, at: 0)
    }
    if shown { background.isHidden = false }
    let change = { background.alpha = shown ? 1 : 0 }
    if animated {
      UIView.animate(
        withDuration: 0.25, animations: change,
        completion: { _ in if !(self.isHighlighted || self.isSelected) { background.isHidden = true } })
    } else {
      UIView.performWithoutAnimation(change)
      if !shown { background.isHidden = true }
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let accessoryWidth: CGFloat
    if let accessoryView {
      let size = accessoryView.bounds.size
      accessoryView.frame = CGRect(
        x: bounds.width - 16 - size.width, y: ((bounds.height - size.height) / 2).rounded(), width: size.width,
        height: size.height)
      accessoryWidth = size.width + 16
    } else if accessoryType == .disclosureIndicator || accessoryType == .checkmark {
      chevron.image = UIImage(systemName: accessoryType == .checkmark ? "checkmark" : "chevron.right")
      chevron.tintColor = accessoryType == .checkmark ? tintColor : .systemGray3
      if chevron.superview !== self { addSubview(chevron) }
      let size = chevron.image?.size ?? CGSize(width: 8, height: 13)
      let height = min(size.height, 14)
      let width = size.width * height / max(size.height, 1)
      chevron.frame = CGRect(
        x: bounds.width - 16 - width, y: ((bounds.height - height) / 2).rounded(), width: width, height: height)
      accessoryWidth = width + 16 + 8
    } else {
      chevron.removeFromSuperview()
      accessoryWidth = 0
    }
    UIView.performWithoutAnimation {
      if contentView.translatesAutoresizingMaskIntoConstraints {
        contentView.frame = CGRect(x: 0, y: 0, width: max(bounds.width - accessoryWidth, 0), height: bounds.height)
      }
      highlightClip.frame = bounds
      let radius = highlightCornerRadius
      let top: CGFloat = highlightRoundedEdges.top ? 0 : radius
      let bottom: CGFloat = highlightRoundedEdges.bottom ? 0 : radius
      highlightView.frame = CGRect(x: 0, y: -top, width: bounds.width, height: bounds.height + top + bottom)
      selectedBackgroundView?.frame = bounds
      backgroundView?.frame = bounds
      separator.frame = CGRect(
        x: separatorInset.left, y: bounds.height - 0.5,
        width: max(bounds.width - separatorInset.left - separatorInset.right, 0),
        height: 0.5)
    }
    layoutDefaultStyle()
  }

  /// The built-in styles: image 16 pt from the leading edge, labels after it (a subtitle below
  /// the title; `value1` puts the detail at the trailing edge).
  private func layoutDefaultStyle() {
    guard configuredView == nil else { return }
    let content = contentView.bounds
    var x: CGFloat = 16
    if let imageView = storedImageView, let image = imageView.image {
      let side = min(image.size.height, content.height - 8, 36)
      let width = image.size.width * side / max(image.size.height, 1)
      imageView.frame = CGRect(x: 16, y: ((content.height - side) / 2).rounded(), width: width, height: side)
      x = 16 + width + 16
    }
    let title = storedTextLabel
    let detail = storedDetailLabel
    let width = max(content.width - x - 16, 0)
    switch style {
    case .subtitle:
      let titleHeight = title?.sizeThatFits(.zero).height ?? 0
      let detailHeight = detail?.sizeThatFits(.zero).height ?? 0
      let top = ((content.height - titleHeight - detailHeight - 2) / 2).rounded()
      title?.frame = CGRect(x: x, y: top, width: width, height: titleHeight)
      detail?.frame = CGRect(x: x, y: top + titleHeight + 2, width: width, height: detailHeight)
    case .value1, .value2:
      let detailWidth = min(detail?.sizeThatFits(.zero).width ?? 0, width / 2)
      detail?.textAlignment = .right
      detail?.frame = CGRect(x: content.width - 16 - detailWidth, y: 0, width: detailWidth, height: content.height)
      title?.frame = CGRect(x: x, y: 0, width: max(width - detailWidth - 8, 0), height: content.height)
    case .default:
      title?.frame = CGRect(x: x, y: 0, width: width, height: content.height)
    }
    if separatorInset.left == 16, x > 16 { separatorInset.left = x }
  }

  /// The height the cell's content needs at `width` (points): its content view's constraints
  /// when it has any, else the default styles' (at least 44 pt).
  func fittingHeight(width: CGFloat) -> CGFloat {
    if LayoutEngine.treeUsesConstraints(contentView) {
      let size = contentView.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      return max(size.height.rounded(.up), 1)
    }
    switch style {
    case .subtitle:
      let title = storedTextLabel?.sizeThatFits(.zero).height ?? 0
      let detail = storedDetailLabel?.sizeThatFits(.zero).height ?? 0
      return max(Self.defaultHeight, title + detail + 2 + 22)
    default:
      return Self.defaultHeight
    }
  }

  // MARK: Touches

  weak var table: UITableView?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    table?.cellTouchBegan(self)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
    table?.cellTouchEnded(self, inside: inside)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    table?.cellTouchCancelled(self)
  }

  // MARK: Configuration

  private func applyContentConfiguration() {
    configuredView = contentView.showContent(contentConfiguration, replacing: configuredView)
  }

  /// A content configuration for this cell's list look (UIKit's `defaultContentConfiguration()`).
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    style == .subtitle ? .subtitleCell() : (style == .value1 ? .valueCell() : .cell())
  }
}
