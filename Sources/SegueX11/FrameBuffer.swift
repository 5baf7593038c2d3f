import CX11
import Foundation

/// One XImage the presenter fills and puts into the window: either over a System V
/// shared-memory segment the server reads directly (MIT-SHM), or in ordinary memory sent
/// over the connection (`XPutImage`). Both look the same to the renderer: `data`, `stride`,
/// `width`, `height`.
///
/// Ownership moves between three holders and `state` says who has it: the presenter
/// (free), the render queue (writing pixels into `data`, nothing else), the X server
/// (reading, until its `ShmCompletion`). `state` is changed only on the main thread.
final class FrameBuffer: @unchecked Sendable {
  enum State { case free, rendering, onServer }
  enum Storage {
    /// MIT-SHM: the segment description (heap-allocated: Xlib keeps a pointer to it).
    case sharedMemory(UnsafeMutablePointer<XShmSegmentInfo>)
    /// Plain memory owned by the XImage (freed by `XDestroyImage`).
    case wire
  }

  let image: UnsafeMutablePointer<XImage>
  let storage: Storage
  /// Bytes of pixel memory behind `data` (≥ stride × height; headroom for resizes).
  let capacity: Int
  var state = State.free

  init(image: UnsafeMutablePointer<XImage>, storage: Storage, capacity: Int) {
    self.image = image
    self.storage = storage
    self.capacity = capacity
  }

  /// Pixels, width and height of the image.
  var width: Int { Int(image.pointee.width) }
  var height: Int { Int(image.pointee.height) }
  /// Bytes from one row to the next (`bytes_per_line`).
  var stride: Int { Int(image.pointee.bytes_per_line) }
  /// The first byte of row 0.
  var data: UnsafeMutableRawPointer? { image.pointee.data.map(UnsafeMutableRawPointer.init) }

  /// The segment identifier the server names in `ShmCompletion` events.
  var segment: ShmSeg? {
    if case .sharedMemory(let info) = storage { return info.pointee.shmseg }
    return nil
  }

  /// The image's pixel layout.
  var pixelFormat: PixelFormat {
    let i = image.pointee
    return PixelFormat(
      bitsPerPixel: Int(i.bits_per_pixel), redMask: UInt32(truncatingIfNeeded: i.red_mask),
      greenMask: UInt32(truncatingIfNeeded: i.green_mask), blueMask: UInt32(truncatingIfNeeded: i.blue_mask),
      isBigEndian: i.byte_order == MSBFirst)
  }
}
