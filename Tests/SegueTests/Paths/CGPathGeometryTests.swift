import Foundation
import SegueAnimation
import Testing

@testable import SegueUIKit

/// `CGPath`, `CGMutablePath` and `UIBezierPath` geometry against answers worked out by hand:
/// elements, arc directions, containment by fill rule, bounds, reversal, stroked and
/// dashed copies.
@Suite struct CGPathGeometryTests {
  /// (type, points) of each element, through the public applier.
  static func elements(of path: CGPath) -> [(CGPathElementType, [CGPoint])] {
    var result: [(CGPathElementType, [CGPoint])] = []
    path.applyWithBlock { element in
      let count =
        switch element.pointee.type {
        case .moveToPoint, .addLineToPoint: 1
        case .addQuadCurveToPoint: 2
        case .addCurveToPoint: 3
        case .closeSubpath: 0
        }
      result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
    }
    return result
  }

  static func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  @Test func aRectangleIsAMoveThreeLinesAndAClose() {
    let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
    let elements = Self.elements(of: path)
    #expect(elements.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
    #expect(
      elements.flatMap(\.1) == [
        CGPoint(x: 10, y: 20), CGPoint(x: 40, y: 20), CGPoint(x: 40, y: 60), CGPoint(x: 10, y: 60),
      ])
    var rect = CGRect.zero
    #expect(path.isRect(&rect))
    #expect(rect == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil).isRect(nil))
  }

  @Test func theApplierFunctionSeesEveryElement() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
    path.addCurve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 12, y: 3), control2: CGPoint(x: 18, y: 3))
    path.closeSubpath()
    var count = 0
    withUnsafeMutablePointer(to: &count) { pointer in
      path.apply(info: pointer) { info, element in
        info!.assumingMemoryBound(to: Int.self).pointee += Int(element.pointee.type.rawValue) + 1
      }
    }
    // move (0) + quad (2) + curve (3) + close (4), each plus one.
    #expect(count == 1 + 3 + 4 + 5)
    #expect(Self.elements(of: path)[1].1 == [CGPoint(x: 5, y: 5), CGPoint(x: 10, y: 0)])
  }

  @Test func aMutableCopyChangesAloneAndCopiesAreEqualByElements() throws {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    let frozen = try #require(path.copy())
    let twin = try #require(path.mutableCopy())
    twin.addLine(to: CGPoint(x: 5, y: 5))
    #expect(frozen == CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil))
    #expect(frozen.hashValue == CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil).hashValue)
    #expect(frozen != twin)
    #expect(frozen.copy() === frozen)
    path.addLine(to: CGPoint(x: 1, y: 1))
    #expect(Self.elements(of: frozen).count == 5)
    // A line after a close starts a new subpath at the closed one's first point.
    #expect(Self.elements(of: twin).suffix(2).map(\.0) == [.moveToPoint, .addLineToPoint])
    #expect(Self.elements(of: twin)[5].1 == [CGPoint(x: 0, y: 0)])
  }

  @Test func coreGraphicsArcsSweepTowardsIncreasingAnglesUnlessClockwise() {
    let counter = CGMutablePath()
    counter.addArc(
      center: CGPoint(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    let a = Self.elements(of: counter)
    #expect(a.map(\.0) == [.moveToPoint, .addCurveToPoint])
    #expect(Self.near(a[0].1[0], CGPoint(x: 10, y: 0)))
    #expect(Self.near(a[1].1[2], CGPoint(x: 0, y: 10)))
    // 4/3·tan(π/8)·r along the tangents.
    let k = 4 / 3 * tan(CGFloat.pi / 8) * 10
    #expect(Self.near(a[1].1[0], CGPoint(x: 10, y: k)))
    #expect(Self.near(a[1].1[1], CGPoint(x: k, y: 10)))

    let clockwise = CGMutablePath()
    clockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    let b = Self.elements(of: clockwise)
    #expect(b.map(\.0) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint])
    #expect(Self.near(b[1].1[2], CGPoint(x: 0, y: -10)))  // through −π/2 first
    #expect(Self.near(b[3].1[2], CGPoint(x: 0, y: 10)))

    // UIKit's flag is the other way round: clockwise on a y-down screen.
    let uikit = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(uikit.cgPath == counter)

    let full = CGMutablePath()
    full.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 7, clockwise: false)
    #expect(Self.elements(of: full).count == 5)
    #expect(Self.near(full.currentPoint, CGPoint(x: 10, y: 0), 1e-9))
  }

  @Test func aRelativeArcAndATangentArcLandWhereWorkedOut() {
    let relative = CGMutablePath()
    relative.move(to: CGPoint(x: -5, y: 0))
    relative.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .pi, delta: -.pi)
    let r = Self.elements(of: relative)
    #expect(r[1].0 == .addLineToPoint)
    #expect(Self.near(r[1].1[0], CGPoint(x: 30, y: 50)))
    #expect(Self.near(relative.currentPoint, CGPoint(x: 70, y: 50), 1e-9))
    // Decreasing angles from π pass π/2 (y = 70, the bottom on a y-down screen).
    #expect(Self.near(r[2].1[2], CGPoint(x: 50, y: 70), 1e-9))

    let tangent = CGMutablePath()
    tangent.move(to: CGPoint(x: 0, y: 0))
    tangent.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
    let t = Self.elements(of: tangent)
    #expect(t.map(\.0) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
    #expect(Self.near(t[1].1[0], CGPoint(x: 80, y: 0), 1e-9))
    #expect(Self.near(t[2].1[2], CGPoint(x: 100, y: 20), 1e-9))
    let k = 4 / 3 * tan(CGFloat.pi / 8) * 20
    #expect(Self.near(t[2].1[0], CGPoint(x: 80 + k, y: 0), 1e-9))

    let collinear = CGMutablePath()
    collinear.move(to: .zero)
    collinear.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
    #expect(Self.elements(of: collinear).map(\.0) == [.moveToPoint, .addLineToPoint])
  }

  @Test func containsFollowsTheFillRule() {
    let circle = CGPath(ellipseIn: CGRect(x: 50, y: 50, width: 100, height: 100), transform: nil)
    for step in 0..<12 {
      let angle = CGFloat(step) * .pi / 6 + 0.1
      let inside = CGPoint(x: 100 + 49.9 * cos(angle), y: 100 + 49.9 * sin(angle))
      let outside = CGPoint(x: 100 + 50.1 * cos(angle), y: 100 + 50.1 * sin(angle))
      #expect(circle.contains(inside))
      #expect(!circle.contains(outside))
    }
    let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil)
    #expect(rect.contains(CGPoint(x: 9.99, y: 19.99)))
    #expect(!rect.contains(CGPoint(x: 10.01, y: 5)))
    #expect(!rect.contains(CGPoint(x: 5, y: -0.01)))
    #expect(rect.contains(CGPoint(x: 15, y: 5), transform: CGAffineTransform(translationX: 10, y: 0)))

    // Two circles wound the same way: the inner disc has winding 2.
    let ring = CGMutablePath()
    ring.addEllipse(in: CGRect(x: -50, y: -50, width: 100, height: 100))
    ring.addEllipse(in: CGRect(x: -20, y: -20, width: 40, height: 40))
    #expect(ring.contains(.zero, using: .winding))
    #expect(!ring.contains(.zero, using: .evenOdd))
    #expect(ring.contains(CGPoint(x: 30, y: 0), using: .evenOdd))
    #expect(ring.contains(CGPoint(x: 0, y: -21), using: .winding))
    #expect(!ring.contains(CGPoint(x: 0, y: 51), using: .winding))

    // An open subpath counts as closed.
    let open = CGMutablePath()
    open.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
    #expect(open.contains(CGPoint(x: 8, y: 2)))
    #expect(!open.contains(CGPoint(x: 2, y: 8)))

    let bezier = UIBezierPath(cgPath: ring)
    #expect(bezier.contains(.zero))
    bezier.usesEvenOddFillRule = true
    #expect(!bezier.contains(.zero))
  }

  @Test func theTightBoundsOfACurveStopAtItsExtrema() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
    // y(t) = 300·t·(1 − t), largest at t = ½: 75.
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 75))
    let quad = CGMutablePath()
    quad.move(to: CGPoint(x: 0, y: 0))
    quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: -100))
    // y(t) = −200·t·(1 − t), smallest at t = ½: −50.
    let box = quad.boundingBoxOfPath
    #expect(abs(box.minY + 50) < 1e-9 && box.maxY == 0 && box.width == 100)
    #expect(quad.boundingBox.minY == -100)
    #expect(CGMutablePath().boundingBox.isNull)
    #expect(UIBezierPath(cgPath: path).bounds == path.boundingBox)
  }

  @Test func reversingTracesEachSubpathBackwards() {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 12, y: 0), controlPoint2: CGPoint(x: 20, y: 8))
    path.move(to: CGPoint(x: 50, y: 50))
    path.addLine(to: CGPoint(x: 60, y: 50))
    path.addLine(to: CGPoint(x: 60, y: 60))
    path.close()
    path.lineWidth = 3
    let reversed = path.reversing()
    #expect(reversed.lineWidth == 3)
    let elements = Self.elements(of: reversed.cgPath)
    #expect(
      elements.map(\.0) == [
        .moveToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath,
        .moveToPoint, .addCurveToPoint, .addLineToPoint,
      ])
    #expect(elements[0].1 == [CGPoint(x: 50, y: 50)])
    #expect(elements[1].1 == [CGPoint(x: 60, y: 60)])
    #expect(elements[2].1 == [CGPoint(x: 60, y: 50)])
    #expect(elements[4].1 == [CGPoint(x: 20, y: 10)])
    #expect(elements[5].1 == [CGPoint(x: 20, y: 8), CGPoint(x: 12, y: 0), CGPoint(x: 10, y: 0)])
    #expect(elements[6].1 == [CGPoint(x: 0, y: 0)])
    // Reversed twice is the original.
    #expect(reversed.reversing().cgPath == path.cgPath)
  }

  @Test func applyTransformsEveryPoint() {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
    path.apply(CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: 7)))
    #expect(path.bounds == CGRect(x: 5, y: 7, width: 20, height: 60))
    #expect(path.currentPoint == CGPoint(x: 5, y: 7))
    path.removeAllPoints()
    #expect(path.isEmpty)
  }

  /// UIKit rounds with `cornerRadii.width` alone: a zero height rounds like an equal one
  /// (circular corners, never a slanted edge), and the radius is clamped to half the shorter
  /// side.
  @Test func roundedCornersUseTheRadiiWidthAlone() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let zeroHeight = UIBezierPath(
      roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 12, height: 0))
    let circular = UIBezierPath(
      roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 12, height: 12))
    #expect(zeroHeight.cgPath == circular.cgPath)
    #expect(!zeroHeight.contains(CGPoint(x: 1, y: 1)))
    // On the circle of radius 12 about (12, 12), just inside and just outside.
    #expect(zeroHeight.contains(CGPoint(x: 12 - 11.9 * cos(0.8), y: 12 - 11.9 * sin(0.8))))
    #expect(!zeroHeight.contains(CGPoint(x: 12 - 12.1 * cos(0.8), y: 12 - 12.1 * sin(0.8))))
    let tall = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 80, height: 5))
    #expect(
      tall.cgPath
        == UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 30, height: 30))
        .cgPath)
  }

  @Test func roundedRectanglesRoundOnlyTheCornersAsked() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let top = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 20, height: 20))
    #expect(!top.contains(CGPoint(x: 2, y: 2)))
    #expect(top.contains(CGPoint(x: 98, y: 2)))
    #expect(top.contains(CGPoint(x: 2, y: 58)))
    #expect(top.contains(CGPoint(x: 20 - 19.9 * cos(0.7), y: 20 - 19.9 * sin(0.7))))
    #expect(!top.contains(CGPoint(x: 20 - 20.1 * cos(0.7), y: 20 - 20.1 * sin(0.7))))
    // A radius past half the shorter side is clamped to it (a capsule).
    let capsule = UIBezierPath(roundedRect: rect, cornerRadius: 500)
    #expect(capsule.contains(CGPoint(x: 30, y: 0.5)))
    #expect(!capsule.contains(CGPoint(x: 1, y: 5)))
    #expect(capsule.bounds == rect)
    let elliptical = CGPath(
      roundedRect: rect, cornerWidth: 30, cornerHeight: 10, transform: nil)
    #expect(!elliptical.contains(CGPoint(x: 5, y: 2)))
    #expect(elliptical.contains(CGPoint(x: 5, y: 9)))
    var dash: [CGFloat] = [4, 2]
    let pattern = UIBezierPath()
    pattern.setLineDash(&dash, count: 2, phase: 1)
    var readBack: [CGFloat] = [0, 0]
    var count = 0
    var phase: CGFloat = 0
    pattern.getLineDash(&readBack, count: &count, phase: &phase)
    #expect(readBack == [4, 2] && count == 2 && phase == 1)
  }

  @Test func aStrokedCopyHoldsPointsWithinHalfTheWidth() {
    let line = CGMutablePath()
    line.move(to: CGPoint(x: 0, y: 0))
    line.addLine(to: CGPoint(x: 100, y: 0))
    let butt = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    #expect(butt.contains(CGPoint(x: 50, y: 4.9)) && butt.contains(CGPoint(x: 50, y: -4.9)))
    #expect(!butt.contains(CGPoint(x: 50, y: 5.1)) && !butt.contains(CGPoint(x: -0.1, y: 0)))
    let square = line.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
    #expect(square.contains(CGPoint(x: -4.9, y: 4.9)) && !square.contains(CGPoint(x: -5.1, y: 0)))
    let round = line.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
    #expect(round.contains(CGPoint(x: -3, y: 3)) && !round.contains(CGPoint(x: -4, y: 4)))
    #expect(round.contains(CGPoint(x: 104.9, y: 0)) && !round.contains(CGPoint(x: 105.1, y: 0)))

    let circle = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil)
    let ring = circle.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    for step in 0..<16 {
      let angle = CGFloat(step) * .pi / 8 + 0.05
      for (radius, inside) in [(45.1, true), (54.9, true), (44.9, false), (55.1, false), (0, false)] {
        let point = CGPoint(x: CGFloat(radius) * cos(angle), y: CGFloat(radius) * sin(angle))
        #expect(ring.contains(point) == inside, "r \(radius) at \(angle)")
      }
    }

    let corner = CGMutablePath()
    corner.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
    let miter = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    #expect(miter.contains(CGPoint(x: 104.9, y: -4.9)))
    let bevel = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
    #expect(!bevel.contains(CGPoint(x: 104.5, y: -4.5)) && bevel.contains(CGPoint(x: 102, y: -2)))
    let roundJoin = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
    #expect(roundJoin.contains(CGPoint(x: 103.5, y: -3.5)) && !roundJoin.contains(CGPoint(x: 104, y: -4)))
    // A right angle's miter is √2 line widths long: a limit of 1.4 bevels it.
    let limited = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.4)
    #expect(!limited.contains(CGPoint(x: 104.5, y: -4.5)))
  }

  @Test func aDashedCopyCutsThePatternAlongThePath() {
    let line = CGMutablePath()
    line.move(to: CGPoint(x: 0, y: 0))
    line.addLine(to: CGPoint(x: 100, y: 0))
    let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 5])
    let moves = Self.elements(of: dashed).filter { $0.0 == .moveToPoint }.map { $0.1[0].x }
    #expect(moves == [0, 15, 30, 45, 60, 75, 90])
    #expect(dashed.currentPoint == CGPoint(x: 100, y: 0))
    let shifted = line.copy(dashingWithPhase: 12, lengths: [10, 5])
    let first = Self.elements(of: shifted).filter { $0.0 == .moveToPoint }.map { $0.1[0].x }
    #expect(first.prefix(2) == [3, 18])

    // Dashes continue round a corner.
    let corner = CGMutablePath()
    corner.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 8, y: 0), CGPoint(x: 8, y: 8)])
    let bent = Self.elements(of: corner.copy(dashingWithPhase: 0, lengths: [10, 100]))
    #expect(bent.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint])
    #expect(Self.near(bent[2].1[0], CGPoint(x: 8, y: 2)))
    #expect(line.copy(dashingWithPhase: 0, lengths: []) == line)
  }
}
