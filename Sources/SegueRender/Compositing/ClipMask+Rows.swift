/// Exact row spans of a clip mask drawn axis-aligned with circular (or square) corners — the
/// common case of a cell or card with `cornerRadius` and `masksToBounds` that is moved or
/// scaled but not rotated.
///
/// Coverage is `clamp(½ − d·s, 0, 1)` of the signed distance d (points) from the rounded
/// rect (`ClipMask`), so it is 255 where d ≤ −δ and 0 where d ≥ δ, with δ = ½ / s. Those are
/// the rounded rect shrunk and grown by δ: the same corner centres with radius r ∓ δ (square
/// once r − δ ≤ 0), edges moved by δ — exact for this distance function, whose level sets are
/// those offsets (Inigo Quilez, "2D distance functions", the rounded box). On one row both
/// are an interval, found with one square root per side, so only the antialiased pixels at
/// the shape's ends need a per-pixel coverage: in a corner row of a 12-point corner at scale 2
/// about 4 pixels a side instead of the 24-pixel-wide corner zone.
extension ClipMask {
  /// The mask's inverse as `local = device · scale + offset` per axis, when it is an
  /// axis-aligned scale and translation and the corners are circular; nil otherwise.
  private var axisAlignedInverse: (sx: Double, tx: Double, sy: Double, ty: Double)? {
    let m = inverse
    guard continuous == nil, m.m12 == 0, m.m21 == 0, m.m13 == 0, m.m23 == 0, m.m33 == 1, m.m11 != 0, m.m22 != 0
    else { return nil }
    return (m.m11, m.m31, m.m22, m.m32)
  }

  /// Row `y`'s device-x interval (pixel units, not rounded) of the rounded rect grown by `g`
  /// points (shrunk when negative): `.some(nil)` when the row misses it, nil when the mask is
  /// not axis-aligned with circular corners (no exact span).
  func axisAlignedSpan(row y: Int, grownBy g: Double) -> (Double, Double)?? {
    guard let a = axisAlignedInverse else { return nil }
    let ly = (Double(y) + 0.5) * a.sy + a.ty
    let top = ly < height / 2
    // Distance from the nearer horizontal edge, and each side's corner radius on this row.
    let fromEdge = top ? ly : height - ly
    guard fromEdge + g > 0 else { return .some(nil) }
    let leftRadius = roundedCorners & (top ? 0b0001 : 0b0100) != 0 ? clampedRadius : 0
    let rightRadius = roundedCorners & (top ? 0b0010 : 0b1000) != 0 ? clampedRadius : 0
    /// Local distance in from a vertical edge where the grown shape begins on this row.
    func inset(_ r: Double) -> Double? {
      let grown = r + g
      let dy = r - fromEdge  // above the corner's centre, towards the edge
      if grown <= 0 || dy <= 0 { return -g }
      guard dy < grown else { return nil }
      return r - (grown * grown - dy * dy).squareRoot()
    }
    guard let left = inset(leftRadius), let right = inset(rightRadius), left < width - right else {
      return .some(nil)
    }
    let p0 = (left - a.tx) / a.sx
    let p1 = (width - right - a.tx) / a.sx
    return .some((min(p0, p1), max(p0, p1)))
  }

  /// Columns `start..<end` of row `y` outside which coverage is certainly 0 (pixel centres a
  /// pixel beyond the grown shape's ends); `.some(nil)` when the whole row is clear, nil when
  /// unknown (not axis-aligned with circular corners: every column may be covered).
  func coveredSpan(row y: Int) -> (Int, Int)?? {
    guard let exact = axisAlignedSpan(row: y, grownBy: 0.5 / max(pixelsPerPoint, 1e-9)) else { return nil }
    guard let (low, high) = exact else { return .some(nil) }
    return .some((Int((low - 1.5).rounded(.down)), Int((high + 0.5).rounded(.up))))
  }
}
