import Foundation
import SegueAnimation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// Paths drawn through `UIBezierPath.fill()`/`stroke()` and `CGContext` in image renderers:
/// every element kind, fill rules, caps, joins and dashes, gradients, images and text.
/// Goldens are compared with a tolerance of 2 per channel (cairo's antialiasing is exact
/// from run to run on one machine).
@Suite @MainActor struct PathDrawingTests {
  static let goldens = GoldenImage.directory(besides: #filePath)
  let red: UInt32 = 0xFFFF_0000
  let blue: UInt32 = 0xFF00_00FF

  func render(_ size: CGSize, scale: CGFloat = 2, _ actions: @escaping (CGContext) -> Void) -> Bitmap {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: size, format: format).image { actions($0.cgContext) }.renderImage.bitmap
  }

  @Test func everyElementKindDraws() throws {
    let bitmap = render(CGSize(width: 300, height: 200)) { cg in
      UIColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1).setStroke()
      UIColor(red: 1, green: 0.6, blue: 0.1, alpha: 1).setFill()
      // Row 1: line, quadratic, cubic, arc, tangent arc.
      let line = UIBezierPath()
      line.move(to: CGPoint(x: 10, y: 10))
      line.addLine(to: CGPoint(x: 50, y: 50))
      line.lineWidth = 3
      line.stroke()
      let quad = UIBezierPath()
      quad.move(to: CGPoint(x: 60, y: 50))
      quad.addQuadCurve(to: CGPoint(x: 110, y: 50), controlPoint: CGPoint(x: 85, y: 0))
      quad.lineWidth = 3
      quad.stroke()
      let cubic = UIBezierPath()
      cubic.move(to: CGPoint(x: 120, y: 50))
      cubic.addCurve(
        to: CGPoint(x: 170, y: 10), controlPoint1: CGPoint(x: 130, y: 0), controlPoint2: CGPoint(x: 160, y: 60))
      cubic.lineWidth = 3
      cubic.stroke()
      // A three-quarter arc clockwise on screen from 3 o'clock: its gap is top-right.
      let arc = UIBezierPath(
        arcCenter: CGPoint(x: 205, y: 30), radius: 20, startAngle: 0, endAngle: 3 * .pi / 2, clockwise: true)
      arc.lineWidth = 3
      arc.stroke()
      cg.setLineWidth(3)
      cg.move(to: CGPoint(x: 240, y: 10))
      cg.addArc(tangent1End: CGPoint(x: 290, y: 10), tangent2End: CGPoint(x: 290, y: 60), radius: 20)
      cg.strokePath()
      // Row 2: rect, rounded rect by corners, oval, closed triangle.
      UIBezierPath(rect: CGRect(x: 10, y: 80, width: 50, height: 40)).fill()
      UIBezierPath(
        roundedRect: CGRect(x: 70, y: 80, width: 60, height: 40), byRoundingCorners: [.topLeft, .bottomRight],
        cornerRadii: CGSize(width: 15, height: 15)
      ).fill()
      UIBezierPath(ovalIn: CGRect(x: 140, y: 80, width: 60, height: 40)).fill()
      let triangle = UIBezierPath()
      triangle.move(to: CGPoint(x: 210, y: 120))
      triangle.addLine(to: CGPoint(x: 240, y: 80))
      triangle.addLine(to: CGPoint(x: 270, y: 120))
      triangle.close()
      triangle.lineWidth = 4
      triangle.stroke()
      // Row 3: a CGMutablePath of every kind through CGContext.addPath, filled and stroked.
      let path = CGMutablePath()
      path.move(to: CGPoint(x: 10, y: 150))
      path.addLine(to: CGPoint(x: 60, y: 150))
      path.addQuadCurve(to: CGPoint(x: 100, y: 150), control: CGPoint(x: 80, y: 130))
      path.addCurve(to: CGPoint(x: 140, y: 190), control1: CGPoint(x: 120, y: 170), control2: CGPoint(x: 100, y: 190))
      path.addArc(center: CGPoint(x: 170, y: 170), radius: 20, startAngle: .pi, endAngle: 0, clockwise: false)
      path.closeSubpath()
      path.addRoundedRect(in: CGRect(x: 220, y: 140, width: 70, height: 50), cornerWidth: 20, cornerHeight: 10)
      cg.addPath(path)
      cg.setLineWidth(2)
      cg.drawPath(using: .fillStroke)
    }
    #expect(bitmap[2 * 30, 2 * 100] == 0xFFFF_9919)  // inside the rect
    #expect(bitmap[2 * 72, 2 * 82] == 0)  // the rounded top-left corner
    #expect(bitmap[2 * 128, 2 * 82] == 0xFFFF_9919)  // the square top-right corner
    // The arc's gap: clockwise on screen from 0 to 3π/2 leaves the top-right quarter open.
    #expect(bitmap[2 * 219, 2 * 16] == 0)
    #expect(bitmap[2 * 191, 2 * 44] != 0)
    try GoldenImage.verify(bitmap, named: "path-elements", in: Self.goldens)
  }

  @Test func aStarFillsByWindingOrEvenOdd() throws {
    func star(center: CGPoint) -> UIBezierPath {
      let path = UIBezierPath()
      for i in 0..<5 {
        let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
        let point = CGPoint(x: center.x + 45 * cos(angle), y: center.y + 45 * sin(angle))
        if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
      }
      path.close()
      return path
    }
    let bitmap = render(CGSize(width: 200, height: 100)) { _ in
      UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
      star(center: CGPoint(x: 50, y: 50)).fill()
      let evenOdd = star(center: CGPoint(x: 150, y: 50))
      evenOdd.usesEvenOddFillRule = true
      evenOdd.fill()
    }
    #expect(bitmap[2 * 50, 2 * 52] == red)  // the centre pentagon: winding 2
    #expect(bitmap[2 * 150, 2 * 52] == 0)  // even-odd leaves it empty
    #expect(bitmap[2 * 150, 2 * 12] == red)  // a point of the star
    try GoldenImage.verify(bitmap, named: "path-fill-rules", in: Self.goldens)
  }

  @Test func capsJoinsAndDashesDraw() throws {
    let bitmap = render(CGSize(width: 240, height: 150)) { cg in
      UIColor.black.setStroke()
      let caps: [CGLineCap] = [.butt, .round, .square]
      for (i, cap) in caps.enumerated() {
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 20, y: 20 + CGFloat(i) * 20))
        line.addLine(to: CGPoint(x: 100, y: 20 + CGFloat(i) * 20))
        line.lineWidth = 12
        line.lineCapStyle = cap
        line.stroke()
      }
      let joins: [CGLineJoin] = [.miter, .round, .bevel]
      for (i, join) in joins.enumerated() {
        let x = 130 + CGFloat(i) * 35
        let corner = UIBezierPath()
        corner.move(to: CGPoint(x: x, y: 60))
        corner.addLine(to: CGPoint(x: x + 12, y: 15))
        corner.addLine(to: CGPoint(x: x + 24, y: 60))
        corner.lineWidth = 8
        corner.lineJoinStyle = join
        corner.stroke()
      }
      let dashed = UIBezierPath()
      dashed.move(to: CGPoint(x: 20, y: 100))
      dashed.addLine(to: CGPoint(x: 220, y: 100))
      var pattern: [CGFloat] = [20, 10, 5, 10]
      dashed.setLineDash(&pattern, count: pattern.count, phase: 0)
      dashed.lineWidth = 6
      dashed.stroke()
      cg.setLineDash(phase: 5, lengths: [10, 6])
      cg.setLineWidth(4)
      cg.setStrokeColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor)
      cg.strokeEllipse(in: CGRect(x: 20, y: 115, width: 200, height: 25))
    }
    // Butt caps stop at the end point, square and round ones reach 6 points past it.
    #expect(bitmap[2 * 17, 2 * 20] == 0)
    #expect(bitmap[2 * 17, 2 * 60] == 0xFF00_0000)
    #expect(bitmap[30, 70] == 0)  // (15, 35)–(15.5, 35.5): outside the round cap's circle
    #expect(bitmap[31, 111] == 0xFF00_0000)  // inside the square cap
    // The miter's tip reaches above the bevel's flat end.
    #expect(bitmap[2 * 142, 2 * 9] == 0xFF00_0000)
    #expect(bitmap[2 * 212, 2 * 9] == 0)
    // Dash pattern: on 20, off 10, on 5, off 10.
    #expect(bitmap[2 * 30, 2 * 100] == 0xFF00_0000)
    #expect(bitmap[2 * 45, 2 * 100] == 0)
    #expect(bitmap[2 * 52, 2 * 100] == 0xFF00_0000)
    try GoldenImage.verify(bitmap, named: "path-caps-joins-dashes", in: Self.goldens)
  }

  @Test func gradientsImagesAndTextDraw() throws {
    let strip = Bitmap(width: 1, height: 2)
    strip[0, 0] = red
    strip[0, 1] = blue
    let space = CGColorSpaceCreateDeviceRGB()
    let colors = [
      UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor,
    ]
    var locations: [CGFloat] = [0, 1]
    let gradient = try #require(CGGradient(colorsSpace: space, colors: colors as CFArray, locations: &locations))
    let bitmap = render(CGSize(width: 200, height: 120), scale: 1) { cg in
      cg.saveGState()
      cg.clip(to: CGRect(x: 0, y: 0, width: 100, height: 50))
      #expect(cg.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 50))
      cg.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [])
      cg.restoreGState()
      // After the end the whole clip outside the end circle takes the last colour.
      cg.saveGState()
      cg.clip(to: CGRect(x: 110, y: 0, width: 90, height: 55))
      cg.drawRadialGradient(
        gradient, startCenter: CGPoint(x: 150, y: 25), startRadius: 0, endCenter: CGPoint(x: 150, y: 25),
        endRadius: 25, options: [.drawsAfterEndLocation])
      cg.restoreGState()
      cg.draw(CGImage(bitmap: strip), in: CGRect(x: 0, y: 60, width: 20, height: 40))
      ("Segue" as NSString).draw(
        at: CGPoint(x: 40, y: 60),
        withAttributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.black])
      "wraps in a box".draw(
        in: CGRect(x: 120, y: 60, width: 70, height: 60), withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
    }
    #expect(bitmap[10, 25] == 0)  // before the start: not drawn without the option
    #expect(bitmap[90, 25] == 0)
    let middle = bitmap[50, 25]
    #expect(abs(Int((middle >> 16) & 0xFF) - 128) <= 3 && abs(Int(middle & 0xFF) - 128) <= 3)
    let centre = bitmap[150, 25]  // the radial centre: red (t = 0.5 px / 25 px)
    #expect((centre >> 16) & 0xFF >= 0xF5 && centre & 0xFF <= 0x0A)
    #expect(bitmap[199, 0] == blue)  // outside the end circle, padded with the last colour
    #expect(bitmap[105, 0] == 0)  // outside the clip
    // Core Graphics draws a CGImage's first row at the rectangle's bottom.
    #expect(bitmap[10, 65] == blue)
    #expect(bitmap[10, 95] == red)
    let size = "Segue".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
    #expect(size.width > 50 && size.width < 80 && size.height > 20 && size.height < 30)
    try GoldenImage.verify(bitmap, named: "path-gradients-images-text", in: Self.goldens)
  }

  @Test func contextPathQueriesAndTheStrokedOutline() {
    _ = render(CGSize(width: 100, height: 100)) { cg in
      #expect(cg.isPathEmpty)
      #expect(cg.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
      cg.move(to: CGPoint(x: 10, y: 10))
      cg.addLine(to: CGPoint(x: 60, y: 10))
      cg.addArc(center: CGPoint(x: 60, y: 30), radius: 20, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
      #expect(!cg.isPathEmpty)
      #expect(abs(cg.currentPointOfPath.x - 60) < 1e-9 && abs(cg.currentPointOfPath.y - 50) < 1e-9)
      let box = cg.boundingBoxOfPath
      #expect(abs(box.maxX - 80) < 0.01 && box.minX == 10 && abs(box.maxY - 50) < 1e-9)
      cg.replacePathWithStrokedPath(lineWidth: 4)
      let outline = cg.path
      #expect(outline?.contains(CGPoint(x: 30, y: 11.9)) == true)
      #expect(outline?.contains(CGPoint(x: 30, y: 12.1)) == false)
      cg.translateBy(x: 5, y: 0)
      #expect(cg.ctm.tx == 10)
    }
  }

  @Test func anAttributedStringDrawsEachRunInItsStyle() throws {
    let text = NSMutableAttributedString(
      string: "Red ",
      attributes: [
        .font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
      ])
    text.append(
      NSAttributedString(string: "blue", attributes: [.foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)]))
    let size = text.size()
    let redOnly = NSAttributedString(string: "Red ", attributes: [.font: UIFont.boldSystemFont(ofSize: 24)]).size()
    #expect(size.width > redOnly.width)
    #expect(size.height == redOnly.height)  // the line is as tall as its tallest run
    let bitmap = render(CGSize(width: 120, height: 40), scale: 1) { _ in
      text.draw(at: CGPoint(x: 0, y: 0))
    }
    func count(_ x: Range<Int>, where test: (UInt32) -> Bool) -> Int {
      var found = 0
      for px in x { for py in 0..<40 where test(bitmap[px, py]) { found += 1 } }
      return found
    }
    let redWidth = Int(redOnly.width.rounded(.down))
    let isRed: (UInt32) -> Bool = { $0 >> 24 == 0xFF && ($0 >> 16) & 0xFF > 0xC0 && $0 & 0xFF < 0x40 }
    // Thin 12-point glyphs are mostly antialiased: count half-covered pixels (premultiplied).
    let isBlue: (UInt32) -> Bool = { $0 >> 24 > 0x80 && $0 & 0xFF > 0x60 && ($0 >> 16) & 0xFF < 0x20 }
    #expect(count(0..<redWidth, where: isRed) > 20)
    #expect(count(0..<redWidth, where: isBlue) == 0)
    #expect(count(redWidth..<120, where: isBlue) > 10)
    #expect(count(redWidth..<120, where: isRed) == 0)
    try GoldenImage.verify(bitmap, named: "path-attributed-text", in: Self.goldens)
  }
}
