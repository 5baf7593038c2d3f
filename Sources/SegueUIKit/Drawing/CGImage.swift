import Foundation
import SegueAnimation
import SegueRender

/// A bitmap image (Core Graphics' `CGImage`): premultiplied 8-bit RGBA pixels with no
/// scale of their own. Immutable.
public final class CGImage: Hashable, @unchecked Sendable {
  let bitmap: Bitmap

  init(bitmap: Bitmap) { self.bitmap = bitmap }

  /// Pixels.
  public var width: Int { bitmap.width }
  /// Pixels.
  public var height: Int { bitmap.height }
  public var bitsPerComponent: Int { 8 }
  public var bitsPerPixel: Int { 32 }
  public var bytesPerRow: Int { bitmap.stride }

  /// The pixels of `rect` (pixels, clamped to the image), or nil when nothing is left.
  public func cropping(to rect: CGRect) -> CGImage? {
    let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
    guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
    let cropped = Bitmap(width: Int(r.width), height: Int(r.height))
    for y in 0..<cropped.height {
      for x in 0..<cropped.width { cropped[x, y] = bitmap[x + Int(r.minX), y + Int(r.minY)] }
    }
    return CGImage(bitmap: cropped)
  }

  public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs.bitmap === rhs.bitmap }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(bitmap)) }
}

extension UIImage {
  /// The image's pixels as a `CGImage` (they are shared, not copied).
  public var cgImage: CGImage? { CGImage(bitmap: renderImage.bitmap) }

  /// An image of `cgImage`'s pixels at 1 pixel per point.
  public convenience init(cgImage: CGImage) {
    self.init(bitmap: cgImage.bitmap, scale: 1)
  }

  /// An image of `cgImage`'s pixels at `scale` pixels per point.
  public convenience init(cgImage: CGImage, scale: CGFloat) {
    self.init(bitmap: cgImage.bitmap, scale: scale)
  }
}

extension CGContext {
  /// Draws `image` scaled into `rect` (user space) the way Core Graphics does: its first
  /// row at the rectangle's *maximum* y. Core Graphics' space is y-up, so in UIKit's
  /// flipped contexts (this one) the image appears upside down, as on iOS; `UIImage.draw(in:)`
  /// draws it upright (docs/uikit-behaviour-drawing.md §6).
  public func draw(_ image: CGImage, in rect: CGRect) {
    canvas.draw(
      image.bitmap, x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
      height: Double(rect.height), flipped: true)
  }

  /// An image of what the context holds now (a copy of its pixels).
  public func makeImage() -> CGImage? {
    canvas.flush()
    return CGImage(bitmap: canvas.bitmap.copy())
  }
}
