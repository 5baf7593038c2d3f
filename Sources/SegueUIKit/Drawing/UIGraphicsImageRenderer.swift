import Foundation
import SegueAnimation
import SegueRender

/// How an image renderer makes its bitmaps.
@preconcurrency @MainActor public final class UIGraphicsImageRendererFormat: NSObject {
  /// Pixels per point; default the main screen's.
  public var scale: CGFloat
  /// Accepted; the bitmap starts transparent either way.
  public var opaque = false

  public override init() {
    scale = UIScreen.main.scale
  }

  /// The default format (the main screen's scale).
  public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
  public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's actions draw in.
@preconcurrency @MainActor public final class UIGraphicsImageRendererContext: NSObject {
  public let cgContext: CGContext
  public let format: UIGraphicsImageRendererFormat
  private let bitmap: Bitmap

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, bitmap: Bitmap) {
    self.cgContext = cgContext
    self.format = format
    self.bitmap = bitmap
  }

  /// What has been drawn so far.
  public var currentImage: UIImage {
    cgContext.canvas.flush()
    return UIImage(bitmap: bitmap.copy(), scale: format.scale)
  }

  public func fill(_ rect: CGRect) { cgContext.fill(rect) }
  public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
  public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// UIKit's image renderer: runs drawing actions in a bitmap context `bounds` large and
/// returns the image (points, y down, at the format's scale).
@preconcurrency @MainActor public final class UIGraphicsImageRenderer: NSObject {
  public let format: UIGraphicsImageRendererFormat
  private let bounds: CGRect

  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    bounds = CGRect(origin: .zero, size: size)
    self.format = format
  }

  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
  }

  /// At the main screen's scale.
  public convenience init(size: CGSize) {
    self.init(size: size, format: .default())
  }

  /// At the main screen's scale.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: .default())
  }

  /// Runs `actions` with a fresh context current (also for `UIGraphicsGetCurrentContext`
  /// and `UIColor.setFill`) and returns what they drew.
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let scale = max(Int(format.scale.rounded()), 1)
    let width = max(Int((bounds.width * CGFloat(scale)).rounded(.up)), 1)
    let height = max(Int((bounds.height * CGFloat(scale)).rounded(.up)), 1)
    let bitmap = Bitmap(width: width, height: height, scale: scale)
    let context = CGContext(bitmap: bitmap, size: bounds.size)
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    GraphicsContextStack.entries.append(.init(context: context, bitmap: bitmap, scale: CGFloat(scale)))
    defer { _ = GraphicsContextStack.entries.popLast() }
    actions(UIGraphicsImageRendererContext(cgContext: context, format: format, bitmap: bitmap))
    context.canvas.flush()
    return UIImage(bitmap: bitmap, scale: CGFloat(scale))
  }

  /// `image(actions:)` encoded as PNG.
  public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    let image = image(actions: actions)
    return (try? PNGCodec.encode(image.renderImage.bitmap)) ?? Data()
  }
}

extension UIImage {
  /// The image as PNG data (nil when encoding fails).
  public func pngData() -> Data? { try? PNGCodec.encode(renderImage.bitmap) }
}
