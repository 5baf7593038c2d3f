import Foundation
import SegueAnimation

/// UIKit's activity indicator: eight spokes fading round a centre, turning one spoke every
/// eighth of a second while animating (a discrete rotation repeated forever on the spokes'
/// layer, so a headless render at time t shows the same spoke as the window at t).
///
/// `.medium` is 20 pt across, `.large` 37 pt; the iOS 12 styles `.white`, `.whiteLarge` and
/// `.gray` are the same sizes in white and grey. Hidden while stopped when
/// `hidesWhenStopped` (the default). An animation that repeats forever does not keep
/// `HeadlessHost.runUntilIdle()` waiting (docs/uikit-behaviour-2.md §11).
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
  /// UIKit's styles (raw values as in UIKit).
  public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
    @available(*, deprecated, message: "use .large")
    case whiteLarge = 0
    @available(*, deprecated, message: "use .medium")
    case white = 1
    @available(*, deprecated, message: "use .medium")
    case gray = 2
  }

  static let spokeCount = 8
  /// Seconds for a whole turn.
  static let period: TimeInterval = 1
  static let animationKey = "segue.activityIndicator.spin"

  private let spokes = UIView()
  private var spokeViews: [UIView] = []
  /// How many spokes show, clockwise from the top (nil: all): a refresh control draws its
  /// spinner in as the content is pulled.
  var revealedSpokeCount: Int? { didSet { updateRevealedSpokes() } }
  private var storedAnimating = false

  open var style: Style = .medium {
    didSet {
      invalidateIntrinsicContentSize()
      buildSpokes()
    }
  }
  /// The spokes' colour (default: grey, white for the iOS 12 white styles).
  open var color: UIColor! {
    get { storedColor ?? defaultColor }
    set {
      storedColor = newValue
      updateColor()
    }
  }
  private var storedColor: UIColor?
  /// Whether the indicator hides while stopped (default true).
  open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !storedAnimating } }
  open var isAnimating: Bool { storedAnimating }

  public init(style: Style) {
    super.init(frame: .zero)
    self.style = style
    setUpIndicator()
    frame.size = intrinsicContentSize
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpIndicator()
  }

  public convenience init() { self.init(style: .medium) }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpIndicator()
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UIActivityIndicatorView.self)
  }

  private func setUpIndicator() {
    backgroundColor = nil
    isUserInteractionEnabled = false
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      setContentHuggingPriority(.defaultHigh, for: axis)
    }
    spokes.isUserInteractionEnabled = false
    addSubview(spokes)
    buildSpokes()
    isHidden = hidesWhenStopped
  }

  private var isLarge: Bool { style.rawValue == 101 || style.rawValue == 0 }
  private var defaultColor: UIColor { style.rawValue == 0 || style.rawValue == 1 ? .white : .gray }
  private var diameter: CGFloat { isLarge ? 37 : 20 }

  open override var intrinsicContentSize: CGSize { CGSize(width: diameter, height: diameter) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open func startAnimating() {
    guard !storedAnimating else { return }
    storedAnimating = true
    isHidden = false
    let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
    spin.values = (0..<Self.spokeCount).map { NSNumber(value: Double($0) * 2 * .pi / Double(Self.spokeCount)) }
    spin.keyTimes = (0..<Self.spokeCount).map { NSNumber(value: Double($0) / Double(Self.spokeCount)) }
    spin.calculationMode = .discrete
    spin.duration = Self.period
    spin.repeatCount = .infinity
    spokes.layer.add(spin, forKey: Self.animationKey)
  }

  open func stopAnimating() {
    guard storedAnimating else { return }
    storedAnimating = false
    spokes.layer.removeAnimation(forKey: Self.animationKey)
    if hidesWhenStopped { isHidden = true }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    UIView.performWithoutAnimation {
      spokes.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
      spokes.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
  }

  /// Eight capsules, the leading one opaque and each following one fainter.
  private func buildSpokes() {
    for view in spokeViews { view.removeFromSuperview() }
    spokeViews = []
    let radius = diameter / 2
    let width: CGFloat = isLarge ? 3.5 : 2
    let length = radius * 0.5
    for index in 0..<Self.spokeCount {
      let spoke = UIView()
      spoke.isUserInteractionEnabled = false
      spoke.layer.cornerRadius = width / 2
      spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
      let angle = CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount)
      let distance = radius - length / 2
      spoke.center = CGPoint(x: radius + sin(angle) * distance, y: radius - cos(angle) * distance)
      spoke.transform = CGAffineTransform(rotationAngle: angle)
      // The leading spoke is the one the rotation steps towards: full alpha, then fading.
      spoke.alpha = 1 - CGFloat((Self.spokeCount - index) % Self.spokeCount) * 0.09
      spokes.addSubview(spoke)
      spokeViews.append(spoke)
    }
    updateColor()
    updateRevealedSpokes()
    setNeedsLayout()
  }

  private func updateRevealedSpokes() {
    for (index, spoke) in spokeViews.enumerated() { spoke.isHidden = index >= (revealedSpokeCount ?? Self.spokeCount) }
  }

  private func updateColor() {
    for spoke in spokeViews { spoke.backgroundColor = color }
  }
}
