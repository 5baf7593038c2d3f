import Foundation
import SegueRender

/// A raster source for tests: a layer's raster is its solid background colour at the
/// layer's pixel size, or a bitmap registered for its id; shadows are registered per id.
final class TestRasterSource: LayerRasterSource {
  var patterns: [UInt64: LayerRaster] = [:]
  var shadows: [UInt64: LayerRaster] = [:]
  private(set) var calls = 0

  func appearanceRaster(for layer: RenderLayer, scale: Int) -> LayerRaster? {
    calls += 1
    if let pattern = patterns[layer.id] { return pattern }
    guard let color = layer.appearance.backgroundColor else { return nil }
    let bitmap = Bitmap(
      width: Int((layer.width * Double(scale)).rounded()),
      height: Int((layer.height * Double(scale)).rounded()),
      scale: scale)
    bitmap.fill(color.premultipliedARGB32)
    return LayerRaster(bitmap: bitmap)
  }

  func shadowRaster(for layer: RenderLayer, scale: Int) -> LayerRaster? { shadows[layer.id] }
}

/// A smooth premultiplied test image: red and green ramps, a blue wave, alpha 160…255.
func smoothPattern(width: Int, height: Int) -> Bitmap {
  let bitmap = Bitmap(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width {
      let alpha = 160 + 95 * (0.5 + 0.5 * cos(Double(x + 2 * y) / 11))
      let red = 255 * Double(x) / Double(width)
      let green = 255 * Double(y) / Double(height)
      let blue = 128 + 100 * sin(Double(x) / 7 + Double(y) / 13)
      func premultiplied(_ v: Double) -> UInt32 { UInt32((v * alpha / 255).rounded()) }
      bitmap[x, y] =
        UInt32(alpha.rounded()) << 24 | premultiplied(red) << 16 | premultiplied(green) << 8
        | premultiplied(blue)
    }
  }
  return bitmap
}

/// Largest per-channel difference between two words.
func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
  (0..<4).map { shift in
    abs(Int((a >> (8 * UInt32(shift))) & 0xff) - Int((b >> (8 * UInt32(shift))) & 0xff))
  }.max() ?? 0
}

func channel(_ pixel: UInt32, _ index: Int) -> Int { Int((pixel >> (8 * UInt32(index))) & 0xff) }

/// A 4×4 matrix in Core Animation's row-vector layout, for building 3-D layer transforms.
struct Matrix4: Equatable {
  var m: [[Double]]

  static let identity = Matrix4(m: (0..<4).map { row in (0..<4).map { $0 == row ? 1 : 0 } })

  static func translation(_ x: Double, _ y: Double, _ z: Double = 0) -> Matrix4 {
    var t = identity
    t.m[3][0] = x
    t.m[3][1] = y
    t.m[3][2] = z
    return t
  }

  /// `CATransform3DMakeRotation(angle, 0, 1, 0)`.
  static func rotationY(_ angle: Double) -> Matrix4 {
    var r = identity
    r.m[0][0] = cos(angle)
    r.m[0][2] = -sin(angle)
    r.m[2][0] = sin(angle)
    r.m[2][2] = cos(angle)
    return r
  }

  static func perspective(m34: Double) -> Matrix4 {
    var p = identity
    p.m[2][3] = m34
    return p
  }

  /// `self` then `other` (row vectors: self · other).
  func concatenating(_ other: Matrix4) -> Matrix4 {
    Matrix4(
      m: (0..<4).map { i in
        (0..<4).map { j in (0..<4).reduce(0) { $0 + m[i][$1] * other.m[$1][j] } }
      })
  }

  /// Rows/columns 1, 2 and 4: what the matrix does to the plane z = 0.
  var flattened: ProjectiveTransform {
    ProjectiveTransform(
      m11: m[0][0], m12: m[0][1], m13: m[0][3], m21: m[1][0], m22: m[1][1], m23: m[1][3],
      m31: m[3][0], m32: m[3][1],
      m33: m[3][3])
  }

  /// The projected image of (x, y, 0): homogeneous divide by w.
  func project(x: Double, y: Double) -> (x: Double, y: Double) {
    let v = [x, y, 0, 1]
    let out = (0..<4).map { j in (0..<4).reduce(0) { $0 + v[$1] * m[$1][j] } }
    return (out[0] / out[3], out[1] / out[3])
  }
}
