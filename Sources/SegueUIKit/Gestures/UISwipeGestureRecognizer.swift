import Foundation
import SegueAnimation

/// UIKit's swipe recognizer: a discrete gesture, recognized while the touch is still down,
/// as soon as it has travelled far enough, fast enough and straight enough in one of the
/// permitted `direction`s.
///
/// UIKit does not publish its thresholds [I: numbers chosen for Segue, docs/uikit-behaviour.md,
/// "Swipe and long press"]: the touch must cover `minimumDistance` (50 pt) along the
/// direction within `maximumDuration` (0.5 s) of going down, while straying sideways by at
/// most half the distance covered (about 27°). Otherwise, or when it lifts first, it fails.
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// UIKit's swipe directions (raw values as in UIKit).
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// Points the touch must travel along a permitted direction.
  public static let minimumDistance: CGFloat = 50
  /// Seconds from the down in which it must do so.
  public static let maximumDuration: TimeInterval = 0.5
  /// Sideways travel allowed per point along the direction.
  public static let maximumDeviation: CGFloat = 0.5

  /// The permitted directions; default `.right`, as in UIKit.
  open var direction: Direction = .right
  /// Touches the swipe needs (Segue's single pointer satisfies 1).
  open var numberOfTouchesRequired = 1

  private var start: CGPoint?

  open override func location(in view: UIView?) -> CGPoint {
    guard let start else { return super.location(in: view) }
    let root = rootView
    guard let view, view !== root else { return start }
    return view.convert(start, from: root)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let touch = touches.first else { return }
    guard numberOfTouchesRequired == numberOfTouches, start == nil else {
      state = .failed
      return
    }
    start = touch.rootLocation
    deadline = touch.timestamp + Self.maximumDuration
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let start, let touch = touches.first else { return }
    let dx = touch.rootLocation.x - start.x
    let dy = touch.rootLocation.y - start.y
    let candidates: [(Direction, along: CGFloat, across: CGFloat)] = [
      (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
    ]
    for (candidate, along, across) in candidates where direction.contains(candidate) {
      if along >= Self.minimumDistance, abs(across) <= along * Self.maximumDeviation {
        deadline = nil
        state = .ended
        return
      }
    }
    // Heading sideways, or the wrong way, too far: it cannot become a swipe any more.
    let permittedTravel = candidates.filter { direction.contains($0.0) }.map(\.along).max() ?? 0
    if hypot(dx, dy) >= Self.minimumDistance, permittedTravel < hypot(dx, dy) * 0.5 {
      state = .failed
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  override func deadlineReached() {
    if state == .possible, pendingState == nil { state = .failed }
  }

  open override func reset() {
    super.reset()
    start = nil
  }
}
