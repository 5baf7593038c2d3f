import Foundation
import Testing

@testable import SegueRender

@Suite("Shadows")
struct ShadowTests {
  func shadowLayer(radius: Double, cornerRadius: Double = 8, path: [RenderPathElement]? = nil)
    -> RenderLayer
  {
    ContentFixtures.layer(
      width: 60, height: 40,
      LayerAppearance(backgroundColor: .white, cornerRadius: cornerRadius),
      shadow: LayerShadow(
        color: .black, opacity: 0.5, radius: radius, offsetX: 0, offsetY: 4, path: path))
  }

  @Test func roundedShadowGolden() throws {
    let raster = try #require(
      try ContentRenderer.shadowRaster(for: shadowLayer(radius: 6), scale: 2))
    // σ = 3 points = 6 pixels; margin ⌈3σ⌉ = 18 pixels = 9 points on every side.
    #expect(raster.originX == -9 && raster.originY == -9)
    #expect(raster.bitmap.width == 120 + 36 && raster.bitmap.height == 80 + 36)
    // Deep inside: the full shadow alpha 0.5 (black, premultiplied).
    #expect(channelDistance(raster.bitmap[78, 58], 0x8000_0000) <= 1)
    // At the top edge (pixel row 18 is the first inside the shape, its centre 0.5 pixels
    // in): ½·erfc(−0.5 / (6·√2)) = 0.533 of the shadow's alpha 0.5 → 68 = 0x44.
    #expect(channelDistance(raster.bitmap[78, 18], 0x4400_0000) <= 1)
    #expect(channelDistance(raster.bitmap[78, 17], 0x3C00_0000) <= 1)
    // Far outside: nothing.
    #expect(raster.bitmap[0, 0] == 0)
    Golden.expectMatch(raster.bitmap, named: "shadow-rounded")
  }

  @Test func pathShadowGolden() throws {
    let triangle: [RenderPathElement] = [
      .move(x: 30, y: 0), .line(x: 60, y: 40), .line(x: 0, y: 40), .close,
    ]
    let raster = try #require(
      try ContentRenderer.shadowRaster(for: shadowLayer(radius: 4, path: triangle), scale: 2))
    #expect(raster.originX == -6 && raster.originY == -6)
    Golden.expectMatch(raster.bitmap, named: "shadow-path")
  }

  @Test func wideShadowGolden() throws {
    // σ = 8 points = 16 pixels: blurred on a 4× coarser grid.
    let raster = try #require(try ContentRenderer.shadowRaster(for: shadowLayer(radius: 16, cornerRadius: 4), scale: 2))
    #expect(raster.originX == -24 && raster.originY == -24)
    #expect(channelDistance(raster.bitmap[108, 88], 0x8000_0000) <= 2)  // centre: nearly full
    Golden.expectMatch(raster.bitmap, named: "shadow-wide")
  }

  @Test func colouredShadowIsPremultiplied() throws {
    var layer = shadowLayer(radius: 0)
    layer.shadow?.color = RenderColor(red: 1, green: 0.5, blue: 0)
    let raster = try #require(try ContentRenderer.shadowRaster(for: layer, scale: 1))
    #expect(raster.originX == 0 && raster.bitmap.width == 60)
    #expect(channelDistance(raster.bitmap[30, 20], 0x8080_4000) <= 1)
  }

  @Test func noShadowWithoutOpacity() throws {
    var layer = shadowLayer(radius: 3)
    layer.shadow?.opacity = 0
    #expect(try ContentRenderer.shadowRaster(for: layer, scale: 2) == nil)
    layer.shadow = nil
    #expect(try ContentRenderer.shadowRaster(for: layer, scale: 2) == nil)
  }

  /// The blur of a straight edge against the exact Gaussian edge profile, ½·erfc(x / (σ√2)).
  @Test(arguments: [0.8, 1.5, 2.5, 3, 4.5, 8, 12.5, 20, 40])
  func blurredEdgeMatchesAGaussian(sigma: Double) {
    let width = Int(sigma * 12) + 20
    let edge = width / 2
    // A strip tall enough (> 3σ above and below the middle row) that the vertical pass
    // leaves the middle row's values unchanged.
    let height = Int(sigma * 8) + 8
    let strip = UnsafeMutablePointer<Float>.allocate(capacity: width * height)
    defer { strip.deallocate() }
    for y in 0..<height { for x in 0..<width { strip[y * width + x] = x < edge ? 1 : 0 } }
    GaussianBlur.blur(strip, width: width, height: height, sigma: sigma)
    let middle = strip + (height / 2) * width
    var worst = 0.0
    for x in (edge - Int(4 * sigma) - 2)...(edge + Int(4 * sigma) + 2) {
      let distance = Double(x) + 0.5 - Double(edge)
      let exact = 0.5 * erfc(distance / (sigma * 2.0.squareRoot()))
      worst = max(worst, abs(Double(middle[x]) - exact))
    }
    #expect(worst < 0.0105, "σ = \(sigma): worst edge error \(worst)")
  }
}
