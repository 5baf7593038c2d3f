import CCairo
import SegueRender
import Testing

/// Test inputs drawn in code, not read from files.
enum ContentFixtures {
  /// A 40 × 30 pixel image that shows orientation and scaling at a glance: white ground,
  /// red block top-left (20 × 15), blue triangle bottom-right, green bar at x 30–34, and a
  /// black 1-pixel frame.
  static func testImage() -> Bitmap {
    let bitmap = Bitmap(width: 40, height: 30)
    draw(into: bitmap) { cr in
      cairo_set_source_rgb(cr, 1, 1, 1)
      cairo_paint(cr)
      cairo_set_source_rgb(cr, 0.9, 0.1, 0.1)
      cairo_rectangle(cr, 0, 0, 20, 15)
      cairo_fill(cr)
      cairo_set_source_rgb(cr, 0.1, 0.2, 0.9)
      cairo_move_to(cr, 40, 30)
      cairo_line_to(cr, 18, 30)
      cairo_line_to(cr, 40, 12)
      cairo_close_path(cr)
      cairo_fill(cr)
      cairo_set_source_rgb(cr, 0.1, 0.7, 0.2)
      cairo_rectangle(cr, 30, 0, 4, 30)
      cairo_fill(cr)
      cairo_set_source_rgb(cr, 0, 0, 0)
      cairo_set_line_width(cr, 1)
      cairo_rectangle(cr, 0.5, 0.5, 39, 29)
      cairo_stroke(cr)
    }
    return bitmap
  }

  /// Draws with cairo into `bitmap` (pixel units). Test-only; failures trap.
  static func draw(into bitmap: Bitmap, _ body: (OpaquePointer) -> Void) {
    let surface = cairo_image_surface_create_for_data(
      bitmap.baseAddress.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
      Int32(bitmap.width),
      Int32(bitmap.height), Int32(bitmap.stride))
    guard let cr = cairo_create(surface) else { preconditionFailure("cairo_create failed") }
    body(cr)
    precondition(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    cairo_surface_destroy(surface)
  }

  static func layer(
    id: UInt64 = 1, width: Double, height: Double, masksToBounds: Bool = false,
    _ appearance: LayerAppearance,
    shadow: LayerShadow? = nil
  ) -> RenderLayer {
    RenderLayer(
      id: id, width: width, height: height, masksToBounds: masksToBounds, appearance: appearance,
      shadow: shadow)
  }

  /// The appearance raster, which the test expects to exist.
  static func raster(_ layer: RenderLayer, scale: Int) throws -> LayerRaster {
    try #require(try ContentRenderer.appearanceRaster(for: layer, scale: scale))
  }

  /// Every pixel of `bitmap` in a region, as a set.
  static func pixels(_ bitmap: Bitmap, x: Range<Int>, y: Range<Int>) -> Set<UInt32> {
    var result = Set<UInt32>()
    for row in y { for column in x { result.insert(bitmap[column, row]) } }
    return result
  }
}

/// Per-channel distance between two ARGB32 words.
func channelDistance(_ a: UInt32, _ b: UInt32) -> Int {
  var worst = 0
  for shift: UInt32 in [0, 8, 16, 24] {
    worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
  }
  return worst
}
