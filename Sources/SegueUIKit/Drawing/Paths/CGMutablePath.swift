import Foundation
import SegueAnimation

/// A path that can be added to (Core Graphics' `CGMutablePath`). Every method transforms
/// its points by `transform` before adding them. Angles are radians measured from the +x
/// axis towards +y; `clockwise` follows Core Graphics: `false` sweeps towards increasing
/// angles, which in UIKit's y-down space turns *clockwise on screen*
/// (docs/uikit-behaviour-drawing.md §1).
public class CGMutablePath: CGPath, @unchecked Sendable {
  public init() { super.init(segments: []) }

  package required init(segments: [PathSegment]) { super.init(segments: segments) }

  /// Whether a line or curve can start here (Core Graphics ignores them on an empty path).
  private var hasCurrentPoint: Bool { !segments.isEmpty }

  /// After a close, Core Graphics starts the next element's subpath with an explicit move
  /// to the closed subpath's first point.
  private func beginSegment() -> Bool {
    guard hasCurrentPoint else { return false }
    if case .close = segments.last { segments.append(.move(currentPoint)) }
    return true
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    segments.append(.move(point.applying(transform)))
  }

  /// A straight line from the current point (ignored on an empty path).
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    guard beginSegment() else { return }
    segments.append(.line(point.applying(transform)))
  }

  /// A move to the first point and lines through the others.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { segments.append(.line(point.applying(transform))) }
  }

  /// A quadratic Bézier curve from the current point to `end` (ignored on an empty path).
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    guard beginSegment() else { return }
    segments.append(.quadCurve(control.applying(transform), end.applying(transform)))
  }

  /// A cubic Bézier curve from the current point to `end` (ignored on an empty path).
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) {
    guard beginSegment() else { return }
    segments.append(.curve(control1.applying(transform), control2.applying(transform), end.applying(transform)))
  }

  /// Closes the current subpath with a straight line to its first point.
  public func closeSubpath() {
    guard hasCurrentPoint else { return }
    if case .close = segments.last { return }
    segments.append(.close)
  }

  // MARK: Arcs

  /// An arc of the circle `radius` points around `center` from `startAngle` to `endAngle`
  /// (radians). `clockwise: false` sweeps towards increasing angles (clockwise on a y-down
  /// screen), `true` towards decreasing ones; a sweep of 2π or more in that direction is one
  /// full circle. A line joins the current point to the arc's start (a move on an empty
  /// path). The arc is drawn as cubic curves of at most 90° each, control points at
  /// 4/3·tan(θ/4)·r along the tangents (docs/uikit-behaviour-drawing.md §2).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let sweep = PathGeometry.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
    addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
  }

  /// An arc of `delta` radians (positive towards increasing angles) from `startAngle`; a
  /// line joins the current point to its start.
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
  ) {
    let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    if hasCurrentPoint {
      addLine(to: start, transform: transform)
    } else {
      move(to: start, transform: transform)
    }
    for curve in PathGeometry.arcCurves(center: center, radius: radius, startAngle: startAngle, sweep: delta) {
      segments.append(.curve(curve.0.applying(transform), curve.1.applying(transform), curve.2.applying(transform)))
    }
  }

  /// A line from the current point towards `tangent1End` and an arc of `radius` points
  /// tangent to both the line current point → `tangent1End` and the line `tangent1End` →
  /// `tangent2End` (PostScript's `arct`). With collinear points or a zero radius it is a
  /// line to `tangent1End`; ignored on an empty path.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
  ) {
    guard hasCurrentPoint else { return }
    // The current point is stored transformed; work in the caller's space.
    let inverse = transform.inverted()
    let current = currentPoint.applying(inverse)
    guard
      let arc = PathGeometry.tangentArc(
        from: current, tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    else {
      addLine(to: tangent1End, transform: transform)
      return
    }
    addLine(to: arc.start, transform: transform)
    for curve in PathGeometry.arcCurves(
      center: arc.center, radius: radius, startAngle: arc.startAngle, sweep: arc.sweep)
    {
      segments.append(.curve(curve.0.applying(transform), curve.1.applying(transform), curve.2.applying(transform)))
    }
  }

  // MARK: Shapes

  /// A closed rectangle: move to (minX, minY), lines to (maxX, minY), (maxX, maxY),
  /// (minX, maxY), close.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
    segments.append(.line(CGPoint(x: r.maxX, y: r.minY).applying(transform)))
    segments.append(.line(CGPoint(x: r.maxX, y: r.maxY).applying(transform)))
    segments.append(.line(CGPoint(x: r.minX, y: r.maxY).applying(transform)))
    segments.append(.close)
  }

  /// One closed rectangle per element of `rects`.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// The ellipse inscribed in `rect` as a closed subpath: a move to (maxX, midY) and four
  /// quarter curves towards decreasing angles, the direction Core Graphics' documentation
  /// calls clockwise in its y-up space (counter-clockwise on a y-down screen).
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
    let unit = scale.concatenating(transform)
    move(to: CGPoint(x: 1, y: 0), transform: unit)
    for curve in PathGeometry.arcCurves(center: .zero, radius: 1, startAngle: 0, sweep: -2 * .pi) {
      segments.append(.curve(curve.0.applying(unit), curve.1.applying(unit), curve.2.applying(unit)))
    }
    segments.append(.close)
  }

  /// A rectangle with elliptical corners `cornerWidth` × `cornerHeight` points (quarter
  /// ellipses, one cubic each), starting at the end of the top-left corner and running
  /// towards increasing x. Core Graphics requires `0 ≤ 2·cornerWidth ≤ width` and
  /// `0 ≤ 2·cornerHeight ≤ height` and stops the program otherwise; so does Segue.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    precondition(
      cornerWidth >= 0 && cornerHeight >= 0 && 2 * cornerWidth <= r.width && 2 * cornerHeight <= r.height,
      "addRoundedRect: the corner size \(cornerWidth) × \(cornerHeight) does not fit in \(r.size); "
        + "pass corners at most half the rectangle's width and height.")
    appendRoundedRect(
      r, radii: Array(repeating: CGSize(width: cornerWidth, height: cornerHeight), count: 4),
      transform: transform)
  }

  /// A closed rounded rectangle with per-corner radii (top-left, top-right, bottom-right,
  /// bottom-left), each corner a quarter ellipse sweeping towards increasing angles (the
  /// outline runs clockwise on a y-down screen).
  package func appendRoundedRect(_ r: CGRect, radii: [CGSize], transform: CGAffineTransform) {
    let (topLeft, topRight, bottomRight, bottomLeft) = (radii[0], radii[1], radii[2], radii[3])
    move(to: CGPoint(x: r.minX + topLeft.width, y: r.minY), transform: transform)
    segments.append(.line(CGPoint(x: r.maxX - topRight.width, y: r.minY).applying(transform)))
    corner(
      center: CGPoint(x: r.maxX - topRight.width, y: r.minY + topRight.height), radii: topRight,
      from: -.pi / 2, transform: transform)
    segments.append(.line(CGPoint(x: r.maxX, y: r.maxY - bottomRight.height).applying(transform)))
    corner(
      center: CGPoint(x: r.maxX - bottomRight.width, y: r.maxY - bottomRight.height), radii: bottomRight,
      from: 0, transform: transform)
    segments.append(.line(CGPoint(x: r.minX + bottomLeft.width, y: r.maxY).applying(transform)))
    corner(
      center: CGPoint(x: r.minX + bottomLeft.width, y: r.maxY - bottomLeft.height), radii: bottomLeft,
      from: .pi / 2, transform: transform)
    segments.append(.line(CGPoint(x: r.minX, y: r.minY + topLeft.height).applying(transform)))
    corner(
      center: CGPoint(x: r.minX + topLeft.width, y: r.minY + topLeft.height), radii: topLeft,
      from: .pi, transform: transform)
    segments.append(.close)
  }

  private func corner(center: CGPoint, radii: CGSize, from angle: CGFloat, transform: CGAffineTransform) {
    guard radii.width > 0, radii.height > 0 else { return }
    let unit = CGAffineTransform(a: radii.width, b: 0, c: 0, d: radii.height, tx: center.x, ty: center.y)
      .concatenating(transform)
    for curve in PathGeometry.arcCurves(center: .zero, radius: 1, startAngle: angle, sweep: .pi / 2) {
      segments.append(.curve(curve.0.applying(unit), curve.1.applying(unit), curve.2.applying(unit)))
    }
  }

  /// Appends `path`'s elements, transformed.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    segments.append(contentsOf: path.segments.map { $0.applying(transform) })
  }
}
