import Foundation

extension Double: VectorArithmetic {
  public mutating func scale(by factor: Double) { self *= factor }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by factor: Double) { self = Float(Double(self) * factor) }
  public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by factor: Double) { self *= CGFloat(factor) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGPoint: @retroactive AdditiveArithmetic, VectorArithmetic {
  public static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }
  public static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }
  public mutating func scale(by factor: Double) {
    x *= CGFloat(factor)
    y *= CGFloat(factor)
  }
  public var magnitudeSquared: Double { Double(x * x + y * y) }
}

extension CGSize: @retroactive AdditiveArithmetic, VectorArithmetic {
  public static func + (lhs: CGSize, rhs: CGSize) -> CGSize {
    CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
  }
  public static func - (lhs: CGSize, rhs: CGSize) -> CGSize {
    CGSize(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
  }
  public mutating func scale(by factor: Double) {
    width *= CGFloat(factor)
    height *= CGFloat(factor)
  }
  public var magnitudeSquared: Double { Double(width * width + height * height) }
}

/// Rects interpolate origin and size independently (Core Animation animates `bounds` as
/// `bounds.origin` + `bounds.size`, docs/uikit-behaviour.md §1.1). Arithmetic is on the raw
/// origin and size, never on a standardized rect, so negative sizes survive additive deltas.
extension CGRect: @retroactive AdditiveArithmetic, VectorArithmetic {
  public static func + (lhs: CGRect, rhs: CGRect) -> CGRect {
    CGRect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
  }
  public static func - (lhs: CGRect, rhs: CGRect) -> CGRect {
    CGRect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
  }
  public mutating func scale(by factor: Double) {
    origin.scale(by: factor)
    size.scale(by: factor)
  }
  public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}
