import Foundation
import SegueAnimation

/// A type a layer property holds: what an animation of the property moves through
/// (`Animated`) and how animated values compose (docs/architecture.md, "Layer properties").
package protocol LayerPropertyValue: Hashable, Sendable {
  /// The value as animations read and produce it (a colour property that may be nil is
  /// animated as a colour, nil reading as clear).
  associatedtype Animated: Interpolatable & Equatable

  /// The value as animations see it.
  var animatedValue: Animated { get }
  /// The property value an animation produced.
  init(animatedValue: Animated)
  /// Core Animation's additive composition (`isAdditive`): vector values are summed onto
  /// the underlying value; other values replace it.
  static func adding(_ value: Animated, to underlying: Animated) -> Animated
  /// UIKit's additive view animation (docs/uikit-behaviour.md §1.1): from = old − new,
  /// to = zero; nil for values that are not vectors.
  static func additiveDelta(from old: Animated, to new: Animated) -> (from: Animated, zero: Animated)?
}

extension LayerPropertyValue where Animated == Self {
  package var animatedValue: Self { self }
  package init(animatedValue: Self) { self = animatedValue }
}

extension LayerPropertyValue {
  package static func adding(_ value: Animated, to underlying: Animated) -> Animated { value }
  package static func additiveDelta(from old: Animated, to new: Animated) -> (from: Animated, zero: Animated)? {
    nil
  }
}

extension LayerPropertyValue where Animated: VectorArithmetic {
  package static func adding(_ value: Animated, to underlying: Animated) -> Animated { underlying + value }
  package static func additiveDelta(from old: Animated, to new: Animated) -> (from: Animated, zero: Animated)? {
    (old - new, .zero)
  }
}

extension Float: LayerPropertyValue {}
extension CGFloat: LayerPropertyValue {}
extension CGPoint: LayerPropertyValue {}
extension CGSize: LayerPropertyValue {}
extension CGRect: LayerPropertyValue {}
extension CATransform3D: LayerPropertyValue {}

/// Colour properties (`backgroundColor`, `borderColor`, `shadowColor`) may be nil; they
/// animate as colours, nil reading as clear, as in Core Animation.
extension Optional: LayerPropertyValue where Wrapped == CGColor {
  package var animatedValue: CGColor { self ?? .clear }
  package init(animatedValue: CGColor) { self = animatedValue }
}
