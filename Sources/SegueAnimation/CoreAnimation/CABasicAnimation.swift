import Foundation

/// A single-keyframe animation between two values (Core Animation's `CABasicAnimation`).
///
/// Omitted values follow Core Animation's rules: from+to interpolates between them;
/// from+by goes from → from+by; by+to goes to−by → to; from alone goes from → the
/// underlying value; to alone goes underlying → to; by alone goes underlying →
/// underlying+by; none goes from the underlying to the model value.
@preconcurrency @MainActor open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = CABasicAnimation(keyPath: keyPath)
    copyBasic(to: copy)
    return copy
  }

  /// Copies this class's properties and its ancestors' to `other`.
  public func copyBasic(to other: CABasicAnimation) {
    copyProperties(to: other)
    other.fromValue = fromValue
    other.toValue = toValue
    other.byValue = byValue
  }

  /// The (from, to) endpoints for a property of type `T`.
  public func endpoints<T: Interpolatable>(underlying: T, model: T) -> (from: T, to: T)? {
    let from = coerceAnimationValue(fromValue, to: T.self)
    let to = coerceAnimationValue(toValue, to: T.self)
    if let from, let to { return (from, to) }
    if fromValue != nil && from == nil || toValue != nil && to == nil { return nil }
    if byValue != nil {
      guard let by = coerceAnimationValue(byValue, to: T.self) else { return nil }
      guard let vector = T.self as? any VectorArithmetic.Type else { return nil }
      func sum<V: VectorArithmetic>(_: V.Type, _ a: T, _ b: T, subtract: Bool) -> T? {
        guard let a = a as? V, let b = b as? V else { return nil }
        return (subtract ? a - b : a + b) as? T
      }
      if let from {
        guard let end = sum(vector, from, by, subtract: false) else { return nil }
        return (from, end)
      }
      if let to {
        guard let start = sum(vector, to, by, subtract: true) else { return nil }
        return (start, to)
      }
      guard let end = sum(vector, underlying, by, subtract: false) else { return nil }
      return (underlying, end)
    }
    if let from { return (from, underlying) }
    if let to { return (underlying, to) }
    return (underlying, model)
  }

  open override func value<T: Interpolatable>(atSimpleTime simpleTime: Double, underlying: T, model: T) -> T? {
    guard let (from, to) = endpoints(underlying: underlying, model: model) else { return nil }
    return from.interpolated(to: to, fraction: progress(atSimpleTime: simpleTime))
  }
}
