import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// Core Graphics drawing as iOS code does it: image renderers, image contexts, the current
/// context's colours, layers and view hierarchies drawn into contexts, cropped snapshots.
@Suite @MainActor struct GraphicsContextTests {
  static let goldens = GoldenImage.directory(besides: #filePath)
  let red: UInt32 = 0xFFFF_0000
  let blue: UInt32 = 0xFF00_00FF

  @Test func anImageRendererDrawsPathsAndColours() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 60), format: format).image { context in
      UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
      context.fill(CGRect(x: 0, y: 0, width: 50, height: 60))
      let cg = context.cgContext
      cg.setFillColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor)
      cg.fillEllipse(in: CGRect(x: 60, y: 10, width: 30, height: 30))
      cg.setStrokeColor(UIColor.black.cgColor)
      cg.setLineWidth(4)
      cg.move(to: CGPoint(x: 0, y: 55))
      cg.addLine(to: CGPoint(x: 100, y: 55))
      cg.strokePath()
    }
    #expect(image.size == CGSize(width: 100, height: 60))
    #expect(image.scale == 2)
    let bitmap = image.renderImage.bitmap
    #expect(bitmap.width == 200 && bitmap.height == 120)
    #expect(bitmap[40, 40] == red)  // (20, 20) pt
    #expect(bitmap[150, 50] == blue)  // the ellipse's centre (75, 25) pt
    #expect(bitmap[190, 50] == 0)  // right of it, transparent
    #expect(bitmap[150, 110] == 0xFF00_0000)  // on the black line at y 55 pt
    try GoldenImage.verify(bitmap, named: "image-renderer", in: Self.goldens)
  }

  @Test func anImageContextHoldsALayerAndAHierarchy() throws {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 2)
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 40))
    card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let badge = UIView(frame: CGRect(x: 60, y: 0, width: 20, height: 20))
    badge.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    card.addSubview(badge)
    host.rootView.addSubview(card)
    host.advance(by: 0)

    UIGraphicsBeginImageContextWithOptions(CGSize(width: 80, height: 40), false, 2)
    card.layer.render(in: try #require(UIGraphicsGetCurrentContext()))
    let rendered = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(rendered.renderImage.bitmap[20, 40] == red)
    #expect(rendered.renderImage.bitmap[150, 10] == blue)

    UIGraphicsBeginImageContextWithOptions(CGSize(width: 160, height: 80), false, 1)
    #expect(card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 160, height: 80), afterScreenUpdates: true))
    let drawn = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(drawn.renderImage.bitmap[20, 60] == red)
    #expect(drawn.renderImage.bitmap[150, 10] == blue)  // scaled ×2 into the rect
    #expect(!card.drawHierarchy(in: .zero, afterScreenUpdates: false))  // no context
  }

  @Test func aResizableSnapshotShowsItsPartOfTheView() throws {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 2)
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let corner = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
    corner.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    card.addSubview(corner)
    host.rootView.addSubview(card)
    host.advance(by: 0)
    let part = try #require(
      card.resizableSnapshotView(
        from: CGRect(x: 40, y: 40, width: 30, height: 30), afterScreenUpdates: false, withCapInsets: .zero)
        as? UIImageView)
    #expect(part.bounds.size == CGSize(width: 30, height: 30))
    let bitmap = try #require(part.image?.renderImage.bitmap)
    #expect(bitmap.width == 60)
    #expect(bitmap[5, 5] == red)  // (42, 42) pt of the card
    #expect(bitmap[50, 50] == blue)  // (65, 65) pt
  }

  /// Blend modes combine with what is below as Core Graphics' do: multiply of yellow over
  /// cyan is green; `.copy` replaces; `.destinationOver` draws beneath.
  @Test func blendModesCombineWithThePixelsBelow() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 10), format: format).image { context in
      let cg = context.cgContext
      cg.setFillColor(UIColor.cyan.cgColor)
      cg.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
      cg.setBlendMode(.multiply)
      cg.setFillColor(UIColor.yellow.cgColor)
      cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      cg.setBlendMode(.copy)
      cg.setFillColor(UIColor.red.withAlphaComponent(0.5).cgColor)
      cg.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
      cg.setBlendMode(.destinationOver)
      cg.setFillColor(UIColor.red.cgColor)
      cg.fill(CGRect(x: 20, y: 0, width: 10, height: 10))
    }
    let bitmap = image.renderImage.bitmap
    #expect(bitmap[5, 5] == 0xFF00_FF00)  // (0,1,1) × (1,1,0) = (0,1,0)
    #expect(bitmap[15, 5] == 0x8080_0000)  // half-transparent red, premultiplied, alone
    #expect(bitmap[25, 5] == 0xFF00_FFFF)  // the opaque cyan stays on top
  }
}
