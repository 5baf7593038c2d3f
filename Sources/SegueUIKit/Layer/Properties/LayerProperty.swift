import Foundation
import SegueAnimation

/// One layer property, declared once (docs/architecture.md, "Layer properties"): its key
/// (the string `CABasicAnimation(keyPath:)`, actions and `UIView` animations name it by),
/// where its value lives in `LayerState` (and so its default), what a change redraws, and,
/// for animatable properties, how animations blend it and which component key paths
/// ("position.x", "bounds.size.width") reach into it.
///
/// `CALayer`'s setters call `CALayer.change(_:to:)` with the descriptor; the layer class's
/// `LayerPropertyTable` lists the descriptors so that animations, view animation blocks and
/// property animators find them by key.
@MainActor package final class LayerProperty<Value: Hashable & Sendable>: AnyLayerProperty {
  package let key: String
  /// Where the value lives: a stored field of `LayerState` (Core Animation's own
  /// properties) or an extension slot (properties a subclass declares).
  package let storage: WritableKeyPath<LayerState, Value>
  /// `storage`, with fast access to stored fields.
  package let path: LayerStatePath<Value>
  /// What a change of the model value redraws.
  package let effect: LayerPropertyEffect<Value>
  /// How animations of the property (and of its components) are sampled; nil when the
  /// property does not animate.
  package let animation: (any AnimatableLayerProperty)?

  /// A property that does not animate (`hidden`, `masksToBounds`).
  package init(_ key: String, storage: WritableKeyPath<LayerState, Value>, effect: LayerPropertyEffect<Value>) {
    self.key = key
    self.storage = storage
    path = LayerStatePath(storage)
    self.effect = effect
    animation = nil
  }

  /// An animatable property stored in a field of `LayerState`.
  ///
  /// - Parameters:
  ///   - viewAnimation: whether (and how) changes inside `UIView.animate` blocks animate.
  ///   - components: the key paths below the property ("x" for "position.x"), each a
  ///     key path into the value or a custom target (the transform's value functions).
  package init(
    _ key: String, storage: WritableKeyPath<LayerState, Value>, effect: LayerPropertyEffect<Value> = .composites,
    viewAnimation: LayerViewAnimation, components: [LayerPropertyComponent<Value>] = []
  ) where Value: LayerPropertyValue {
    self.key = key
    self.storage = storage
    path = LayerStatePath(storage)
    self.effect = effect
    animation = LayerPropertyAnimation(
      key: key, path: storage, viewAnimation: viewAnimation, components: components)
  }

  /// An animatable property a layer subclass declares, kept in an extension slot of
  /// `LayerState` and reading `defaultValue` until set.
  package convenience init(
    _ key: String, defaultValue: Value, effect: LayerPropertyEffect<Value> = .composites,
    viewAnimation: LayerViewAnimation = .none, components: [LayerPropertyComponent<Value>] = []
  ) where Value: LayerPropertyValue {
    self.init(
      key, storage: \LayerState.[slot: LayerStateSlot(defaultValue: defaultValue)], effect: effect,
      viewAnimation: viewAnimation, components: components)
  }

  /// Sets `layer`'s model value from a boxed animation value (a property animator
  /// stopping), without actions; a value of another type is ignored.
  /// `layer`'s model value, boxed (key-value coding's `value(forKey:)`).
  package func modelValue(of layer: CALayer) -> Any { path.get(layer.model) }

  /// Sets `layer`'s model value from a boxed value of the property's type (numbers of any
  /// numeric type, geometry in an `NSValue`), running its action as the setter does; returns
  /// false when the value does not fit.
  package func setModelValue(_ value: Any?, on layer: CALayer) -> Bool {
    guard let typed = coerceAnimationValue(value, to: Value.self) else { return false }
    layer.change(self, to: typed)
    return true
  }

  package func setModelValue(fromAnimationValue value: Any, on layer: CALayer) {
    guard let value = animation?.modelValue(fromAnimationValue: value) as? Value else { return }
    CATransaction.performWithoutActions { layer.change(self, to: value) }
  }
}

/// A layer property seen without its value type (for `LayerPropertyTable`).
@MainActor package protocol AnyLayerProperty: AnyObject {
  var key: String { get }
  var animation: (any AnimatableLayerProperty)? { get }
  func setModelValue(fromAnimationValue value: Any, on layer: CALayer)
  func modelValue(of layer: CALayer) -> Any
  func setModelValue(_ value: Any?, on layer: CALayer) -> Bool
}

/// What a change of a property's model value does beyond compositing the next frame.
package struct LayerPropertyEffect<Value>: Sendable {
  /// Whether the change alters the layer's own pixels (the renderer rasterizes it again).
  package let redraws: @Sendable (_ old: Value, _ new: Value) -> Bool
  /// Whether the change needs `layoutSublayers()`.
  package let relayouts: @Sendable (_ old: Value, _ new: Value) -> Bool

  package init(
    redraws: @escaping @Sendable (Value, Value) -> Bool, relayouts: @escaping @Sendable (Value, Value) -> Bool
  ) {
    self.redraws = redraws
    self.relayouts = relayouts
  }

  /// Moves, fades or transforms the layer: only compositing changes.
  package static var composites: Self { Self(redraws: { _, _ in false }, relayouts: { _, _ in false }) }
  /// Changes what the layer draws (background, border, corner radius).
  package static var redraws: Self { Self(redraws: { _, _ in true }, relayouts: { _, _ in false }) }
}

/// How a `UIView` animation block treats changes of a property (docs/uikit-behaviour.md §1.1).
package enum LayerViewAnimation: Sendable {
  /// Changes are not animated by view animation blocks.
  case none
  /// A basic animation from the old value to the new one, replacing one under the same key.
  case basic
  /// An additive animation from old − new to zero, so that retargeting keeps velocity.
  case additive
}

/// A key path below a property ("x" of "position"), sampled as a value of its own type.
@MainActor package struct LayerPropertyComponent<Value> {
  package let name: String
  package let makeTarget: (_ property: WritableKeyPath<LayerState, Value>) -> any LayerAnimationTarget

  /// A component reached by a key path into the value (`\.x`, `\.size.width`).
  package static func value<Component: LayerPropertyValue>(
    _ name: String, _ path: WritableKeyPath<Value, Component>
  ) -> Self {
    Self(name: name) { property in LayerValueTarget(path: property.appending(path: path)) }
  }

  /// A component with its own sampling (the transform's rotation, scale, translation).
  package static func custom(_ name: String, _ target: any LayerAnimationTarget) -> Self {
    Self(name: name) { _ in target }
  }
}
