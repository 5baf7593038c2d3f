import Foundation
import SegueAnimation

/// Where the value of an animation of one key path lands in a layer's state. Resolved
/// once per animation (`AnimationEntry` keeps it), then applied every frame with typed
/// values, nothing boxed.
@MainActor package protocol LayerAnimationTarget: AnyObject {
  /// Samples `animation` at `simpleTime` (seconds into its current iteration) onto
  /// `state`, which holds the model with earlier animations applied; `model` is the model.
  func apply(_ animation: CAPropertyAnimation, simpleTime: Double, to state: inout LayerState, model: LayerState)
}

/// A typed value in a layer's state (a whole property or a component such as
/// "position.x"): non-additive animations replace the value beneath them, additive ones
/// are summed onto it (docs/uikit-behaviour.md §0.5).
@MainActor package final class LayerValueTarget<Value: LayerPropertyValue>: LayerAnimationTarget {
  let path: LayerStatePath<Value>

  init(path: WritableKeyPath<LayerState, Value>) { self.path = LayerStatePath(path) }

  package func apply(
    _ animation: CAPropertyAnimation, simpleTime: Double, to state: inout LayerState, model: LayerState
  ) {
    let underlying = path.get(state).animatedValue
    guard
      let value = animation.value(
        atSimpleTime: simpleTime, underlying: underlying, model: path.get(model).animatedValue)
    else { return }
    path.exchange(
      Value(animatedValue: animation.isAdditive ? Value.adding(value, to: underlying) : value), in: &state)
  }
}
