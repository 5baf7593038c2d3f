import Foundation
import SegueAnimation
import SegueRender

/// UIKit's image: decoded premultiplied pixels and the scale they were made for.
///
/// `size` is in points (pixels ÷ scale). Images load from PNG files through cairo; a
/// missing or corrupt file makes the failable initialisers return nil (UIKit's contract)
/// and `UIImage.load(contentsOfFile:)` throw an error naming the path and the reason.
public final class UIImage: NSObject, @unchecked Sendable {
  /// The decoded pixels as the renderer takes them.
  package let renderImage: RenderImage

  /// How views draw the image: as it is, or as a shape tinted by their `tintColor`.
  public let renderingMode: RenderingMode
  /// Whether the image is a symbol (`UIImage(systemName:)`); symbols are templates by default.
  public let isSymbolImage: Bool
  /// A symbol's name and configuration, kept so that it can be drawn again at another size
  /// (`applyingSymbolConfiguration(_:)`); nil for other images.
  let symbol: (name: String, configuration: UIImage.SymbolConfiguration)?

  /// Wraps a bitmap made for `scale` pixels per point.
  public init(bitmap: Bitmap, scale: CGFloat = 1) {
    renderImage = RenderImage(bitmap: bitmap, scale: Double(max(scale, 1)))
    renderingMode = .automatic
    isSymbolImage = false
    symbol = nil
  }

  /// An empty image: 0 × 0 points, drawing nothing (UIKit's `UIImage()`, a placeholder).
  override public convenience init() {
    self.init(bitmap: Bitmap(width: 0, height: 0))
  }

  init(
    renderImage: RenderImage, renderingMode: RenderingMode, isSymbolImage: Bool,
    symbol: (name: String, configuration: UIImage.SymbolConfiguration)? = nil
  ) {
    self.renderImage = renderImage
    self.renderingMode = renderingMode
    self.isSymbolImage = isSymbolImage
    self.symbol = symbol
  }

  /// Size in points.
  public var size: CGSize {
    CGSize(
      width: CGFloat(Double(renderImage.bitmap.width) / renderImage.scale),
      height: CGFloat(Double(renderImage.bitmap.height) / renderImage.scale))
  }

  /// Pixels per point.
  public var scale: CGFloat { CGFloat(renderImage.scale) }

  /// The same decoded pixels (the same bitmap) at the same scale.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return other.renderImage == renderImage && other.renderingMode == renderingMode
  }
  public override var hash: Int { renderImage.hashValue }
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

  /// UIKit's `init?(named:)`: the image called `name` among the app's resources,
  /// preferring the screen's scale. It looks, in order, in the directories of
  /// `UIImage.searchPaths`, in the main bundle, and in the SwiftPM resource bundles beside
  /// the executable (`MyApp_MyApp.resources`, what `resources: [.copy(…)]` or
  /// `.process(…)` makes; the bundles of Segue's own targets, `Segue_Segue*`, are skipped), each with its
  /// immediate subfolders. In each directory it takes `name@3x.png`, `name@2x.png` or
  /// `name.png`, or an asset catalog's `*.xcassets/name.imageset` (the file its
  /// `Contents.json` gives for the scale). Nil when there is none, or the file is not a
  /// valid PNG. Decoded images are cached by file, as UIKit's are, so naming the same image
  /// again does not decode it again (`NamedImageCache`; a memory warning empties the cache).
  public convenience init?(named name: String) {
    let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    let scale = Int(UIImage.preferredScale)
    for directory in UIImage.searchDirectories {
      if let path = UIImage.file(named: base, in: directory, scale: scale) {
        let fileScale = UIImage.scaleSuffix(of: path)
        guard let bitmap = try? NamedImageCache.shared.bitmap(contentsOfFile: path, scale: fileScale) else {
          return nil
        }
        self.init(bitmap: bitmap, scale: CGFloat(fileScale))
        return
      }
      if let entry = UIImage.catalogFile(named: base, in: directory, scale: scale) {
        guard let bitmap = try? NamedImageCache.shared.bitmap(contentsOfFile: entry.path, scale: entry.scale) else {
          return nil
        }
        self.init(bitmap: bitmap, scale: CGFloat(entry.scale))
        return
      }
    }
    return nil
  }

  /// Directories `UIImage(named:)` searches before the app's bundles (none by default);
  /// add your own.
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
  nonisolated(unsafe) private static var storedSearchPaths: [String] = []
  nonisolated(unsafe) private static var storedPreferredScale: CGFloat = 2

  /// `searchPaths`, then the bundles, each followed by its immediate subfolders.
  private static var searchDirectories: [String] {
    (searchPaths + bundleDirectories).flatMap { [$0] + subdirectories(of: $0) }
  }

  /// The main bundle's resources and the SwiftPM resource bundles beside the executable
  /// (looked up once).
  package static let bundleDirectories: [String] = {
    let main = Bundle.main
    let beside = main.bundleURL
    let bundles = (try? FileManager.default.contentsOfDirectory(atPath: beside.path)) ?? []
    let resourceBundles = bundles.filter {
      ($0.hasSuffix(".resources") || $0.hasSuffix(".bundle")) && !$0.hasPrefix("Segue_Segue")
    }.sorted().map { beside.appendingPathComponent($0).path }
    return [main.resourcePath ?? beside.path] + resourceBundles
  }()

  private static func subdirectories(of directory: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.sorted().compactMap { name in
      let path = (directory as NSString).appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      return exists && isDirectory.boolValue && !name.hasSuffix(".xcassets") && !name.hasSuffix(".imageset")
        ? path : nil
    }
  }

  /// `base@<scale>x.png`, else another scale, else `base.png`, in `directory`.
  private static func file(named base: String, in directory: String, scale: Int) -> String? {
    for suffix in ["@\(scale)x", "@2x", "@3x", ""] {
      let path = (directory as NSString).appendingPathComponent(base + suffix + ".png")
      if FileManager.default.fileExists(atPath: path) { return path }
    }
    return nil
  }

  /// The file of `base.imageset` in an asset catalog in `directory` and its scale: the
  /// entry of its `Contents.json` at `scale`, else the one with the highest scale.
  private static func catalogFile(named base: String, in directory: String, scale: Int) -> (
    path: String, scale: Int
  )? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for catalog in names.sorted() where catalog.hasSuffix(".xcassets") {
      let set = ((directory as NSString).appendingPathComponent(catalog) as NSString)
        .appendingPathComponent(base + ".imageset")
      guard let data = FileManager.default.contents(atPath: (set as NSString).appendingPathComponent("Contents.json")),
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let images = json["images"] as? [[String: Any]]
      else { continue }
      let entries = images.compactMap { image -> (scale: Int, file: String)? in
        guard let file = image["filename"] as? String else { return nil }
        let scale = Int((image["scale"] as? String ?? "1x").dropLast()) ?? 1
        return (scale, file)
      }
      if let entry = entries.first(where: { $0.scale == scale }) ?? entries.max(by: { $0.scale < $1.scale }) {
        return ((set as NSString).appendingPathComponent(entry.file), entry.scale)
      }
    }
    return nil
  }

  private static func scaleSuffix(of path: String) -> Int {
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    if stem.hasSuffix("@3x") { return 3 }
    if stem.hasSuffix("@2x") { return 2 }
    return 1
  }
}
