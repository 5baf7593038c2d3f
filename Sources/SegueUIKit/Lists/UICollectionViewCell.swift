import Foundation

/// UIKit's reusable view: a collection view's cells, headers and footers derive from it. The
/// collection view applies each element's layout attributes to it, asks it for its preferred
/// size when the layout estimates (self-sizing, docs/uikit-behaviour-2.md §2.8), and hands it
/// out again after `prepareForReuse()` (§2.5).
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
  /// The identifier the view was dequeued with.
  public internal(set) var reuseIdentifier: String?

  /// Required (UIKit's is not) so that a registered class can be made from its metatype:
  /// subclasses write `required init(frame:)` (`segue port` repeats `override init(frame:)` so
  /// under `#else`).
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UICollectionReusableView.self)
  }

  /// Called before the collection view hands the view out again; reset item-specific state here.
  open func prepareForReuse() {}

  /// Takes the element's geometry and appearance (frame or center and bounds, transform,
  /// alpha, hidden, z order are set by the collection view; override to read custom attributes).
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view wants, given the layout's estimate: the estimated size unless
  /// constraints in the view decide it (`systemLayoutSizeFitting` with fitting priority on
  /// the axes the layout lets the view choose), in points, rounded up.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let attributes = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
    let root = measuredView
    guard LayoutEngine.treeUsesConstraints(root) else { return attributes }
    let fixed = layoutAttributes.fixedAxes
    let fitted = root.systemLayoutSizeFitting(
      CGSize(
        width: fixed.width ? layoutAttributes.size.width : 0, height: fixed.height ? layoutAttributes.size.height : 0),
      withHorizontalFittingPriority: fixed.width ? .required : .fittingSizeLevel,
      verticalFittingPriority: fixed.height ? .required : .fittingSizeLevel)
    attributes.size = CGSize(
      width: fixed.width ? layoutAttributes.size.width : max(fitted.width.rounded(.up), 1),
      height: fixed.height ? layoutAttributes.size.height : max(fitted.height.rounded(.up), 1))
    return attributes
  }

  /// The view whose constraints decide the preferred size (a cell's content view).
  var measuredView: UIView { self }

  /// The collection view showing it (touches are reported to it).
  weak var collectionView: UICollectionView?
}

/// UIKit's collection view cell: a `contentView` for your subviews, an optional
/// `backgroundView` behind it and a `selectedBackgroundView` shown while the cell is selected
/// or highlighted. Unlike a table cell it draws no highlight of its own.
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
  /// Where your subviews go; it fills the cell.
  public let contentView = UIView()
  /// A prototype cell's storyboard segue, run when its item is selected.
  var selectionSegue: SelectionSegue?

  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// Shown above `backgroundView`, below the content, while selected or highlighted.
  open var selectedBackgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let selectedBackgroundView {
        insertSubview(selectedBackgroundView, belowSubview: contentView)
        selectedBackgroundView.isHidden = !(isSelected || isHighlighted)
      }
      setNeedsLayout()
    }
  }

  open var isSelected = false { didSet { updateSelectedBackground() } }
  open var isHighlighted = false { didSet { updateSelectedBackground() } }

  /// The content described by a configuration (iOS 14), shown in `contentView`; a new one of
  /// the same kind updates the view it made rather than making another.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { configuredContent = contentView.showContent(contentConfiguration, replacing: configuredContent) }
  }
  private var configuredContent: UIView?

  /// The background described by a configuration (iOS 14): its fill (nil: the tint), corner
  /// radius, insets and stroke, drawn behind `backgroundView`'s place.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { applyBackgroundConfiguration() }
  }
  private var configuredBackground: UIView?

  private func applyBackgroundConfiguration() {
    guard let configuration = backgroundConfiguration else {
      configuredBackground?.removeFromSuperview()
      configuredBackground = nil
      return
    }
    let view = configuredBackground ?? UIView()
    if configuredBackground == nil {
      view.isUserInteractionEnabled = false
      insertSubview(view, at: 0)
      configuredBackground = view
    }
    let tint = tintColor ?? .systemBlue
    view.backgroundColor = configuration.resolvedBackgroundColor(for: tint)
    view.layer.cornerRadius = configuration.cornerRadius
    view.layer.borderWidth = configuration.strokeWidth
    view.layer.borderColor = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tint).cgColor : nil
    view.clipsToBounds = configuration.cornerRadius > 0
    if let custom = configuration.customView, custom.superview !== view {
      view.subviews.forEach { $0.removeFromSuperview() }
      view.addSubview(custom)
    }
    setNeedsLayout()
  }

  public required init(frame: CGRect) {
    super.init(frame: frame)
    setUpCell()
  }

  private func setUpCell() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpCell()
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UICollectionViewCell.self)
  }

  override var measuredView: UIView { contentView }

  open override func layoutSubviews() {
    super.layoutSubviews()
    UIView.performWithoutAnimation {
      backgroundView?.frame = bounds
      selectedBackgroundView?.frame = bounds
      if let configuredBackground, let insets = backgroundConfiguration?.backgroundInsets {
        configuredBackground.frame = bounds.inset(by: insets.edgeInsets)
        backgroundConfiguration?.customView?.frame = configuredBackground.bounds
      }
    }
  }

  private func updateSelectedBackground() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }

  // MARK: Touches

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    collectionView?.cellTouchBegan(self)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
    collectionView?.cellTouchEnded(self, inside: inside)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    collectionView?.cellTouchCancelled(self)
  }
}
