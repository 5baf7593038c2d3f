import Foundation
import SegueRender

/// The decoded images `UIImage(named:)` has loaded, by file path: UIKit's named-image cache.
///
/// UIKit's `init(named:)` "looks in the system caches for an image object with the specified
/// name" and loads the file only when the image is not cached; `init(contentsOfFile:)` "does
/// not cache the image object" (docs/uikit-behaviour-drawing.md §16). So a list whose cells show
/// the same named photos, and the detail page that shows one of them larger, decode each PNG
/// once.
///
/// - An entry is the decoded bitmap and its scale, with the file's modification date and size
///   when it was read: a file changed on disk (an image edited while `segue watch` runs) is
///   decoded again.
/// - Up to `byteLimit` bytes of decoded pixels (width × height × 4) are kept; beyond that the
///   least recently used entries go. A memory warning empties it (`removeAll()`), as UIKit
///   purges its caches then.
/// - Thread-safe (a lock): `UIImage(named:)` is not main-actor-isolated.
final class NamedImageCache: @unchecked Sendable {
  /// Bytes of decoded pixels kept (default 128 MiB).
  let byteLimit: Int

  private struct Entry {
    var bitmap: Bitmap
    var scale: Int
    var modified: Date?
    var fileSize: Int?
    var lastUsed: UInt64
  }

  private let lock = NSLock()
  private var entries: [String: Entry] = [:]
  private var bytes = 0
  private var clock: UInt64 = 0

  init(byteLimit: Int = 128 << 20) {
    self.byteLimit = byteLimit
  }

  /// The cache of this process's `UIImage(named:)`.
  static let shared = NamedImageCache()

  /// The bitmap decoded from `path` at `scale` (cached, or decoded now and cached).
  ///
  /// - Throws: `PNGError` naming the path and the reason when the file must be decoded and
  ///   cannot be.
  func bitmap(contentsOfFile path: String, scale: Int) throws -> Bitmap {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    let modified = attributes?[.modificationDate] as? Date
    let fileSize = (attributes?[.size] as? NSNumber)?.intValue
    if let hit = lookUp(path, scale: scale, modified: modified, fileSize: fileSize) { return hit }
    let bitmap = try PNGCodec.decode(contentsOfFile: path, scale: scale)
    store(bitmap, path: path, scale: scale, modified: modified, fileSize: fileSize)
    return bitmap
  }

  /// Empties the cache.
  func removeAll() {
    lock.withLock {
      entries.removeAll()
      bytes = 0
    }
  }

  /// Number of images cached.
  var count: Int { lock.withLock { entries.count } }

  private func lookUp(_ path: String, scale: Int, modified: Date?, fileSize: Int?) -> Bitmap? {
    lock.withLock {
      guard var entry = entries[path], entry.scale == scale, entry.modified == modified, entry.fileSize == fileSize,
        modified != nil
      else { return nil }
      clock &+= 1
      entry.lastUsed = clock
      entries[path] = entry
      return entry.bitmap
    }
  }

  private func store(_ bitmap: Bitmap, path: String, scale: Int, modified: Date?, fileSize: Int?) {
    let size = bitmap.width * bitmap.height * 4
    lock.withLock {
      if let old = entries.removeValue(forKey: path) { bytes -= old.bitmap.width * old.bitmap.height * 4 }
      guard size <= byteLimit else { return }
      clock &+= 1
      entries[path] = Entry(bitmap: bitmap, scale: scale, modified: modified, fileSize: fileSize, lastUsed: clock)
      bytes += size
      while bytes > byteLimit, let oldest = entries.min(by: { $0.value.lastUsed < $1.value.lastUsed }) {
        entries[oldest.key] = nil
        bytes -= oldest.value.bitmap.width * oldest.value.bitmap.height * 4
      }
    }
  }
}
