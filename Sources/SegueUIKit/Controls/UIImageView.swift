import Foundation
import SegueAnimation

/// UIKit's image view: shows a `UIImage` placed by `contentMode` (scaleToFill by default;
/// scaleAspectFill overflows the bounds unless `clipsToBounds`).
@preconcurrency @MainActor open class UIImageView: UIView {
  /// The image; a template image (a symbol, or `.alwaysTemplate`) is drawn in `tintColor`.
  open var image: UIImage? {
    didSet {
      updateContents()
      if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
    }
  }

  /// A template image takes the new tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    if image?.isTemplate == true { updateContents() }
  }

  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    updateContents()
    isUserInteractionEnabled = false
  }

  /// The layer shows the image, tinted when it is a template.
  private func updateContents() {
    guard let image, image.isTemplate else {
      layer.contents = image
      return
    }
    layer.contents = image.withTintColor((tintColor ?? .systemBlue).resolvedColor(with: traitCollection))
  }

  /// A template image is tinted again with the new traits.
  override func traitColorsDidChange() {
    super.traitColorsDidChange()
    if image?.isTemplate == true, (tintColor ?? .systemBlue).isDynamic { updateContents() }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  open override func contentModeDidChange() {
    layer.contentsGravity = Self.gravity(for: contentMode)
  }

  static func gravity(for mode: ContentMode) -> CALayerContentsGravity {
    switch mode {
    case .scaleToFill, .redraw: .resize
    case .scaleAspectFit: .resizeAspect
    case .scaleAspectFill: .resizeAspectFill
    case .center: .center
    case .top: .top
    case .bottom: .bottom
    case .left: .left
    case .right: .right
    case .topLeft: .topLeft
    case .topRight: .topRight
    case .bottomLeft: .bottomLeft
    case .bottomRight: .bottomRight
    }
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
  open override var intrinsicContentSize: CGSize { image?.size ?? .zero }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UIImageView.self)
    ViewArchive.decode(self, from: coder, at: UIImageView.self)
  }
}
