import Foundation
import SegueAnimation
import SegueRender

/// A layer's drawn-contents bookkeeping (docs/uikit-behaviour-drawing.md §7).
struct LayerDisplayState {
  /// Marked by `setNeedsDisplay` (or first display of a view) and not yet displayed.
  var pending = false
  /// The part marked (bounds coordinates); nil for the whole layer.
  var dirtyRect: CGRect?
  /// The bounds size last displayed at; nil before the first display.
  var displayedSize: CGSize?
  /// The bounds size at the last commit (a change since marks a layer with
  /// `needsDisplayOnBoundsChange`).
  var committedSize: CGSize?
  /// Set by the default drawing methods during a `draw(in:)` call: nothing overrode them.
  var reachedDefaultDrawing = false
  /// The bitmap `display()` last made (contents Segue put there).
  var drawnImage: CGImage?
}

extension CALayer {
  func markNeedsDisplay(_ rect: CGRect?) {
    if displayState.pending {
      if let dirty = displayState.dirtyRect, let rect {
        displayState.dirtyRect = dirty.union(rect)
      } else {
        displayState.dirtyRect = nil
      }
    } else {
      displayState.pending = true
      displayState.dirtyRect = rect
    }
    FrameLoop.showing(self)?.setNeedsFrames()
  }

  func displayByDefault() {
    if let delegate {
      delegate.display(self)
    } else {
      drawContents()
    }
  }

  func drawByDefault(in ctx: CGContext) {
    if let delegate {
      delegate.draw(self, in: ctx)
    } else {
      displayState.reachedDefaultDrawing = true
    }
  }

  /// Core Animation's default `display()`: a bitmap the bounds' size at `contentsScale`
  /// pixels per point, drawn by `draw(in:)` with the bounds origin at the context's origin,
  /// becomes `contents` (a `CGImage`). When only a part was marked, the previous bitmap is
  /// kept outside it and the context is clipped to it. When the drawing methods were not
  /// overridden (the default ones ran and the context was never used), no bitmap is made
  /// and `contents` is left alone.
  func drawContents() {
    let size = bounds.size
    let marked = displayState.dirtyRect
    displayState.pending = false
    displayState.dirtyRect = nil
    guard size.width > 0, size.height > 0 else {
      displayState.displayedSize = size
      return
    }
    let scale = max(Int(contentsScale.rounded()), 1)
    let width = Int((size.width * CGFloat(scale)).rounded(.up))
    let height = Int((size.height * CGFloat(scale)).rounded(.up))
    let previous = displayState.drawnImage.flatMap { image in
      image.width == width && image.height == height && (contents as? CGImage) == image ? image : nil
    }
    let bounds = self.bounds
    let partial = marked.flatMap { rect -> CGRect? in
      let clipped = rect.intersection(bounds)
      return previous != nil && clipped != bounds ? clipped : nil
    }
    if let partial, partial.isNull || partial.isEmpty {
      displayState.displayedSize = size
      return
    }
    let context = CGContext(size: size) {
      let bitmap = previous?.bitmap.copy() ?? Bitmap(width: width, height: height, scale: scale)
      let canvas = BitmapCanvas(bitmap: bitmap)
      canvas.translate(x: Double(-bounds.minX), y: Double(-bounds.minY))
      if let partial {
        canvas.clear(
          x: Double(partial.minX), y: Double(partial.minY), width: Double(partial.width),
          height: Double(partial.height))
        canvas.beginPath()
        canvas.addRect(
          x: Double(partial.minX), y: Double(partial.minY), width: Double(partial.width),
          height: Double(partial.height))
        canvas.clip()
      }
      return canvas
    }
    displayState.reachedDefaultDrawing = false
    displayState.dirtyRect = partial
    draw(in: context)
    displayState.dirtyRect = nil
    displayState.displayedSize = size
    if !context.isCanvasMade && displayState.reachedDefaultDrawing {
      if let drawn = displayState.drawnImage, (contents as? CGImage) == drawn { contents = nil }
      displayState.drawnImage = nil
      return
    }
    context.canvas.flush()
    let image = CGImage(bitmap: context.canvas.bitmap)
    displayState.drawnImage = image
    contents = image
  }

  /// The rectangle (bounds coordinates) the running `draw(in:)` is asked to draw.
  var rectBeingDrawn: CGRect { displayState.dirtyRect ?? bounds }

  /// Before a commit: displays every layer under `root` that is marked, whose size changed
  /// with `needsDisplayOnBoundsChange`, or (a view's layer) that was never displayed; view
  /// layers take the screen's `scale` as their `contentsScale`, as UIKit sets it.
  static func displayMarkedLayers(under root: CALayer, screenScale: CGFloat) {
    var stack = [root]
    while let layer = stack.popLast() {
      let isView = layer.delegate is UIView
      if isView && layer.contentsScale != screenScale { layer.contentsScale = screenScale }
      let size = layer.bounds.size
      let resized =
        layer.needsDisplayOnBoundsChange && (layer.displayState.committedSize.map { $0 != size } ?? false)
      layer.displayState.committedSize = size
      let firstTime = isView && layer.displayState.displayedSize == nil
      if layer.displayState.pending || resized || firstTime {
        if !layer.displayState.pending { layer.displayState.pending = true }
        if size.width > 0 && size.height > 0 {
          layer.display()
          layer.displayState.pending = false
          layer.displayState.displayedSize = size
        }
      }
      stack.append(contentsOf: layer.sublayers ?? [])
      if let mask = layer.mask { stack.append(mask) }
    }
  }
}
