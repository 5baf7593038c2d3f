import Foundation
import SegueAnimation

/// The animatable key paths of a layer and how an animation's value lands on each.
///
/// Whole properties ("position", "bounds", "transform", "opacity", colours, …) and the
/// component paths Core Animation accepts ("position.x", "bounds.size", "transform.scale",
/// "transform.rotation.z", "transform.translation.x", …). Component paths of `transform`
/// replace that component of the underlying transform's decomposition, as Core Animation's
/// value functions do.
@MainActor enum LayerKeyPath {
  static func apply(
    _ animation: CAPropertyAnimation, keyPath: String, simpleTime: Double, to state: inout LayerState,
    model: LayerState
  ) {
    func sample<T: Interpolatable>(_ path: WritableKeyPath<LayerState, T>) {
      let underlying = state[keyPath: path]
      guard let value = animation.value(atSimpleTime: simpleTime, underlying: underlying, model: model[keyPath: path])
      else { return }
      state[keyPath: path] = animation.isAdditive ? add(underlying, value) : value
    }
    func sampleColor(_ path: WritableKeyPath<LayerState, CGColor?>) {
      let underlying = state[keyPath: path] ?? .clear
      guard
        let value = animation.value(
          atSimpleTime: simpleTime, underlying: underlying, model: model[keyPath: path] ?? .clear)
      else { return }
      state[keyPath: path] = value
    }
    switch keyPath {
    case "position": sample(\.position)
    case "position.x": sample(\.position.x)
    case "position.y": sample(\.position.y)
    case "bounds": sample(\.bounds)
    case "bounds.origin": sample(\.bounds.origin)
    case "bounds.size": sample(\.bounds.size)
    case "bounds.size.width": sample(\.bounds.size.width)
    case "bounds.size.height": sample(\.bounds.size.height)
    case "anchorPoint": sample(\.anchorPoint)
    case "transform": sample(\.transform)
    case "sublayerTransform": sample(\.sublayerTransform)
    case "zPosition": sample(\.zPosition)
    case "opacity": sample(\.opacity)
    case "cornerRadius": sample(\.cornerRadius)
    case "borderWidth": sample(\.borderWidth)
    case "shadowOpacity": sample(\.shadowOpacity)
    case "shadowRadius": sample(\.shadowRadius)
    case "shadowOffset": sample(\.shadowOffset)
    case "backgroundColor": sampleColor(\.backgroundColor)
    case "borderColor": sampleColor(\.borderColor)
    case "shadowColor": sampleColor(\.shadowColor)
    default:
      if keyPath.hasPrefix("transform.") {
        applyTransformComponent(animation, component: String(keyPath.dropFirst(10)), simpleTime: simpleTime, to: &state)
      }
    }
  }

  /// Additive composition: `underlying + value` for vector values; other types replace.
  static func add<T>(_ underlying: T, _ value: T) -> T {
    guard let vector = T.self as? any VectorArithmetic.Type else { return value }
    func sum<V: VectorArithmetic>(_: V.Type) -> T {
      guard let a = underlying as? V, let b = value as? V, let result = (a + b) as? T else { return value }
      return result
    }
    return sum(vector)
  }

  private static func applyTransformComponent(
    _ animation: CAPropertyAnimation, component: String, simpleTime: Double, to state: inout LayerState
  ) {
    guard var parts = DecomposedTransform3D(state.transform) else { return }
    func scalar(_ underlying: Double) -> Double? {
      guard let value = animation.value(atSimpleTime: simpleTime, underlying: underlying, model: underlying) else {
        return nil
      }
      return animation.isAdditive ? underlying + value : value
    }
    switch component {
    case "rotation", "rotation.z":
      guard let angle = scalar(0) else { return }
      parts.rotation = Quaternion(angle: angle, axisX: 0, y: 0, z: 1)
    case "rotation.x":
      guard let angle = scalar(0) else { return }
      parts.rotation = Quaternion(angle: angle, axisX: 1, y: 0, z: 0)
    case "rotation.y":
      guard let angle = scalar(0) else { return }
      parts.rotation = Quaternion(angle: angle, axisX: 0, y: 1, z: 0)
    case "scale":
      guard let s = scalar(parts.scale.x) else { return }
      parts.scale = SIMD3(s, s, s)
    case "scale.x": if let s = scalar(parts.scale.x) { parts.scale.x = s }
    case "scale.y": if let s = scalar(parts.scale.y) { parts.scale.y = s }
    case "scale.z": if let s = scalar(parts.scale.z) { parts.scale.z = s }
    case "translation.x": if let v = scalar(parts.translation.x) { parts.translation.x = v }
    case "translation.y": if let v = scalar(parts.translation.y) { parts.translation.y = v }
    case "translation.z": if let v = scalar(parts.translation.z) { parts.translation.z = v }
    default: return
    }
    state.transform = parts.transform
  }
}
