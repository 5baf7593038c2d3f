import Foundation
import SegueAnimation

/// The control a bar shows for a `UIBarButtonItem`: its title (17 pt; semibold for `.done`)
/// or its image, in the item's tint (the bar's otherwise), dimmed while pressed or disabled;
/// a tap performs the item's action. Spaces and custom views are not drawn by it.
///
/// The title's font and colour come from the bar appearance's item appearance for the item's
/// style, with the item's own `titleTextAttributes(for:)` over them; a state's own
/// attributes over the normal state's (docs/uikit-behaviour-2.md §30).
@MainActor final class BarButtonItemControl: UIControl {
  let item: UIBarButtonItem
  let label = UILabel()
  private let imageView = UIImageView()

  /// The bar appearance's look for items of this item's style (set by the bar).
  var appearance: UIBarButtonItemAppearance? { didSet { updateColors() } }

  /// Points between an image and the control's edges, so a symbol has a 44-point target.
  static let imagePadding: CGFloat = 11

  init(item: UIBarButtonItem) {
    self.item = item
    super.init(frame: .zero)
    label.text = item.image == nil ? item.title : nil
    label.textAlignment = .center
    imageView.image = item.image
    imageView.contentMode = .center
    addSubview(label)
    addSubview(imageView)
    isEnabled = item.isEnabled
    accessibilityIdentifier = item.accessibilityIdentifier
    accessibilityLabel = item.accessibilityLabel ?? item.title
    addAction(UIAction { [weak item] _ in item?.performAction() }, for: .touchUpInside)
    updateColors()
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    if let image = item.image {
      return CGSize(width: image.size.width + 2 * Self.imagePadding, height: 44)
    }
    return CGSize(width: ceil(label.sizeThatFits(.zero).width), height: 44)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds
    imageView.frame = bounds
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    updateColors()
  }

  override func highlightDidChange() { updateColors() }

  private func updateColors() {
    let state: UIControl.State = !isEnabled ? .disabled : isHighlighted ? .highlighted : .normal
    var normal = appearance?.normal.titleTextAttributes ?? [:]
    normal.merge(item.titleTextAttributes(for: .normal) ?? [:]) { _, new in new }
    var own: [NSAttributedString.Key: Any] = [:]
    if state != .normal {
      own = appearance?.stateAppearance(enabled: isEnabled, highlighted: isHighlighted).titleTextAttributes ?? [:]
      own.merge(item.titleTextAttributes(for: state) ?? [:]) { _, new in new }
    }
    let font = own[.font] as? UIFont ?? normal[.font] as? UIFont
    label.font = font ?? .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
    // A pressed or disabled item dims its colour unless its state has a colour of its own;
    // title attributes colour the title, never the image.
    let dimmed = { (color: UIColor) in
      !self.isEnabled ? color.withAlphaComponent(0.35) : self.isHighlighted ? color.withAlphaComponent(0.3) : color
    }
    let tint = item.tintColor ?? tintColor ?? .systemBlue
    label.textColor = own[.foregroundColor] as? UIColor ?? dimmed(normal[.foregroundColor] as? UIColor ?? tint)
    imageView.tintColor = dimmed(tint)
  }

  /// UIKit's archive initializer; there are no archives in Segue (`UIView.init?(coder:)`).
  required init?(coder: NSCoder) {
    ArchiveDecoding.reportUndecodable(Self.self)
    return nil
  }
}

/// Where a bar puts its items: leading items from the leading edge, trailing items from the
/// trailing edge, 16 points from the edge and 8 points apart (docs/uikit-behaviour-2.md §13).
@MainActor enum BarItemLayout {
  static let edgeMargin: CGFloat = 16
  static let spacing: CGFloat = 8

  /// The view for `item`: its custom view, a control, or nil for a space.
  static func view(for item: UIBarButtonItem) -> UIView? {
    if let custom = item.customView { return custom }
    if item.isSpace { return nil }
    return BarButtonItemControl(item: item)
  }

  /// The size `view` takes in a bar of `height` points.
  static func size(of view: UIView, height: CGFloat) -> CGSize {
    if view is BarButtonItemControl { return view.sizeThatFits(.zero) }
    var size = view.bounds.size
    if size == .zero {
      let intrinsic = view.intrinsicContentSize
      size = CGSize(width: max(intrinsic.width, 0), height: max(intrinsic.height, 0))
    }
    return CGSize(width: size.width, height: min(size.height, height))
  }

  /// Lays `views` out from `start` inward (`direction` +1 from the left edge, −1 from the
  /// right), centred on `midY`; returns where the next item would start.
  @discardableResult
  static func place(_ views: [UIView], from start: CGFloat, direction: CGFloat, midY: CGFloat, height: CGFloat)
    -> CGFloat
  {
    var edge = start
    for view in views {
      let size = size(of: view, height: height)
      let x = direction > 0 ? edge : edge - size.width
      UIView.performWithoutAnimation {
        view.bounds = CGRect(origin: .zero, size: size)
        view.center = CGPoint(x: x + size.width / 2, y: midY)
      }
      edge += direction * (size.width + spacing)
    }
    return edge
  }
}
