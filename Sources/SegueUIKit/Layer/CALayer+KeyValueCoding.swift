import Foundation
import SegueAnimation

/// Core Animation's key-value coding of layer properties: `value(forKey:)`,
/// `setValue(_:forKey:)` and their key-path forms, with the keys animations use ("opacity",
/// "position.x", "transform.scale", "transform.rotation.z"). Values come back as the
/// property's Swift type (`Float` for opacity, `CGFloat` for components, `CGPoint`,
/// `CATransform3D`…); values going in may be any number or an `NSValue`. Setting runs the
/// layer's action for the key, as the property's setter does. An unknown key reads nil and
/// sets nothing, and says so once under `SEGUE_TRACE` warnings (Core Animation would raise).
/// Key paths: docs/uikit-behaviour-2.md §12.2.
extension CALayer {
  public func value(forKey key: String) -> Any? {
    guard let property = propertyTable.property(forKey: key) else { return unknownKey(key) }
    return property.modelValue(of: self)
  }

  public func setValue(_ value: Any?, forKey key: String) {
    guard let property = propertyTable.property(forKey: key) else {
      _ = unknownKey(key)
      return
    }
    if !property.setModelValue(value, on: self) {
      TransitionTrace.warn(
        "setValue(_:forKey: \"\(key)\") on a layer: \(value.map { "\(type(of: $0))" } ?? "nil") does not fit the property; nothing was set"
      )
    }
  }

  public func value(forKeyPath keyPath: String) -> Any? {
    guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
    let key = String(keyPath[..<dot])
    let rest = String(keyPath[keyPath.index(after: dot)...])
    if key == "transform", let component = TransformComponent(rawValue: rest) {
      return LayerKeyPathComponents.read(component, of: transform)
    }
    guard let whole = value(forKey: key) else { return nil }
    return LayerKeyPathComponents.read(rest, of: whole) ?? unknownKey(keyPath)
  }

  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
    let key = String(keyPath[..<dot])
    let rest = String(keyPath[keyPath.index(after: dot)...])
    guard let number = coerceAnimationValue(value, to: Double.self) else {
      _ = unknownKey(keyPath)
      return
    }
    if key == "transform", let component = TransformComponent(rawValue: rest) {
      transform = LayerKeyPathComponents.write(component, number, into: transform)
      return
    }
    guard let whole = self.value(forKey: key), let updated = LayerKeyPathComponents.write(rest, number, into: whole)
    else {
      _ = unknownKey(keyPath)
      return
    }
    setValue(updated, forKey: key)
  }

  private func unknownKey(_ key: String) -> Any? {
    TransitionTrace.warn(
      "\(type(of: self)) has no key \"\(key)\" Segue can read or set with key-value coding; use the property itself")
    return nil
  }
}

/// The components key paths reach below a property: `x`/`y` of points, `width`/`height` of
/// sizes, `origin.x`…`size.height` of rectangles, and the transform's value functions.
enum LayerKeyPathComponents {
  static func read(_ component: TransformComponent, of transform: CATransform3D) -> Any? {
    guard let parts = DecomposedTransform3D(transform) else { return nil }
    let q = parts.rotation
    switch component {
    case .rotation, .rotationZ: return CGFloat(2 * atan2(q.z, q.w))
    case .rotationX: return CGFloat(2 * atan2(q.x, q.w))
    case .rotationY: return CGFloat(2 * atan2(q.y, q.w))
    // Core Animation's "transform.scale" is the average of the three scale factors.
    case .scale: return CGFloat((parts.scale.x + parts.scale.y + parts.scale.z) / 3)
    case .scaleX: return CGFloat(parts.scale.x)
    case .scaleY: return CGFloat(parts.scale.y)
    case .scaleZ: return CGFloat(parts.scale.z)
    case .translationX: return CGFloat(parts.translation.x)
    case .translationY: return CGFloat(parts.translation.y)
    case .translationZ: return CGFloat(parts.translation.z)
    }
  }

  static func write(_ component: TransformComponent, _ value: Double, into transform: CATransform3D) -> CATransform3D {
    var parts = DecomposedTransform3D(transform) ?? DecomposedTransform3D()
    switch component {
    case .rotation, .rotationZ: parts.rotation = Quaternion(angle: value, axisX: 0, y: 0, z: 1)
    case .rotationX: parts.rotation = Quaternion(angle: value, axisX: 1, y: 0, z: 0)
    case .rotationY: parts.rotation = Quaternion(angle: value, axisX: 0, y: 1, z: 0)
    case .scale: parts.scale = SIMD3(value, value, value)
    case .scaleX: parts.scale.x = value
    case .scaleY: parts.scale.y = value
    case .scaleZ: parts.scale.z = value
    case .translationX: parts.translation.x = value
    case .translationY: parts.translation.y = value
    case .translationZ: parts.translation.z = value
    }
    return parts.transform
  }

  static func read(_ path: String, of value: Any) -> Any? {
    switch (value, path) {
    case (let point as CGPoint, "x"): point.x
    case (let point as CGPoint, "y"): point.y
    case (let size as CGSize, "width"): size.width
    case (let size as CGSize, "height"): size.height
    case (let rect as CGRect, "origin"): rect.origin
    case (let rect as CGRect, "size"): rect.size
    case (let rect as CGRect, "origin.x"): rect.origin.x
    case (let rect as CGRect, "origin.y"): rect.origin.y
    case (let rect as CGRect, "size.width"): rect.size.width
    case (let rect as CGRect, "size.height"): rect.size.height
    default: nil
    }
  }

  static func write(_ path: String, _ number: Double, into value: Any) -> Any? {
    let v = CGFloat(number)
    switch (value, path) {
    case (var point as CGPoint, "x"):
      point.x = v
      return point
    case (var point as CGPoint, "y"):
      point.y = v
      return point
    case (var size as CGSize, "width"):
      size.width = v
      return size
    case (var size as CGSize, "height"):
      size.height = v
      return size
    case (var rect as CGRect, "origin.x"):
      rect.origin.x = v
      return rect
    case (var rect as CGRect, "origin.y"):
      rect.origin.y = v
      return rect
    case (var rect as CGRect, "size.width"):
      rect.size.width = v
      return rect
    case (var rect as CGRect, "size.height"):
      rect.size.height = v
      return rect
    default: return nil
    }
  }
}
