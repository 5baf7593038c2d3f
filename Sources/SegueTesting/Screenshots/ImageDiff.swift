import Foundation
import SegueRender

/// Pixel comparison of two premultiplied ARGB32 bitmaps, channel by channel.
///
/// A pixel differs when any of its four channels differs by more than `tolerance` (out of
/// 255). The diff image shows differing pixels in opaque red over a dimmed grey copy of
/// the expected image.
public struct ImageDiff {
  /// Pixels differing beyond the tolerance.
  public let differingPixels: Int
  /// The largest channel difference seen (0…255).
  public let worstChannelDifference: Int
  /// The first differing pixel in row order: position, actual and expected words.
  public let firstDifference: (x: Int, y: Int, actual: UInt32, expected: UInt32)?
  /// Red where pixels differ, dimmed expected image elsewhere.
  public let diffImage: Bitmap

  /// Compares two bitmaps of equal size (nil when the sizes differ).
  public init?(actual: Bitmap, expected: Bitmap, tolerance: Int) {
    guard actual.width == expected.width, actual.height == expected.height else { return nil }
    let diff = Bitmap(width: actual.width, height: actual.height)
    var differing = 0
    var worst = 0
    var first: (Int, Int, UInt32, UInt32)?
    for y in 0..<actual.height {
      let a = actual.row(y)
      let g = expected.row(y)
      let d = diff.row(y)
      for x in 0..<actual.width {
        let pa = a[x]
        let pg = g[x]
        var delta = 0
        for shift in stride(from: UInt32(0), through: 24, by: 8) {
          delta = max(delta, abs(Int((pa >> shift) & 0xFF) - Int((pg >> shift) & 0xFF)))
        }
        worst = max(worst, delta)
        if delta > tolerance {
          differing += 1
          if first == nil { first = (x, y, pa, pg) }
          d[x] = 0xFFFF_0000
        } else {
          let luminance = (((pg >> 16) & 0xFF) + ((pg >> 8) & 0xFF) + (pg & 0xFF)) / 3
          let v = 0x40 + luminance / 4
          d[x] = 0xFF00_0000 | v << 16 | v << 8 | v
        }
      }
    }
    differingPixels = differing
    worstChannelDifference = worst
    firstDifference = first
    diffImage = diff
  }
}
