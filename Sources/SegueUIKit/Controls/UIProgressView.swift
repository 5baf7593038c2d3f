import Foundation
import SegueAnimation

/// UIKit's progress view: a 4 pt rounded track, filled from the left (the right under a
/// right-to-left layout) to `progress`.
///
/// `.default` fills with the tint colour on `.systemFill`; `.bar` (a toolbar's) has a clear
/// track. `setProgress(_:animated:)` with `animated` moves the fill over 0.25 s.
/// Sizes and colours: docs/uikit-behaviour-2.md §11.
@preconcurrency @MainActor open class UIProgressView: UIView {
  /// UIKit's styles (raw values as in UIKit).
  public enum Style: Int, Sendable {
    case `default` = 0
    case bar = 1
  }

  static let height: CGFloat = 4

  private let track = UIImageView()
  private let fill = UIImageView()
  private var storedProgress: Float = 0

  open var progressViewStyle: Style = .default { didSet { updateAppearance() } }
  /// The fraction filled, clamped to 0...1.
  open var progress: Float {
    get { storedProgress }
    set { setProgress(newValue, animated: false) }
  }
  /// The fill's colour (nil: `tintColor`).
  open var progressTintColor: UIColor? { didSet { updateAppearance() } }
  /// The track's colour (nil: `.systemFill`, clear for `.bar`).
  open var trackTintColor: UIColor? { didSet { updateAppearance() } }
  open var progressImage: UIImage? { didSet { updateAppearance() } }
  open var trackImage: UIImage? { didSet { updateAppearance() } }
  /// A `Progress` whose `fractionCompleted` the view shows (read when set and on
  /// `setProgress`; Segue has no key-value observing of Foundation's `Progress`).
  open var observedProgress: Progress? {
    didSet { if let observedProgress { progress = Float(observedProgress.fractionCompleted) } }
  }

  public init(progressViewStyle style: Style) {
    super.init(frame: .zero)
    progressViewStyle = style
    setUpProgressView()
    frame.size = CGSize(width: 0, height: Self.height)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpProgressView()
  }

  public convenience init() { self.init(progressViewStyle: .default) }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpProgressView()
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UIProgressView.self)
  }

  private func setUpProgressView() {
    backgroundColor = nil
    isUserInteractionEnabled = false
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    track.clipsToBounds = true
    fill.clipsToBounds = true
    addSubview(track)
    addSubview(fill)
    updateAppearance()
  }

  open func setProgress(_ progress: Float, animated: Bool) {
    storedProgress = min(max(progress.isNaN ? 0 : progress, 0), 1)
    if animated {
      UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) { self.layoutParts() }
    } else {
      UIView.performWithoutAnimation { layoutParts() }
    }
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }

  private func layoutParts() {
    let height = min(bounds.height, Self.height)
    let y = (bounds.height - height) / 2
    track.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
    let width = bounds.width * CGFloat(storedProgress)
    let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - width : 0
    fill.frame = CGRect(x: x, y: y, width: width, height: height)
    let radius = progressViewStyle == .bar ? 0 : height / 2
    track.layer.cornerRadius = radius
    fill.layer.cornerRadius = radius
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateAppearance()
  }

  private func updateAppearance() {
    track.image = trackImage
    fill.image = progressImage
    track.backgroundColor =
      trackImage != nil ? nil : trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemFill)
    fill.backgroundColor = progressImage != nil ? nil : progressTintColor ?? tintColor ?? .systemBlue
    setNeedsLayout()
  }
}
