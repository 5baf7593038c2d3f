/// Core Animation's `CAKeyframeAnimation` value computation as a value type: `values` placed
/// at `keyTimes`, combined according to `calculationMode`, optionally eased per segment by
/// `timingFunctions`.
///
/// Evaluation takes `f`, the fraction of the whole animation (unitless, 0 at the start,
/// 1 at the end) **after** the animation's own `timingFunction` warped it; UIKit sets that
/// function to the keyframe animation's curve (easeInEaseOut by default), so it warps the
/// whole timeline (docs/uikit-behaviour.md §3.1–3.2). `value(atLinearFraction:timingFunction:)`
/// applies it for you.
///
/// Modes (docs/uikit-behaviour.md §3.3; Apple's `CAAnimationCalculationMode`,
/// `CAKeyframeAnimation.keyTimes` and `.timingFunctions` documentation, source S33):
///
/// - `.linear` (and any mode Segue does not know): piecewise-linear between consecutive
///   values at their key times.
/// - `.discrete`: `values[i]` is held from `keyTimes[i]` until `keyTimes[i + 1]`; the last
///   value from its key time to the end. `keyTimes` may have `n` entries (UIKit's
///   construction) or `n + 1` (Core Animation's documented form, the last entry closing the
///   last value's interval). Without key times, the `n` values share the animation evenly:
///   key times `i / n` (inference, following SMIL's discrete animation).
/// - `.paced`: linear, with key times regenerated proportional to the cumulative distance
///   between consecutive values, so the speed is constant. `keyTimes`, `timingFunctions`
///   and the outer timing function are ignored.
/// - `.cubic`: a uniform Catmull-Rom spline through the values (tension 0, the end values
///   duplicated as outer control points). Segment `i` is evaluated at its local parameter
///   `u = (f − keyTimes[i]) / (keyTimes[i+1] − keyTimes[i])`, also for unevenly spaced key
///   times: `p(u) = ½[2P₁ + (P₂ − P₀)u + (2P₀ − 5P₁ + 4P₂ − P₃)u² + (3P₁ − P₀ − 3P₂ + P₃)u³]`.
///   The curve passes through every value at its key time.
/// - `.cubicPaced`: the `.cubic` spline traversed at constant speed: key times proportional
///   to each segment's arc length and, inside a segment, the spline parameter at which the
///   arc length travelled is the wanted share. Arc length is the integral of the spline's
///   speed |dp/du|, by 5-point Gauss–Legendre quadrature on `cubicPacedSubdivisions` (16)
///   equal parameter intervals per segment; the parameter for a distance is refined by
///   Newton's method to 1e-12 of the segment's length. The quadrature is exact for
///   polynomial speeds up to degree 9 (so exact for monotone 1-D values); the speed of a
///   multi-dimensional path is the square root of a quartic, and on the tested path with a
///   90° bend per keyframe the speed is constant to 1e-8 relative (tests require 1e-6).
///   Accuracy degrades only where the spline's speed nearly vanishes (a cusp); the position
///   error there stays below one sub-interval's arc length.
///   `keyTimes`, `timingFunctions` and the outer timing function are ignored.
///
/// `.paced`, `.cubic` and `.cubicPaced` need distances and linear combinations, so they need
/// `Value: VectorArithmetic` (`Double`, `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, …),
/// detected at run time. Values that are only `Interpolatable` fall back: `.paced` and
/// `.cubicPaced` to linear at even key times, `.cubic` to `.linear`. A path of zero total
/// length (all values equal) gives paced modes even key times.
///
/// Per-segment `timingFunctions` (entry `i` eases the segment from `values[i]` to
/// `values[i+1]`) apply to `.linear` and `.cubic`; `.discrete` accepts them without visible
/// effect. Segments beyond the end of a shorter array are linear (inference).
///
/// Endpoints are exact: at or before the first key time the result is `values.first`, at or
/// after the last `values.last`, bit for bit. Where two key times coincide the later value
/// wins from that time on (right-continuous), so a keyframe of relative duration 0 jumps at
/// its start. A NaN fraction reads as 0.
///
/// Invalid `keyTimes` are ignored, as Core Animation documents ("If the values in this
/// array are invalid or inappropriate for the current calculation mode, they are
/// ignored"): a count other than `values.count` (or `values.count + 1` for `.discrete`), an
/// entry that is NaN or outside [0, 1], or a decrease. The sequence then uses even key times
/// (`i / (n − 1)`; `i / n` for `.discrete`) and `usesKeyTimes` is false. A first key time
/// above 0 or a last below 1 is accepted (UIKit's own construction produces them) and the end
/// values are held outside. Empty `values` make the initializer return nil; one value is
/// constant.
public struct KeyframeSequence<Value: Interpolatable> {
  /// The keyframe values, at least one.
  public let values: [Value]
  /// The key times as given (fractions of the animation in [0, 1]), or nil for even spacing.
  public let keyTimes: [Double]?
  /// How values between key times are computed.
  public let calculationMode: CAAnimationCalculationMode
  /// Per-segment timing functions as given (`values.count − 1` expected).
  public let timingFunctions: [CAMediaTimingFunction]?
  /// The key times evaluation uses: the given ones when valid, else even spacing, or the
  /// paced times of `.paced` and `.cubicPaced`. One per value (`values.count + 1` for
  /// `.discrete` given so, or evenly spaced).
  public let effectiveKeyTimes: [Double]
  /// Whether the given `keyTimes` are the ones used (false when nil, invalid or paced).
  public let usesKeyTimes: Bool

  /// Equal parameter intervals per spline segment on which `.cubicPaced` integrates arc length.
  public static var cubicPacedSubdivisions: Int { 16 }

  private enum Interpolation: Sendable {
    case constant, linear, discrete, cubic, cubicPaced
  }

  private let interpolation: Interpolation
  private let spline: (any KeyframeSplineArithmetic)?
  /// For `.cubicPaced`: per segment, cumulative arc length at u = j / subdivisions.
  private let arcLengths: [[Double]]
  private let segmentTimingFunctions: [CAMediaTimingFunction]

  /// Creates the sequence, or nil when `values` is empty.
  ///
  /// - Parameters:
  ///   - values: the keyframe values.
  ///   - keyTimes: fractions of the animation in [0, 1], non-decreasing, one per value
  ///     (`.discrete` also takes one more); nil or invalid → evenly spaced.
  ///   - calculationMode: how to compute values between key times.
  ///   - timingFunctions: per-segment easing, ignored by paced modes.
  public init?(
    values: [Value], keyTimes: [Double]? = nil,
    calculationMode: CAAnimationCalculationMode = .linear,
    timingFunctions: [CAMediaTimingFunction]? = nil
  ) {
    guard !values.isEmpty else { return nil }
    self.init(
      nonEmptyValues: values, keyTimes: keyTimes, calculationMode: calculationMode,
      timingFunctions: timingFunctions)
  }

  init(
    nonEmptyValues values: [Value], keyTimes: [Double]?,
    calculationMode: CAAnimationCalculationMode, timingFunctions: [CAMediaTimingFunction]?
  ) {
    self.values = values
    self.keyTimes = keyTimes
    self.calculationMode = calculationMode
    self.timingFunctions = timingFunctions
    let spline = makeKeyframeSplineArithmetic(for: Value.self)
    self.spline = spline
    let count = values.count

    let discrete = calculationMode == .discrete
    let given = keyTimes.flatMap { Self.validated($0, valueCount: count, discrete: discrete) }
    let even = Self.evenKeyTimes(count: discrete ? count + 1 : count)
    var arcLengths: [[Double]] = []
    let interpolation: Interpolation
    let effective: [Double]
    var usesKeyTimes = false
    var appliesTimingFunctions = true

    if count == 1 {
      interpolation = .constant
      effective = given ?? even
      usesKeyTimes = given != nil
    } else {
      switch calculationMode {
      case .discrete:
        interpolation = .discrete
        effective = given ?? even
        usesKeyTimes = given != nil
      case .paced:
        interpolation = .linear
        appliesTimingFunctions = false
        var paced: [Double]?
        if let spline {
          var lengths: [Double] = []
          for segment in 0..<count - 1 {
            lengths.append(spline.distance(values[segment], values[segment + 1]) ?? 0)
          }
          paced = Self.pacedKeyTimes(lengths: lengths)
        }
        effective = paced ?? even
      case .cubic:
        interpolation = spline == nil ? .linear : .cubic
        effective = given ?? even
        usesKeyTimes = given != nil
      case .cubicPaced:
        appliesTimingFunctions = false
        if let spline {
          for segment in 0..<count - 1 {
            arcLengths.append(Self.arcLengthTable(values: values, segment: segment, spline: spline))
          }
          if let paced = Self.pacedKeyTimes(lengths: arcLengths.map { $0.last ?? 0 }) {
            interpolation = .cubicPaced
            effective = paced
          } else {
            interpolation = .cubic
            effective = even
          }
        } else {
          interpolation = .linear
          effective = even
        }
      default:
        interpolation = .linear
        effective = given ?? even
        usesKeyTimes = given != nil
      }
    }
    self.interpolation = interpolation
    self.effectiveKeyTimes = effective
    self.usesKeyTimes = usesKeyTimes
    self.arcLengths = arcLengths
    self.segmentTimingFunctions = appliesTimingFunctions ? (timingFunctions ?? []) : []
  }

  /// Whether the animation's own `timingFunction` warps this sequence. False for `.paced`
  /// and `.cubicPaced`, whose documentation says the timing function is ignored for
  /// constant velocity (Apple's `paced`/`cubicPaced` pages and UIKit's
  /// `calculationModePaced`/`calculationModeCubicPaced`: "ignoring the timing properties of
  /// the animation", S33). Not verified on a device.
  public var usesOuterTimingFunction: Bool { !calculationMode.isPaced }

  /// The value at fraction `f` of the whole animation, after the animation's timing function.
  ///
  /// - Parameter f: unitless; ≤ the first key time gives `values.first`, ≥ the last gives
  ///   `values.last`; NaN reads as 0.
  public func value(atFraction f: Double) -> Value {
    let f = f.isNaN ? 0 : f
    let last = values.count - 1
    guard last > 0, let firstTime = effectiveKeyTimes.first, let lastTime = effectiveKeyTimes.last
    else { return values[0] }
    if f <= firstTime { return values[0] }

    switch interpolation {
    case .constant:
      return values[0]
    case .discrete:
      return values[min(segmentIndex(containing: f), last)]
    case .linear, .cubic, .cubicPaced:
      if f >= lastTime { return values[last] }
      let i = segmentIndex(containing: f)
      let t0 = effectiveKeyTimes[i]
      let width = effectiveKeyTimes[i + 1] - t0
      let local = width > 0 ? min(max((f - t0) / width, 0), 1) : 1
      if interpolation == .cubicPaced {
        return cubicValue(segment: i, u: splineParameter(segment: i, arcFraction: local))
      }
      let u =
        i < segmentTimingFunctions.count
        ? segmentTimingFunctions[i].progress(atFraction: local) : local
      if interpolation == .cubic { return cubicValue(segment: i, u: u) }
      return values[i].interpolated(to: values[i + 1], fraction: u)
    }
  }

  /// The value at a linear fraction of the animation's active duration, after applying the
  /// animation-wide timing function as Core Animation does.
  ///
  /// - Parameters:
  ///   - fraction: elapsed time / duration, unitless (0…1 while running).
  ///   - timingFunction: the `CAKeyframeAnimation`'s `timingFunction` (UIKit sets the
  ///     keyframe animation's curve, easeInEaseOut by default); nil is linear. Ignored by
  ///     `.paced` and `.cubicPaced` (see `usesOuterTimingFunction`).
  public func value(atLinearFraction fraction: Double, timingFunction: CAMediaTimingFunction?)
    -> Value
  {
    guard usesOuterTimingFunction, let timingFunction else { return value(atFraction: fraction) }
    return value(atFraction: timingFunction.progress(atFraction: fraction))
  }

  // MARK: - Evaluation details

  /// The largest `i` with `effectiveKeyTimes[i] <= f`, for `f` above the first key time.
  private func segmentIndex(containing f: Double) -> Int {
    var low = 0
    var high = effectiveKeyTimes.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if effectiveKeyTimes[mid] <= f { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The Catmull-Rom spline of segment `i` (from `values[i]` to `values[i+1]`) at `u`.
  private func cubicValue(segment i: Int, u: Double) -> Value {
    if u == 0 { return values[i] }
    if u == 1 { return values[i + 1] }
    let last = values.count - 1
    let p0 = values[max(i - 1, 0)]
    let p3 = values[min(i + 2, last)]
    return spline?.catmullRom(p0, values[i], values[i + 1], p3, at: u)
      ?? values[i].interpolated(to: values[i + 1], fraction: u)
  }

  /// The spline parameter in segment `i` at which `arcFraction` of its arc length is covered.
  private func splineParameter(segment i: Int, arcFraction: Double) -> Double {
    guard let spline, i < arcLengths.count, let length = arcLengths[i].last, length > 0 else {
      return arcFraction
    }
    let table = arcLengths[i]
    let intervals = table.count - 1
    let target = arcFraction * length
    var low = 0
    var high = intervals
    while low < high {
      let mid = (low + high + 1) / 2
      if table[mid] <= target { low = mid } else { high = mid - 1 }
    }
    guard low < intervals else { return 1 }
    let start = Double(low) / Double(intervals)
    let end = Double(low + 1) / Double(intervals)
    let piece = table[low + 1] - table[low]
    var u = start + (piece > 0 ? (target - table[low]) / piece : 0) * (end - start)
    // Newton on s(u) − target, s(u) = table[low] + ∫ speed from `start` to u; kept in the piece.
    for _ in 0..<8 {
      let error =
        table[low] + Self.arcLength(values, segment: i, from: start, to: u, spline: spline)
        - target
      if abs(error) <= 1e-12 * length { break }
      let speed = Self.speed(values, segment: i, at: u, spline: spline)
      guard speed > 0 else { break }
      u = min(max(u - error / speed, start), end)
    }
    return u
  }

  // MARK: - Key times

  /// `count` evenly spaced key times from 0 to 1 (`[0]` for one).
  private static func evenKeyTimes(count: Int) -> [Double] {
    guard count > 1 else { return [0] }
    let steps = Double(count - 1)
    return (0..<count).map { $0 == count - 1 ? 1 : Double($0) / steps }
  }

  /// `keyTimes` if Core Animation would use them, else nil.
  private static func validated(_ keyTimes: [Double], valueCount: Int, discrete: Bool)
    -> [Double]?
  {
    let countFits =
      keyTimes.count == valueCount || (discrete && keyTimes.count == valueCount + 1)
    guard countFits else { return nil }
    var previous = 0.0
    for time in keyTimes {
      guard time >= previous, time <= 1 else { return nil }  // NaN fails both.
      previous = time
    }
    return keyTimes
  }

  /// Key times proportional to cumulative segment lengths, or nil when the total is not
  /// positive and finite.
  private static func pacedKeyTimes(lengths: [Double]) -> [Double]? {
    let total = lengths.reduce(0, +)
    guard total > 0, total.isFinite else { return nil }
    var times = [0.0]
    var covered = 0.0
    for length in lengths.dropLast() {
      covered += length
      times.append(covered / total)
    }
    times.append(1)
    return times
  }

  /// The control values of segment `i`: the end values duplicated outside the sequence.
  private static func controlValues(_ values: [Value], segment i: Int)
    -> (Value, Value, Value, Value)
  {
    let last = values.count - 1
    return (values[max(i - 1, 0)], values[i], values[i + 1], values[min(i + 2, last)])
  }

  /// |dp/du| of segment `i`'s spline at `u` (0 when not computable).
  private static func speed(
    _ values: [Value], segment i: Int, at u: Double, spline: any KeyframeSplineArithmetic
  ) -> Double {
    let (p0, p1, p2, p3) = controlValues(values, segment: i)
    let speed = spline.catmullRomSpeed(p0, p1, p2, p3, at: u) ?? 0
    return speed.isFinite ? speed : 0
  }

  /// 5-point Gauss–Legendre nodes and weights on [−1, 1].
  private static var gaussLegendre: [(node: Double, weight: Double)] {
    [
      (0, 128.0 / 225.0),
      (-0.538_469_310_105_683_1, 0.478_628_670_499_366_5),
      (0.538_469_310_105_683_1, 0.478_628_670_499_366_5),
      (-0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
      (0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
    ]
  }

  /// Arc length of segment `i`'s spline between parameters `a` and `b` (one quadrature).
  private static func arcLength(
    _ values: [Value], segment i: Int, from a: Double, to b: Double,
    spline: any KeyframeSplineArithmetic
  ) -> Double {
    let half = (b - a) / 2
    let middle = (a + b) / 2
    var sum = 0.0
    for (node, weight) in gaussLegendre {
      sum += weight * speed(values, segment: i, at: middle + half * node, spline: spline)
    }
    return sum * half
  }

  /// Cumulative arc length of segment `i`'s spline at u = j / `cubicPacedSubdivisions`.
  private static func arcLengthTable(
    values: [Value], segment i: Int, spline: any KeyframeSplineArithmetic
  ) -> [Double] {
    let intervals = cubicPacedSubdivisions
    var table = [0.0]
    table.reserveCapacity(intervals + 1)
    var length = 0.0
    for j in 0..<intervals {
      length += arcLength(
        values, segment: i, from: Double(j) / Double(intervals),
        to: Double(j + 1) / Double(intervals), spline: spline)
      table.append(length)
    }
    return table
  }
}

extension KeyframeSequence: Sendable where Value: Sendable {}

// MARK: - Vector arithmetic opened at run time

/// The operations `.paced`, `.cubic` and `.cubicPaced` need, for a `Value` that turned out
/// to be `VectorArithmetic`. Each returns nil if handed values of another type.
protocol KeyframeSplineArithmetic: Sendable {
  /// Euclidean distance between two values.
  func distance<Value>(_ a: Value, _ b: Value) -> Double?
  /// Uniform Catmull-Rom spline between `p1` (u = 0) and `p2` (u = 1).
  func catmullRom<Value>(_ p0: Value, _ p1: Value, _ p2: Value, _ p3: Value, at u: Double)
    -> Value?
  /// The length of that spline's derivative with respect to `u`.
  func catmullRomSpeed<Value>(_ p0: Value, _ p1: Value, _ p2: Value, _ p3: Value, at u: Double)
    -> Double?
}

/// `KeyframeSplineArithmetic` for one concrete vector type.
struct VectorSplineArithmetic<Vector: VectorArithmetic>: KeyframeSplineArithmetic {
  func distance<Value>(_ a: Value, _ b: Value) -> Double? {
    guard let a = a as? Vector, let b = b as? Vector else { return nil }
    return a.distance(to: b)
  }

  func catmullRom<Value>(_ p0: Value, _ p1: Value, _ p2: Value, _ p3: Value, at u: Double)
    -> Value?
  {
    guard let p0 = p0 as? Vector, let p1 = p1 as? Vector, let p2 = p2 as? Vector,
      let p3 = p3 as? Vector
    else { return nil }
    let u2 = u * u
    let u3 = u2 * u
    // Basis weights of ½[2P₁ + (P₂ − P₀)u + (2P₀ − 5P₁ + 4P₂ − P₃)u² + (3P₁ − P₀ − 3P₂ + P₃)u³].
    let w0 = 0.5 * (-u + 2 * u2 - u3)
    let w1 = 0.5 * (2 - 5 * u2 + 3 * u3)
    let w2 = 0.5 * (u + 4 * u2 - 3 * u3)
    let w3 = 0.5 * (u3 - u2)
    let point = p0.scaled(by: w0) + p1.scaled(by: w1) + p2.scaled(by: w2) + p3.scaled(by: w3)
    return point as? Value
  }

  func catmullRomSpeed<Value>(_ p0: Value, _ p1: Value, _ p2: Value, _ p3: Value, at u: Double)
    -> Double?
  {
    guard let p0 = p0 as? Vector, let p1 = p1 as? Vector, let p2 = p2 as? Vector,
      let p3 = p3 as? Vector
    else { return nil }
    let u2 = u * u
    // Derivatives of the basis weights above.
    let w0 = 0.5 * (-1 + 4 * u - 3 * u2)
    let w1 = 0.5 * (-10 * u + 9 * u2)
    let w2 = 0.5 * (1 + 8 * u - 9 * u2)
    let w3 = 0.5 * (3 * u2 - 2 * u)
    let velocity =
      p0.scaled(by: w0) + p1.scaled(by: w1) + p2.scaled(by: w2) + p3.scaled(by: w3)
    return velocity.magnitudeSquared.squareRoot()
  }
}

/// The spline arithmetic for `type` if it conforms to `VectorArithmetic`, else nil.
func makeKeyframeSplineArithmetic<Value>(for type: Value.Type) -> (any KeyframeSplineArithmetic)? {
  guard let vectorType = type as? any VectorArithmetic.Type else { return nil }
  return makeVectorSplineArithmetic(vectorType)
}

private func makeVectorSplineArithmetic<Vector: VectorArithmetic>(_: Vector.Type)
  -> any KeyframeSplineArithmetic
{
  VectorSplineArithmetic<Vector>()
}
