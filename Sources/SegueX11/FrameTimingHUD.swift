import CCairo
import Foundation
import SegueRender

/// The frame-timing overlay (`H` in the window): a graph of the last frames' intervals
/// (bars; the refresh period as a line, red bars for frames that took longer than 1.5
/// periods), render time, the frames presented in the last second and dropped frames. Drawn with cairo and Pango into the
/// composited bitmap, over the content, in its top-left corner; sizes in points × `scale`.
enum FrameTimingHUD {
  static func draw(_ snapshot: HUDSnapshot, into bitmap: Bitmap, scale: Int) {
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
    let s = Double(scale)
    cairo_scale(cr, s, s)
    let period = snapshot.refreshPeriod
    let render = FrameTimings.quantile(Array(snapshot.renderTimes.suffix(30)), 0.5)
    let lines = [
      String(format: "%3d fps   dropped %d", snapshot.framesPerSecond, snapshot.droppedFrames),
      String(format: "render %5.2f ms  (%.1f Hz)", render.isNaN ? 0.0 : render * 1000, 1 / period),
    ]
    // Text through Pango in DejaVu Sans Mono 11 pt; the panel is as wide as its longest
    // line plus margins, at least 180 pt.
    guard let layout = pango_cairo_create_layout(cr), let font = pango_font_description_new() else { return }
    defer {
      pango_font_description_free(font)
      g_object_unref(UnsafeMutableRawPointer(layout))
    }
    pango_font_description_set_family(font, "DejaVu Sans Mono")
    pango_font_description_set_absolute_size(font, 11 * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, font)
    pango_layout_set_text(layout, lines.joined(separator: "\n"), -1)
    var textWidth: Int32 = 0
    var textHeight: Int32 = 0
    pango_layout_get_size(layout, &textWidth, &textHeight)
    let width = max(180, Double(textWidth) / Double(PANGO_SCALE) + 12)
    let graphHeight = 50.0
    let panel = (x: 8.0, y: 8.0, w: width, h: graphHeight + 44)
    cairo_set_source_rgba(cr, 0, 0, 0, 0.85)
    cairo_rectangle(cr, panel.x, panel.y, panel.w, panel.h)
    cairo_fill(cr)

    // Bars: one per frame, height = interval, full scale = 3 refresh periods.
    let fullScale = period * 3
    let graph = (x: panel.x + 6, y: panel.y + 38, w: width - 12, h: graphHeight - 6)
    let bars = snapshot.intervals
    let barWidth = graph.w / 120
    for (index, interval) in bars.enumerated() {
      let height = min(interval / fullScale, 1) * graph.h
      let x = graph.x + graph.w - Double(bars.count - index) * barWidth
      if interval > period * 1.5 {
        cairo_set_source_rgba(cr, 1, 0.3, 0.25, 1)
      } else {
        cairo_set_source_rgba(cr, 0.3, 0.9, 0.4, 1)
      }
      cairo_rectangle(cr, x, graph.y + graph.h - height, max(barWidth - 0.3, 0.3), height)
      cairo_fill(cr)
    }
    // The refresh period.
    cairo_set_source_rgba(cr, 1, 1, 1, 0.6)
    cairo_set_line_width(cr, 0.5)
    let lineY = graph.y + graph.h - graph.h / 3
    cairo_move_to(cr, graph.x, lineY)
    cairo_line_to(cr, graph.x + graph.w, lineY)
    cairo_stroke(cr)

    cairo_set_source_rgba(cr, 1, 1, 1, 1)
    cairo_move_to(cr, panel.x + 6, panel.y + 4)
    pango_cairo_show_layout(cr, layout)
  }
}
