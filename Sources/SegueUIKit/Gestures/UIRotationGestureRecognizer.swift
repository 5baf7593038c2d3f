import Foundation
import SegueAnimation

/// UIKit's rotation recognizer: a continuous two-finger gesture. It begins once the line
/// between the fingers has turned by `hysteresis` (0.07 rad, about 4° [I: chosen for Segue;
/// UIKit's is private]); `rotation` is the angle turned since the down in radians,
/// clockwise positive, `velocity` its rate in radians per second. Lifting a finger ends
/// it. In the window a rotation is an Alt-drag around the window's centre
/// (docs/uikit-behaviour.md, "Pinch and rotation").
@preconcurrency @MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// Radians the fingers must turn before the rotation begins.
  public static let hysteresis: CGFloat = 0.07

  private var startAngle: CGFloat?
  private var rotationBase: CGFloat = 0
  /// The angle turned, unwrapped across ±π as the fingers go round.
  private var turned: CGFloat = 0
  private var lastAngle: CGFloat?
  private var rates = RateEstimator()

  /// Radians turned since the start (or since `rotation` was set), clockwise positive.
  open var rotation: CGFloat {
    get { rotationBase + turned }
    set {
      rotationBase = newValue
      turned = 0
    }
  }

  /// Radians per second over the last 0.1 s.
  open var velocity: CGFloat { rates.rate }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if state.isActive { return }
    if let sample = TwoFingerSample(trackedTouches) {
      startAngle = sample.angle
      lastAngle = sample.angle
      turned = 0
      rotationBase = 0
      rates.removeAll()
      rates.add(0, at: event.timestamp)
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard startAngle != nil, let last = lastAngle, let sample = TwoFingerSample(trackedTouches) else { return }
    turned += angleDifference(sample.angle, last)
    lastAngle = sample.angle
    rates.add(rotation, at: event.timestamp)
    switch state {
    case .possible:
      if abs(turned) >= Self.hysteresis { state = .began }
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
    startAngle = nil
    lastAngle = nil
    turned = 0
    rotationBase = 0
    rates.removeAll()
  }
}
