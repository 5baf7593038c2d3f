/// How a keyframe animation computes the values between its keyframes, as Core Animation's
/// `CAAnimationCalculationMode` (the `calculationMode` of a `CAKeyframeAnimation`).
///
/// The raw values are Core Animation's string constants (`kCAAnimationLinear` is `"linear"`,
/// and so on). A mode Segue does not know evaluates as `.linear`, Core Animation's default.
/// `KeyframeSequence` documents what each mode computes (docs/uikit-behaviour.md §3.3; Apple's
/// `CAAnimationCalculationMode` and `CAKeyframeAnimation.keyTimes` documentation, source S33).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable,
  CustomStringConvertible
{
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Piecewise-linear interpolation between the values at their key times (the default).
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// No interpolation: each value is held from its key time until the next one.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Linear interpolation with key times regenerated for constant speed along the path;
  /// `keyTimes`, `timingFunctions` and the animation's `timingFunction` are ignored.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A Catmull-Rom spline through the values at their key times.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// The Catmull-Rom spline of `.cubic`, traversed at constant speed; `keyTimes`,
  /// `timingFunctions` and the animation's `timingFunction` are ignored.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")

  /// Whether this mode discards `keyTimes`, the per-segment `timingFunctions` and the
  /// animation-wide `timingFunction`, generating its own timing for constant speed
  /// (`.paced` and `.cubicPaced`; Apple's documentation of both constants, S33).
  public var isPaced: Bool { self == .paced || self == .cubicPaced }

  /// The calculation mode UIKit gives the `CAKeyframeAnimation`s it builds for
  /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`, read from
  /// the raw value of its `UIView.KeyframeAnimationOptions` (docs/uikit-behaviour.md §3.1).
  public init(keyframeAnimationOptionsRawValue rawValue: UInt) {
    self = UIViewKeyframeCalculationMode(keyframeAnimationOptionsRawValue: rawValue).calculationMode
  }

  public var description: String { rawValue }
}

/// The calculation-mode field of UIKit's `UIView.KeyframeAnimationOptions`: bits 10–12 of the
/// options' raw value.
///
/// UIKit reads it as `calculationMode = (options >> 10) & 7`; 0 linear, 1 discrete, 2 paced,
/// 3 cubic, 4 cubicPaced, and the unused codes 5–7 fall back to linear (docs/uikit-behaviour.md §3.1,
/// reverse-engineered, source S6). The raw values are those codes, so `optionBits` equals
/// UIKit's `UIView.KeyframeAnimationOptions.calculationModeCubic` and its siblings
/// (`3 << 10` for cubic). All other option bits are ordinary `UIView.AnimationOptions` bits
/// (curve bits 16–18 included) and are ignored here.
///
/// `Segue` builds `UIView.KeyframeAnimationOptions.calculationMode…` from `optionBits`.
public enum UIViewKeyframeCalculationMode: UInt, Sendable, CaseIterable {
  /// `calculationModeLinear`, `0 << 10`: the default.
  case linear = 0
  /// `calculationModeDiscrete`, `1 << 10`.
  case discrete = 1
  /// `calculationModePaced`, `2 << 10`.
  case paced = 2
  /// `calculationModeCubic`, `3 << 10`.
  case cubic = 3
  /// `calculationModeCubicPaced`, `4 << 10`.
  case cubicPaced = 4

  /// The lowest bit of the field in the options' raw value.
  public static let optionsShift: UInt = 10
  /// The field's mask after shifting: three bits.
  public static let optionsMask: UInt = 7

  /// The mode encoded in a `UIView.KeyframeAnimationOptions` raw value, as UIKit decodes it:
  /// `(rawValue >> 10) & 7`, with the unused codes 5, 6 and 7 read as `.linear`.
  public init(keyframeAnimationOptionsRawValue rawValue: UInt) {
    let code = (rawValue >> Self.optionsShift) & Self.optionsMask
    self = Self(rawValue: code) ?? .linear
  }

  /// This mode's bits in a `UIView.KeyframeAnimationOptions` raw value (`rawValue << 10`).
  public var optionBits: UInt { rawValue << Self.optionsShift }

  /// The Core Animation mode UIKit sets on the `CAKeyframeAnimation` it builds.
  public var calculationMode: CAAnimationCalculationMode {
    switch self {
    case .linear: return .linear
    case .discrete: return .discrete
    case .paced: return .paced
    case .cubic: return .cubic
    case .cubicPaced: return .cubicPaced
    }
  }
}
