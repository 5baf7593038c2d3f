import Foundation
import SegueAnimation

/// UIKit's stepper: a 94 × 32 pt rounded control with a minus and a plus half.
///
/// A touch on a half steps `value` by `stepValue` at once and sends `.valueChanged` (and
/// `.primaryActionTriggered`); held down with `autorepeat`, it steps again after 0.5 s and
/// then every 0.1 s on the frame clock (with `isContinuous` false, one `.valueChanged` goes
/// out when the touch lifts). At a limit the value stops (or wraps round with `wraps`) and
/// that half is drawn dimmed. Sizes and timing: docs/uikit-behaviour-2.md §11.
@preconcurrency @MainActor open class UIStepper: UIControl {
  static let size = CGSize(width: 94, height: 32)
  static let autorepeatDelay: TimeInterval = 0.5
  static let autorepeatInterval: TimeInterval = 0.1

  private let minusHalf = UIView()
  private let plusHalf = UIView()
  private let separator = UIView()
  private let minusBar = UIView()
  private let plusBars = [UIView(), UIView()]
  private var storedValue: Double = 0
  /// +1 or −1 while a half is held; nil otherwise.
  private var heldDirection: Double?
  private var nextRepeat: TimeInterval?
  private var valueAtTouchDown: Double = 0

  open var value: Double {
    get { storedValue }
    set {
      storedValue = min(max(newValue, minimumValue), maximumValue)
      updateAppearance()
    }
  }
  open var minimumValue: Double = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = storedValue
    }
  }
  open var maximumValue: Double = 100 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = storedValue
    }
  }
  /// The step, greater than 0 (a value ≤ 0 is ignored, as UIKit raises on it).
  open var stepValue: Double = 1 {
    didSet { if stepValue <= 0 { stepValue = oldValue } }
  }
  /// Whether stepping past a limit goes round to the other one.
  open var wraps = false { didSet { updateAppearance() } }
  /// Whether holding a half keeps stepping.
  open var autorepeat = true
  /// Whether each step while held sends `.valueChanged` (false: once, at the end).
  open var isContinuous = true

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    setUpStepper()
  }

  public convenience init() { self.init(frame: .zero) }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpStepper()
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UIStepper.self)
  }

  private func setUpStepper() {
    backgroundColor = nil
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      setContentHuggingPriority(.defaultHigh, for: axis)
    }
    for half in [minusHalf, plusHalf] {
      half.isUserInteractionEnabled = false
      half.backgroundColor = .tertiarySystemFill
      addSubview(half)
    }
    minusHalf.layer.cornerRadius = 8
    minusHalf.layer.maskedCorners = [.layerMinXMinYCorner, .layerMinXMaxYCorner]
    plusHalf.layer.cornerRadius = 8
    plusHalf.layer.maskedCorners = [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
    separator.isUserInteractionEnabled = false
    separator.backgroundColor = .opaqueSeparator
    addSubview(separator)
    minusHalf.addSubview(minusBar)
    for bar in plusBars { plusHalf.addSubview(bar) }
    layoutParts()
    updateAppearance()
  }

  open override var intrinsicContentSize: CGSize { Self.size }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }

  private func layoutParts() {
    let half = Self.size.width / 2
    minusHalf.frame = CGRect(x: 0, y: 0, width: half, height: Self.size.height)
    plusHalf.frame = CGRect(x: half, y: 0, width: half, height: Self.size.height)
    separator.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: Self.size.height - 16)
    // The signs: 14 pt bars, 2 pt thick, centred in each half.
    let centre = CGPoint(x: half / 2, y: Self.size.height / 2)
    minusBar.frame = CGRect(x: centre.x - 7, y: centre.y - 1, width: 14, height: 2)
    plusBars[0].frame = CGRect(x: centre.x - 7, y: centre.y - 1, width: 14, height: 2)
    plusBars[1].frame = CGRect(x: centre.x - 1, y: centre.y - 7, width: 2, height: 14)
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateAppearance()
  }

  open override func highlightDidChange() { updateAppearance() }

  override var touchUpIsPrimaryAction: Bool { false }

  private func updateAppearance() {
    let canDecrease = wraps || storedValue > minimumValue
    let canIncrease = wraps || storedValue < maximumValue
    for bar in [minusBar] + plusBars { bar.backgroundColor = .label }
    minusHalf.alpha = isEnabled && canDecrease ? 1 : 0.4
    plusHalf.alpha = isEnabled && canIncrease ? 1 : 0.4
    // The held half darkens.
    minusHalf.backgroundColor = heldDirection == -1 && isHighlighted ? .systemFill : .tertiarySystemFill
    plusHalf.backgroundColor = heldDirection == 1 && isHighlighted ? .systemFill : .tertiarySystemFill
  }

  // MARK: - Stepping

  /// Steps once in `direction`; returns whether the value changed.
  private func step(_ direction: Double) -> Bool {
    var next = storedValue + direction * stepValue
    if next > maximumValue + 1e-9 {
      guard wraps else { return setStepped(maximumValue) }
      next = minimumValue
    } else if next < minimumValue - 1e-9 {
      guard wraps else { return setStepped(minimumValue) }
      next = maximumValue
    }
    return setStepped(next)
  }

  private func setStepped(_ newValue: Double) -> Bool {
    let clamped = min(max(newValue, minimumValue), maximumValue)
    guard clamped != storedValue else { return false }
    storedValue = clamped
    updateAppearance()
    return true
  }

  // MARK: - Tracking

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let direction: Double = touch.location(in: self).x < Self.size.width / 2 ? -1 : 1
    heldDirection = direction
    valueAtTouchDown = storedValue
    if step(direction), isContinuous { sendValueChanged() }
    updateAppearance()
    guard autorepeat else { return true }
    let start = touch.timestamp
    nextRepeat = start + Self.autorepeatDelay
    FrameCallback.add(for: layer) { [weak self] time in
      guard let self, let direction = self.heldDirection, self.nextRepeat != nil else { return false }
      while let pending = self.nextRepeat, time >= pending - MediaTime.sameInstant {
        self.nextRepeat = pending + Self.autorepeatInterval
        if self.isHighlighted, self.step(direction), self.isContinuous { self.sendValueChanged() }
      }
      return true
    }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishHolding() }

  open override func cancelTracking(with event: UIEvent?) { finishHolding() }

  private func finishHolding() {
    heldDirection = nil
    nextRepeat = nil
    updateAppearance()
    if !isContinuous && storedValue != valueAtTouchDown { sendValueChanged() }
  }
}
