import CCairo

/// A cairo failure: which operation failed and cairo's own description of the status.
package struct CairoError: Error, CustomStringConvertible, Sendable {
  /// What Segue was doing, e.g. "drawing layer 7".
  package let operation: String
  /// cairo's `cairo_status_t` raw value.
  package let status: UInt32
  /// cairo's sentence for the status (`cairo_status_to_string`).
  package let reason: String

  init(_ operation: String, _ status: cairo_status_t) {
    self.operation = operation
    self.status = status.rawValue
    reason =
      cairo_status_to_string(status).map { String(cString: $0) }
      ?? "cairo status \(status.rawValue)"
  }

  package var description: String { "cairo failed while \(operation): \(reason)." }
}

/// Throws when `status` is not `CAIRO_STATUS_SUCCESS`.
@inline(__always)
func checkCairo(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
  if status != CAIRO_STATUS_SUCCESS { throw CairoError(operation(), status) }
}

extension Bitmap {
  /// Runs `body` with a cairo context drawing straight into this bitmap's memory (ARGB32,
  /// premultiplied, this bitmap's stride). The context starts in pixel units; callers
  /// apply their own `cairo_scale`. Every cairo status (surface creation, drawing,
  /// surface finish) is checked and thrown as `CairoError`.
  func withCairoContext<R>(_ operation: String, _ body: (OpaquePointer) throws -> R) throws -> R {
    let surface = try makeCairoSurface(operation)
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else {
      throw CairoError(operation, CAIRO_STATUS_NO_MEMORY)
    }
    defer { cairo_destroy(cr) }
    try checkCairo(cairo_status(cr), operation)
    let result = try body(cr)
    try checkCairo(cairo_status(cr), operation)
    cairo_surface_flush(surface)
    try checkCairo(cairo_surface_status(surface), operation)
    return result
  }

  /// A cairo image surface over this bitmap's memory. The caller destroys it, and must
  /// keep the bitmap alive while the surface exists.
  func makeCairoSurface(_ operation: String) throws -> OpaquePointer {
    let required = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: width)))
    guard width > 0, height > 0, width <= 32767, height <= 32767, stride >= required,
      stride % 4 == 0
    else {
      throw CairoError(operation, CAIRO_STATUS_INVALID_SIZE)
    }
    guard
      let surface = cairo_image_surface_create_for_data(
        baseAddress.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
        Int32(height),
        Int32(stride))
    else { throw CairoError(operation, CAIRO_STATUS_NO_MEMORY) }
    let status = cairo_surface_status(surface)
    if status != CAIRO_STATUS_SUCCESS {
      cairo_surface_destroy(surface)
      throw CairoError(operation, status)
    }
    return surface
  }
}

/// Adds a rectangle with circular corners of `radius` (clamped to half the shorter side)
/// — or, when `continuous`, iOS's continuous corners (`ContinuousCorner`) — to the current
/// path, in the context's user units.
func addRoundedRect(
  _ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double,
  corners: UInt8 = 0b1111, continuous: Bool = false
) {
  if continuous, radius > 0, corners & 0b1111 != 0, width > 0, height > 0 {
    cairo_new_sub_path(cr)
    addPath(
      cr, ContinuousCorner.roundedRect(x: x, y: y, width: width, height: height, radius: radius, corners: corners))
    return
  }
  let r = max(0, min(radius, width / 2, height / 2))
  guard r > 0, corners & 0b1111 != 0 else {
    cairo_rectangle(cr, x, y, width, height)
    return
  }
  // Bits: 0 top left, 1 top right, 2 bottom left, 3 bottom right (`LayerAppearance`).
  func cornerRadius(_ bit: UInt8) -> Double { corners & (1 << bit) != 0 ? r : 0 }
  cairo_new_sub_path(cr)
  let topRight = cornerRadius(1)
  let bottomRight = cornerRadius(3)
  let bottomLeft = cornerRadius(2)
  let topLeft = cornerRadius(0)
  if topRight > 0 {
    cairo_arc(cr, x + width - topRight, y + topRight, topRight, -Double.pi / 2, 0)
  } else {
    cairo_move_to(cr, x + width, y)
  }
  if bottomRight > 0 {
    cairo_arc(cr, x + width - bottomRight, y + height - bottomRight, bottomRight, 0, Double.pi / 2)
  } else {
    cairo_line_to(cr, x + width, y + height)
  }
  if bottomLeft > 0 {
    cairo_arc(cr, x + bottomLeft, y + height - bottomLeft, bottomLeft, Double.pi / 2, Double.pi)
  } else {
    cairo_line_to(cr, x, y + height)
  }
  if topLeft > 0 {
    cairo_arc(cr, x + topLeft, y + topLeft, topLeft, Double.pi, 3 * Double.pi / 2)
  } else {
    cairo_line_to(cr, x, y)
  }
  cairo_close_path(cr)
}

/// Appends a render-tree path to the current path.
func addPath(_ cr: OpaquePointer, _ elements: [RenderPathElement]) {
  for element in elements {
    switch element {
    case .move(let x, let y): cairo_move_to(cr, x, y)
    case .line(let x, let y): cairo_line_to(cr, x, y)
    case .curve(let c1x, let c1y, let c2x, let c2y, let x, let y):
      cairo_curve_to(cr, c1x, c1y, c2x, c2y, x, y)
    case .close: cairo_close_path(cr)
    }
  }
}

func setSource(_ cr: OpaquePointer, _ color: RenderColor) {
  cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
}

/// Pixel count covering `points` at `scale`: rounded up, tolerant of floating-point noise
/// (100.0000000001 points at scale 1 is 100 pixels).
@inline(__always)
func pixelCeil(_ value: Double) -> Int {
  Int((value - 1e-7).rounded(.up))
}

@inline(__always)
func pixelFloor(_ value: Double) -> Int {
  Int((value + 1e-7).rounded(.down))
}
