import Foundation
import SegueAssets
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

extension UIImage {
  /// Loads a PNG file; a name ending in `@2x`/`@3x` (before the extension) sets the scale.
  ///
  /// - Throws: `PNGError` naming the path and the reason (missing, unreadable, not a PNG,
  ///   corrupt).
  public static func load(contentsOfFile path: String) throws -> UIImage {
    let scale = scaleSuffix(of: path)
    let bitmap = try PNGCodec.decode(contentsOfFile: path, scale: scale)
    return UIImage(bitmap: bitmap, scale: CGFloat(scale))
  }

  /// UIKit's `init?(contentsOfFile:)`: nil when the file is missing or not a valid PNG
  /// (use `load(contentsOfFile:)` for the reason).
  public convenience init?(contentsOfFile path: String) {
    guard let image = try? UIImage.load(contentsOfFile: path) else { return nil }
    self.init(bitmap: image.renderImage.bitmap, scale: image.scale)
  }

  /// UIKit's `init?(named:)`: looks in the directories of `UIImage.searchPaths` (the
  /// project's `Assets/` by default) for `name.png`, `name@2x.png` or `name@3x.png`,
  /// preferring the screen's scale.
  public convenience init?(named name: String) {
    for directory in UIImage.searchPaths {
      for suffix in ["@\(Int(UIImage.preferredScale))x", "@2x", "@3x", ""] {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let path = (directory as NSString).appendingPathComponent(base + suffix + ".png")
        if FileManager.default.fileExists(atPath: path), let image = try? UIImage.load(contentsOfFile: path) {
          self.init(bitmap: image.renderImage.bitmap, scale: image.scale)
          return
        }
      }
    }
    return nil
  }

  /// Directories `UIImage(named:)` searches, in order: Segue's bundled `Assets/Images`,
  /// then `Assets/Images` under the working directory; apps add their own.
  public static var searchPaths: [String] {
    get { settingsLock.withLock { storedSearchPaths } }
    set { settingsLock.withLock { storedSearchPaths = newValue } }
  }

  /// The scale `UIImage(named:)` prefers (the screen's; hosts set it).
  public static var preferredScale: CGFloat {
    get { settingsLock.withLock { storedPreferredScale } }
    set { settingsLock.withLock { storedPreferredScale = newValue } }
  }

  private static let settingsLock = NSLock()
  nonisolated(unsafe) private static var storedSearchPaths =
    [SegueAssets.imagesDirectory, FileManager.default.currentDirectoryPath + "/Assets/Images"].compactMap { $0 }
  nonisolated(unsafe) private static var storedPreferredScale: CGFloat = 2

  private static func scaleSuffix(of path: String) -> Int {
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    if stem.hasSuffix("@3x") { return 3 }
    if stem.hasSuffix("@2x") { return 2 }
    return 1
  }
}
