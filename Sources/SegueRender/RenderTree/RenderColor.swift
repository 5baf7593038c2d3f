/// An sRGB colour with straight (not premultiplied) components in [0, 1].
///
/// Render-tree colours are straight because cairo's `cairo_set_source_rgba` takes straight
/// components; pixels in bitmaps are premultiplied (see `Bitmap`).
package struct RenderColor: Sendable, Hashable {
  package var red: Double
  package var green: Double
  package var blue: Double
  package var alpha: Double

  package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  package static let clear = RenderColor(red: 0, green: 0, blue: 0, alpha: 0)
  package static let black = RenderColor(red: 0, green: 0, blue: 0)
  package static let white = RenderColor(red: 1, green: 1, blue: 1)

  /// The premultiplied ARGB32 word for this colour (channels rounded to nearest).
  package var premultipliedARGB32: UInt32 {
    func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
    let a = clamp(alpha)
    let channel = { (v: Double) in UInt32((clamp(v) * a * 255).rounded()) }
    return UInt32((a * 255).rounded()) << 24 | channel(red) << 16 | channel(green) << 8 | channel(blue)
  }
}
