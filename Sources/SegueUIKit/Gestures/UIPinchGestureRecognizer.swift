import Foundation
import SegueAnimation

/// UIKit's pinch recognizer: a continuous two-finger gesture. It begins once the distance
/// between the fingers has changed by `hysteresis` (5 pt [I: chosen for Segue; UIKit's is
/// private]); `scale` is the distance now over the distance at the down (so 1 at the start,
/// 2 when the fingers are twice as far apart), `velocity` its rate in scale per second.
/// Lifting a finger ends it. In the window a pinch is an Alt-drag: the second finger is the
/// pointer mirrored about the window's centre (docs/uikit-behaviour.md, "Pinch and rotation").
@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// Points the finger distance must change by before the pinch begins.
  public static let hysteresis: CGFloat = 5

  private var startDistance: CGFloat?
  private var scaleBase: CGFloat = 1
  private var rates = RateEstimator()

  /// The distance between the fingers relative to the start (or to when `scale` was set).
  open var scale: CGFloat {
    get {
      guard let start = startDistance, start > 0, let sample = TwoFingerSample(trackedTouches) else {
        return scaleBase
      }
      return scaleBase * sample.distance / start
    }
    set {
      scaleBase = newValue
      startDistance = TwoFingerSample(trackedTouches)?.distance ?? startDistance
    }
  }

  /// Scale per second over the last 0.1 s.
  open var velocity: CGFloat { rates.rate }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if state.isActive { return }
    if let sample = TwoFingerSample(trackedTouches) {
      startDistance = sample.distance
      scaleBase = 1
      rates.removeAll()
      rates.add(1, at: event.timestamp)
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start = startDistance, let sample = TwoFingerSample(trackedTouches) else { return }
    rates.add(scale, at: event.timestamp)
    switch state {
    case .possible:
      if abs(sample.distance - start) >= Self.hysteresis { state = .began }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state.isActive ? .ended : .failed
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state.isActive ? .cancelled : .failed
  }

  open override func reset() {
    super.reset()
    startDistance = nil
    scaleBase = 1
    rates.removeAll()
  }
}
