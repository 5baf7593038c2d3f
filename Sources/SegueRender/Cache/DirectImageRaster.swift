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
  /// An image shrunk below 0.75 device pixel per image pixel is sampled from its halvings
  /// (`Bitmap.halvedForDrawing`, each made once and kept with the image) until it is not,
  /// as a GPU samples a mipmap level rather than skip pixels: one bilinear sampling of the
  /// full image would alias there. The halvings are the ones `ContentRenderer` averages an
  /// image down with before cairo draws it.
  ///
  /// Nil — the layer is rasterized as usual — when the layer draws anything else (a
  /// background, a border). The sampler and cairo differ at the image's edges: the
  /// sampler fades the last half image pixel to transparent, cairo pads it and cuts at the
  /// rectangle.
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
    let bitmap = image.bitmap
    let source = bitmap.halvedForDrawing(
      pixelsPerPixel: (
        rect.width * Double(scale) / Double(bitmap.width), rect.height * Double(scale) / Double(bitmap.height)
      ),
      threshold: 0.75
    ).bitmap
    return LayerRaster(
      bitmap: source, originX: rect.x, originY: rect.y,
      pointsPerPixel: (rect.width / Double(source.width), rect.height / Double(source.height)))
  }
}
