import Foundation
import SegueAnimation

/// A vector in the reference view's plane (points, or points per second), for the dynamics
/// engine's arithmetic.
struct PlaneVector: Equatable {
  var x: CGFloat
  var y: CGFloat

  static let zero = PlaneVector(x: 0, y: 0)

  init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  init(_ point: CGPoint) { self.init(x: point.x, y: point.y) }

  var point: CGPoint { CGPoint(x: x, y: y) }
  var length: CGFloat { (x * x + y * y).squareRoot() }
  var lengthSquared: CGFloat { x * x + y * y }
  /// The vector turned a quarter turn (clockwise on screen, where y points down).
  var perpendicular: PlaneVector { PlaneVector(x: -y, y: x) }

  /// The unit vector along this one, or zero for a vector too short to have a direction.
  var normalized: PlaneVector {
    let l = length
    return l > 1e-12 ? PlaneVector(x: x / l, y: y / l) : .zero
  }

  func dot(_ other: PlaneVector) -> CGFloat { x * other.x + y * other.y }
  /// The z component of the 3D cross product.
  func cross(_ other: PlaneVector) -> CGFloat { x * other.y - y * other.x }

  /// The vector rotated by `angle` radians (clockwise on screen for a positive angle).
  func rotated(by angle: CGFloat) -> PlaneVector {
    let c = cos(angle)
    let s = sin(angle)
    return PlaneVector(x: c * x - s * y, y: s * x + c * y)
  }

  static func + (a: PlaneVector, b: PlaneVector) -> PlaneVector { PlaneVector(x: a.x + b.x, y: a.y + b.y) }
  static func - (a: PlaneVector, b: PlaneVector) -> PlaneVector { PlaneVector(x: a.x - b.x, y: a.y - b.y) }
  static prefix func - (a: PlaneVector) -> PlaneVector { PlaneVector(x: -a.x, y: -a.y) }
  static func * (a: PlaneVector, s: CGFloat) -> PlaneVector { PlaneVector(x: a.x * s, y: a.y * s) }
  static func * (s: CGFloat, a: PlaneVector) -> PlaneVector { PlaneVector(x: a.x * s, y: a.y * s) }
  static func += (a: inout PlaneVector, b: PlaneVector) { a = a + b }
  static func -= (a: inout PlaneVector, b: PlaneVector) { a = a - b }
}

/// The velocity of a point `r` from a body's center when the body turns at `angularVelocity`
/// radians per second: ω × r.
func tangentialVelocity(_ angularVelocity: CGFloat, _ r: PlaneVector) -> PlaneVector {
  PlaneVector(x: -angularVelocity * r.y, y: angularVelocity * r.x)
}
