import Foundation
import SegueAnimation
import SegueRender

/// Core Graphics' line caps (raw values as in Core Graphics).
public enum CGLineCap: Int32, Sendable {
  case butt = 0
  case round, square
}

/// Core Graphics' line joins (raw values as in Core Graphics).
public enum CGLineJoin: Int32, Sendable {
  case miter = 0
  case round, bevel
}

/// Core Graphics' blend modes (raw values as in Core Graphics). Segue's contexts draw every
/// mode as `.normal` (source-over).
public enum CGBlendMode: Int32, Sendable {
  case normal = 0
  case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut
  case sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// Core Graphics' fill rules.
public enum CGPathFillRule: Int, Sendable {
  case winding = 0
  case evenOdd
}

/// A Core Graphics drawing context over a bitmap (what `UIGraphicsImageRenderer` and
/// `UIGraphicsBeginImageContextWithOptions` make): points, y down, origin top-left, as UIKit
/// sets up its image contexts. Drawing is cairo's, through `BitmapCanvas`.
///
/// Like Core Graphics' `CGContext`, it is not isolated to an actor and not `Sendable`: a
/// context is used on the thread that made it (an image drawn on a background queue, a
/// view's `draw(_:)` on the main actor).
public final class CGContext {
  /// The cairo canvas, made on first use for a context whose bitmap is made lazily.
  var canvas: BitmapCanvas {
    switch storage {
    case .made(let canvas):
      return canvas
    case .deferred(let make):
      let made = make()
      storage = .made(made)
      return made
    }
  }
  /// The canvas, or how to make it on first use.
  private enum Storage {
    case made(BitmapCanvas)
    case deferred(() -> BitmapCanvas)
  }
  private var storage: Storage
  /// Points.
  let size: CGSize

  init(bitmap: Bitmap, size: CGSize) {
    storage = .made(BitmapCanvas(bitmap: bitmap))
    self.size = size
  }

  /// A context whose bitmap is made (by `makeCanvas`) only when something uses it, so a
  /// layer whose drawing method draws nothing allocates no pixels (docs/uikit-behaviour-drawing.md
  /// §7).
  init(size: CGSize, makeCanvas: @escaping () -> BitmapCanvas) {
    storage = .deferred(makeCanvas)
    self.size = size
  }

  /// Whether anything has used the canvas (drawn, changed state or asked about it).
  var isCanvasMade: Bool {
    if case .made = storage { return true }
    return false
  }

  // MARK: Graphics state

  public func saveGState() { canvas.save() }
  public func restoreGState() { canvas.restore() }
  public func translateBy(x: CGFloat, y: CGFloat) { canvas.translate(x: Double(x), y: Double(y)) }
  public func scaleBy(x: CGFloat, y: CGFloat) { canvas.scale(x: Double(x), y: Double(y)) }
  /// Radians; positive turns clockwise on the y-down context.
  public func rotate(by angle: CGFloat) { canvas.rotate(by: Double(angle)) }
  public func concatenate(_ transform: CGAffineTransform) {
    canvas.concatenate(
      a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
      tx: Double(transform.tx), ty: Double(transform.ty))
  }
  public func setFillColor(_ color: CGColor) { canvas.setFillColor(Self.renderColor(color)) }
  public func setStrokeColor(_ color: CGColor) { canvas.setStrokeColor(Self.renderColor(color)) }
  /// Points.
  public func setLineWidth(_ width: CGFloat) { canvas.setLineWidth(Double(width)) }
  public func setLineCap(_ cap: CGLineCap) { canvas.setLineCap(Int(cap.rawValue)) }
  public func setLineJoin(_ join: CGLineJoin) { canvas.setLineJoin(Int(join.rawValue)) }
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    canvas.setLineDash(phase: Double(phase), lengths: lengths.map { Double($0) })
  }
  /// 0…1, multiplying everything drawn afterwards.
  public func setAlpha(_ alpha: CGFloat) { canvas.alpha = Double(alpha) }

  /// How later drawing combines with what is below (kept with the graphics state);
  /// `plusDarker` draws as `.normal` (cairo has no such operator).
  public func setBlendMode(_ mode: CGBlendMode) {
    canvas.setBlendMode(CanvasBlendMode(rawValue: mode.rawValue) ?? .normal)
  }

  // MARK: Paths

  public func beginPath() { canvas.beginPath() }
  public func move(to point: CGPoint) { canvas.move(x: Double(point.x), y: Double(point.y)) }
  public func addLine(to point: CGPoint) { canvas.line(x: Double(point.x), y: Double(point.y)) }
  public func addLines(between points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    canvas.curve(
      c1x: Double(control1.x), c1y: Double(control1.y), c2x: Double(control2.x), c2y: Double(control2.y),
      x: Double(end.x), y: Double(end.y))
  }
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    canvas.quadCurve(cx: Double(control.x), cy: Double(control.y), x: Double(end.x), y: Double(end.y))
  }
  public func closePath() { canvas.closePath() }
  public func addRect(_ rect: CGRect) {
    canvas.addRect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
  }
  public func addEllipse(in rect: CGRect) {
    canvas.addEllipse(
      x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
  }
  /// Adds `path`'s elements to the current path (in user space, as Core Graphics does).
  public func addPath(_ path: CGPath) {
    for segment in path.segments {
      switch segment {
      case .move(let point): move(to: point)
      case .line(let point): addLine(to: point)
      case .quadCurve(let control, let end): addQuadCurve(to: end, control: control)
      case .curve(let c1, let c2, let end): addCurve(to: end, control1: c1, control2: c2)
      case .close: closePath()
      }
    }
  }

  public func fillPath(using rule: CGPathFillRule = .winding) { canvas.fillPath(evenOdd: rule == .evenOdd) }
  public func strokePath() { canvas.strokePath() }
  public func clip(using rule: CGPathFillRule = .winding) { canvas.clip(evenOdd: rule == .evenOdd) }

  // MARK: Shapes

  public func fill(_ rect: CGRect) {
    beginPath()
    addRect(rect)
    fillPath()
  }
  public func stroke(_ rect: CGRect) {
    beginPath()
    addRect(rect)
    strokePath()
  }
  public func fillEllipse(in rect: CGRect) {
    beginPath()
    addEllipse(in: rect)
    fillPath()
  }
  public func strokeEllipse(in rect: CGRect) {
    beginPath()
    addEllipse(in: rect)
    strokePath()
  }
  public func clip(to rect: CGRect) {
    beginPath()
    addRect(rect)
    clip()
  }
  /// Makes `rect` transparent.
  public func clear(_ rect: CGRect) {
    canvas.clear(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
  }

  /// Draws a bitmap scaled into `rect` (points).
  func draw(_ bitmap: Bitmap, in rect: CGRect) {
    canvas.draw(
      bitmap, x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
  }

  static func renderColor(_ color: CGColor) -> RenderColor {
    RenderColor(
      red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
  }
}
