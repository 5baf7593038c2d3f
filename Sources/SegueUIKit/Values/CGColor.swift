import Foundation
import SegueAnimation

/// An sRGB colour (Core Graphics' `CGColor`), with straight components in [0, 1].
///
/// A value type here; layers hold `CGColor?` like Core Animation. Animations interpolate
/// colours in premultiplied space (`PremultipliedColor`), so a fade from clear to red never
/// passes through grey.
public struct CGColor: Hashable, Sendable, CustomStringConvertible {
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// Components as Core Graphics reports them for RGB colours: [r, g, b, a].
  public var components: [CGFloat]? { [red, green, blue, alpha] }

  /// The colour with a new alpha.
  public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  public static let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  public static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

  /// Premultiplied components for interpolation.
  public var premultiplied: PremultipliedColor {
    PremultipliedColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }

  /// The straight colour of premultiplied components (clamped to [0, 1]).
  public init(_ color: PremultipliedColor) {
    let c = color.clamped()
    self.init(
      red: CGFloat(c.straightRed), green: CGFloat(c.straightGreen), blue: CGFloat(c.straightBlue),
      alpha: CGFloat(c.alpha))
  }

  public var description: String { "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }
}

extension CGColor: Interpolatable {
  /// Interpolates in premultiplied RGBA, with exact endpoints.
  public func interpolated(to end: CGColor, fraction: Double) -> CGColor {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    return CGColor(premultiplied.interpolated(to: end.premultiplied, fraction: fraction))
  }
}
