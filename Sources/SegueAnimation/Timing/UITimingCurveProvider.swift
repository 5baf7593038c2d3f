/// The kind of timing curve a `UITimingCurveProvider` supplies (UIKit's `UITimingCurveType`).
public enum UITimingCurveType: Int, Sendable {
  case builtin = 0
  case cubic = 1
  case spring = 2
  case composed = 3
}

/// UIKit's protocol for the timing parameters of a `UIViewPropertyAnimator`.
///
/// Exactly one of `cubicTimingParameters` and `springTimingParameters` is non-nil, except
/// for `.composed`.
public protocol UITimingCurveProvider: Sendable {
  var timingCurveType: UITimingCurveType { get }
  var cubicTimingParameters: UICubicTimingParameters? { get }
  var springTimingParameters: UISpringTimingParameters? { get }
}
