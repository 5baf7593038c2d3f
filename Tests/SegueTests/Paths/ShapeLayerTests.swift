import Foundation
import SegueAnimation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// `CAShapeLayer` (docs/uikit-behaviour-drawing.md §9): Core Animation's defaults, fill
/// rules, caps, joins and dashes, drawing outside the bounds, strokeEnd trimming by arc
/// length and path animations. Goldens are compared with a tolerance of 2 per channel.
@Suite @MainActor struct ShapeLayerTests {
  static let goldens = GoldenImage.directory(besides: #filePath)
  let red: UInt32 = 0xFFFF_0000
  let white: UInt32 = 0xFFFF_FFFF
  /// (0.1, 0.3, 0.9) as cairo stores it: each channel ⌊(c · 65535 + ½) / 256⌋.
  let ink: UInt32 = 0xFF19_4CE6

  func shape(_ path: CGPath, fill: CGColor? = .black, stroke: CGColor? = nil, width: CGFloat = 1) -> CAShapeLayer {
    let layer = CAShapeLayer()
    layer.path = path
    layer.fillColor = fill
    layer.strokeColor = stroke
    layer.lineWidth = width
    return layer
  }

  @Test func defaultsAreCoreAnimations() {
    let layer = CAShapeLayer()
    #expect(layer.path == nil)
    #expect(layer.fillColor == CGColor.black)
    #expect(layer.fillRule == .nonZero)
    #expect(layer.strokeColor == nil)
    #expect(layer.lineWidth == 1)
    #expect(layer.lineCap == .butt)
    #expect(layer.lineJoin == .miter)
    #expect(layer.miterLimit == 10)
    #expect(layer.lineDashPattern == nil)
    #expect(layer.lineDashPhase == 0)
    #expect(layer.strokeStart == 0)
    #expect(layer.strokeEnd == 1)
    #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
    #expect(CAShapeLayerLineCap.round.rawValue == "round")
    #expect(CAShapeLayerLineJoin.bevel.rawValue == "bevel")
    layer.lineDashPattern = [4, 2]
    #expect(layer.lineDashPattern == [4, 2])
    // A mutable path is copied: changing it afterwards does not change the layer's.
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    layer.path = path
    path.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
    #expect(layer.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    for key in [
      "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase",
    ] {
      #expect(CAShapeLayer.propertyTable.target(forKeyPath: key) != nil, "\(key)")
    }
    for key in ["fillRule", "lineCap", "lineJoin", "lineDashPattern"] {
      #expect(CAShapeLayer.propertyTable.target(forKeyPath: key) == nil, "\(key)")
    }
  }

  @Test func aShapeIsNotClippedToItsBounds() {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 2)
    // A zero-size layer at (50, 50) whose path lies left of and above its origin.
    let layer = shape(
      CGPath(rect: CGRect(x: -30, y: -20, width: 20, height: 10), transform: nil),
      fill: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    layer.position = CGPoint(x: 50, y: 50)
    host.rootView.layer.addSublayer(layer)
    var frame = host.render()
    #expect(layer.bounds == .zero)
    #expect(frame[2 * 25, 2 * 35] == red)
    #expect(frame[2 * 21, 2 * 31] == red)
    #expect(frame[2 * 39, 2 * 39] == red)
    #expect(frame[2 * 41, 2 * 35] == white)
    #expect(frame[2 * 25, 2 * 41] == white)
    // masksToBounds clips it (to nothing here).
    layer.masksToBounds = true
    frame = host.render()
    #expect(frame[2 * 25, 2 * 35] == white)
    withExtendedLifetime(host) {}
  }

  @Test func fillRules() throws {
    let host = HeadlessHost(size: CGSize(width: 240, height: 120), scale: 2)
    // A five-pointed star drawn in one stroke: its centre is wound twice.
    func star(centre: CGPoint) -> CGPath {
      let path = CGMutablePath()
      for k in 0..<5 {
        let angle = -CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
        let point = CGPoint(x: centre.x + 50 * cos(angle), y: centre.y + 50 * sin(angle))
        if k == 0 { path.move(to: point) } else { path.addLine(to: point) }
      }
      path.closeSubpath()
      return path
    }
    let blue = CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
    let nonZero = shape(star(centre: CGPoint(x: 60, y: 60)), fill: blue)
    let evenOdd = shape(star(centre: CGPoint(x: 180, y: 60)), fill: blue)
    evenOdd.fillRule = .evenOdd
    host.rootView.layer.addSublayer(nonZero)
    host.rootView.layer.addSublayer(evenOdd)
    let frame = host.render()
    #expect(frame[2 * 60, 2 * 62] == ink)  // wound twice, filled under non-zero
    #expect(frame[2 * 180, 2 * 62] == white)  // and empty under even-odd
    #expect(frame[2 * 180, 2 * 22] == ink)  // a point of the star: wound once
    try GoldenImage.verify(frame, named: "shape-fill-rules", in: Self.goldens)
    withExtendedLifetime(host) {}
  }

  @Test func capsJoinsAndDashes() throws {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200), scale: 2)
    let inkColor = CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
    // Three zigzags: butt/miter, round/round, square/bevel.
    let styles: [(CAShapeLayerLineCap, CAShapeLayerLineJoin)] = [(.butt, .miter), (.round, .round), (.square, .bevel)]
    for (index, style) in styles.enumerated() {
      let path = CGMutablePath()
      let x = 20 + CGFloat(index) * 95
      path.move(to: CGPoint(x: x, y: 80))
      path.addLine(to: CGPoint(x: x + 30, y: 20))
      path.addLine(to: CGPoint(x: x + 60, y: 80))
      let layer = shape(path, fill: nil, stroke: inkColor, width: 14)
      layer.lineCap = style.0
      layer.lineJoin = style.1
      host.rootView.layer.addSublayer(layer)
    }
    // A dashed rounded rectangle with a phase, and a dashed line with round caps.
    let dashed = shape(
      CGPath(
        roundedRect: CGRect(x: 20, y: 110, width: 120, height: 70), cornerWidth: 16, cornerHeight: 16, transform: nil),
      fill: CGColor(red: 1, green: 0.8, blue: 0.3, alpha: 1),
      stroke: CGColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1),
      width: 4)
    dashed.lineDashPattern = [12, 6]
    dashed.lineDashPhase = 3
    host.rootView.layer.addSublayer(dashed)
    let line = CGMutablePath()
    line.move(to: CGPoint(x: 170, y: 145))
    line.addLine(to: CGPoint(x: 280, y: 145))
    let dots = shape(line, fill: nil, stroke: inkColor, width: 8)
    dots.lineCap = .round
    dots.lineDashPattern = [0, 16]
    host.rootView.layer.addSublayer(dots)
    let frame = host.render()
    // The miter's tip reaches above the path's corner; the bevel's does not.
    #expect(frame[2 * 50, 2 * 10] == ink)
    #expect(frame[2 * 240, 2 * 10] == white)
    // Round dots every 16 points, gaps between them.
    #expect(frame[2 * 170, 2 * 145] == ink)
    #expect(frame[2 * 186, 2 * 145] == ink)
    #expect(frame[2 * 178, 2 * 145] == white)
    try GoldenImage.verify(frame, named: "shape-caps-joins-dashes", in: Self.goldens)
    withExtendedLifetime(host) {}
  }

  @Test func strokeEndTrimsByArcLength() throws {
    let host = HeadlessHost(size: CGSize(width: 200, height: 120), scale: 2)
    // A line 100 pt long, then a half circle of radius 50 (157.08 pt): 257.08 pt in all.
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 10))
    path.addLine(to: CGPoint(x: 100, y: 10))
    path.addArc(center: CGPoint(x: 100, y: 60), radius: 50, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
    let layer = shape(path, fill: nil, stroke: CGColor(red: 1, green: 0, blue: 0, alpha: 1), width: 6)
    layer.position = CGPoint(x: 20, y: 0)
    host.rootView.layer.addSublayer(layer)
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 1
    layer.add(animation, forKey: "draw")
    // Half-way: 128.54 pt drawn, the line and 28.54 pt of arc (32.7° of the half circle).
    host.advance(by: 0.5)
    let frame = host.render()
    #expect(frame[2 * 70, 2 * 10] == red)
    let angle = 28.54 / 50 - 0.05
    let inside = CGPoint(x: 120 + 50 * sin(angle), y: 60 - 50 * cos(angle))
    let beyond = CGPoint(x: 120 + 50 * sin(angle + 0.1), y: 60 - 50 * cos(angle + 0.1))
    #expect(frame[Int(2 * inside.x), Int(2 * inside.y)] == red)
    #expect(frame[Int(2 * beyond.x), Int(2 * beyond.y)] == white)
    #expect(frame[2 * 120, 2 * 110] == white)
    try GoldenImage.verify(frame, named: "shape-stroke-end-half", in: Self.goldens)
    // strokeStart past strokeEnd draws nothing.
    layer.removeAllAnimations()
    layer.strokeStart = 0.8
    layer.strokeEnd = 0.2
    #expect(host.render()[2 * 70, 2 * 10] == white)
    withExtendedLifetime(host) {}
  }

  @Test func pathsOfOneStructureMorphPointByPoint() throws {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 2)
    let small = CGPath(ellipseIn: CGRect(x: 80, y: 80, width: 40, height: 40), transform: nil)
    let large = CGPath(ellipseIn: CGRect(x: 20, y: 40, width: 160, height: 120), transform: nil)
    let layer = shape(small, fill: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    host.rootView.layer.addSublayer(layer)
    layer.path = large
    let animation = CABasicAnimation(keyPath: "path")
    animation.fromValue = small
    animation.toValue = large
    animation.duration = 1
    layer.add(animation, forKey: "grow")
    host.advance(by: 0.5)
    let presented = try #require(layer.presentation()?.path)
    // Every point half-way: the ellipse in (50, 60, 100, 80).
    let box = presented.boundingBoxOfPath
    #expect(abs(box.minX - 50) < 1e-9 && abs(box.minY - 60) < 1e-9, "\(box)")
    #expect(abs(box.width - 100) < 1e-9 && abs(box.height - 80) < 1e-9, "\(box)")
    let frame = host.render()
    #expect(frame[2 * 52, 2 * 100] == red)
    #expect(frame[2 * 48, 2 * 100] == white)
    #expect(frame[2 * 100, 2 * 62] == red)
    #expect(frame[2 * 100, 2 * 58] == white)
    try GoldenImage.verify(frame, named: "shape-path-morph-half", in: Self.goldens)

    // Paths of different structure: the start path until half-way, then the end path.
    let square = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30), transform: nil)
    let jump = CABasicAnimation(keyPath: "path")
    jump.fromValue = square
    jump.toValue = large
    jump.duration = 1
    layer.add(jump, forKey: "grow")
    host.advance(by: 0.4)
    #expect(layer.presentation()?.path == square)
    host.advance(by: 0.2)
    #expect(layer.presentation()?.path == large)
    withExtendedLifetime(host) {}
  }

  @Test func springAndKeyframeAnimationsDriveShapeProperties() {
    let layer = CAShapeLayer()
    layer.lineWidth = 2
    let spring = CASpringAnimation(keyPath: "lineWidth")
    spring.fromValue = 2
    spring.toValue = 10
    spring.damping = 5
    spring.beginTime = 10
    spring.duration = spring.settlingDuration
    layer.add(spring, forKey: "width")
    let progress = spring.progress(atSimpleTime: 0.25)
    let width = layer.presentationState(atLocalTime: 10.25)[CAShapeLayer.lineWidthProperty]
    #expect(abs(width - CGFloat(2 + 8 * progress)) < 1e-9)
    // An underdamped spring overshoots: the width passes 10.
    let peak =
      stride(from: 10.0, to: 12, by: 0.01).map {
        layer.presentationState(atLocalTime: $0)[CAShapeLayer.lineWidthProperty]
      }.max() ?? 0
    #expect(peak > 10)

    let keyframes = CAKeyframeAnimation(keyPath: "strokeColor")
    keyframes.values = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
    keyframes.duration = 2
    keyframes.beginTime = 20
    layer.add(keyframes, forKey: "colour")
    let colour = layer.presentationState(atLocalTime: 21)[CAShapeLayer.strokeColorProperty]
    #expect(colour == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
  }

  @Test func viewAnimationBlocksDoNotAnimateShapeProperties() {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
    let layer = CAShapeLayer()
    host.rootView.layer.addSublayer(layer)
    UIView.animate(withDuration: 1) {
      layer.strokeEnd = 0.5
      layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    }
    #expect(layer.animationKeys() == nil)
    #expect(layer.strokeEnd == 0.5)
    withExtendedLifetime(host) {}
  }

  @Test func aMovingShapeIsNotRasterizedAgain() {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 2)
    let layer = shape(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil))
    host.rootView.layer.addSublayer(layer)
    _ = host.render()
    let count = host.renderer.contentCache.rasterizationCount
    layer.position = CGPoint(x: 60, y: 30)
    _ = host.render()
    #expect(host.renderer.contentCache.rasterizationCount == count)
    // Without a stroke, the stroke's settings do not change what is drawn.
    layer.strokeEnd = 0.5
    layer.lineWidth = 4
    _ = host.render()
    #expect(host.renderer.contentCache.rasterizationCount == count)
    layer.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    _ = host.render()
    #expect(host.renderer.contentCache.rasterizationCount == count + 1)
    withExtendedLifetime(host) {}
  }
}
