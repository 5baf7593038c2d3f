extension ContentCache {
  /// The raster of a layer that draws only an image: the image's own bitmap, placed by
  /// `contentMode` and stretched over its rectangle by the compositor's sampling
  /// (`LayerRaster.pointsPerPixel`), so nothing is drawn. Used while the layer's size
  /// changes (`resizingImageRaster`): a snapshot growing with a zoom then costs no
  /// rasterization per frame, and its pixels are filtered once (through the layer's
  /// transform) instead of twice (into a raster of the layer's size, then through the
  /// transform) — as Core Animation stretches a layer's contents with a linear filter
  /// (docs/uikit-behaviour-drawing.md §14).
  ///
  /// The compositor clips it to the bounds (and their rounded corners) with `masksToBounds`
  /// as it clips the layer's sublayers: an aspect-fill photo overflowing its frame works.
  ///
  /// Nil — the layer is rasterized as usual — when the layer draws anything else (a
  /// background, a border), or when the image is shrunk below 0.75 device pixel
  /// per image pixel: there cairo's drawing filter (`CAIRO_FILTER_GOOD`) averages boxes of
  /// pixels, where one bilinear sampling would alias; above it cairo samples bilinearly too.
  /// The two differ at the image's edges: the sampler fades the last half image pixel to
  /// transparent, cairo pads it and cuts at the rectangle.
  static func directImageRaster(of layer: RenderLayer, scale: Int) -> LayerRaster? {
    let appearance = layer.appearance
    guard case .image(let image)? = appearance.contents,
      appearance.backgroundColor.map({ $0.alpha == 0 }) ?? true,
      appearance.borderWidth <= 0 || appearance.borderColor.alpha == 0,
      image.bitmap.width > 0, image.bitmap.height > 0, image.scale > 0, image.scale.isFinite,
      layer.width > 0, layer.height > 0
    else { return nil }
    let rect = appearance.contentMode.imageRect(image: image.pointSize, bounds: (layer.width, layer.height))
    guard rect.width > 0, rect.height > 0, rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite
    else { return nil }
    let pixelsPerImagePixelX = rect.width * Double(scale) / Double(image.bitmap.width)
    let pixelsPerImagePixelY = rect.height * Double(scale) / Double(image.bitmap.height)
    guard pixelsPerImagePixelX >= 0.75, pixelsPerImagePixelY >= 0.75 else { return nil }
    return LayerRaster(
      bitmap: image.bitmap, originX: rect.x, originY: rect.y,
      pointsPerPixel: (rect.width / Double(image.bitmap.width), rect.height / Double(image.bitmap.height)))
  }
}
