/// Phase 2 of `Compositor.render`: runs draw steps inside one clip rect (a row band).
///
/// Pure function of (steps, clip): touches only pixels inside `clip`, so bands can run on
/// different threads and any split gives the same bytes.
enum FrameExecutor {
  static func run(_ ops: [DrawOp], target: PixelTarget, clip: PixelRect) {
    for op in ops {
      let area = op.rect.intersection(clip).intersection(target.bounds)
      guard !area.isEmpty else { continue }
      switch op.kind {
      case .fill(let word):
        fill(target, area, word)
      case .solid(let word):
        solidOver(target, area, word)
      case .blit(let bitmap, let dx, let dy, let alpha, let opaque, let dim):
        let placed = PixelRect(x: dx, y: dy, width: bitmap.width, height: bitmap.height)
        let area = area.intersection(placed)
        guard !area.isEmpty else { continue }
        if let dim {
          copyDimmed(bitmap, dx: dx, dy: dy, dim: dim, target, area)
        } else if opaque && alpha == 255 {
          let local = area.offsetBy(dx: -target.originX, dy: -target.originY)
          if !PixmanCompositing.copy(
            bitmap, dx: dx - target.originX, dy: dy - target.originY, into: target.bitmap,
            rect: local)
          {
            blitOver(bitmap, dx: dx, dy: dy, alpha: 255, target, area)
          }
        } else {
          let local = area.offsetBy(dx: -target.originX, dy: -target.originY)
          if !PixmanCompositing.over(
            bitmap, dx: dx - target.originX, dy: dy - target.originY, alpha: alpha,
            into: target.bitmap, rect: local)
          {
            blitOver(bitmap, dx: dx, dy: dy, alpha: alpha, target, area)
          }
        }
      case .sample(let sampler):
        sampler.draw(into: target, clip: area)
      case .group(let group):
        let inner = PixelTarget(group.bitmap, originX: group.rect.minX, originY: group.rect.minY)
        let area = area.intersection(group.rect)
        run(group.ops, target: inner, clip: area)
        if let mask = group.layerMask {
          let maskTarget = PixelTarget(mask.bitmap, originX: mask.rect.minX, originY: mask.rect.minY)
          run(mask.ops, target: maskTarget, clip: area)
          compositeThroughLayerMask(group, mask: mask, from: inner, maskTarget: maskTarget, onto: target, area)
        } else {
          composite(group, from: inner, onto: target, area)
        }
      case .pathMask(let draw):
        draw.composite(onto: target, area)
      case .backdrop(let backdrop):
        // Inside a group the compositor runs the whole group in one clip, so the backdrop
        // can read the group's pixels here (`Compositor.execute`).
        if backdrop.grid == nil { backdrop.prepare(from: target, threadCount: 1) }
        backdrop.draw(into: target, clip: area)
      }
    }
  }

  static func fill(_ target: PixelTarget, _ area: PixelRect, _ word: UInt32) {
    if PixmanCompositing.fill(
      target.bitmap, rect: area.offsetBy(dx: -target.originX, dy: -target.originY), with: word)
    {
      return
    }
    for y in area.minY..<area.maxY {
      UnsafeMutableBufferPointer(start: target.row(y) + area.minX, count: area.width).update(
        repeating: word)
    }
  }

  /// OVER of one premultiplied colour: d = c + d · (1 − cα).
  static func solidOver(_ target: PixelTarget, _ area: PixelRect, _ word: UInt32) {
    let inverse = UInt16(255 - (word >> 24))
    for y in area.minY..<area.maxY {
      let row = target.row(y) + area.minX
      PixelMath.scaleAndAdd(from: row, to: row, count: area.width, factor: inverse, add: word)
    }
  }

  /// SRC of an opaque raster with a dimming colour folded in: d = dim + s · (1 − dimα).
  static func copyDimmed(
    _ bitmap: Bitmap, dx: Int, dy: Int, dim: UInt32, _ target: PixelTarget, _ area: PixelRect
  ) {
    let source = PixelTarget(bitmap, originX: dx, originY: dy)
    let inverse = UInt16(255 - (dim >> 24))
    for y in area.minY..<area.maxY {
      PixelMath.scaleAndAdd(
        from: source.row(y) + area.minX, to: target.row(y) + area.minX, count: area.width, factor: inverse, add: dim)
    }
  }

  /// OVER of a raster at a whole-pixel offset with constant alpha (Swift fallback when
  /// pixman cannot make an image).
  static func blitOver(
    _ bitmap: Bitmap, dx: Int, dy: Int, alpha: UInt16, _ target: PixelTarget, _ area: PixelRect
  ) {
    let source = PixelTarget(bitmap, originX: dx, originY: dy)
    let factor = UInt32(alpha)
    for y in area.minY..<area.maxY {
      let row = target.row(y)
      let sourceRow = source.row(y)
      for x in area.minX..<area.maxX {
        let s = factor == 255 ? sourceRow[x] : PixelMath.scale(sourceRow[x], by: factor)
        row[x] = s &+ PixelMath.scale(row[x], by: 255 - (s >> 24))
      }
    }
  }

  /// OVER of a finished group with its alpha and, when it has one, its clip mask.
  static func composite(
    _ group: GroupDraw, from inner: PixelTarget, onto target: PixelTarget, _ area: PixelRect
  ) {
    guard !area.isEmpty else { return }
    guard let mask = group.mask else {
      let local = area.offsetBy(dx: -target.originX, dy: -target.originY)
      if !PixmanCompositing.over(
        group.bitmap, dx: group.rect.minX - target.originX, dy: group.rect.minY - target.originY,
        alpha: group.alpha,
        into: target.bitmap, rect: local)
      {
        blitOver(
          group.bitmap, dx: group.rect.minX, dy: group.rect.minY, alpha: group.alpha, target, area)
      }
      return
    }
    let alpha = group.alpha
    for y in area.minY..<area.maxY {
      let row = target.row(y)
      let sourceRow = inner.row(y)
      // Inside the mask's solid span coverage is 255, so the factor is the group's alpha
      // (div255(255 · α) = α) and the per-pixel coverage can be skipped.
      // Outside the covered span coverage is 0: those columns are skipped.
      var coveredStart = area.minX
      var coveredEnd = area.maxX
      if let covered = mask.coveredSpan(row: y) {
        guard let (start, end) = covered else { continue }
        coveredStart = min(max(start, area.minX), area.maxX)
        coveredEnd = min(max(end, coveredStart), area.maxX)
      }
      var solidStart = coveredEnd
      var solidEnd = coveredEnd
      if let (start, end) = mask.solidSpan(row: y) {
        solidStart = min(max(start, coveredStart), coveredEnd)
        solidEnd = min(max(end, solidStart), coveredEnd)
      }
      for x in coveredStart..<solidStart {
        maskedPixel(sourceRow[x], mask: mask, x: x, y: y, alpha: alpha, onto: row + x)
      }
      overRun(from: sourceRow + solidStart, count: solidEnd - solidStart, alpha: alpha, onto: row + solidStart)
      for x in solidEnd..<coveredEnd {
        maskedPixel(sourceRow[x], mask: mask, x: x, y: y, alpha: alpha, onto: row + x)
      }
    }
  }

  /// One pixel of a masked group: OVER with coverage × alpha.
  @inline(__always) static func maskedPixel(
    _ pixel: UInt32, mask: ClipMask, x: Int, y: Int, alpha: UInt16,
    onto destination: UnsafeMutablePointer<UInt32>
  ) {
    guard pixel != 0 else { return }
    let coverage = mask.coverage(x: x, y: y)
    guard coverage != 0 else { return }
    let product = UInt32(coverage) &* UInt32(alpha) &+ 128
    let factor = UInt16(truncatingIfNeeded: (product &+ (product &>> 8)) &>> 8)
    PixelMath.over(PixelMath.unpack(pixel), alpha: factor, onto: destination)
  }

  /// `PixelMath.over(unpack(source[k]), alpha:, onto: destination + k)` for `count` words,
  /// four per step in `SamplerKernels`' even/odd lanes (the same arithmetic: div255 of
  /// s · α, then the branch-free OVER, which equals the branched one).
  static func overRun(
    from source: UnsafePointer<UInt32>, count: Int, alpha: UInt16,
    onto destination: UnsafeMutablePointer<UInt32>
  ) {
    let factor = SamplerKernels.Lanes(repeating: alpha)
    var k = 0
    while k + 4 <= count {
      let pixels = SamplerKernels.load(source + k)
      if alpha == 255, SamplerKernels.isOpaque(pixels) {
        // The interior of an opaque raster: OVER is a copy.
        SamplerKernels.store(pixels, to: destination + k)
      } else if !SamplerKernels.isZero(pixels) {
        var even = SamplerKernels.even(pixels)
        var odd = SamplerKernels.odd(pixels)
        if alpha != 255 {
          let productEven = even &* factor &+ 128
          let productOdd = odd &* factor &+ 128
          even = (productEven &+ (productEven &>> 8)) &>> 8
          odd = (productOdd &+ (productOdd &>> 8)) &>> 8
        }
        SamplerKernels.over(even: even, odd: odd, opaque: false, onto: destination + k)
      }
      k += 4
    }
    while k < count {
      let pixel = source[k]
      if pixel != 0 { PixelMath.over(PixelMath.unpack(pixel), alpha: alpha, onto: destination + k) }
      k += 1
    }
  }
}
