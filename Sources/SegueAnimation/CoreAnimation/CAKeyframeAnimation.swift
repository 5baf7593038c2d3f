import Foundation

/// An animation through a sequence of values (Core Animation's `CAKeyframeAnimation`),
/// evaluated by `KeyframeSequence` with the calculation modes of docs/uikit-behaviour.md §3.3.
///
/// `timingFunction` (inherited) warps the whole timeline, except in the paced modes where
/// Core Animation ignores it; `timingFunctions` warp each segment.
@preconcurrency @MainActor open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values, of the property's type (numbers may be any numeric type).
  open var values: [Any]? {
    didSet { cachedSequence = nil }
  }
  /// Fractions of the duration, one per value (n + 1 allowed for discrete); nil spaces
  /// them evenly.
  open var keyTimes: [NSNumber]? {
    didSet { cachedSequence = nil }
  }
  /// One per segment (values.count − 1).
  open var timingFunctions: [CAMediaTimingFunction]? {
    didSet { cachedSequence = nil }
  }
  open var calculationMode: CAAnimationCalculationMode = .linear {
    didSet { cachedSequence = nil }
  }

  /// The sequence built for the last value type asked for (rebuilt when inputs change).
  private var cachedSequence: Any?

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = CAKeyframeAnimation(keyPath: keyPath)
    copyProperties(to: copy)
    copy.values = values
    copy.keyTimes = keyTimes
    copy.timingFunctions = timingFunctions
    copy.calculationMode = calculationMode
    return copy
  }

  /// The evaluator for values of type `T`, or nil when the values do not fit `T`.
  public func sequence<T: Interpolatable>(of type: T.Type) -> KeyframeSequence<T>? {
    if let cached = cachedSequence as? KeyframeSequence<T> { return cached }
    guard let values else { return nil }
    var typed: [T] = []
    typed.reserveCapacity(values.count)
    for value in values {
      guard let converted = coerceAnimationValue(value, to: T.self) else { return nil }
      typed.append(converted)
    }
    let sequence = KeyframeSequence(
      values: typed, keyTimes: keyTimes?.map(\.doubleValue), calculationMode: calculationMode,
      timingFunctions: timingFunctions)
    cachedSequence = sequence
    return sequence
  }

  open override func value<T: Interpolatable>(atSimpleTime simpleTime: Double, underlying: T, model: T) -> T? {
    guard let sequence = sequence(of: T.self) else { return nil }
    let fraction = min(max(simpleTime / effectiveDuration, 0), 1)
    return sequence.value(atLinearFraction: fraction, timingFunction: timingFunction)
  }
}
