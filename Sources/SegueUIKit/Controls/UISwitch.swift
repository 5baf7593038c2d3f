import Foundation
import SegueAnimation

/// UIKit's switch: a 51 × 31 pt rounded track with a 27 pt thumb, on or off.
///
/// A tap toggles it; a drag moves the thumb to the side the finger is on and the release
/// keeps that side. Either sends `.valueChanged` (and `.primaryActionTriggered`) when the
/// value changed; `isOn` and `setOn(_:animated:)` never send actions. While a touch is down
/// the thumb stretches to 35 pt toward the middle. Sizes, colours and timing:
/// docs/uikit-behaviour-2.md §11.
@preconcurrency @MainActor open class UISwitch: UIControl {
  /// UIKit's switch styles (Mac Catalyst's checkbox is drawn as the sliding switch here).
  public enum Style: Int, Sendable {
    case automatic = 0
    case checkbox = 1
    case sliding = 2
  }

  /// The size every switch has, whatever frame it is given (points).
  static let switchSize = CGSize(width: 51, height: 31)
  static let thumbDiameter: CGFloat = 27
  static let stretchedThumbWidth: CGFloat = 35
  static let thumbInset: CGFloat = 2
  /// Seconds the thumb and track take to follow a change.
  static let toggleDuration: TimeInterval = 0.25

  private let track = UIView()
  private let thumb = UIView()
  private var storedOn = false
  /// The side the thumb shows while a touch is down (nil: `isOn`'s side).
  private var trackedSide: Bool?
  private var touchMoved = false
  private var touchStart: CGPoint = .zero

  open var isOn: Bool {
    get { storedOn }
    set { setOn(newValue, animated: false) }
  }

  /// The track's colour when on (nil: `.systemGreen`).
  open var onTintColor: UIColor? { didSet { updateAppearance() } }
  /// The thumb's colour (nil: white).
  open var thumbTintColor: UIColor? { didSet { updateAppearance() } }
  /// Ignored since iOS 7, as in UIKit.
  open var onImage: UIImage?
  /// Ignored since iOS 7, as in UIKit.
  open var offImage: UIImage?
  open var preferredStyle: Style = .automatic
  open var style: Style { .sliding }
  /// Mac Catalyst's checkbox title; not drawn.
  open var title: String?

  /// A switch at `frame.origin`; the size is always 51 × 31 pt, as in UIKit.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
    setUpSwitch()
  }

  public convenience init() { self.init(frame: .zero) }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSwitch()
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UISwitch.self)
  }

  private func setUpSwitch() {
    backgroundColor = nil
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      setContentHuggingPriority(.defaultHigh, for: axis)
    }
    track.isUserInteractionEnabled = false
    track.layer.cornerRadius = Self.switchSize.height / 2
    thumb.isUserInteractionEnabled = false
    thumb.layer.cornerRadius = Self.thumbDiameter / 2
    thumb.layer.shadowColor = UIColor.black.cgColor
    thumb.layer.shadowOpacity = 0.2
    thumb.layer.shadowRadius = 2.5
    thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
    addSubview(track)
    addSubview(thumb)
    layoutParts()
    updateAppearance()
  }

  /// Sets the value; with `animated`, the thumb slides and the track's colour fades over
  /// 0.25 s. Sends no actions.
  open func setOn(_ on: Bool, animated: Bool) {
    storedOn = on
    trackedSide = nil
    refresh(animated: animated)
  }

  open override var intrinsicContentSize: CGSize { Self.switchSize }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateAppearance()
  }

  override func traitsDidChange(from previous: UITraitCollection) {
    super.traitsDidChange(from: previous)
    updateAppearance()
  }

  open override func highlightDidChange() { alpha = isEnabled ? 1 : 0.5 }

  override var touchUpIsPrimaryAction: Bool { false }

  // MARK: - Tracking

  /// A drag along the switch stays the switch's: an ancestor's pan or swipe across does
  /// not begin (UIKit's rule for a switch's default action, docs/uikit-behaviour-2.md §11.3).
  package override func keepsDrag(of recognizer: UIGestureRecognizer) -> Bool {
    isEnabled && isTracking && isHorizontalDrag(recognizer)
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    touchStart = touch.location(in: self)
    touchMoved = false
    trackedSide = storedOn
    refresh(animated: true)
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let point = touch.location(in: self)
    // A few points of movement make the touch a drag rather than a tap.
    if abs(point.x - touchStart.x) > 4 || abs(point.y - touchStart.y) > 4 { touchMoved = true }
    if touchMoved {
      let side = point.x > Self.switchSize.width / 2
      if side != trackedSide {
        trackedSide = side
        refresh(animated: true)
      }
    }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    let newValue = touchMoved ? (trackedSide ?? storedOn) : !storedOn
    finishTracking(value: newValue)
  }

  open override func cancelTracking(with event: UIEvent?) { finishTracking(value: storedOn) }

  private func finishTracking(value: Bool) {
    let changed = value != storedOn
    storedOn = value
    trackedSide = nil
    refresh(animated: true)
    if changed { sendValueChanged() }
  }

  // MARK: - Drawing

  /// The side drawn: the touch's while tracking, else the value.
  private var shownOn: Bool { trackedSide ?? storedOn }

  private func refresh(animated: Bool) {
    guard animated else {
      UIView.performWithoutAnimation {
        layoutParts()
        updateAppearance()
      }
      return
    }
    UIView.animate(
      withDuration: Self.toggleDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction],
      animations: {
        self.layoutParts()
        self.updateAppearance()
      })
  }

  private func layoutParts() {
    let size = Self.switchSize
    track.frame = CGRect(origin: .zero, size: size)
    let width = isTracking || trackedSide != nil ? Self.stretchedThumbWidth : Self.thumbDiameter
    let x = shownOn ? size.width - Self.thumbInset - width : Self.thumbInset
    thumb.frame = CGRect(x: x, y: Self.thumbInset, width: width, height: Self.thumbDiameter)
  }

  private func updateAppearance() {
    track.backgroundColor = shownOn ? (onTintColor ?? .systemGreen) : .secondarySystemFill
    thumb.backgroundColor = thumbTintColor ?? .white
  }
}
