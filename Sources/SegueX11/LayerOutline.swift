import CCairo
import Foundation
import SegueRender

/// The outline the animation inspector draws over the phone around the layer whose row is
/// under the pointer (docs/inspector.md, "In the window"): a 2-point blue stroke with a faint
/// fill, drawn by cairo into the composited frame after the phone's layers.
enum LayerOutline {
  /// Outlines `rect` (root points) in `bitmap` (`scale` pixels per point).
  static func draw(_ rect: CGRect, into bitmap: Bitmap, scale: Int) {
    guard rect.width.isFinite, rect.height.isFinite, !rect.isNull else { return }
    let surface = cairo_image_surface_create_for_data(
      bitmap.baseAddress.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(bitmap.width),
      Int32(bitmap.height), Int32(bitmap.stride))
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return
    }
    defer {
      cairo_destroy(cr)
      cairo_surface_flush(surface)
      cairo_surface_destroy(surface)
    }
    cairo_scale(cr, Double(scale), Double(scale))
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_set_source_rgba(cr, 0.2, 0.5, 1, 0.15)
    cairo_fill_preserve(cr)
    cairo_set_source_rgba(cr, 0.2, 0.5, 1, 1)
    cairo_set_line_width(cr, 2)
    cairo_stroke(cr)
  }
}
