import Foundation
import SegueAnimation

/// UIKit's tap recognizer: a discrete gesture, recognized (`possible → ended`) when the
/// touch lifts for the `numberOfTapsRequired`-th time.
///
/// It fails when [I: numbers chosen for Segue, UIKit's are private]:
/// - a touch moves more than `allowableMovement` (10 pt) from the first tap's down location
///   (exactly 10 pt still counts as a tap), or a later tap goes down farther than that;
/// - a touch stays down longer than `maximumTapDuration` (0.5 s — the point where
///   `UILongPressGestureRecognizer`'s documented default begins);
/// - the next tap of a multi-tap doesn't go down within `maximumIntervalBetweenTaps`
///   (0.35 s) of the previous lift;
/// - more than `numberOfTouchesRequired` touches are down (one pointer: 1 works).
///
/// `location(in:)` is the first tap's location, as UIKit documents.
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Points a tap may move from the first down location.
  public static let allowableMovement: CGFloat = 10
  /// Seconds a touch may stay down and still be a tap.
  public static let maximumTapDuration: TimeInterval = 0.5
  /// Seconds from one tap's lift to the next tap's down in a multi-tap.
  public static let maximumIntervalBetweenTaps: TimeInterval = 0.35

  open var numberOfTapsRequired = 1
  open var numberOfTouchesRequired = 1

  private var tapsSoFar = 0
  private var firstLocation: CGPoint?
  private var downTime: TimeInterval?

  open override func location(in view: UIView?) -> CGPoint {
    guard let first = firstLocation else { return super.location(in: view) }
    let root = rootView
    guard let view, view !== root else { return first }
    return view.convert(first, from: root)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let touch = touches.first else { return }
    guard numberOfTouchesRequired == 1, numberOfTapsRequired >= 1, numberOfTouches <= 1 else {
      state = .failed
      return
    }
    if let first = firstLocation {
      guard distance(touch.rootLocation, first) <= Self.allowableMovement else {
        state = .failed
        return
      }
    } else {
      firstLocation = touch.rootLocation
    }
    downTime = touch.timestamp
    deadline = touch.timestamp + Self.maximumTapDuration
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let first = firstLocation else { return }
    if touches.contains(where: { distance($0.rootLocation, first) > Self.allowableMovement }) { state = .failed }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let touch = touches.first, let down = downTime else { return }
    if let first = firstLocation, distance(touch.rootLocation, first) > Self.allowableMovement {
      state = .failed
      return
    }
    if touch.timestamp - down > Self.maximumTapDuration {
      state = .failed
      return
    }
    tapsSoFar += 1
    downTime = nil
    if tapsSoFar >= numberOfTapsRequired {
      deadline = nil
      state = .ended
    } else {
      deadline = touch.timestamp + Self.maximumIntervalBetweenTaps
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  /// A touch held too long, or the next tap late: the tap fails.
  override func deadlineReached() {
    if state == .possible, pendingState == nil { state = .failed }
  }

  open override func reset() {
    super.reset()
    tapsSoFar = 0
    firstLocation = nil
    downTime = nil
  }

  private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
}
