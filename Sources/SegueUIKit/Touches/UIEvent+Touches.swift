import Foundation
import SegueAnimation

extension UIEvent {
  /// UIKit's event types (raw values as in UIKit). Segue produces touch events only.
  public enum EventType: Int, Sendable, Hashable {
    case touches = 0
    case motion = 1
    case remoteControl = 2
    case presses = 3
    case scroll = 10
    case hover = 11
    case transform = 14
  }

  /// The event's type; every event Segue delivers is a touch event.
  public var type: EventType { .touches }

  /// The touches that belong to the event (the one pointer's touch while it is down).
  public var allTouches: Set<UITouch>? { (self as? TouchesEvent)?.touches }

  /// The event's touches delivered to `view` (hit-tested to it).
  public func touches(for view: UIView) -> Set<UITouch>? {
    allTouches.map { $0.filter { $0.view === view } }
  }

  /// The event's touches delivered to `gestureRecognizer`.
  public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
    allTouches.map { $0.filter { touch in touch.gestureRecognizers?.contains { $0 === gestureRecognizer } ?? false } }
  }
}

/// The touch event a `TouchRouter` reuses for every pointer sample (UIKit reuses one
/// touches event object as well).
@MainActor final class TouchesEvent: UIEvent {
  var touches: Set<UITouch> = []
}
