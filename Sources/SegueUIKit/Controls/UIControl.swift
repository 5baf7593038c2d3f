import Foundation
import SegueAnimation

/// UIKit's action: a closure run for a control event (iOS 14's `UIAction`; target-action
/// with selectors needs the Objective-C runtime, which Linux lacks).
@preconcurrency @MainActor public final class UIAction: NSObject {
  public let title: String
  public let handler: (UIAction) -> Void
  public init(title: String = "", handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.handler = handler
  }
}

/// UIKit's control: tracks a touch inside itself and sends actions for its events.
@preconcurrency @MainActor open class UIControl: UIView {
  /// Control events (UIKit's raw values).
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  /// One registered action: a `UIAction`, or a target's method (the target held weakly).
  private struct Registration {
    let action: UIAction?
    weak var target: AnyObject?
    let events: Event
    let run: (UIControl) -> Void
  }

  private var registrations: [Registration] = []

  open var isEnabled = true
  open var isHighlighted = false { didSet { highlightDidChange() } }

  open func addAction(_ action: UIAction, for controlEvents: Event) {
    registrations.append(
      Registration(action: action, target: nil, events: controlEvents) { _ in action.handler(action) })
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

  /// An action a document connects (or a segue it triggers): `run` gets the control and
  /// the event; `target` is held weakly and counts among `allTargets`.
  func addInterfaceBuilderAction(
    target: AnyObject, for controlEvents: Event, run: @escaping (UIControl, UIEvent?) -> Void
  ) {
    registrations.append(Registration(action: nil, target: target, events: controlEvents) { run($0, nil) })
  }

  /// Called when `isHighlighted` changes.
  open func highlightDidChange() {}

  // Touch tracking: a touch that starts and ends inside sends touchUpInside.
  open func beginTracking(at point: CGPoint) {
    guard isEnabled else { return }
    isHighlighted = true
    sendActions(for: .touchDown)
  }

  open func endTracking(at point: CGPoint, cancelled: Bool) {
    guard isEnabled else { return }
    isHighlighted = false
    if cancelled {
      sendActions(for: .touchCancel)
    } else if self.point(inside: point, with: nil) {
      sendActions(for: [.touchUpInside, .primaryActionTriggered])
    } else {
      sendActions(for: .touchUpOutside)
    }
  }
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
