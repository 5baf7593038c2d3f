import Foundation
import SegueAnimation
import SegueRender

/// The stack of current drawing contexts UIKit's drawing calls use
/// (`UIGraphicsGetCurrentContext`, `UIColor.setFill`, `UIRectFill`, `UIImage.draw`). UIKit
/// keeps one per thread; UI drawing runs on the main actor here, so there is one.
@MainActor enum GraphicsContextStack {
  struct Entry {
    let context: CGContext
    /// Made by `UIGraphicsBeginImageContextWithOptions` (an image can be taken from it).
    let bitmap: Bitmap?
    let scale: CGFloat
  }

  static var entries: [Entry] = []
}

/// The current drawing context, or nil outside one.
@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.entries.last?.context
}

/// Makes `context` current until `UIGraphicsPopContext()`.
@MainActor public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.entries.append(.init(context: context, bitmap: nil, scale: 1))
}

@MainActor public func UIGraphicsPopContext() {
  _ = GraphicsContextStack.entries.popLast()
}

/// Begins a bitmap context `size` points large at `scale` pixels per point (0: the
/// screen's); `opaque` is accepted (the bitmap starts transparent either way). The size is
/// rounded up to whole pixels.
@MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  let resolved = scale > 0 ? scale : UIScreen.main.scale
  let pixelScale = max(Int(resolved.rounded()), 1)
  let width = max(Int((size.width * CGFloat(pixelScale)).rounded(.up)), 1)
  let height = max(Int((size.height * CGFloat(pixelScale)).rounded(.up)), 1)
  let bitmap = Bitmap(width: width, height: height, scale: pixelScale)
  let context = CGContext(bitmap: bitmap, size: size)
  GraphicsContextStack.entries.append(.init(context: context, bitmap: bitmap, scale: CGFloat(pixelScale)))
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what the current bitmap context holds; nil when the current context is not
/// a bitmap context.
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let entry = GraphicsContextStack.entries.last, let bitmap = entry.bitmap else { return nil }
  entry.context.canvas.flush()
  return UIImage(bitmap: bitmap.copy(), scale: entry.scale)
}

@MainActor public func UIGraphicsEndImageContext() {
  guard GraphicsContextStack.entries.last?.bitmap != nil else { return }
  _ = GraphicsContextStack.entries.popLast()
}

/// Fills `rect` (points) with the current fill colour in the current context.
@MainActor public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

extension UIColor {
  /// Makes this the current context's fill colour.
  @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
  /// Makes this the current context's stroke colour.
  @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
  /// Makes this the current context's fill and stroke colour.
  @MainActor public func set() {
    setFill()
    setStroke()
  }
}

extension UIImage {
  /// Draws the image scaled into `rect` (points) in the current context.
  @MainActor public func draw(in rect: CGRect) {
    UIGraphicsGetCurrentContext()?.draw(renderImage.bitmap, in: rect)
  }

  /// Draws the image scaled into `rect` at `alpha` with `blendMode` (cairo's operators;
  /// `plusDarker` draws as `.normal`).
  @MainActor public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setAlpha(alpha)
    context.setBlendMode(blendMode)
    context.draw(renderImage.bitmap, in: rect)
    context.restoreGState()
  }

  /// Draws the image at its size with its top-left corner at `point`.
  @MainActor public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }
}
