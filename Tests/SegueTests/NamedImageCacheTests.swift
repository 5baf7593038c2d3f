import Foundation
import SegueRender
import Testing

@testable import SegueUIKit

/// `UIImage(named:)` decodes a file once and shares the pixels, as UIKit's named-image cache
/// does; the file initializers decode every time (docs/uikit-behaviour-drawing.md §16).
@Suite @MainActor struct NamedImageCacheTests {
  /// A folder holding `name.png`, a `side` × `side` pixel image filled with `color`.
  static func folder(with name: String, color: UInt32, side: Int = 8) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("segue-named-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try write(color, side: side, to: directory.appendingPathComponent("\(name).png"))
    return directory.path
  }

  static func write(_ color: UInt32, side: Int, to url: URL) throws {
    let bitmap = Bitmap(width: side, height: side)
    for y in 0..<side { for x in 0..<side { bitmap[x, y] = color } }
    try PNGCodec.encode(bitmap).write(to: url)
  }

  @Test func namingAnImageAgainSharesItsDecodedPixels() throws {
    let folder = try Self.folder(with: "swatch", color: 0xFF00_7AFF)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let saved = UIImage.searchPaths
    UIImage.searchPaths = [folder]
    defer { UIImage.searchPaths = saved }

    let first = try #require(UIImage(named: "swatch"))
    let second = try #require(UIImage(named: "swatch"))
    #expect(first.renderImage.bitmap === second.renderImage.bitmap)
    #expect(first == second)
    #expect(first !== second)
    #expect(first.renderImage.bitmap[3, 3] == 0xFF00_7AFF)

    // The file initializers do not cache.
    let path = folder + "/swatch.png"
    let fromFile = try #require(UIImage(contentsOfFile: path))
    #expect(fromFile.renderImage.bitmap !== first.renderImage.bitmap)
    #expect(fromFile.renderImage.bitmap[3, 3] == 0xFF00_7AFF)
  }

  @Test func aFileChangedOnDiskIsDecodedAgain() throws {
    let folder = try Self.folder(with: "swatch", color: 0xFF00_7AFF)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let saved = UIImage.searchPaths
    UIImage.searchPaths = [folder]
    defer { UIImage.searchPaths = saved }

    let before = try #require(UIImage(named: "swatch"))
    // A different size changes the file's length, whatever the clock's resolution.
    try Self.write(0xFFFF_3B30, side: 10, to: URL(fileURLWithPath: folder + "/swatch.png"))
    let after = try #require(UIImage(named: "swatch"))
    #expect(after.renderImage.bitmap !== before.renderImage.bitmap)
    #expect(after.renderImage.bitmap.width == 10)
    #expect(after.renderImage.bitmap[3, 3] == 0xFFFF_3B30)
  }

  @Test func aMemoryWarningEmptiesTheCache() throws {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 2)
    defer { withExtendedLifetime(host) {} }
    let folder = try Self.folder(with: "swatch", color: 0xFF34_C759)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let saved = UIImage.searchPaths
    UIImage.searchPaths = [folder]
    defer { UIImage.searchPaths = saved }

    let before = try #require(UIImage(named: "swatch"))
    // What `simulateMemoryWarning()` does first; the whole warning would also post the
    // process-wide notification into other tests' observers running at the same time.
    FrameLoop.emptyCachesForMemoryWarning()
    let after = try #require(UIImage(named: "swatch"))
    #expect(after.renderImage.bitmap !== before.renderImage.bitmap)
    #expect(after.renderImage.bitmap[0, 0] == 0xFF34_C759)
  }

  @Test func theLeastRecentlyUsedImagesGoBeyondTheByteLimit() throws {
    // Three 8 × 8 images are 256 bytes each; a 600-byte cache keeps two.
    let cache = NamedImageCache(byteLimit: 600)
    let folder = try Self.folder(with: "a", color: 0xFF00_0000)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.write(0xFF11_1111, side: 8, to: URL(fileURLWithPath: folder + "/b.png"))
    try Self.write(0xFF22_2222, side: 8, to: URL(fileURLWithPath: folder + "/c.png"))
    let a = try cache.bitmap(contentsOfFile: folder + "/a.png", scale: 1)
    let b = try cache.bitmap(contentsOfFile: folder + "/b.png", scale: 1)
    #expect(try cache.bitmap(contentsOfFile: folder + "/a.png", scale: 1) === a)  // a is now the newer
    _ = try cache.bitmap(contentsOfFile: folder + "/c.png", scale: 1)
    #expect(cache.count == 2)
    #expect(try cache.bitmap(contentsOfFile: folder + "/a.png", scale: 1) === a)
    #expect(try cache.bitmap(contentsOfFile: folder + "/b.png", scale: 1) !== b)
  }

  @Test func aMissingFileThrowsNamingThePath() {
    let cache = NamedImageCache()
    #expect(throws: (any Error).self) { try cache.bitmap(contentsOfFile: "/nonexistent/a.png", scale: 1) }
    #expect(cache.count == 0)
  }
}
