import Foundation

/// A value an animation can move between two endpoints.
///
/// `interpolated(to:fraction:)` returns `self` at fraction 0 and `end` at fraction 1
/// exactly. Fractions outside [0, 1] extrapolate: springs overshoot (fraction 1.26 on the
/// (0.5 s, 0.4, 6) spring) and the value must follow them.
public protocol Interpolatable {
  /// The value at `fraction` of the way from `self` to `end` (unitless; 0 → self, 1 → end).
  func interpolated(to end: Self, fraction: Double) -> Self
}

/// A value that lives in a vector space: it can be added, subtracted, scaled and measured.
///
/// Needed where interpolation is more than a blend of two endpoints: additive animations
/// (`from − to` deltas summed onto the model value, docs/uikit-behaviour.md §1.1), paced keyframes
/// (path length) and Catmull-Rom cubic keyframes (linear combinations of four values).
/// The name and shape follow SwiftUI's `VectorArithmetic`.
public protocol VectorArithmetic: Interpolatable, AdditiveArithmetic {
  /// Multiplies every component by `factor`.
  mutating func scale(by factor: Double)
  /// The squared Euclidean length of the value seen as a vector of its components.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// `self` multiplied component-wise by `factor`.
  public func scaled(by factor: Double) -> Self {
    var copy = self
    copy.scale(by: factor)
    return copy
  }

  /// Linear interpolation `self + (end − self)·fraction`, with the endpoints exact:
  /// fraction 0 returns `self` and fraction 1 returns `end` bit for bit.
  public func interpolated(to end: Self, fraction: Double) -> Self {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    return self + (end - self).scaled(by: fraction)
  }

  /// The Euclidean distance between two values (used for paced keyframes).
  public func distance(to other: Self) -> Double {
    (other - self).magnitudeSquared.squareRoot()
  }
}
