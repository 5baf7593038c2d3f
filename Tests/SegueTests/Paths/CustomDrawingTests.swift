import Foundation
import SegueAnimation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// A view that draws a red disc on white and counts its `draw(_:)` calls.
private final class DiscView: UIView {
  var drawCount = 0
  var drawnRects: [CGRect] = []
  var color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

  override func draw(_ rect: CGRect) {
    drawCount += 1
    drawnRects.append(rect)
    UIColor.white.setFill()
    UIRectFill(rect)
    color.setFill()
    UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).fill()
  }
}

/// A layer subclass that draws itself; its pixels fill its bounds with blue.
private final class SquareLayer: CALayer {
  var drawCount = 0
  override func draw(in ctx: CGContext) {
    drawCount += 1
    ctx.setFillColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor)
    ctx.fill(bounds)
  }
}

/// A layer delegate that draws a green left half.
@MainActor private final class HalfDrawer: CALayerDelegate {
  func draw(_ layer: CALayer, in ctx: CGContext) {
    ctx.setFillColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor)
    ctx.fill(CGRect(x: 0, y: 0, width: layer.bounds.width / 2, height: layer.bounds.height))
  }
}

/// `UIView.draw(_:)` and `CALayer.draw(in:)` through a headless host: drawn once on first
/// display, again only after `setNeedsDisplay` (or a size change with `.redraw`), never for
/// a move; the drawing reaches the screen as the layer's contents.
@Suite @MainActor struct CustomDrawingTests {
  static let goldens = GoldenImage.directory(besides: #filePath)
  let red: UInt32 = 0xFFFF_0000

  @Test func aViewThatDrawsIsDrawnOnceAndAgainOnlyWhenAsked() throws {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 2)
    let view = DiscView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    host.rootView.addSubview(view)
    host.advance(by: 0)
    var frame = host.render()
    #expect(view.drawCount == 1)
    #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 100, height: 100)])
    #expect(frame[2 * 70, 2 * 70] == red)  // the disc's centre
    #expect(frame[2 * 22, 2 * 22] == 0xFFFF_FFFF)  // the white corner
    let contents = try #require(view.layer.contents as? CGImage)
    #expect(contents.width == 200 && contents.height == 200)
    #expect(view.layer.contentsScale == 2)
    try GoldenImage.verify(frame, named: "custom-draw-disc", in: Self.goldens)

    // A move redraws nothing and rasterizes nothing new.
    let rasterized = host.renderer.contentCache.rasterizationCount
    view.frame.origin = CGPoint(x: 60, y: 40)
    host.advance(by: 0)
    frame = host.render()
    #expect(view.drawCount == 1)
    #expect(host.renderer.contentCache.rasterizationCount == rasterized)
    #expect(frame[2 * 110, 2 * 90] == red)
    #expect(view.layer.contents as? CGImage === contents)

    // setNeedsDisplay draws again, before the next frame.
    view.color = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    view.setNeedsDisplay()
    #expect(view.layer.needsDisplay())
    #expect(view.drawCount == 1)
    frame = host.render()
    #expect(view.drawCount == 2)
    #expect(!view.layer.needsDisplay())
    #expect(frame[2 * 110, 2 * 90] == 0xFF00_00FF)

    // A size change stretches the old drawing (scaleToFill) …
    view.frame.size = CGSize(width: 120, height: 100)
    frame = host.render()
    #expect(view.drawCount == 2)
    // … unless the content mode is .redraw.
    view.contentMode = .redraw
    view.frame.size = CGSize(width: 100, height: 100)
    frame = host.render()
    #expect(view.drawCount == 3)
    #expect(view.drawnRects.last == CGRect(x: 0, y: 0, width: 100, height: 100))
    withExtendedLifetime(host) {}
  }

  @Test func markingARectRedrawsOnlyThatRect() throws {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
    let view = DiscView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    host.rootView.addSubview(view)
    _ = host.render()
    view.color = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 50, height: 100))
    view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 50, height: 40))
    let frame = host.render()
    #expect(view.drawCount == 2)
    #expect(view.drawnRects.last == CGRect(x: 0, y: 0, width: 50, height: 100))
    #expect(frame[40, 50] == 0xFF00_00FF)  // redrawn half: blue
    #expect(frame[60, 50] == red)  // kept half: still red
    withExtendedLifetime(host) {}
  }

  @Test func plainViewsAndLayersAreNotGivenABitmap() {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 2)
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    plain.backgroundColor = .white
    let image = UIImageView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
    image.image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in
      UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    host.rootView.addSubview(plain)
    host.rootView.addSubview(image)
    let frame = host.render()
    #expect(plain.layer.contents == nil)
    #expect(image.layer.contents is UIImage)
    #expect(frame[150, 50] == red)
    withExtendedLifetime(host) {}
  }

  @Test func layersDrawThemselvesOrThroughTheirDelegate() throws {
    let host = HeadlessHost(size: CGSize(width: 100, height: 60), scale: 1)
    let square = SquareLayer()
    square.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    host.rootView.layer.addSublayer(square)
    _ = host.render()
    // Core Animation displays a layer only when asked.
    #expect(square.drawCount == 0)
    #expect(square.contents == nil)
    square.setNeedsDisplay()
    var frame = host.render()
    #expect(square.drawCount == 1)
    #expect(frame[20, 20] == 0xFF00_00FF)
    // needsDisplayOnBoundsChange redraws on a size change only.
    square.needsDisplayOnBoundsChange = true
    square.position = CGPoint(x: 30, y: 30)
    _ = host.render()
    #expect(square.drawCount == 1)
    square.bounds.size = CGSize(width: 20, height: 20)
    _ = host.render()
    #expect(square.drawCount == 2)

    let drawer = HalfDrawer()
    let half = CALayer()
    half.frame = CGRect(x: 50, y: 0, width: 40, height: 40)
    half.delegate = drawer
    host.rootView.layer.addSublayer(half)
    half.setNeedsDisplay()
    frame = host.render()
    #expect(frame[55, 20] == 0xFF00_FF00)
    #expect(frame[85, 20] == 0xFFFF_FFFF)  // the root view's white shows through
    // display() is the delegate's or the layer's, callable directly.
    half.contents = nil
    half.display()
    #expect(half.contents is CGImage)
    withExtendedLifetime((host, drawer)) {}
  }
}
