import Foundation

/// An RGBA colour stored **premultiplied** by alpha, the space in which Core Animation
/// interpolates colours (docs/uikit-behaviour.md §2.5b) and in which the renderer composites
/// (docs/architecture.md: premultiplied ARGB32).
///
/// `red`, `green` and `blue` are the straight components already multiplied by `alpha`;
/// all four are unitless, nominally in [0, 1] with each colour component ≤ `alpha`.
/// Interpolation and the vector arithmetic are component-wise on these stored values, so a
/// fade from ``clear`` to opaque red passes through translucent red (halfway: premultiplied
/// (0.5, 0, 0, 0.5), straight (1, 0, 0, 0.5)), never through a translucent grey or black as
/// straight-alpha blending with clear's black would.
///
/// Spring overshoot can push values outside the nominal range; nothing here clamps them,
/// ``clamped()`` does so on request.
public struct PremultipliedColor: VectorArithmetic, Sendable, Hashable {
  /// Red multiplied by alpha.
  public var red: Double
  /// Green multiplied by alpha.
  public var green: Double
  /// Blue multiplied by alpha.
  public var blue: Double
  /// Opacity, 0 (transparent) to 1 (opaque).
  public var alpha: Double

  /// A colour from **straight** (unpremultiplied) components, each in [0, 1]: stores
  /// `red·alpha`, `green·alpha`, `blue·alpha` and `alpha`.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.init(
      premultipliedRed: red * alpha, green: green * alpha, blue: blue * alpha, alpha: alpha)
  }

  /// A colour from components already multiplied by alpha, stored as given.
  public init(premultipliedRed red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Transparent black, `(0, 0, 0, 0)`; also the additive ``zero``.
  public static let clear = PremultipliedColor(
    premultipliedRed: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black, `(0, 0, 0, 1)`.
  public static let black = PremultipliedColor(
    premultipliedRed: 0, green: 0, blue: 0, alpha: 1)
  /// Opaque white, `(1, 1, 1, 1)`.
  public static let white = PremultipliedColor(
    premultipliedRed: 1, green: 1, blue: 1, alpha: 1)

  /// Straight (unpremultiplied) red, `red / alpha`; 0 when `alpha` is 0, since a fully
  /// transparent colour has no recoverable hue.
  public var straightRed: Double { unpremultiplied(red) }
  /// Straight (unpremultiplied) green, `green / alpha`; 0 when `alpha` is 0.
  public var straightGreen: Double { unpremultiplied(green) }
  /// Straight (unpremultiplied) blue, `blue / alpha`; 0 when `alpha` is 0.
  public var straightBlue: Double { unpremultiplied(blue) }

  /// The colour with `alpha` clamped to [0, 1] and each colour component to [0, alpha]
  /// (the valid premultiplied range), e.g. after a spring overshoot.
  public func clamped() -> PremultipliedColor {
    let a = Swift.min(Swift.max(alpha, 0), 1)
    func clamp(_ value: Double) -> Double { Swift.min(Swift.max(value, 0), a) }
    return PremultipliedColor(
      premultipliedRed: clamp(red), green: clamp(green), blue: clamp(blue), alpha: a)
  }

  private func unpremultiplied(_ component: Double) -> Double {
    alpha == 0 ? 0 : component / alpha
  }

  // MARK: VectorArithmetic (component-wise on the premultiplied values)

  public static var zero: PremultipliedColor { .clear }

  public static func + (lhs: PremultipliedColor, rhs: PremultipliedColor) -> PremultipliedColor {
    PremultipliedColor(
      premultipliedRed: lhs.red + rhs.red, green: lhs.green + rhs.green,
      blue: lhs.blue + rhs.blue, alpha: lhs.alpha + rhs.alpha)
  }

  public static func - (lhs: PremultipliedColor, rhs: PremultipliedColor) -> PremultipliedColor {
    PremultipliedColor(
      premultipliedRed: lhs.red - rhs.red, green: lhs.green - rhs.green,
      blue: lhs.blue - rhs.blue, alpha: lhs.alpha - rhs.alpha)
  }

  public mutating func scale(by factor: Double) {
    red *= factor
    green *= factor
    blue *= factor
    alpha *= factor
  }

  public var magnitudeSquared: Double {
    red * red + green * green + blue * blue + alpha * alpha
  }
}
