import Foundation
import SegueAnimation

/// An immutable vector path in points (Core Graphics' `CGPath`): subpaths of lines,
/// quadratic and cubic Bézier curves, each begun by a move and optionally closed.
///
/// As in Core Graphics, `CGPath` is a class and `CGMutablePath` its mutable subclass; two
/// paths are equal when their elements are equal (`CFEqual`). A `CGPath` never changes, so
/// it may be shared between threads; `copy()` of one returns the same object. Mutating a
/// `CGMutablePath` never changes a copy made of it earlier.
///
/// Coordinates are whatever space the path is drawn in; in UIKit's contexts that is points,
/// origin top-left, y down, so the angles and "clockwise" of `CGMutablePath.addArc` read the
/// other way round on screen (docs/uikit-behaviour-drawing.md §1).
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The elements, in order. Only `CGMutablePath` changes them.
  package internal(set) var segments: [PathSegment]

  /// Required so that a path of either class can make one of its own kind
  /// (`interpolated(to:fraction:)`).
  package required init(segments: [PathSegment]) {
    self.segments = segments
  }

  /// A closed rectangle: a move to `rect`'s origin corner, three lines along increasing x
  /// first, and a close, each point transformed by `transform` when given.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(segments: path.segments)
  }

  /// An ellipse inscribed in `rect` (four cubic curves and a close; see
  /// `CGMutablePath.addEllipse(in:transform:)`).
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(segments: path.segments)
  }

  /// A rectangle with elliptical corners `cornerWidth` × `cornerHeight` points (see
  /// `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)`).
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>? = nil
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
    self.init(segments: path.segments)
  }

  // MARK: Copies

  /// An immutable copy (this same object when it is already immutable).
  public func copy() -> CGPath? {
    type(of: self) == CGPath.self ? self : CGPath(segments: segments)
  }

  /// An immutable copy with every point transformed by `transform` (when given).
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    guard let transform else { return copy() }
    return CGPath(segments: segments.map { $0.applying(transform.pointee) })
  }

  /// A mutable copy; changing it leaves this path as it is.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(segments: segments) }

  /// A mutable copy with every point transformed by `transform` (when given).
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    guard let transform else { return mutableCopy() }
    return CGMutablePath(segments: segments.map { $0.applying(transform.pointee) })
  }

  // MARK: Queries

  /// Whether the path has no elements.
  public var isEmpty: Bool { segments.isEmpty }

  /// Where the next element would start: the last element's end point, the subpath's first
  /// point after a close, `.zero` for an empty path (as Core Graphics returns).
  public var currentPoint: CGPoint {
    var start = CGPoint.zero
    var current = CGPoint.zero
    for segment in segments {
      switch segment {
      case .move(let p):
        start = p
        current = p
      case .close: current = start
      default: current = segment.points.last ?? current
      }
    }
    return current
  }

  /// The smallest rectangle holding every point of the path, control points included
  /// (Core Graphics' `CGPathGetBoundingBox`); `.null` for an empty path.
  public var boundingBox: CGRect {
    PathGeometry.bounds(of: segments.flatMap(\.points))
  }

  /// The smallest rectangle holding the path as drawn, curves by their extrema rather than
  /// their control points (Core Graphics' `CGPathGetPathBoundingBox`); `.null` for an
  /// empty path.
  public var boundingBoxOfPath: CGRect {
    PathGeometry.tightBounds(of: segments)
  }

  /// Whether the path is exactly one rectangle (a move, three or four axis-aligned lines
  /// and a close, or the shape `init(rect:)` makes); the rectangle is written to `rect`.
  public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
    guard let found = PathGeometry.rectangle(in: segments) else { return false }
    rect?.pointee = found
    return true
  }

  /// Whether `point` is inside the path filled with `rule`, after `transform` is applied
  /// to the path. Open subpaths count as closed, as in filling. Curves are flattened to
  /// 0.01 units before the crossing count (docs/uikit-behaviour-drawing.md §4).
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
  ) -> Bool {
    let polylines = PathGeometry.flatten(segments.map { $0.applying(transform) }, tolerance: 0.01)
    let winding = PathGeometry.winding(of: point, in: polylines)
    return rule == .evenOdd ? winding % 2 != 0 : winding != 0
  }

  // MARK: Walking the elements

  /// Calls `block` with each element in order.
  public func applyWithBlock(_ block: CGPathApplyBlock) {
    let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
    defer { points.deallocate() }
    for segment in segments {
      for (index, point) in segment.points.enumerated() { points[index] = point }
      var element = CGPathElement(type: segment.type, points: points)
      withUnsafePointer(to: &element) { block($0) }
    }
  }

  /// Calls `function` with `info` and each element in order.
  public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
    applyWithBlock { function(info, $0) }
  }

  // MARK: Derived paths

  /// The outline of the path stroked `lineWidth` points wide, as a path to fill with the
  /// winding rule: the path (after `transform`) is flattened to 0.01 units and each
  /// straight piece, join and cap becomes a convex piece, all wound the same way, so their
  /// union is the stroke (docs/uikit-behaviour-drawing.md §5). `miterLimit` is the longest
  /// miter, in line widths, before a miter join is bevelled.
  public func copy(
    strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
    transform: CGAffineTransform = .identity
  ) -> CGPath {
    let polylines = PathGeometry.flatten(segments.map { $0.applying(transform) }, tolerance: 0.01)
    let outline = PathStroker(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
      .outline(of: polylines)
    return CGPath(segments: outline)
  }

  /// The dashes of the path: `lengths` alternate drawn and skipped lengths (points),
  /// starting `phase` points into the pattern. Each dash is an open subpath of lines (curves
  /// are flattened to 0.01 units first; docs/uikit-behaviour-drawing.md §5). An empty pattern,
  /// or one whose lengths are not positive in sum, returns the path unchanged.
  public func copy(
    dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
  ) -> CGPath {
    let transformed = segments.map { $0.applying(transform) }
    guard lengths.allSatisfy({ $0 >= 0 }), lengths.reduce(0, +) > 0 else { return CGPath(segments: transformed) }
    let polylines = PathGeometry.flatten(transformed, tolerance: 0.01)
    return CGPath(segments: PathDasher(lengths: lengths, phase: phase).dashes(of: polylines))
  }

  // MARK: Equality

  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.segments == rhs.segments }

  public func hash(into hasher: inout Hasher) { hasher.combine(segments) }

  public var description: String {
    let elements = segments.map { segment -> String in
      let points = segment.points.map { "(\($0.x), \($0.y))" }.joined(separator: " ")
      return points.isEmpty ? "\(segment.type)" : "\(segment.type) \(points)"
    }
    return "CGPath[\(elements.joined(separator: ", "))]"
  }

  // MARK: For the renderer

  /// A renderer's element: quadratic curves become the equal cubic.
  package enum Element: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case curve(CGPoint, CGPoint, CGPoint)
    case close
  }

  /// The path with quadratic curves raised to cubic ones (what cairo and the compositor take).
  package var elements: [Element] {
    var current = CGPoint.zero
    var start = CGPoint.zero
    return segments.map { segment in
      switch segment {
      case .move(let p):
        current = p
        start = p
        return .move(p)
      case .line(let p):
        current = p
        return .line(p)
      case .quadCurve(let c, let p):
        let cubic = PathGeometry.cubic(fromQuadFrom: current, control: c, to: p)
        current = p
        return .curve(cubic.0, cubic.1, p)
      case .curve(let c1, let c2, let p):
        current = p
        return .curve(c1, c2, p)
      case .close:
        current = start
        return .close
      }
    }
  }
}
