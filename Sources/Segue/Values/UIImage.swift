import Foundation
import SegueRender

/// UIKit's image: decoded premultiplied pixels and the scale they were made for.
///
/// `size` is in points (pixels ÷ scale). Images load from PNG files through cairo; a
/// missing or corrupt file makes the failable initialisers return nil (UIKit's contract)
/// and `UIImage.load(contentsOfFile:)` throw an error naming the path and the reason.
public final class UIImage: @unchecked Sendable, Hashable {
  /// The decoded pixels as the renderer takes them.
  public let renderImage: RenderImage

  /// Wraps a bitmap made for `scale` pixels per point.
  public init(bitmap: Bitmap, scale: CGFloat = 1) {
    renderImage = RenderImage(bitmap: bitmap, scale: Double(max(scale, 1)))
  }

  /// Size in points.
  public var size: CGSize {
    CGSize(
      width: CGFloat(Double(renderImage.bitmap.width) / renderImage.scale),
      height: CGFloat(Double(renderImage.bitmap.height) / renderImage.scale))
  }

  /// Pixels per point.
  public var scale: CGFloat { CGFloat(renderImage.scale) }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.renderImage == rhs.renderImage }
  public func hash(into hasher: inout Hasher) { hasher.combine(renderImage) }
}
