import Foundation
import SegueAnimation

/// UIKit's path object: a `CGPath` plus the stroke and fill settings `fill()` and
/// `stroke()` use in the current context. Coordinates are UIKit's (points, origin
/// top-left, y down), so `clockwise` here means clockwise on screen — the opposite of the
/// flag Core Graphics' `addArc` takes (docs/uikit-behaviour-drawing.md §1).
///
/// Like UIKit's, a path may be built on any thread; drawing it needs the main actor, where
/// Segue's contexts live.
open class UIBezierPath: NSObject, NSCopying {
  private var path = CGMutablePath()

  /// Points; default 1.
  open var lineWidth: CGFloat = 1
  open var lineCapStyle: CGLineCap = .butt
  open var lineJoinStyle: CGLineJoin = .miter
  /// The longest miter, in line widths, before a miter join is bevelled; default 10.
  open var miterLimit: CGFloat = 10
  /// How far (device pixels) a flattened curve may stray from the true one; default 0.6.
  /// cairo chooses its own tolerance (0.1 pixel), so this is kept but not used when drawing.
  open var flatness: CGFloat = 0.6
  /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule (default the
  /// non-zero winding rule).
  open var usesEvenOddFillRule = false
  private var dashPattern: [CGFloat] = []
  private var dashPhase: CGFloat = 0

  public override init() { super.init() }

  /// A closed rectangle, clockwise on screen from the top-left corner.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// The oval inscribed in `rect`: a move to (maxX, midY) and four quarter curves,
  /// clockwise on screen.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    let r = rect.standardized
    let unit = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
    path.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: 2 * .pi, transform: unit)
    path.closeSubpath()
  }

  /// A rectangle with circular corners of `cornerRadius` points (clamped to half the
  /// shorter side), clockwise on screen. UIKit (iOS 7 and later) draws these corners with a
  /// continuous-curvature curve; Segue draws quarter circles, which differ from UIKit's by
  /// under a pixel at the radii controls use (docs/uikit-behaviour-drawing.md §3).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    let r = rect.standardized
    let radius = min(max(cornerRadius, 0), r.width / 2, r.height / 2)
    path.appendRoundedRect(
      r, radii: Array(repeating: CGSize(width: radius, height: radius), count: 4), transform: .identity)
  }

  /// A rectangle whose `corners` are quarter ellipses `cornerRadii` points (each clamped
  /// to half the rectangle's width and height), the others square; clockwise on screen,
  /// starting at the top-left corner.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init()
    let r = rect.standardized
    // UIKit uses `cornerRadii.width` for both axes (circular corners; the height is ignored,
    // so a height of 0 still rounds), clamped to half the shorter side
    // (docs/uikit-behaviour-drawing.md).
    let side = min(max(cornerRadii.width, 0), min(r.width, r.height) / 2)
    let radius = CGSize(width: side, height: side)
    let order: [UIRectCorner] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
    path.appendRoundedRect(r, radii: order.map { corners.contains($0) ? radius : .zero }, transform: .identity)
  }

  /// An open arc of the circle `radius` points around `center` from `startAngle` to
  /// `endAngle` (radians from +x towards +y); `clockwise` is clockwise on screen.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// A path with a copy of `cgPath`'s elements.
  public convenience init(cgPath: CGPath) {
    self.init()
    path = cgPath.mutableCopy() ?? CGMutablePath()
  }

  /// UIKit's archive initializer; Segue has no archives, so this returns nil.
  public required init?(coder: NSCoder) { nil }

  /// The path's elements (an immutable copy; setting replaces them with a copy).
  open var cgPath: CGPath {
    get { path.copy() ?? CGPath(segments: []) }
    set { path = newValue.mutableCopy() ?? CGMutablePath() }
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UIBezierPath(cgPath: path)
    copy.lineWidth = lineWidth
    copy.lineCapStyle = lineCapStyle
    copy.lineJoinStyle = lineJoinStyle
    copy.miterLimit = miterLimit
    copy.flatness = flatness
    copy.usesEvenOddFillRule = usesEvenOddFillRule
    copy.dashPattern = dashPattern
    copy.dashPhase = dashPhase
    return copy
  }

  // MARK: Building

  open func move(to point: CGPoint) { path.move(to: point) }
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }
  /// An arc (see `init(arcCenter:…)`); a line joins the current point to its start.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
  }
  open func close() { path.closeSubpath() }
  open func removeAllPoints() { path = CGMutablePath() }
  /// Appends `bezierPath`'s elements (not its drawing settings).
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

  /// The same outline traced the other way: subpaths in reverse order, each from its end
  /// point back to its start, closed ones still closed.
  open func reversing() -> UIBezierPath {
    let reversed = UIBezierPath(cgPath: CGPath(segments: PathReversal.reversed(path.segments)))
    reversed.lineWidth = lineWidth
    reversed.lineCapStyle = lineCapStyle
    reversed.lineJoinStyle = lineJoinStyle
    reversed.miterLimit = miterLimit
    reversed.flatness = flatness
    reversed.usesEvenOddFillRule = usesEvenOddFillRule
    return reversed
  }

  /// Transforms every point of the path.
  open func apply(_ transform: CGAffineTransform) {
    path = path.mutableCopy(using: [transform]) ?? CGMutablePath()
  }

  // MARK: Queries

  open var isEmpty: Bool { path.isEmpty }
  /// The bounds of every point, control points included (`CGPath.boundingBox`).
  open var bounds: CGRect { path.boundingBox }
  open var currentPoint: CGPoint { path.currentPoint }
  /// Whether `point` is inside the filled path, by `usesEvenOddFillRule`.
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  // MARK: Dashes

  /// Copies `count` lengths (points) from `pattern`; `phase` points into the pattern is
  /// where dashing starts. A nil pattern or zero count removes dashing.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
    dashPhase = phase
  }

  /// Writes the dash pattern into `pattern` (which must hold the count), its length into
  /// `count` and the phase into `phase`, each when not nil.
  open func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?
  ) {
    if let pattern { for (i, length) in dashPattern.enumerated() { pattern[i] = length } }
    count?.pointee = dashPattern.count
    phase?.pointee = dashPhase
  }

  // MARK: Drawing

  /// Fills the path with the current context's fill colour (context state kept).
  open func fill() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.beginPath()
    context.addPath(path)
    context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    context.restoreGState()
  }

  /// Fills the path at `alpha` combined by `blendMode`.
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    fill()
    context.restoreGState()
  }

  /// Strokes the path with the current stroke colour and this path's line settings.
  open func stroke() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.setLineDash(phase: dashPhase, lengths: dashPattern)
    context.beginPath()
    context.addPath(path)
    context.strokePath()
    context.restoreGState()
  }

  /// Strokes the path at `alpha` combined by `blendMode`.
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    stroke()
    context.restoreGState()
  }

  /// Narrows the current context's clip to the path's inside.
  open func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.beginPath()
    context.addPath(path)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }
}
