import Foundation
import SegueAnimation

/// UIKit's touch: one finger (here: the one pointer) from down to up.
///
/// A touch is hit-tested once, when it goes down; `view` stays that view for the touch's
/// life even if the finger leaves it. Locations are kept in the root view's coordinates
/// (points) and converted on request. Touches compare by identity, as in UIKit.
@preconcurrency @MainActor open class UITouch: NSObject {
  /// UIKit's touch phases (raw values as in UIKit).
  public enum Phase: Int, Sendable, Hashable {
    case began = 0
    case moved = 1
    case stationary = 2
    case ended = 3
    case cancelled = 4
  }

  /// UIKit's touch types; Segue's pointer is a direct touch.
  public enum TouchType: Int, Sendable, Hashable {
    case direct = 0
    case indirect = 1
    case pencil = 2
    case indirectPointer = 3
  }

  /// Seconds on the media clock when the touch last changed.
  open internal(set) var timestamp: TimeInterval
  open internal(set) var phase: Phase
  /// How many times in a row the pointer went down near the same place (1 for the first
  /// press); see `UITapGestureRecognizer` for the distance and interval used.
  open internal(set) var tapCount: Int = 1
  open var type: TouchType { .direct }
  /// The view the touch was hit-tested to when it went down (nil when it hit nothing).
  open internal(set) var view: UIView?
  /// The recognizers receiving this touch, deepest view's first.
  open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil

  /// The root view the locations are in (Segue has no `UIWindow`; the host's root view
  /// plays its part).
  public private(set) weak var rootView: UIView?
  /// Current location, root view coordinates (points).
  var rootLocation: CGPoint
  /// Location before the last move, root view coordinates (points).
  var previousRootLocation: CGPoint

  init(location: CGPoint, timestamp: TimeInterval, rootView: UIView?) {
    self.timestamp = timestamp
    self.phase = .began
    self.rootView = rootView
    rootLocation = location
    previousRootLocation = location
  }

  /// The touch's location in `view`'s bounds coordinates (points); nil: the root view's.
  open func location(in view: UIView?) -> CGPoint { convert(rootLocation, to: view) }

  /// The location before the latest move, in `view`'s bounds coordinates (points).
  open func previousLocation(in view: UIView?) -> CGPoint { convert(previousRootLocation, to: view) }

  /// Records a new sample (phase `.moved`, `.ended` or `.cancelled`).
  func update(location: CGPoint, timestamp: TimeInterval, phase: Phase) {
    previousRootLocation = rootLocation
    rootLocation = location
    self.timestamp = max(self.timestamp, timestamp)
    self.phase = phase
  }

  private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, view !== rootView else { return point }
    return view.convert(point, from: rootView)
  }
}
