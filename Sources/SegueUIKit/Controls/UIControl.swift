import Foundation
import SegueAnimation

/// UIKit's action: a closure run for a control event (iOS 14's `UIAction`; target-action
/// with selectors needs the Objective-C runtime, which Linux lacks).
@MainActor public final class UIAction {
  public let title: String
  public let handler: (UIAction) -> Void
  public init(title: String = "", handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.handler = handler
  }
}

/// UIKit's control: tracks a touch inside itself and sends actions for its events.
@MainActor open class UIControl: UIView {
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

  private var actions: [(UIAction, Event)] = []

  open var isEnabled = true
  open var isHighlighted = false { didSet { highlightDidChange() } }

  open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }

  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.0 === action && $0.1 == controlEvents }
  }

  /// Runs the actions registered for any of `controlEvents`, in the order added.
  open func sendActions(for controlEvents: Event) {
    guard isEnabled else { return }
    for (action, events) in actions where !events.intersection(controlEvents).isEmpty {
      action.handler(action)
    }
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
