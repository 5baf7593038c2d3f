import Foundation

/// An animation of one layer property named by `keyPath` (Core Animation's
/// `CAPropertyAnimation`).
@preconcurrency @MainActor open class CAPropertyAnimation: CAAnimation {
  /// The animated property, e.g. "position", "bounds", "opacity", "transform".
  open var keyPath: String?
  /// When true the animated value is added to the property's underlying value (UIKit's
  /// position and bounds animations are additive, docs/uikit-behaviour.md §1.1).
  open var isAdditive = false
  /// When true each repeat builds on the end of the previous one.
  open var isCumulative = false

  public init(keyPath path: String?) {
    keyPath = path
    super.init()
  }

  public override init() { super.init() }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = CAPropertyAnimation(keyPath: keyPath)
    copyProperties(to: copy)
    return copy
  }

  /// Copies this class's and the base class's properties to `other`.
  public func copyProperties(to other: CAPropertyAnimation) {
    copyTiming(to: other)
    other.keyPath = keyPath
    other.isAdditive = isAdditive
    other.isCumulative = isCumulative
  }

  /// The animated value at `simpleTime`, for a property whose value type is `T`.
  ///
  /// - Parameters:
  ///   - simpleTime: seconds into the current iteration (already mirrored when reversing).
  ///   - underlying: the value beneath this animation (model value plus earlier animations);
  ///     used where from or to values are omitted.
  ///   - model: the property's model value.
  /// - Returns: the value (a delta when `isAdditive`), or nil when the animation's values
  ///   do not fit `T`.
  open func value<T: Interpolatable>(atSimpleTime simpleTime: Double, underlying: T, model: T) -> T? { nil }
}

/// Converts an animation value given as `Any` (as Core Animation's API takes them) to the
/// property's type, accepting any numeric type for numeric properties (`0`, `0.5 as Float`,
/// `NSNumber`) the way Core Animation unboxes `NSNumber`.
public func coerceAnimationValue<T>(_ value: Any?, to type: T.Type) -> T? {
  guard let value else { return nil }
  if let exact = value as? T { return exact }
  // Arrays of numbers given as `[NSNumber]` (a gradient's `locations`).
  if let numbers = value as? [NSNumber] {
    if T.self == [Double].self { return numbers.map(\.doubleValue) as? T }
    if T.self == [CGFloat].self { return numbers.map { CGFloat($0.doubleValue) } as? T }
  }
  if let boxed = value as? NSValue, let unboxed = unbox(boxed, as: type) { return unboxed }
  let number: Double?
  switch value {
  case let v as Double: number = v
  case let v as Float: number = Double(v)
  case let v as CGFloat: number = Double(v)
  case let v as Int: number = Double(v)
  case let v as NSNumber: number = v.doubleValue
  default: number = nil
  }
  guard let number else { return nil }
  switch type {
  case is Double.Type: return number as? T
  case is Float.Type: return Float(number) as? T
  case is CGFloat.Type: return CGFloat(number) as? T
  default: return nil
  }
}

/// Geometry boxed in an `NSValue` (`NSValue(caTransform3D:)`, `NSValue(cgPoint:)`, …), as
/// Core Animation unboxes animation values. Nil when the box holds another type.
func unbox<T>(_ value: NSValue, as type: T.Type) -> T? {
  let encoding = String(cString: value.objCType)
  switch type {
  case is CATransform3D.Type: return value.holdsCATransform3D ? value.caTransform3DValue as? T : nil
  case is CGAffineTransform.Type: return value.holdsCGAffineTransform ? value.cgAffineTransformValue as? T : nil
  case is CGPoint.Type: return encoding.hasPrefix("{CGPoint") ? value.pointValue as? T : nil
  case is CGSize.Type: return encoding.hasPrefix("{CGSize") ? value.sizeValue as? T : nil
  case is CGRect.Type: return encoding.hasPrefix("{CGRect") ? value.rectValue as? T : nil
  default: return nil
  }
}
