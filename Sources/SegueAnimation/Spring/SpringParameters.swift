import Foundation

/// The immutable physical description of a damped spring: mass, stiffness, damping.
///
/// Units follow Core Animation: mass in arbitrary mass units, stiffness in force per unit
/// displacement, damping in force per unit velocity. Derived quantities are the natural
/// angular frequency ω = √(k/m) (radians per second) and the damping ratio ζ = c / (2√(km))
/// (docs/uikit-behaviour.md §2.3).
public struct SpringParameters: Sendable, Hashable {
  /// Mass (> 0). Core Animation's default is 1.
  public let mass: Double
  /// Stiffness k (> 0). Core Animation's default is 100.
  public let stiffness: Double
  /// Damping coefficient c (≥ 0). Core Animation's default is 10.
  public let damping: Double

  /// Creates parameters from mass, stiffness and damping.
  ///
  /// Non-finite or non-positive mass and stiffness are replaced by Core Animation's defaults
  /// (1 and 100) and negative damping by 0, so evaluation never yields NaN.
  public init(mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass.isFinite && mass > 0 ? mass : 1
    self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
    self.damping = damping.isFinite && damping > 0 ? damping : 0
  }

  /// Natural angular frequency ω = √(k/m), radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// Damping ratio ζ = c / (2√(km)); 1 is critical damping.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The period of the undamped spring, 2π/ω seconds (SwiftUI's `response`).
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// Parameters from SwiftUI's response / damping fraction (WWDC 2018 "Designing Fluid
  /// Interfaces"; docs/uikit-behaviour.md §2.5): mass 1, k = (2π/response)², c = 4πζ/response.
  ///
  /// - Parameters:
  ///   - response: the undamped period in seconds (> 0; non-positive values use 0.5 s).
  ///   - dampingRatio: ζ (≥ 0).
  public init(response: Double, dampingRatio: Double) {
    let response = response.isFinite && response > 0 ? response : 0.5
    let zeta = dampingRatio.isFinite ? max(dampingRatio, 0) : 1
    let omega = 2 * Double.pi / response
    self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
  }

  /// Parameters from iOS 17's perceptual duration and bounce (docs/uikit-behaviour.md §2.5):
  /// ζ = 1 − bounce for bounce ≥ 0, 1 / (1 + bounce) for bounce < 0; response = duration.
  ///
  /// - Parameters:
  ///   - duration: perceptual duration in seconds (> 0).
  ///   - bounce: in (−1, 1); 0 is critically damped, positive bounces, negative is overdamped.
  public init(duration: Double, bounce: Double) {
    let bounce = bounce.isFinite ? min(max(bounce, -0.999_999), 1) : 0
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(response: duration, dampingRatio: zeta)
  }

  /// UIKit's system spring (`UISpringTimingParameters()`, curve 7 of §1.2): mass 3,
  /// stiffness 1000, damping 500 (ζ ≈ 4.56, treated as critical by Core Animation).
  public static let system = SpringParameters(mass: 3, stiffness: 1000, damping: 500)

  /// Core Animation's `CASpringAnimation` defaults: mass 1, stiffness 100, damping 10.
  public static let coreAnimationDefault = SpringParameters(mass: 1, stiffness: 100, damping: 10)
}
