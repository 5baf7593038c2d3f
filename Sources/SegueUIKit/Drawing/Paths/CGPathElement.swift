import Foundation
import SegueAnimation

/// The kind of one path element, as `CGPath.applyWithBlock(_:)` reports it (Core Graphics'
/// `CGPathElementType`, same raw values).
public enum CGPathElementType: Int32, Sendable {
  /// One point: the start of a new subpath.
  case moveToPoint = 0
  /// One point: the end of a straight line from the current point.
  case addLineToPoint = 1
  /// Two points: the control point and the end of a quadratic Bézier curve.
  case addQuadCurveToPoint = 2
  /// Three points: the two control points and the end of a cubic Bézier curve.
  case addCurveToPoint = 3
  /// No points: a straight line back to the subpath's first point.
  case closeSubpath = 4
}

/// One element of a path as an applier sees it (Core Graphics' `CGPathElement`): its type
/// and a pointer to its points (how many depends on the type). The points are valid only
/// during the applier call.
public struct CGPathElement {
  public var type: CGPathElementType
  public var points: UnsafeMutablePointer<CGPoint>

  public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
    self.type = type
    self.points = points
  }
}

/// The function `CGPath.apply(info:function:)` calls for each element. Core Graphics
/// declares it `@convention(c)`; Swift has no C representation of these types on Linux, so
/// here it is a Swift function type (closures without captures, as iOS code passes, fit
/// both).
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// The element block `CGPath.applyWithBlock(_:)` calls.
public typealias CGPathApplyBlock = (UnsafePointer<CGPathElement>) -> Void

/// One stored element of a `CGPath` (points in the path's own units).
package enum PathSegment: Hashable, Sendable {
  case move(CGPoint)
  case line(CGPoint)
  /// Control point, end point.
  case quadCurve(CGPoint, CGPoint)
  /// First control point, second control point, end point.
  case curve(CGPoint, CGPoint, CGPoint)
  case close

  /// The element's points in Core Graphics' order (the end point last).
  var points: [CGPoint] {
    switch self {
    case .move(let p), .line(let p): [p]
    case .quadCurve(let c, let p): [c, p]
    case .curve(let c1, let c2, let p): [c1, c2, p]
    case .close: []
    }
  }

  var type: CGPathElementType {
    switch self {
    case .move: .moveToPoint
    case .line: .addLineToPoint
    case .quadCurve: .addQuadCurveToPoint
    case .curve: .addCurveToPoint
    case .close: .closeSubpath
    }
  }

  func applying(_ t: CGAffineTransform) -> PathSegment {
    switch self {
    case .move(let p): .move(p.applying(t))
    case .line(let p): .line(p.applying(t))
    case .quadCurve(let c, let p): .quadCurve(c.applying(t), p.applying(t))
    case .curve(let c1, let c2, let p): .curve(c1.applying(t), c2.applying(t), p.applying(t))
    case .close: .close
    }
  }
}
