import Foundation
import SegueAnimation

/// An animatable property seen without its value type: what view animation blocks,
/// keyframe recording and property animators need. Values cross this boundary boxed, as
/// Core Animation's `fromValue`/`toValue` are; that happens when an animation is made,
/// not per frame.
@MainActor package protocol AnimatableLayerProperty: LayerAnimationTarget {
  var key: String { get }
  var viewAnimation: LayerViewAnimation { get }
  /// The key paths that reach this property: its own key, then "key.component" for each
  /// component.
  var keyPaths: [(keyPath: String, target: any LayerAnimationTarget)] { get }
  /// The value in `state` as animations take it (a nil colour is clear).
  func animationValue(in state: LayerState) -> Any
  /// Whether the property's animated values differ between two states.
  func animationValuesDiffer(_ a: LayerState, _ b: LayerState) -> Bool
  /// UIKit's additive delta (from = old − new, to = zero), nil for non-vector values.
  func additiveDelta(from old: LayerState, to new: LayerState) -> (from: Any, zero: Any)?
  /// The property value (boxed) an animation value stands for; nil for a value of another
  /// type.
  func modelValue(fromAnimationValue value: Any) -> Any?
}

/// The sampling and view-animation behaviour of one `LayerProperty` whose value animates.
@MainActor final class LayerPropertyAnimation<Value: LayerPropertyValue>: AnimatableLayerProperty {
  let key: String
  let viewAnimation: LayerViewAnimation
  let keyPaths: [(keyPath: String, target: any LayerAnimationTarget)]
  private let path: WritableKeyPath<LayerState, Value>
  private let whole: LayerValueTarget<Value>

  init(
    key: String, path: WritableKeyPath<LayerState, Value>, viewAnimation: LayerViewAnimation,
    components: [LayerPropertyComponent<Value>]
  ) {
    self.key = key
    self.path = path
    self.viewAnimation = viewAnimation
    let whole = LayerValueTarget(path: path)
    self.whole = whole
    keyPaths = [(key, whole)] + components.map { ("\(key).\($0.name)", $0.makeTarget(path)) }
  }

  func apply(_ animation: CAPropertyAnimation, simpleTime: Double, to state: inout LayerState, model: LayerState) {
    whole.apply(animation, simpleTime: simpleTime, to: &state, model: model)
  }

  func animationValue(in state: LayerState) -> Any { state[keyPath: path].animatedValue }

  func animationValuesDiffer(_ a: LayerState, _ b: LayerState) -> Bool {
    a[keyPath: path].animatedValue != b[keyPath: path].animatedValue
  }

  func additiveDelta(from old: LayerState, to new: LayerState) -> (from: Any, zero: Any)? {
    guard
      let delta = Value.additiveDelta(from: old[keyPath: path].animatedValue, to: new[keyPath: path].animatedValue)
    else { return nil }
    return (delta.from, delta.zero)
  }

  func modelValue(fromAnimationValue value: Any) -> Any? {
    guard let value = value as? Value.Animated else { return nil }
    return Value(animatedValue: value)
  }
}
