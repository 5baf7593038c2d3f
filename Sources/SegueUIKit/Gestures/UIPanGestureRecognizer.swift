import Foundation
import SegueAnimation

/// UIKit's pan (drag) recognizer: a continuous gesture.
///
/// - Begins once the touch is `hysteresis` (10 pt, in root view points) or more from where
///   it went down (9.9 pt doesn't begin, 10 pt does). Each later move sends `changed`;
///   lifting sends `ended`, a cancelled touch `cancelled`. A touch lifted before the
///   threshold makes it fail.
/// - `translation(in:)` is measured from the down location, so at `began` it already holds
///   the ≥ 10 pt of hysteresis and the content follows the finger without a jump [I: chosen
///   behaviour, as observed on current iOS].
/// - `velocity(in:)` is in points per second: a least-squares line through the positions of
///   the last 0.1 s (see `VelocityEstimator`); at `ended` it describes the last 0.1 s
///   before the lift.
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The distance (points) the touch must move from its down location to begin.
  public static let hysteresis: CGFloat = 10

  /// Fewest touches for the gesture to begin (Segue's single pointer satisfies 1).
  open var minimumNumberOfTouches = 1
  /// Most touches for the gesture to begin.
  open var maximumNumberOfTouches = Int.max

  private var downLocation: CGPoint?
  private var translationOrigin: CGPoint?
  private var estimator = VelocityEstimator()

  // MARK: Measurements

  /// The movement since the down location (or the last `setTranslation`), as a vector in
  /// `view`'s coordinates (points); nil: the root view's.
  open func translation(in view: UIView?) -> CGPoint {
    guard let origin = translationOrigin, let current = currentRootLocation else { return .zero }
    return vector(from: origin, to: current, in: view)
  }

  /// Makes `translation(in: view)` read `translation` now (UIKit's idiom: reset to zero
  /// after applying the movement).
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard let current = currentRootLocation else { return }
    let root = rootView
    guard let view, view !== root else {
      translationOrigin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
      return
    }
    // The root-space vector whose image in `view` is `translation`.
    let local = view.convert(current, from: root)
    let moved = view.convert(CGPoint(x: local.x + translation.x, y: local.y + translation.y), to: root)
    translationOrigin = CGPoint(x: current.x - (moved.x - current.x), y: current.y - (moved.y - current.y))
  }

  /// The velocity in `view`'s coordinates, points per second (see the type's discussion).
  open func velocity(in view: UIView?) -> CGPoint {
    let velocity = estimator.velocity
    guard let current = currentRootLocation else { return velocity }
    let result = vector(
      from: current, to: CGPoint(x: current.x + velocity.x, y: current.y + velocity.y), in: view)
    return result.x.isFinite && result.y.isFinite ? result : .zero
  }

  /// The root-space vector `start → end` expressed in `view`'s coordinates.
  private func vector(from start: CGPoint, to end: CGPoint, in view: UIView?) -> CGPoint {
    let root = rootView
    guard let view, view !== root else { return CGPoint(x: end.x - start.x, y: end.y - start.y) }
    let a = view.convert(start, from: root)
    let b = view.convert(end, from: root)
    return CGPoint(x: b.x - a.x, y: b.y - a.y)
  }

  /// Whether the gesture may begin after moving `displacement` (root points) from `start`;
  /// false fails it. Screen-edge pans check the direction here.
  func canBegin(from start: CGPoint, displacement: CGPoint) -> Bool { true }

  // MARK: Touches

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches {
      estimator.add(touch.rootLocation, at: touch.timestamp)
      if downLocation == nil {
        downLocation = touch.rootLocation
        translationOrigin = touch.rootLocation
      }
    }
    if state == .possible, numberOfTouches > maximumNumberOfTouches { state = .failed }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches { estimator.add(touch.rootLocation, at: touch.timestamp) }
    switch state {
    case .possible:
      guard let start = downLocation, let current = currentRootLocation else { return }
      let displacement = CGPoint(x: current.x - start.x, y: current.y - start.y)
      let distanceSquared = displacement.x * displacement.x + displacement.y * displacement.y
      let threshold = Self.hysteresis * Self.hysteresis
      guard distanceSquared >= threshold - 1e-9,
        (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches)).contains(numberOfTouches)
      else { return }
      state = canBegin(from: start, displacement: displacement) ? .began : .failed
    case .began, .changed:
      state = .changed
    case .ended, .cancelled, .failed:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches { estimator.add(touch.rootLocation, at: touch.timestamp) }
    state = state.isActive ? .ended : .failed
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state.isActive ? .cancelled : .failed
  }

  open override func reset() {
    super.reset()
    downLocation = nil
    translationOrigin = nil
    estimator.removeAll()
  }
}
