import CCairo
import Dispatch
import Foundation

/// Rasterizes what one layer draws itself — `LayerAppearance` and `LayerShadow` — into
/// premultiplied ARGB32 bitmaps with cairo and Pango. Stateless; `ContentCache` calls it
/// only when a layer's appearance or shadow changed.
///
/// Geometry: the layer's local space is (0, 0)–(width, height) points; a raster's pixel
/// (i, j) covers points (originX + i/scale, originY + j/scale) onwards. Rasters are
/// snapped to whole pixels outwards.
package enum ContentRenderer {
  /// Draws the layer's background (rounded by `cornerRadius`), its contents (an image
  /// placed by `contentMode`, text laid out like `UILabel`, or the layer's own
  /// `RenderDrawing`), and its border (inside the
  /// bounds, on top), at `scale` pixels per point.
  ///
  /// Contents are clipped to the rounded bounds when `masksToBounds` is set. Without it,
  /// an image that overflows the bounds (aspect fill, `center` with a large image) is drawn
  /// whole, so the raster is larger than the bounds and its origin is negative. Text is
  /// always clipped to the bounds.
  ///
  /// Images are filtered bilinearly (cairo `GOOD`); before a downscale below 0.5 the image
  /// is halved in Swift (2 × 2 box mean) until the remaining factor is at least 0.5, so no
  /// source pixel is skipped. The edges are padded, not faded.
  ///
  /// - Returns: nil when the layer draws nothing (an empty appearance, zero-size bounds).
  /// - Throws: `CairoError` when cairo or Pango fail (out of memory, a surface too big).
  package static func appearanceRaster(for layer: RenderLayer, scale: Int) throws -> LayerRaster? {
    guard let geometry = try rasterGeometry(of: layer, scale: scale) else { return nil }
    let bitmap = Bitmap(width: geometry.pixelWidth, height: geometry.pixelHeight, scale: scale)
    try draw(layer, scale: scale, geometry: geometry, into: bitmap)
    return LayerRaster(
      bitmap: bitmap, originX: Double(geometry.x0) / Double(scale), originY: Double(geometry.y0) / Double(scale))
  }

  /// The raster of `layer` made from `previous` — the raster of the same layer before a
  /// change that alters only the pixels inside `changed` (layer points) and keeps the
  /// raster's extents — a shape's `strokeEnd` moving, `RenderShape.trimChange(since:)`,
  /// which is the only way to get such a rect: a copy of `previous` whose rows touching
  /// `changed` are drawn again, so the result equals `appearanceRaster(for:scale:)`'s byte
  /// for byte.
  ///
  /// - Parameters:
  ///   - reusingStorage: draw into `previous`'s bitmap itself instead of a copy (no new
  ///     memory to fault in); only for a caller holding the bitmap's one reference.
  ///   - threadCount: threads that may draw the rows, each a band of at least
  ///     `minimumRowsPerThread` rows (the bytes are the same however they are split).
  /// - Throws: `CairoError` when cairo or Pango fail.
  package static func appearanceRaster(
    for layer: RenderLayer, scale: Int, redrawing changed: RenderShape.VisibleRect, of previous: LayerRaster,
    reusingStorage: Bool = false, threadCount: Int = 1
  ) throws -> LayerRaster? {
    // A trim change keeps the path and the stroke's style, so the raster's extents (the
    // untrimmed stroke's) and placement are the previous raster's.
    let s = Double(scale)
    let geometry = RasterGeometry(
      x0: Int((previous.originX * s).rounded()), y0: Int((previous.originY * s).rounded()),
      pixelWidth: previous.bitmap.width, pixelHeight: previous.bitmap.height, imageRect: nil)
    guard previous.bitmap.scale == scale, case .drawing? = layer.appearance.contents,
      changed.x.isFinite, changed.y.isFinite, changed.width.isFinite, changed.height.isFinite
    else { return try appearanceRaster(for: layer, scale: scale) }
    // The raster's rows the change touches, drawn again across the raster's whole width into
    // a band one row taller at each end, whose inner rows are then copied in. cairo's scan
    // converter computes a row from every edge crossing it (whether the row can be swept
    // whole or needs sub-rows depends on all of them), so a row is exactly reproduced only
    // with all its edges, and the band's first and last rows — where edges are cut off —
    // are not kept.
    let rows = (
      max(pixelFloor(changed.y * s) - geometry.y0, 0),
      min(pixelCeil((changed.y + changed.height) * s) - geometry.y0, previous.bitmap.height)
    )
    let bitmap = reusingStorage ? previous.bitmap : previous.bitmap.copy()
    bitmap.contentVersion &+= 1
    guard rows.0 < rows.1 else {
      return LayerRaster(bitmap: bitmap, originX: previous.originX, originY: previous.originY)
    }
    // Each thread draws its own band (rows of its own, with the one-row margins) into its
    // own scratch bitmap and copies its rows in: disjoint rows of `bitmap`.
    let bandCount = max(1, min(threadCount, (rows.1 - rows.0) / minimumRowsPerThread))
    @Sendable func redraw(band index: Int) throws {
      let top = rows.0 + (rows.1 - rows.0) * index / bandCount
      let bottom = rows.0 + (rows.1 - rows.0) * (index + 1) / bandCount
      var band = geometry
      band.y0 += top - 1
      band.pixelHeight = bottom - top + 2
      let scratch = Bitmap(width: bitmap.width, height: band.pixelHeight, scale: scale)
      try draw(layer, scale: scale, geometry: band, into: scratch)
      for y in top..<bottom {
        (bitmap.baseAddress + y * bitmap.stride).copyMemory(
          from: scratch.baseAddress + (y - top + 1) * scratch.stride, byteCount: bitmap.width * 4)
      }
    }
    if bandCount == 1 {
      try redraw(band: 0)
    } else {
      let failures = BandFailures(count: bandCount)
      DispatchQueue.concurrentPerform(iterations: bandCount) { index in
        do { try redraw(band: index) } catch { failures.set(index, error) }
      }
      if let error = failures.first { throw error }
    }
    return LayerRaster(bitmap: bitmap, originX: previous.originX, originY: previous.originY)
  }

  /// The fewest rows a thread redraws in `appearanceRaster(for:scale:redrawing:of:…)`:
  /// below that the two margin rows and the thread's start cost more than the rows save.
  static let minimumRowsPerThread = 24

  /// Where a layer's appearance raster lies: its first device pixel (x0, y0) in the layer's
  /// pixel space, its size in pixels, and the rect (points) its image is drawn in.
  struct RasterGeometry {
    var x0: Int
    var y0: Int
    var pixelWidth: Int
    var pixelHeight: Int
    var imageRect: (x: Double, y: Double, width: Double, height: Double)?
  }

  /// The raster's placement (nil when the layer draws nothing).
  ///
  /// - Throws: `CairoError` (`CAIRO_STATUS_INVALID_SIZE`) for a raster over 32767 pixels a
  ///   side.
  static func rasterGeometry(of layer: RenderLayer, scale: Int) throws -> RasterGeometry? {
    let appearance = layer.appearance
    let s = Double(scale)
    let width = layer.width
    let height = layer.height
    guard scale > 0, width.isFinite, height.isFinite, width >= 0, height >= 0, !appearance.isEmpty
    else { return nil }

    var minX = 0.0
    var minY = 0.0
    var maxX = width
    var maxY = height
    if let extents = drawingExtents(of: layer) {
      // A drawing that paints outside its bounds (a shape): its raster covers the drawing,
      // and the bounds only when a background or border is drawn there too.
      let paintsBounds =
        (appearance.backgroundColor?.alpha ?? 0) > 0 || (appearance.borderWidth > 0 && appearance.borderColor.alpha > 0)
      if !paintsBounds { (minX, minY, maxX, maxY) = (extents.x0, extents.y0, extents.x1, extents.y1) }
      minX = min(minX, extents.x0)
      minY = min(minY, extents.y0)
      maxX = max(maxX, extents.x1)
      maxY = max(maxY, extents.y1)
    } else if width <= 0 || height <= 0 {
      return nil
    }
    var imageRect: (x: Double, y: Double, width: Double, height: Double)?
    if case .image(let image)? = appearance.contents, image.bitmap.width > 0,
      image.bitmap.height > 0,
      image.scale > 0, image.scale.isFinite
    {
      let rect = appearance.contentMode.imageRect(image: image.pointSize, bounds: (width, height))
      if rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite {
        imageRect = rect
        if !layer.masksToBounds {
          minX = min(minX, rect.x)
          minY = min(minY, rect.y)
          maxX = max(maxX, rect.x + rect.width)
          maxY = max(maxY, rect.y + rect.height)
        }
      }
    }
    let x0 = pixelFloor(minX * s)
    let y0 = pixelFloor(minY * s)
    let pixelWidth = pixelCeil(maxX * s) - x0
    let pixelHeight = pixelCeil(maxY * s) - y0
    guard pixelWidth > 0, pixelHeight > 0 else { return nil }
    guard pixelWidth <= 32767, pixelHeight <= 32767 else {
      // cairo's image surfaces stop at 32767 pixels a side.
      throw CairoError("drawing layer \(layer.id) (\(pixelWidth)×\(pixelHeight) pixels)", CAIRO_STATUS_INVALID_SIZE)
    }
    return RasterGeometry(x0: x0, y0: y0, pixelWidth: pixelWidth, pixelHeight: pixelHeight, imageRect: imageRect)
  }

  /// Draws the layer's appearance into the cleared `bitmap`, placed by `geometry`.
  private static func draw(
    _ layer: RenderLayer, scale: Int, geometry: RasterGeometry, into bitmap: Bitmap
  ) throws {
    let appearance = layer.appearance
    let s = Double(scale)
    let width = layer.width
    let height = layer.height
    let (x0, y0, imageRect) = (geometry.x0, geometry.y0, geometry.imageRect)
    try bitmap.withCairoContext("drawing layer \(layer.id)") { cr in
      cairo_translate(cr, Double(-x0), Double(-y0))
      cairo_scale(cr, s, s)
      let radius = appearance.cornerRadius

      if let background = appearance.backgroundColor, background.alpha > 0 {
        addRoundedRect(
          cr, x: 0, y: 0, width: width, height: height, radius: radius, corners: appearance.roundedCorners,
          continuous: appearance.continuousCorners)
        setSource(cr, background)
        cairo_fill(cr)
      }

      switch appearance.contents {
      case .image(let image)?:
        if let rect = imageRect {
          cairo_save(cr)
          if layer.masksToBounds {
            addRoundedRect(
              cr, x: 0, y: 0, width: width, height: height, radius: radius, corners: appearance.roundedCorners,
              continuous: appearance.continuousCorners)
            cairo_clip(cr)
          }
          try drawImage(image, in: rect, cr: cr, scale: s, layer: layer.id)
          cairo_restore(cr)
        }
      case .text(let text)?:
        cairo_save(cr)
        if layer.masksToBounds {
          addRoundedRect(
            cr, x: 0, y: 0, width: width, height: height, radius: radius, corners: appearance.roundedCorners,
            continuous: appearance.continuousCorners)
          cairo_clip(cr)
        }
        try TextLayout.draw(text, in: cr, width: width, height: height, scale: scale)
        cairo_restore(cr)
      case .drawing(let drawing)?:
        cairo_save(cr)
        if layer.masksToBounds {
          addRoundedRect(
            cr, x: 0, y: 0, width: width, height: height, radius: radius, corners: appearance.roundedCorners,
            continuous: appearance.continuousCorners)
          cairo_clip(cr)
        }
        try drawing.base.draw(in: RenderDrawingContext(cairo: cr, width: width, height: height, scale: scale))
        cairo_restore(cr)
      case nil:
        break
      }

      let border = min(appearance.borderWidth, width / 2, height / 2)
      if border > 0, appearance.borderColor.alpha > 0 {
        addRoundedRect(
          cr, x: 0, y: 0, width: width, height: height, radius: radius, corners: appearance.roundedCorners,
          continuous: appearance.continuousCorners)
        if border < min(width, height) / 2 {
          addRoundedRect(
            cr, x: border, y: border, width: width - 2 * border, height: height - 2 * border,
            radius: max(radius - border, 0), corners: appearance.roundedCorners,
            continuous: appearance.continuousCorners)
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        setSource(cr, appearance.borderColor)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      }
    }
  }

  /// The extents of the layer's own drawing when it paints outside its bounds
  /// (`RenderDrawing.paintedExtents()`), clipped to the bounds with `masksToBounds`; nil
  /// otherwise.
  private static func drawingExtents(of layer: RenderLayer) -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
    guard case .drawing(let drawing)? = layer.appearance.contents, let e = drawing.base.paintedExtents(),
      e.x.isFinite, e.y.isFinite, e.width.isFinite, e.height.isFinite, e.width > 0, e.height > 0
    else { return nil }
    var box = (x0: e.x, y0: e.y, x1: e.x + e.width, y1: e.y + e.height)
    if layer.masksToBounds {
      box = (max(box.x0, 0), max(box.y0, 0), min(box.x1, layer.width), min(box.y1, layer.height))
      guard box.x1 > box.x0, box.y1 > box.y0 else { return nil }
    }
    return box
  }

  /// Draws `image` stretched to `rect` (points) with the context in point units.
  private static func drawImage(
    _ image: RenderImage, in rect: (x: Double, y: Double, width: Double, height: Double),
    cr: OpaquePointer,
    scale: Double, layer: UInt64
  ) throws {
    let bitmap = image.bitmap
    // Halve the source while it would cover fewer than 0.5 device pixels per pixel.
    let source = bitmap.halvedForDrawing(
      pixelsPerPixel: (rect.width * scale / Double(bitmap.width), rect.height * scale / Double(bitmap.height)),
      threshold: 0.5
    ).bitmap
    let operation = "drawing the image of layer \(layer)"
    let surface = try source.makeCairoSurface(operation)
    defer { cairo_surface_destroy(surface) }
    guard let pattern = cairo_pattern_create_for_surface(surface) else {
      throw CairoError(operation, CAIRO_STATUS_NO_MEMORY)
    }
    defer { cairo_pattern_destroy(pattern) }
    try checkCairo(cairo_pattern_status(pattern), operation)
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(
      &matrix, Double(source.width) / rect.width, Double(source.height) / rect.height)
    cairo_matrix_translate(&matrix, -rect.x, -rect.y)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
    cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
    cairo_fill(cr)
    // Release the pattern's reference before the surface memory can go away.
    cairo_set_source_rgba(cr, 0, 0, 0, 0)
    try checkCairo(cairo_status(cr), operation)
  }

  /// The layer's drop shadow: its shape (`shadow.path`, or the bounds rounded by
  /// `cornerRadius`) filled, blurred with a Gaussian of σ = radius / 2 points, in
  /// `color` × `opacity` (premultiplied ARGB32).
  ///
  /// The raster is the shape's pixel bounding box grown by ⌈3σ⌉ pixels on every side, so
  /// `originX`/`originY` are negative by about that margin. The shadow offset is NOT
  /// applied: the compositor adds `offsetX`/`offsetY` when it places the raster.
  ///
  /// - Returns: nil when there is no shadow, it is fully transparent, or its shape is empty.
  /// - Throws: `CairoError` when cairo fails.
  package static func shadowRaster(for layer: RenderLayer, scale: Int) throws -> LayerRaster? {
    guard let shadow = layer.shadow, scale > 0 else { return nil }
    let strength = min(max(shadow.opacity, 0), 1) * min(max(shadow.color.alpha, 0), 1)
    guard strength > 0, strength.isFinite else { return nil }
    let s = Double(scale)

    var minX = 0.0
    var minY = 0.0
    var maxX = layer.width
    var maxY = layer.height
    if let path = shadow.path {
      var points: [(Double, Double)] = []
      for element in path {
        switch element {
        case .move(let x, let y), .line(let x, let y): points.append((x, y))
        case .curve(let c1x, let c1y, let c2x, let c2y, let x, let y):
          points += [(c1x, c1y), (c2x, c2y), (x, y)]
        case .close: break
        }
      }
      guard !points.isEmpty else { return nil }
      minX = points.map(\.0).min() ?? 0
      maxX = points.map(\.0).max() ?? 0
      minY = points.map(\.1).min() ?? 0
      maxY = points.map(\.1).max() ?? 0
    }
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX > minX, maxY > minY
    else { return nil }

    let sigma = max(shadow.radius, 0) * s / 2
    let margin = sigma > 0.05 ? Int((3 * sigma).rounded(.up)) : 0
    let x0 = pixelFloor(minX * s) - margin
    let y0 = pixelFloor(minY * s) - margin
    let width = pixelCeil(maxX * s) + margin - x0
    let height = pixelCeil(maxY * s) + margin - y0
    guard width > 0, height > 0, width <= 32767, height <= 32767 else { return nil }

    // Coverage of the shape, 0…1 per pixel.
    let coverage = UnsafeMutablePointer<Float>.allocate(capacity: width * height)
    defer { coverage.deallocate() }
    let result = Bitmap(width: width, height: height, scale: scale)
    try result.withCairoContext("drawing the shadow of layer \(layer.id)") { cr in
      cairo_translate(cr, Double(-x0), Double(-y0))
      cairo_scale(cr, s, s)
      if let path = shadow.path {
        addPath(cr, path)
      } else {
        addRoundedRect(
          cr, x: 0, y: 0, width: layer.width, height: layer.height,
          radius: layer.appearance.cornerRadius, corners: layer.appearance.roundedCorners,
          continuous: layer.appearance.continuousCorners)
      }
      cairo_set_source_rgba(cr, 0, 0, 0, 1)
      cairo_fill(cr)
    }
    for y in 0..<height {
      let row = result.row(y)
      let out = coverage + y * width
      for x in 0..<width { out[x] = Float(row[x] >> 24) * (1 / 255) }
    }
    GaussianBlur.blur(coverage, width: width, height: height, sigma: sigma)

    // Coverage is quantised to 1/4096 (≤ 0.03 of an 8-bit level) and looked up in a table
    // of premultiplied pixels. The quantisation also absorbs float noise (0.99997 for a
    // covered pixel), which would otherwise flip values that round at exactly .5, such as
    // opacity 0.5 → alpha 127.5.
    let color = shadow.color
    let alpha = strength * 255
    let red = alpha * min(max(color.red, 0), 1)
    let green = alpha * min(max(color.green, 0), 1)
    let blue = alpha * min(max(color.blue, 0), 1)
    let levels = 4096
    let table = (0...levels).map { level -> UInt32 in
      let c = Double(level) / Double(levels)
      let a = UInt32(c * alpha + 0.5)
      let r = UInt32(c * red + 0.5)
      let g = UInt32(c * green + 0.5)
      let b = UInt32(c * blue + 0.5)
      return a << 24 | r << 16 | g << 8 | b
    }
    table.withUnsafeBufferPointer { table in
      let top = Float(levels)
      for y in 0..<height {
        let row = result.row(y)
        let input = coverage + y * width
        for x in 0..<width {
          let level = min(max(input[x] * top + 0.5, 0), top)
          row[x] = table[Int(level)]
        }
      }
    }
    return LayerRaster(bitmap: result, originX: Double(x0) / s, originY: Double(y0) / s)
  }
}

/// The error of each band of a redraw split among threads (each index set by one thread).
private final class BandFailures: @unchecked Sendable {
  private var errors: [(any Error)?]
  private let lock = NSLock()

  init(count: Int) {
    errors = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ error: any Error) {
    lock.lock()
    errors[index] = error
    lock.unlock()
  }

  /// The first band's error, in band order.
  var first: (any Error)? {
    lock.lock()
    defer { lock.unlock() }
    return errors.lazy.compactMap { $0 }.first
  }
}
