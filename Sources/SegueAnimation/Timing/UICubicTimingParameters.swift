import Foundation

/// UIKit's cubic Bézier timing parameters for a property animator.
public struct UICubicTimingParameters: UITimingCurveProvider, TimingCurve, Hashable {
  /// The named curve, or `.easeInOut` for custom control points (as UIKit reports it).
  public let animationCurve: UIViewAnimationCurve
  /// First control point, unit square.
  public let controlPoint1: CGPoint
  /// Second control point, unit square.
  public let controlPoint2: CGPoint
  /// The function evaluating the curve.
  public let timingFunction: CAMediaTimingFunction

  /// The default curve: `CAMediaTimingFunction(name: .default)`, (0.25, 0.1, 0.25, 1)
  /// (docs/uikit-behaviour.md §1.2, private curve 5).
  public init() {
    let points = CAMediaTimingFunction.controlPoints(of: .default)
    self.init(
      curve: .easeInOut, CGPoint(x: points.0, y: points.1), CGPoint(x: points.2, y: points.3))
  }

  /// One of UIKit's four named curves at its exact control points.
  public init(animationCurve: UIViewAnimationCurve) {
    let points = CAMediaTimingFunction.controlPoints(of: animationCurve.timingFunctionName)
    self.init(
      curve: animationCurve, CGPoint(x: points.0, y: points.1), CGPoint(x: points.2, y: points.3))
  }

  /// A custom curve through (0,0), `controlPoint1`, `controlPoint2`, (1,1).
  public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
    self.init(curve: .easeInOut, controlPoint1, controlPoint2)
  }

  private init(curve: UIViewAnimationCurve, _ point1: CGPoint, _ point2: CGPoint) {
    animationCurve = curve
    controlPoint1 = point1
    controlPoint2 = point2
    timingFunction = CAMediaTimingFunction(
      x1: Double(point1.x), y1: Double(point1.y), x2: Double(point2.x), y2: Double(point2.y))
  }

  public var timingCurveType: UITimingCurveType { .cubic }
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  public var springTimingParameters: UISpringTimingParameters? { nil }

  public func progress(atTime time: Double, duration: Double) -> Double {
    timingFunction.progress(atTime: time, duration: duration)
  }

  public func velocity(atTime time: Double, duration: Double) -> Double {
    timingFunction.velocity(atTime: time, duration: duration)
  }

  public static func == (lhs: UICubicTimingParameters, rhs: UICubicTimingParameters) -> Bool {
    lhs.animationCurve == rhs.animationCurve && lhs.controlPoint1 == rhs.controlPoint1
      && lhs.controlPoint2 == rhs.controlPoint2
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(animationCurve)
    hasher.combine(timingFunction)
  }
}

extension UIViewAnimationCurve {
  /// The Core Animation function this curve selects (docs/uikit-behaviour.md §1.2).
  public var timingFunctionName: CAMediaTimingFunctionName {
    switch self {
    case .easeInOut: .easeInEaseOut
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .linear: .linear
    }
  }
}
