/// A unit cubic Bézier timing curve from (0, 0) to (1, 1) with two control points.
///
/// `y(x)` is found by solving `x(s) = x` for the curve parameter `s` with Newton's method,
/// falling back to bisection where the derivative vanishes, then evaluating `y(s)`
/// (CAMediaTimingFunction's documented construction, docs/uikit-behaviour.md §1.2). The solve
/// stops when `|x(s) − x| < 1e-12`, so `y` is accurate to well under 1e-7 wherever x(s) is
/// strictly increasing (every named curve and any curve with x1 < 1 or x2 > 0).
/// Curves whose x(s) has an interior stationary point, such as (1, 0, 0, 1), have a vertical
/// tangent in y(x) there: y varies as the cube root of x, so double rounding alone limits
/// them to ~1e-5 at that one point.
public struct CubicBezier: Sendable, Hashable {
  /// First control point (x in [0, 1]; y unbounded).
  public let c1: (x: Double, y: Double)
  /// Second control point (x in [0, 1]; y unbounded).
  public let c2: (x: Double, y: Double)

  // Polynomial coefficients: x(s) = ((ax·s + bx)·s + cx)·s, same for y.
  private let ax, bx, cx, ay, by, cy: Double
  /// Control points on the diagonal make y(x) = x exactly; skip the solver.
  private let isLinear: Bool

  /// Creates the curve through (0,0), (x1,y1), (x2,y2), (1,1).
  ///
  /// x1 and x2 are clamped to [0, 1] (Core Animation's requirement that x be monotone);
  /// y values are free, so curves may overshoot.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    let x1 = min(max(x1, 0), 1)
    let x2 = min(max(x2, 0), 1)
    c1 = (x1, y1)
    c2 = (x2, y2)
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    isLinear = x1 == y1 && x2 == y2
  }

  @inline(__always) private func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  @inline(__always) private func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  @inline(__always) private func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
  @inline(__always) private func dy(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

  private static let precision = 1e-12

  /// The curve parameter `s` in [0, 1] with `x(s) = x`.
  @inline(__always) private func parameter(forX x: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = self.x(s) - x
      if abs(error) < Self.precision { return s }
      let slope = dx(s)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<64 {
      let value = self.x(s)
      if abs(value - x) < Self.precision { return s }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  /// The curve's y for a given x (progress for a time fraction).
  ///
  /// Inputs outside [0, 1] are clamped: before the start the curve holds 0, after the end 1.
  public func value(at x: Double) -> Double {
    if !(x > 0) { return 0 }
    if x >= 1 { return 1 }
    if isLinear { return x }
    return y(parameter(forX: x))
  }

  /// dy/dx at a given x (progress per unit time fraction). 0 outside (0, 1).
  public func slope(at x: Double) -> Double {
    guard x > 0, x < 1 else { return 0 }
    if isLinear { return 1 }
    let s = parameter(forX: x)
    let derivative = dx(s)
    if abs(derivative) < 1e-12 {
      // Vertical tangent in x; fall back to a symmetric difference of y(x).
      let h = 1e-6
      return (value(at: min(x + h, 1)) - value(at: max(x - h, 0))) / (min(x + h, 1) - max(x - h, 0))
    }
    return dy(s) / derivative
  }

  public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
    lhs.c1 == rhs.c1 && lhs.c2 == rhs.c2
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(c1.x)
    hasher.combine(c1.y)
    hasher.combine(c2.x)
    hasher.combine(c2.y)
  }
}
