import Foundation
import SegueAnimation

/// The closure type of a `UIAction` (UIKit's `UIActionHandler`).
public typealias UIActionHandler = (UIAction) -> Void

/// UIKit's action: a closure run for a control event, a bar button item or a menu (iOS 14's
/// `UIAction`; target-action with selectors needs the Objective-C runtime, which Linux lacks).
@preconcurrency @MainActor public final class UIAction: UIMenuElement {
  /// A name for an action (UIKit's `UIAction.Identifier`).
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  public let handler: UIActionHandler
  /// The identifier given at creation, or a unique one (as UIKit makes when none is given).
  public let identifier: Identifier
  public var discoverabilityTitle: String?
  public var attributes: UIMenuElement.Attributes
  public var state: UIMenuElement.State
  /// The object that triggered the action — the control, bar button item or menu's
  /// presenter — set before the handler runs; nil until then.
  public private(set) var sender: Any?

  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.handler = handler
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    super.init(title: title, image: image)
  }

  /// Runs the handler with `sender` as the action's sender.
  package func perform(sender: Any?) {
    self.sender = sender
    handler(self)
  }
}

/// UIKit's control: tracks a touch inside itself and sends actions for its events.
@preconcurrency @MainActor open class UIControl: UIView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit's archive initializer (`UIView.init?(coder:)`); an archived control's state
  /// (`ViewArchive`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    ViewArchive.decode(self, from: coder, at: UIControl.self)
  }

  /// Control events (UIKit's raw values).
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch down that is the second (or later) of a series of taps (`UITouch.tapCount` > 1).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// How a control places its content horizontally (UIKit's raw values).
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center = 0
    case left = 1
    case right = 2
    case fill = 3
    case leading = 4
    case trailing = 5
  }

  /// How a control places its content vertically (UIKit's raw values).
  public enum ContentVerticalAlignment: Int, Sendable {
    case center = 0
    case top = 1
    case bottom = 2
    case fill = 3
  }

  /// One registered action: a `UIAction`, or a target's method (the target held weakly).
  private struct Registration {
    let action: UIAction?
    weak var target: AnyObject?
    let events: Event
    let run: (UIControl) -> Void
  }

  private var registrations: [Registration] = []

  /// Whether the control takes touches and sends actions; a disabled control is drawn
  /// dimmed where UIKit dims it.
  open var isEnabled = true { didSet { if isEnabled != oldValue { enabledDidChange() } } }
  open var isHighlighted = false { didSet { highlightDidChange() } }
  open var isSelected = false { didSet { if isSelected != oldValue { highlightDidChange() } } }
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  open var contentVerticalAlignment: ContentVerticalAlignment = .center

  /// The control's state, from `isHighlighted`, `isEnabled` and `isSelected`.
  open var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Whether a touch is being tracked: from a `beginTracking(_:with:)` that returned true
  /// until the touch ends, is cancelled or `continueTracking(_:with:)` returns false.
  open internal(set) var isTracking = false
  /// Whether the tracked touch is inside the control's bounds now.
  open internal(set) var isTouchInside = false

  /// Whether an ancestor's pan or swipe `recognizer` must not begin because this control
  /// keeps the drag as its default action (`UISlider`, `UISwitch`); false by default.
  package func keepsDrag(of recognizer: UIGestureRecognizer) -> Bool { false }

  /// Whether `recognizer` (a pan or a swipe) goes along this control's horizontal track: a
  /// swipe left or right, or a pan that has moved at least as far across as up or down.
  package func isHorizontalDrag(_ recognizer: UIGestureRecognizer) -> Bool {
    if let swipe = recognizer as? UISwipeGestureRecognizer {
      return swipe.direction.isSubset(of: [.left, .right])
    }
    guard let pan = recognizer as? UIPanGestureRecognizer else { return false }
    let moved = pan.translation(in: self)
    return abs(moved.x) >= abs(moved.y)
  }

  open func addAction(_ action: UIAction, for controlEvents: Event) {
    registrations.append(
      Registration(action: action, target: nil, events: controlEvents) { control in
        action.perform(sender: control)
      })
  }

  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    registrations.removeAll { $0.action === action && $0.events == controlEvents }
  }

  /// UIKit's target–action. Swift on Linux has no selectors, so `action` is the method
  /// itself: `button.addTarget(self, action: ListViewController.openTapped, for: .touchUpInside)`
  /// for `func openTapped(_ sender: UIButton)`. The target is held weakly, as UIKit holds it;
  /// a sender of another type than this control's is not called.
  public func addTarget<Target: AnyObject, Sender: UIControl>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
  ) {
    registrations.append(
      Registration(action: nil, target: target, events: controlEvents) { [weak target] control in
        guard let target, let sender = control as? Sender else { return }
        action(target)(sender)
      })
  }

  /// Target–action with a method that takes no sender: `func openTapped()`.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
  ) {
    registrations.append(
      Registration(action: nil, target: target, events: controlEvents) { [weak target] _ in
        guard let target else { return }
        action(target)()
      })
  }

  /// UIKit's `addTarget(_:action:for:)` with a `Selector` made from the method
  /// (docs/uikit-behaviour-2.md §22.2): sent to `target` (held weakly) with this control. A nil
  /// target gets nothing (UIKit searches the responder chain for it).
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    guard let target else { return }
    let object = target as AnyObject
    registrations.append(
      Registration(action: nil, target: object, events: controlEvents) { [weak object] control in
        guard let object else { return }
        action.perform(on: object, with: control)
      })
  }

  /// Removes the target–action pairs of `target` (nil: of every target) for any of
  /// `controlEvents` (UIKit's also takes the action's selector; without selectors, every
  /// action of the target goes).
  public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
    registrations.removeAll { registration in
      registration.action == nil && (target == nil || registration.target === target)
        && !registration.events.intersection(controlEvents).isEmpty
    }
  }

  /// The targets with actions registered (those still alive; UIKit's are `NSObject`s, here
  /// any hashable object — a `UIResponder` is one).
  open var allTargets: Set<AnyHashable> { Set(registrations.compactMap { $0.target as? AnyHashable }) }

  /// Runs the actions registered for any of `controlEvents`, in the order added.
  open func sendActions(for controlEvents: Event) {
    guard isEnabled else { return }
    for registration in registrations where !registration.events.intersection(controlEvents).isEmpty {
      registration.run(self)
    }
  }

  /// Whether any action is registered for one of `controlEvents` (a text field resigns on
  /// Return only when something handles `.editingDidEndOnExit`, as UIKit's does).
  func hasActions(for controlEvents: Event) -> Bool {
    registrations.contains { !$0.events.intersection(controlEvents).isEmpty }
  }

  /// An action a document connects (or a segue it triggers): `run` gets the control and
  /// the event; `target` is held weakly and counts among `allTargets`.
  func addInterfaceBuilderAction(
    target: AnyObject, for controlEvents: Event, run: @escaping (UIControl, UIEvent?) -> Void
  ) {
    registrations.append(Registration(action: nil, target: target, events: controlEvents) { run($0, nil) })
  }

  /// Called when `isHighlighted` or `isSelected` changes (Segue's hook for its controls'
  /// drawing; UIKit's subclasses override the properties' observers instead).
  open func highlightDidChange() {}

  /// Called when `isEnabled` changes; controls redraw dimmed or not.
  func enabledDidChange() { highlightDidChange() }

  // MARK: - Tracking (UIKit's overridable methods)

  /// A touch went down in the control; return false not to track it. Called after
  /// `isHighlighted` is set, before `.touchDown` is sent. The default tracks every touch.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// The tracked touch moved; return false to stop tracking it. The default keeps tracking.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// The tracked touch lifted (before `.touchUpInside` or `.touchUpOutside` is sent).
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

  /// The tracked touch was cancelled (before `.touchCancel` is sent).
  open func cancelTracking(with event: UIEvent?) {}

  /// Sends `.valueChanged` and, for the controls whose primary action it is (switches,
  /// sliders, segmented controls, steppers, page controls), `.primaryActionTriggered`.
  func sendValueChanged() { sendActions(for: [.valueChanged, .primaryActionTriggered]) }

  /// Called when a touch lifts inside, before the primary action's events are sent (a button
  /// that `changesSelectionAsPrimaryAction` toggles its selection here).
  func primaryActionWillTrigger() {}

  /// Whether a touch lifted inside is the control's primary action (a button's); value
  /// controls send it with `.valueChanged` instead.
  var touchUpIsPrimaryAction: Bool { true }
}

extension UIControl {
  /// UIKit's control states, `UIControl.State` as UIKit spells it (`UIButton.State` names the
  /// same type through inheritance). Raw values as in UIKit.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
    public static let application = State(rawValue: 0x00FF_0000)
    public static let reserved = State(rawValue: 0xFF00_0000)
  }
}
