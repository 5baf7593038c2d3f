import Foundation

/// Core Animation's named timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// (0, 0, 1, 1).
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// (0.42, 0, 1, 1).
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// (0, 0, 0.58, 1).
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// (0.42, 0, 0.58, 1).
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// (0.25, 0.1, 0.25, 1): the curve of `UICubicTimingParameters()`.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing function, as Core Animation's `CAMediaTimingFunction`.
///
/// Control points of the named functions come from Apple's documentation
/// (docs/uikit-behaviour.md §1.2, sources S13, S14, S59).
public final class CAMediaTimingFunction: NSObject, TimingCurve, @unchecked Sendable {
  /// The Bézier curve this function evaluates.
  public let curve: CubicBezier

  /// Creates a named function at its exact control points.
  public convenience init(name: CAMediaTimingFunctionName) {
    let points = Self.controlPoints(of: name)
    self.init(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
  }

  /// Creates a function with arbitrary control points (c1x, c1y, c2x, c2y); x values are
  /// clamped to [0, 1].
  ///
  /// Each `Float` is widened through its shortest decimal form, so `0.42` becomes the double
  /// 0.42 the caller wrote rather than 0.41999998688697815.
  public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    func widen(_ value: Float) -> Double { Double(value.description) ?? Double(value) }
    self.init(x1: widen(c1x), y1: widen(c1y), x2: widen(c2x), y2: widen(c2y))
  }

  /// Creates a function from double-precision control points (x clamped to [0, 1]).
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    curve = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// Control point `index` (0…3: start, c1, c2, end) as Core Animation returns it.
  public func getControlPoint(at index: Int, values: inout [Float]) {
    let point: (Double, Double)
    switch index {
    case 0: point = (0, 0)
    case 1: point = curve.c1
    case 2: point = curve.c2
    default: point = (1, 1)
    }
    values = [Float(point.0), Float(point.1)]
  }

  /// The function's output for an input fraction of time in [0, 1].
  public func progress(atFraction fraction: Double) -> Double { curve.value(at: fraction) }

  public func progress(atTime time: Double, duration: Double) -> Double {
    guard duration > 0 else { return 1 }
    return curve.value(at: time / duration)
  }

  public func velocity(atTime time: Double, duration: Double) -> Double {
    guard duration > 0 else { return 0 }
    return curve.slope(at: time / duration) / duration
  }

  /// The exact control points of a named function.
  public static func controlPoints(of name: CAMediaTimingFunctionName) -> (Double, Double, Double, Double) {
    switch name {
    case .easeIn: return (0.42, 0, 1, 1)
    case .easeOut: return (0, 0, 0.58, 1)
    case .easeInEaseOut: return (0.42, 0, 0.58, 1)
    case .default: return (0.25, 0.1, 0.25, 1)
    default: return (0, 0, 1, 1)
    }
  }

  public override var description: String {
    "CAMediaTimingFunction(\(curve.c1.x), \(curve.c1.y), \(curve.c2.x), \(curve.c2.y))"
  }

  /// The same control points.
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? CAMediaTimingFunction)?.curve == curve
  }

  public override var hash: Int { curve.hashValue }
}
