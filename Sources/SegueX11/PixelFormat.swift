import Foundation
import SegueRender

/// How a window's pixels are laid out in an XImage: bits per pixel, channel masks, byte
/// order (read from the image the server's format produced, never assumed).
///
/// The compositor's frames are premultiplied ARGB32 over an opaque background, so alpha is
/// 255 and the colour channels are the plain colour; conversion only moves channels into
/// the visual's masks. The common case — 32 bits per pixel, masks 0xff0000/0xff00/0xff,
/// host byte order — is a row `memcpy` (Xvfb and Xorg at depth 24 on x86-64).
package struct PixelFormat: Sendable, Equatable {
  /// Bits per pixel in the image (32, 24 or 16).
  package var bitsPerPixel: Int
  package var redMask: UInt32
  package var greenMask: UInt32
  package var blueMask: UInt32
  /// True when the image stores the most significant byte first (X's MSBFirst).
  package var isBigEndian: Bool

  package init(bitsPerPixel: Int, redMask: UInt32, greenMask: UInt32, blueMask: UInt32, isBigEndian: Bool) {
    self.bitsPerPixel = bitsPerPixel
    self.redMask = redMask
    self.greenMask = greenMask
    self.blueMask = blueMask
    self.isBigEndian = isBigEndian
  }

  /// Whether pixels are the compositor's words unchanged (row copies suffice).
  package var matchesBitmap: Bool {
    bitsPerPixel == 32 && redMask == 0x00ff_0000 && greenMask == 0x0000_ff00 && blueMask == 0x0000_00ff
      && isBigEndian == (UInt32(1).bigEndian == 1)
  }

  /// Writes the `width × height` part of `bitmap` whose top-left corner is (`fromX`,
  /// `fromY`) (pixels; by default the top-left part) into `destination` (rows `stride` bytes
  /// apart) in this format.
  package func convert(
    _ bitmap: Bitmap, fromX: Int = 0, fromY: Int = 0, into destination: UnsafeMutableRawPointer, stride: Int,
    width: Int, height: Int
  ) {
    let columns = min(width, bitmap.width - fromX)
    let rows = min(height, bitmap.height - fromY)
    guard columns > 0, rows > 0, fromX >= 0, fromY >= 0 else { return }
    if matchesBitmap {
      for y in 0..<rows {
        (destination + y * stride).copyMemory(
          from: bitmap.baseAddress + (y + fromY) * bitmap.stride + fromX * 4, byteCount: columns * 4)
      }
      return
    }
    let red = Channel(mask: redMask)
    let green = Channel(mask: greenMask)
    let blue = Channel(mask: blueMask)
    let bytes = bitsPerPixel / 8
    let bigEndian = isBigEndian
    for y in 0..<rows {
      let source = bitmap.row(y + fromY)
      let row = destination + y * stride
      for x in 0..<columns {
        let argb = source[x + fromX]
        let value =
          red.place(UInt32((argb >> 16) & 0xff)) | green.place(UInt32((argb >> 8) & 0xff))
          | blue.place(UInt32(argb & 0xff))
        let pixel = row + x * bytes
        for byte in 0..<bytes {
          let shift = bigEndian ? (bytes - 1 - byte) * 8 : byte * 8
          pixel.storeBytes(of: UInt8(truncatingIfNeeded: value >> UInt32(shift)), toByteOffset: byte, as: UInt8.self)
        }
      }
    }
  }

  /// Reads the pixel at (x, y) from memory in this format back as opaque ARGB32 (tests).
  package func argb(at pointer: UnsafeRawPointer, stride: Int, x: Int, y: Int) -> UInt32 {
    let bytes = bitsPerPixel / 8
    let pixel = pointer + y * stride + x * bytes
    var value: UInt32 = 0
    for byte in 0..<bytes {
      let shift = isBigEndian ? (bytes - 1 - byte) * 8 : byte * 8
      value |= UInt32(pixel.load(fromByteOffset: byte, as: UInt8.self)) << UInt32(shift)
    }
    return 0xff00_0000 | Channel(mask: redMask).extract(value) << 16 | Channel(mask: greenMask).extract(value) << 8
      | Channel(mask: blueMask).extract(value)
  }

  /// One colour channel's position and width inside a pixel value.
  private struct Channel {
    let shift: UInt32
    let bits: UInt32

    init(mask: UInt32) {
      shift = mask == 0 ? 0 : UInt32(mask.trailingZeroBitCount)
      bits = UInt32((mask >> shift).trailingZeroBitCount == 0 ? (~(mask >> shift)).trailingZeroBitCount : 0)
    }

    /// An 8-bit value scaled to the channel's width and shifted into place.
    @inline(__always) func place(_ value: UInt32) -> UInt32 {
      guard bits > 0 else { return 0 }
      return bits >= 8 ? (value << (bits - 8)) << shift : (value >> (8 - bits)) << shift
    }

    /// The channel's value scaled back to 8 bits.
    @inline(__always) func extract(_ pixel: UInt32) -> UInt32 {
      guard bits > 0 else { return 0 }
      let raw = (pixel >> shift) & ((1 << bits) - 1)
      let maximum: UInt32 = (1 << bits) - 1
      return bits >= 8 ? raw >> (bits - 8) : (raw * 255 + maximum / 2) / maximum
    }
  }
}
