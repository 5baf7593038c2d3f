import Foundation
import SegueAnimation

/// UIKit's image view: shows a `UIImage` placed by `contentMode` (scaleToFill by default;
/// scaleAspectFill overflows the bounds unless `clipsToBounds`).
@preconcurrency @MainActor open class UIImageView: UIView {
  open var image: UIImage? {
    didSet { layer.contents = image }
  }

  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    layer.contents = image
    isUserInteractionEnabled = false
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

  /// UIKit's archive initializer; there are no archives in Segue (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    ArchiveDecoding.reportUndecodable(Self.self)
    return nil
  }
}
