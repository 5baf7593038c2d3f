import Foundation
import Synchronization

/// A pixel buffer in premultiplied ARGB32, native byte order (cairo `CAIRO_FORMAT_ARGB32`
/// = pixman `PIXMAN_a8r8g8b8`): each pixel is one `UInt32` word `0xAARRGGBB` whose colour
/// channels are already multiplied by alpha (50 % red is `0x80800000`).
///
/// Rows are `stride` bytes apart (a multiple of 4, ≥ width·4), so a bitmap can wrap memory
/// owned by cairo, pixman or an X shared-memory segment. The storage is owned by this
/// instance and freed with it; `Bitmap` is a class so the render queue can hand one buffer
/// around without copying it, and `@unchecked Sendable` because ownership moves between
/// queues explicitly (one writer at a time, documented at each hand-off).
public final class Bitmap: @unchecked Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Bytes from one row to the next (multiple of 4, ≥ width·4).
  public let stride: Int
  /// Points-to-pixels factor this bitmap was made for (1, 2 or 3); informational.
  public let scale: Int
  /// The first byte of row 0. Valid for `stride · height` bytes.
  public let baseAddress: UnsafeMutableRawPointer
  /// The bitmap whose storage this one views (`init(viewing:width:height:)`), kept alive
  /// by this reference; nil when this bitmap owns its storage.
  private let storageOwner: Bitmap?
  /// Bumped each time a raster's pixels are drawn again in place (`ContentRenderer`'s
  /// redraw), so what the compositor learned of the old pixels is not reused.
  var contentVersion = 0
  /// Copies of this bitmap at half its width and/or height, made when it is drawn shrunk
  /// (`Bitmap.halvedForDrawing`) and kept with it, so an image drawn shrunk in frame after
  /// frame is averaged down once. Each is stored with the `contentVersion` it was made from.
  let halvings = Mutex<[Halving: (contentVersion: Int, bitmap: Bitmap)]>([:])

  /// Allocates a bitmap cleared to transparent black (all words 0).
  ///
  /// - Parameters:
  ///   - width: pixels (≥ 0).
  ///   - height: pixels (≥ 0).
  ///   - scale: points-to-pixels factor, 1…3.
  public init(width: Int, height: Int, scale: Int = 1) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    self.scale = scale
    stride = self.width * 4
    let bytes = max(stride * self.height, 4)
    baseAddress = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    baseAddress.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
    storageOwner = nil
  }

  /// The top-left `width × height` pixels of `storage` (at most its size), with its stride:
  /// the same memory, not a copy, and pixels left as they are. The compositor's offscreen
  /// groups take such views of pooled bitmaps, so a group whose size changes every frame
  /// (a layer scaling or sliding in) reuses memory instead of allocating and clearing a
  /// new bitmap.
  init(viewing storage: Bitmap, width: Int, height: Int) {
    self.width = min(max(width, 0), storage.width)
    self.height = min(max(height, 0), storage.height)
    scale = storage.scale
    stride = storage.stride
    baseAddress = storage.baseAddress
    storageOwner = storage
  }

  deinit { if storageOwner == nil { baseAddress.deallocate() } }

  /// The pixel at (x, y) as `0xAARRGGBB` premultiplied. Precondition: inside the bitmap.
  public subscript(x: Int, y: Int) -> UInt32 {
    get {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
      return baseAddress.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }
    set {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
      baseAddress.storeBytes(of: newValue, toByteOffset: y * stride + x * 4, as: UInt32.self)
    }
  }

  /// Row `y` as a mutable buffer of `width` pixels.
  public func row(_ y: Int) -> UnsafeMutableBufferPointer<UInt32> {
    UnsafeMutableBufferPointer(
      start: (baseAddress + y * stride).assumingMemoryBound(to: UInt32.self), count: width)
  }

  /// Fills every pixel with one premultiplied ARGB32 value.
  public func fill(_ pixel: UInt32) {
    for y in 0..<height { row(y).update(repeating: pixel) }
  }

  /// A new bitmap with the same pixels.
  public func copy() -> Bitmap {
    let result = Bitmap(width: width, height: height, scale: scale)
    for y in 0..<height {
      (result.baseAddress + y * result.stride).copyMemory(from: baseAddress + y * stride, byteCount: width * 4)
    }
    return result
  }

  /// Whether two bitmaps have the same size and identical pixels.
  public func hasSamePixels(as other: Bitmap) -> Bool {
    guard width == other.width, height == other.height else { return false }
    for y in 0..<height where memcmp(baseAddress + y * stride, other.baseAddress + y * other.stride, width * 4) != 0 {
      return false
    }
    return true
  }
}
