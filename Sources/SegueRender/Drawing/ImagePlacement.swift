extension RenderContentMode {
  /// Where UIKit puts an image of `image` points inside bounds of `bounds` points, in the
  /// layer's local points (x, y, width, height). The result may extend past the bounds
  /// (aspect fill, or `center` and the edge modes for an image larger than the bounds);
  /// without `masksToBounds` that overflow is drawn.
  ///
  /// - `scaleToFill` and `redraw` stretch the image to the bounds.
  /// - `scaleAspectFit` / `scaleAspectFill` scale uniformly by the smaller / larger ratio
  ///   and centre.
  /// - `center`, `top`, `bottom`, `left`, `right` and the four corners keep the image's
  ///   point size and pin it to that part of the bounds (centred along a free axis).
  package func imageRect(
    image: (width: Double, height: Double), bounds: (width: Double, height: Double)
  ) -> (x: Double, y: Double, width: Double, height: Double) {
    let (iw, ih) = image
    let (bw, bh) = bounds
    switch self {
    case .scaleToFill, .redraw:
      return (0, 0, bw, bh)
    case .scaleAspectFit, .scaleAspectFill:
      guard iw > 0, ih > 0 else { return (bw / 2, bh / 2, 0, 0) }
      let factor = self == .scaleAspectFit ? min(bw / iw, bh / ih) : max(bw / iw, bh / ih)
      let w = iw * factor
      let h = ih * factor
      return ((bw - w) / 2, (bh - h) / 2, w, h)
    case .center: return ((bw - iw) / 2, (bh - ih) / 2, iw, ih)
    case .top: return ((bw - iw) / 2, 0, iw, ih)
    case .bottom: return ((bw - iw) / 2, bh - ih, iw, ih)
    case .left: return (0, (bh - ih) / 2, iw, ih)
    case .right: return (bw - iw, (bh - ih) / 2, iw, ih)
    case .topLeft: return (0, 0, iw, ih)
    case .topRight: return (bw - iw, 0, iw, ih)
    case .bottomLeft: return (0, bh - ih, iw, ih)
    case .bottomRight: return (bw - iw, bh - ih, iw, ih)
    }
  }
}

extension Bitmap {
  /// Which halving of a bitmap `halvings` holds.
  struct Halving: Hashable {
    var horizontally: Bool
    var vertically: Bool
  }

  /// This bitmap halved (with `halvedForDrawing`) along each axis while it would be drawn at
  /// fewer than `threshold` device pixels per image pixel on that axis, as a GPU picks a
  /// mipmap level, and the device pixels per pixel of what is returned.
  ///
  /// - Parameters:
  ///   - pixelsPerPixel: device pixels each image pixel of this bitmap covers, along x and y.
  ///   - threshold: the smallest factor left unhalved (0.5 for cairo's bilinear filter, which
  ///     skips no source pixel above it; 0.75 for the compositor's direct sampling).
  /// - Returns: the bitmap to sample (this one when no halving is needed) and its factors,
  ///   each in [threshold, 2·threshold) unless that axis is down to one pixel.
  func halvedForDrawing(
    pixelsPerPixel: (x: Double, y: Double), threshold: Double
  ) -> (bitmap: Bitmap, pixelsPerPixel: (x: Double, y: Double)) {
    var source = self
    var factors = pixelsPerPixel
    while true {
      let halveX = factors.x < threshold && source.width > 1
      let halveY = factors.y < threshold && source.height > 1
      guard halveX || halveY else { return (source, factors) }
      source = source.halvedForDrawing(horizontally: halveX, vertically: halveY)
      if halveX { factors.x *= 2 }
      if halveY { factors.y *= 2 }
    }
  }

  /// `halved(horizontally:vertically:)`, made once per bitmap and content version and kept
  /// in `halvings`: an image drawn shrunk while its layer resizes (a photo zooming into a
  /// thumbnail) is averaged down once instead of at every frame. Safe from any thread.
  func halvedForDrawing(horizontally: Bool, vertically: Bool) -> Bitmap {
    let key = Halving(horizontally: horizontally, vertically: vertically)
    let version = contentVersion
    if let kept = halvings.withLock({ $0[key] }), kept.contentVersion == version { return kept.bitmap }
    let made = halved(horizontally: horizontally, vertically: vertically)
    halvings.withLock { $0[key] = (version, made) }
    return made
  }

  /// A copy at half the width and/or half the height (rounded up), each output pixel the
  /// rounded mean of the 2 or 4 premultiplied pixels it covers (the last odd column or
  /// row is averaged with itself). Used to pre-scale images before strong downscales so
  /// cairo's bilinear filter never skips source pixels.
  func halved(horizontally: Bool, vertically: Bool) -> Bitmap {
    let outWidth = horizontally ? (width + 1) / 2 : width
    let outHeight = vertically ? (height + 1) / 2 : height
    let result = Bitmap(width: outWidth, height: outHeight, scale: scale)
    guard width > 0, height > 0 else { return result }
    let lastX = width - 1
    let lastY = height - 1
    for oy in 0..<outHeight {
      let sy0 = vertically ? 2 * oy : oy
      let row0 = row(sy0)
      let row1 = row(vertically ? min(sy0 + 1, lastY) : sy0)
      let out = result.row(oy)
      if horizontally && vertically {
        for ox in 0..<outWidth {
          let x0 = 2 &* ox
          let x1 = min(x0 &+ 1, lastX)
          out[ox] = Bitmap.mean4(row0[x0], row0[x1], row1[x0], row1[x1])
        }
      } else if horizontally {
        for ox in 0..<outWidth {
          let x0 = 2 &* ox
          out[ox] = Bitmap.mean2(row0[x0], row0[min(x0 &+ 1, lastX)])
        }
      } else {
        for ox in 0..<outWidth { out[ox] = Bitmap.mean2(row0[ox], row1[ox]) }
      }
    }
    return result
  }

  @inline(__always)
  static func mean2(_ a: UInt32, _ b: UInt32) -> UInt32 {
    let rb = (a & 0x00FF_00FF) &+ (b & 0x00FF_00FF) &+ 0x0001_0001
    let ag = ((a >> 8) & 0x00FF_00FF) &+ ((b >> 8) & 0x00FF_00FF) &+ 0x0001_0001
    return ((rb >> 1) & 0x00FF_00FF) | (((ag >> 1) & 0x00FF_00FF) << 8)
  }

  @inline(__always)
  static func mean4(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
    let rb =
      (a & 0x00FF_00FF) &+ (b & 0x00FF_00FF) &+ (c & 0x00FF_00FF) &+ (d & 0x00FF_00FF)
      &+ 0x0002_0002
    let ag =
      ((a >> 8) & 0x00FF_00FF) &+ ((b >> 8) & 0x00FF_00FF) &+ ((c >> 8) & 0x00FF_00FF)
      &+ ((d >> 8) & 0x00FF_00FF)
      &+ 0x0002_0002
    return ((rb >> 2) & 0x00FF_00FF) | (((ag >> 2) & 0x00FF_00FF) << 8)
  }
}
