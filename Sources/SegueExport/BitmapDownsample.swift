import SegueRender

extension Bitmap {
  /// A copy `factor` times smaller in each direction, each pixel the rounded average of a
  /// `factor` × `factor` block (premultiplied averaging, so edges keep their colour).
  /// Partial blocks at the right and bottom edges are dropped. `factor` ≤ 1 copies.
  public func downsampled(by factor: Int) -> Bitmap {
    guard factor > 1 else { return copy() }
    let result = Bitmap(width: width / factor, height: height / factor, scale: max(scale / factor, 1))
    let count = UInt32(factor * factor)
    for y in 0..<result.height {
      let output = result.row(y)
      for x in 0..<result.width {
        var a: UInt32 = 0
        var r: UInt32 = 0
        var g: UInt32 = 0
        var b: UInt32 = 0
        for dy in 0..<factor {
          let input = row(y * factor + dy)
          for dx in 0..<factor {
            let pixel = input[x * factor + dx]
            a += pixel >> 24
            r += (pixel >> 16) & 0xFF
            g += (pixel >> 8) & 0xFF
            b += pixel & 0xFF
          }
        }
        let half = count / 2
        output[x] =
          ((a + half) / count) << 24 | ((r + half) / count) << 16 | ((g + half) / count) << 8 | ((b + half) / count)
      }
    }
    return result
  }
}
