import Foundation
import SegueAnimation

/// UIKit's slider: a 4 pt track, filled with the tint colour up to a 28 pt thumb.
///
/// Only a touch on the thumb (or within 10 pt of it) moves it; the thumb keeps its offset
/// under the finger. With `isContinuous` (the default) every move that changes `value` sends
/// `.valueChanged`; otherwise one is sent when the touch lifts. The layout comes from
/// `trackRect(forBounds:)` and `thumbRect(forBounds:trackRect:value:)`, so a subclass that
/// overrides them (a thicker track) is drawn and tracked with its rectangles, as in UIKit.
/// Sizes and colours: docs/uikit-behaviour-2.md §11.
@preconcurrency @MainActor open class UISlider: UIControl {
  /// The slider's height for Auto Layout, points (its width is the layout's).
  static let height: CGFloat = 31
  static let thumbDiameter: CGFloat = 28
  static let trackHeight: CGFloat = 4
  /// How far around the thumb a touch still grabs it, points.
  static let thumbTouchMargin: CGFloat = 10

  private let minimumTrack = UIImageView()
  private let maximumTrack = UIImageView()
  private let thumb = UIImageView()
  private let minimumValueImageView = UIImageView()
  private let maximumValueImageView = UIImageView()
  private var storedValue: Float = 0
  private var thumbImages: [UInt: UIImage] = [:]
  private var minimumTrackImages: [UInt: UIImage] = [:]
  private var maximumTrackImages: [UInt: UIImage] = [:]
  /// Where in the thumb the finger is (x from the thumb's centre, points) while tracking.
  private var grabOffset: CGFloat = 0
  private var valueAtTouchDown: Float = 0

  /// The value, clamped to `minimumValue...maximumValue`. Setting it sends no action.
  open var value: Float {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }
  open var minimumValue: Float = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      setValue(storedValue, animated: false)
    }
  }
  open var maximumValue: Float = 1 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      setValue(storedValue, animated: false)
    }
  }
  /// Whether a drag sends `.valueChanged` as it moves (true) or once at its end.
  open var isContinuous = true
  /// The filled part's colour (nil: `tintColor`).
  open var minimumTrackTintColor: UIColor? { didSet { updateAppearance() } }
  /// The rest of the track (nil: `.systemFill`).
  open var maximumTrackTintColor: UIColor? { didSet { updateAppearance() } }
  /// The thumb's colour (nil: white).
  open var thumbTintColor: UIColor? { didSet { updateAppearance() } }
  /// An image left of the track (the track shortens to make room).
  open var minimumValueImage: UIImage? { didSet { setNeedsLayout() } }
  /// An image right of the track.
  open var maximumValueImage: UIImage? { didSet { setNeedsLayout() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpSlider()
  }

  public convenience init() { self.init(frame: .zero) }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSlider()
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UISlider.self)
  }

  private func setUpSlider() {
    backgroundColor = nil
    for part in [minimumValueImageView, maximumValueImageView, maximumTrack, minimumTrack, thumb] {
      part.isUserInteractionEnabled = false
      addSubview(part)
    }
    minimumTrack.layer.cornerRadius = Self.trackHeight / 2
    maximumTrack.layer.cornerRadius = Self.trackHeight / 2
    thumb.layer.shadowColor = UIColor.black.cgColor
    thumb.layer.shadowOpacity = 0.2
    thumb.layer.shadowRadius = 3
    thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
    updateAppearance()
  }

  /// Sets the value (clamped); with `animated`, the thumb and fill move over 0.25 s. Sends
  /// no action.
  open func setValue(_ value: Float, animated: Bool) {
    storedValue = min(max(value, minimumValue), maximumValue)
    if animated {
      UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) { self.layoutParts() }
    } else {
      UIView.performWithoutAnimation { layoutParts() }
    }
  }

  // MARK: - Images

  open func setThumbImage(_ image: UIImage?, for state: State) {
    thumbImages[state.rawValue] = image
    updateAppearance()
  }
  open func thumbImage(for state: State) -> UIImage? { thumbImages[state.rawValue] }
  open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[0] }

  open func setMinimumTrackImage(_ image: UIImage?, for state: State) {
    minimumTrackImages[state.rawValue] = image
    updateAppearance()
  }
  open func minimumTrackImage(for state: State) -> UIImage? { minimumTrackImages[state.rawValue] }
  open var currentMinimumTrackImage: UIImage? { minimumTrackImages[state.rawValue] ?? minimumTrackImages[0] }

  open func setMaximumTrackImage(_ image: UIImage?, for state: State) {
    maximumTrackImages[state.rawValue] = image
    updateAppearance()
  }
  open func maximumTrackImage(for state: State) -> UIImage? { maximumTrackImages[state.rawValue] }
  open var currentMaximumTrackImage: UIImage? { maximumTrackImages[state.rawValue] ?? maximumTrackImages[0] }

  // MARK: - Geometry (UIKit's overridable rectangles)

  /// Where `minimumValueImage` is drawn: its size, at the left, centred vertically (zero
  /// without an image).
  open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    guard let size = minimumValueImage?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
    return CGRect(x: bounds.minX, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
  }

  /// Where `maximumValueImage` is drawn: at the right.
  open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    guard let size = maximumValueImage?.size else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
    return CGRect(
      x: bounds.maxX - size.width, y: (bounds.midY - size.height / 2).rounded(), width: size.width,
      height: size.height)
  }

  /// The track: 4 pt high, centred, 2 pt in from each end (or 4 pt from a value image).
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    var left = bounds.minX + 2
    var right = bounds.maxX - 2
    if minimumValueImage != nil { left = minimumValueImageRect(forBounds: bounds).maxX + 4 }
    if maximumValueImage != nil { right = maximumValueImageRect(forBounds: bounds).minX - 4 }
    let height = currentMinimumTrackImage?.size.height ?? Self.trackHeight
    return CGRect(x: left, y: bounds.midY - height / 2, width: max(right - left, 0), height: height)
  }

  /// The thumb at `value`: 28 pt (or its image's size), its centre moving from half a thumb
  /// in from the track's left end to half a thumb in from its right end.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
    let fraction = CGFloat(fraction(of: value))
    let travel = max(rect.width + 4 - size.width, 0)
    let x = rect.minX - 2 + travel * fraction
    return CGRect(x: x, y: (rect.midY - size.height / 2).rounded(), width: size.width, height: size.height)
  }

  private func fraction(of value: Float) -> Float {
    let range = maximumValue - minimumValue
    return range > 0 ? (min(max(value, minimumValue), maximumValue) - minimumValue) / range : 0
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : 118, height: Self.height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }

  private func layoutParts() {
    let track = trackRect(forBounds: bounds)
    let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
    minimumTrack.frame = CGRect(
      x: track.minX, y: track.minY, width: max(thumbFrame.midX - track.minX, 0), height: track.height)
    maximumTrack.frame = CGRect(
      x: thumbFrame.midX, y: track.minY, width: max(track.maxX - thumbFrame.midX, 0), height: track.height)
    thumb.frame = thumbFrame
    thumb.layer.cornerRadius = currentThumbImage == nil ? thumbFrame.height / 2 : 0
    minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
    maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateAppearance()
  }

  open override func highlightDidChange() {
    alpha = isEnabled ? 1 : 0.5
    updateAppearance()
  }

  override var touchUpIsPrimaryAction: Bool { false }

  private func updateAppearance() {
    minimumTrack.image = currentMinimumTrackImage
    maximumTrack.image = currentMaximumTrackImage
    minimumTrack.backgroundColor =
      currentMinimumTrackImage == nil ? (minimumTrackTintColor ?? tintColor ?? .systemBlue) : nil
    maximumTrack.backgroundColor = currentMaximumTrackImage == nil ? (maximumTrackTintColor ?? .systemFill) : nil
    thumb.image = currentThumbImage
    thumb.backgroundColor = currentThumbImage == nil ? (thumbTintColor ?? .white) : nil
    thumb.layer.shadowOpacity = currentThumbImage == nil ? 0.2 : 0
    minimumValueImageView.image = minimumValueImage
    maximumValueImageView.image = maximumValueImage
    setNeedsLayout()
  }

  // MARK: - Tracking

  /// A drag that began on the thumb and goes along the track stays the slider's: an
  /// ancestor's pan or swipe across does not begin (UIKit's rule for a slider's default
  /// action, docs/uikit-behaviour-2.md §11.3).
  package override func keepsDrag(of recognizer: UIGestureRecognizer) -> Bool {
    isEnabled && isTracking && isHorizontalDrag(recognizer)
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let point = touch.location(in: self)
    let thumbFrame = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
    let margin = Self.thumbTouchMargin
    guard thumbFrame.insetBy(dx: -margin, dy: -margin).contains(point) else { return false }
    grabOffset = point.x - thumbFrame.midX
    valueAtTouchDown = storedValue
    updateAppearance()
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let newValue = value(atThumbCentre: touch.location(in: self).x - grabOffset)
    guard newValue != storedValue else { return true }
    setValue(newValue, animated: false)
    if isContinuous { sendValueChanged() }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    updateAppearance()
    if !isContinuous && storedValue != valueAtTouchDown { sendValueChanged() }
  }

  open override func cancelTracking(with event: UIEvent?) {
    updateAppearance()
    if !isContinuous && storedValue != valueAtTouchDown { sendValueChanged() }
  }

  /// The value whose thumb is centred at `x` (bounds coordinates, points), clamped.
  private func value(atThumbCentre x: CGFloat) -> Float {
    let track = trackRect(forBounds: bounds)
    let low = thumbRect(forBounds: bounds, trackRect: track, value: minimumValue).midX
    let high = thumbRect(forBounds: bounds, trackRect: track, value: maximumValue).midX
    guard high > low else { return minimumValue }
    let fraction = Float(min(max((x - low) / (high - low), 0), 1))
    return minimumValue + fraction * (maximumValue - minimumValue)
  }
}
