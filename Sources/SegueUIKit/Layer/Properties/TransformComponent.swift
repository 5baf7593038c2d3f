import Foundation
import SegueAnimation

/// The component key paths of `transform` ("transform.rotation.z", "transform.scale", …):
/// each replaces that component of the underlying transform's decomposition, as Core
/// Animation's value functions do.
enum TransformComponent: String, CaseIterable {
  case rotation
  case rotationX = "rotation.x"
  case rotationY = "rotation.y"
  case rotationZ = "rotation.z"
  case scale
  case scaleX = "scale.x"
  case scaleY = "scale.y"
  case scaleZ = "scale.z"
  case translationX = "translation.x"
  case translationY = "translation.y"
  case translationZ = "translation.z"
}

/// Samples an animation of one transform component onto the state's transform. A scalar
/// animation value: radians for rotations, a factor for scales, points for translations.
@MainActor final class TransformComponentTarget: LayerAnimationTarget {
  let component: TransformComponent

  init(_ component: TransformComponent) { self.component = component }

  func apply(_ animation: CAPropertyAnimation, simpleTime: Double, to state: inout LayerState, model: LayerState) {
    guard var parts = DecomposedTransform3D(state.transform) else { return }
    func scalar(_ underlying: Double) -> Double? {
      guard let value = animation.value(atSimpleTime: simpleTime, underlying: underlying, model: underlying) else {
        return nil
      }
      return animation.isAdditive ? underlying + value : value
    }
    switch component {
    case .rotation, .rotationZ:
      guard let angle = scalar(0) else { return }
      parts.rotation = Quaternion(angle: angle, axisX: 0, y: 0, z: 1)
    case .rotationX:
      guard let angle = scalar(0) else { return }
      parts.rotation = Quaternion(angle: angle, axisX: 1, y: 0, z: 0)
    case .rotationY:
      guard let angle = scalar(0) else { return }
      parts.rotation = Quaternion(angle: angle, axisX: 0, y: 1, z: 0)
    case .scale:
      guard let s = scalar(parts.scale.x) else { return }
      parts.scale = SIMD3(s, s, s)
    case .scaleX: if let s = scalar(parts.scale.x) { parts.scale.x = s }
    case .scaleY: if let s = scalar(parts.scale.y) { parts.scale.y = s }
    case .scaleZ: if let s = scalar(parts.scale.z) { parts.scale.z = s }
    case .translationX: if let v = scalar(parts.translation.x) { parts.translation.x = v }
    case .translationY: if let v = scalar(parts.translation.y) { parts.translation.y = v }
    case .translationZ: if let v = scalar(parts.translation.z) { parts.translation.z = v }
    }
    // A component whose animation value does not fit still writes the recomposed transform.
    state.transform = parts.transform
  }
}
