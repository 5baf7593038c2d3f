import Foundation
import SegueAnimation
import SegueRender

/// How `CGContext.drawPath(using:)` paints the current path (Core Graphics'
/// `CGPathDrawingMode`, same raw values).
public enum CGPathDrawingMode: Int32, Sendable {
  case fill = 0
  case eoFill, stroke, fillStroke, eoFillStroke
}

extension CGContext {
  /// The longest miter, in line widths, before a miter join is bevelled (default 10).
  public func setMiterLimit(_ limit: CGFloat) { canvas.setMiterLimit(Double(limit)) }

  /// Points and radians, as `CGMutablePath.addArc(center:…)`: `clockwise: false` sweeps
  /// towards increasing angles, which in this y-down context is clockwise on screen
  /// (docs/uikit-behaviour-drawing.md §1). A line joins the current point to the arc.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    addPathContinuing { path in
      path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
  }

  /// An arc of `delta` radians from `startAngle` (positive towards increasing angles).
  public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat) {
    addPathContinuing { path in
      path.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
    }
  }

  /// A line towards `tangent1End` and an arc tangent to both legs (PostScript's `arct`).
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    addPathContinuing { path in
      path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    }
  }

  /// One closed rectangle per element.
  public func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Runs `build` on a path that starts at the context's current point and adds what it
  /// built after that point.
  private func addPathContinuing(_ build: (CGMutablePath) -> Void) {
    let path = CGMutablePath()
    let current = canvas.currentPoint
    if let current { path.move(to: CGPoint(x: current.x, y: current.y)) }
    build(path)
    let added = current == nil ? path.segments : Array(path.segments.dropFirst())
    addPath(CGPath(segments: added))
  }

  // MARK: Painting

  /// Paints the current path (and clears it): filled by the winding or even-odd rule,
  /// stroked, or filled then stroked.
  public func drawPath(using mode: CGPathDrawingMode) {
    switch mode {
    case .fill: fillPath(using: .winding)
    case .eoFill: fillPath(using: .evenOdd)
    case .stroke: strokePath()
    case .fillStroke, .eoFillStroke:
      canvas.fillPreservingPath(evenOdd: mode == .eoFillStroke)
      strokePath()
    }
  }

  /// Fills the current path by the even-odd rule.
  public func eoFillPath() { fillPath(using: .evenOdd) }

  /// Strokes the line between each pair of points (a disconnected segment per pair).
  public func strokeLineSegments(between points: [CGPoint]) {
    beginPath()
    var index = 0
    while index + 1 < points.count {
      move(to: points[index])
      addLine(to: points[index + 1])
      index += 2
    }
    strokePath()
  }

  /// Narrows the clip to the union of `rects`.
  public func clip(to rects: [CGRect]) {
    beginPath()
    addRects(rects)
    clip()
  }

  // MARK: The current path

  /// Whether the current path has no elements.
  public var isPathEmpty: Bool { canvas.currentPoint == nil && canvas.pathElements.isEmpty }

  /// The current point of the path (user space), `.zero` when there is none.
  public var currentPointOfPath: CGPoint {
    canvas.currentPoint.map { CGPoint(x: $0.x, y: $0.y) } ?? .zero
  }

  /// The bounds of the current path (user space, cairo's extents of the curves); `.null`
  /// for an empty path.
  public var boundingBoxOfPath: CGRect {
    guard let box = canvas.pathExtents else { return .null }
    return CGRect(x: box.x, y: box.y, width: box.width, height: box.height)
  }

  /// A copy of the current path in user space; nil when it is empty.
  public var path: CGPath? {
    let segments = canvas.pathElements.map { element -> PathSegment in
      switch element {
      case .move(let x, let y): .move(CGPoint(x: x, y: y))
      case .line(let x, let y): .line(CGPoint(x: x, y: y))
      case .curve(let c1x, let c1y, let c2x, let c2y, let x, let y):
        .curve(CGPoint(x: c1x, y: c1y), CGPoint(x: c2x, y: c2y), CGPoint(x: x, y: y))
      case .close: .close
      }
    }
    return segments.isEmpty ? nil : CGPath(segments: segments)
  }

  /// Replaces the current path with the outline of its stroke at the given settings
  /// (`CGPath.copy(strokingWithWidth:…)`; fill it with the winding rule).
  public func replacePathWithStrokedPath(
    lineWidth: CGFloat, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10
  ) {
    guard let path else { return }
    let outline = path.copy(strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
    beginPath()
    addPath(outline)
  }

  // MARK: Transform and clip queries

  /// User space → device pixels. The context is y-down with the bitmap's scale applied
  /// first, so a fresh 2× context reports (2, 0, 0, 2, 0, 0) — Core Graphics' own bitmap
  /// contexts start y-up and UIKit flips them, giving (2, 0, 0, −2, 0, height·2).
  public var ctm: CGAffineTransform {
    let m = canvas.matrix
    return CGAffineTransform(
      a: CGFloat(m.a), b: CGFloat(m.b), c: CGFloat(m.c), d: CGFloat(m.d), tx: CGFloat(m.tx), ty: CGFloat(m.ty))
  }

  /// The clip's bounds in user space (the whole context when nothing is clipped).
  public var boundingBoxOfClipPath: CGRect {
    let box = canvas.clipExtents
    return CGRect(x: box.x, y: box.y, width: box.width, height: box.height)
  }
}
