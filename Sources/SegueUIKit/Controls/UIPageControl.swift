import Foundation
import SegueAnimation

/// UIKit's page control: a row of 7 pt dots 9 pt apart, the current page's opaque.
///
/// A tap on the leading side of the current dot goes back one page, on the trailing side
/// forward one, and sends `.valueChanged` (and `.primaryActionTriggered`); setting
/// `currentPage` sends no action. Its size for n pages is
/// `size(forNumberOfPages:)`: (16 n − 9) × 37 pt. Sizes and colours:
/// docs/uikit-behaviour-2.md §11.
@preconcurrency @MainActor open class UIPageControl: UIControl {
  /// iOS 14's background styles; `.prominent` draws the rounded platter always,
  /// `.automatic` and `.minimal` never (Segue has no scrubbing interaction to show it for).
  public enum BackgroundStyle: Int, Sendable {
    case automatic = 0
    case prominent = 1
    case minimal = 2
  }

  static let dotDiameter: CGFloat = 7
  static let dotSpacing: CGFloat = 9
  static let height: CGFloat = 37

  private var dots: [UIImageView] = []
  private var storedPage = 0
  private var indicatorImages: [Int: UIImage] = [:]

  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(numberOfPages, 0)
      storedPage = min(storedPage, max(numberOfPages - 1, 0))
      rebuildDots()
    }
  }
  /// The current page, clamped to `0..<numberOfPages`.
  open var currentPage: Int {
    get { storedPage }
    set {
      storedPage = min(max(newValue, 0), max(numberOfPages - 1, 0))
      updateAppearance()
    }
  }
  open var hidesForSinglePage = false { didSet { updateAppearance() } }
  /// The other pages' dots (nil: white at 30 % opacity).
  open var pageIndicatorTintColor: UIColor? { didSet { updateAppearance() } }
  /// The current page's dot (nil: white).
  open var currentPageIndicatorTintColor: UIColor? { didSet { updateAppearance() } }
  open var backgroundStyle: BackgroundStyle = .automatic { didSet { updateAppearance() } }
  /// Whether a drag scrubs through pages (kept; Segue's page control takes taps).
  open var allowsContinuousInteraction = true
  /// An image for every dot (nil: the dot).
  open var preferredIndicatorImage: UIImage? { didSet { rebuildDots() } }
  @available(*, deprecated, message: "deprecated in iOS 14")
  open var defersCurrentPageDisplay = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpPageControl()
  }

  public convenience init() { self.init(frame: .zero) }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpPageControl()
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UIPageControl.self)
  }

  private func setUpPageControl() {
    backgroundColor = nil
  }

  open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
    indicatorImages[page] = image
    rebuildDots()
  }

  open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }

  @available(*, deprecated, message: "deprecated in iOS 14")
  open func updateCurrentPageDisplay() { updateAppearance() }

  /// The size the dots of `pageCount` pages take: (16 n − 9) × 37 pt.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = CGFloat(max(pageCount, 0))
    let width = count > 0 ? count * Self.dotDiameter + (count - 1) * Self.dotSpacing : 0
    return CGSize(width: width, height: Self.height)
  }

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  private func rebuildDots() {
    for dot in dots { dot.removeFromSuperview() }
    dots = (0..<numberOfPages).map { page in
      let dot = UIImageView(image: indicatorImages[page] ?? preferredIndicatorImage)
      dot.isUserInteractionEnabled = false
      addSubview(dot)
      return dot
    }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    updateAppearance()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = size(forNumberOfPages: numberOfPages).width
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    var x = ((bounds.width - width) / 2).rounded()
    for index in dots.indices {
      let dot = dots[rightToLeft ? dots.count - 1 - index : index]
      let size = dot.image?.size ?? CGSize(width: Self.dotDiameter, height: Self.dotDiameter)
      dot.frame = CGRect(
        x: x + (Self.dotDiameter - size.width) / 2, y: ((bounds.height - size.height) / 2).rounded(),
        width: size.width, height: size.height)
      dot.layer.cornerRadius = dot.image == nil ? Self.dotDiameter / 2 : 0
      x += Self.dotDiameter + Self.dotSpacing
    }
    layer.cornerRadius = backgroundStyle == .prominent ? bounds.height / 2 : layer.cornerRadius
  }

  override func traitsDidChange(from previous: UITraitCollection) {
    super.traitsDidChange(from: previous)
    setNeedsLayout()
  }

  override var touchUpIsPrimaryAction: Bool { false }

  private func updateAppearance() {
    isHidden = hidesForSinglePage && numberOfPages <= 1 ? true : isHidden && !(hidesForSinglePage && numberOfPages > 1)
    for (page, dot) in dots.enumerated() {
      let current = page == storedPage
      let color =
        current ? currentPageIndicatorTintColor ?? .white : pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
      if dot.image == nil {
        dot.backgroundColor = color
      } else {
        dot.tintColor = color
      }
    }
    if backgroundStyle == .prominent { backgroundColor = UIColor(white: 0, alpha: 0.25) }
  }

  // MARK: - Tracking

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, numberOfPages > 1 else { return }
    let width = size(forNumberOfPages: numberOfPages).width
    let start = ((bounds.width - width) / 2).rounded()
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let slot = CGFloat(rightToLeft ? numberOfPages - 1 - storedPage : storedPage)
    let currentMidX = start + slot * (Self.dotDiameter + Self.dotSpacing) + Self.dotDiameter / 2
    let x = touch.location(in: self).x
    var step = x < currentMidX ? -1 : 1
    if rightToLeft { step = -step }
    let next = min(max(storedPage + step, 0), numberOfPages - 1)
    guard next != storedPage else { return }
    storedPage = next
    updateAppearance()
    sendValueChanged()
  }
}
