/// Arrays animate element by element (a gradient layer's `colors` and `locations`, as Core
/// Animation interpolates them); arrays of different lengths cannot, and jump from `self`
/// to `end` half-way.
extension Array: Interpolatable where Element: Interpolatable {
  public func interpolated(to end: [Element], fraction: Double) -> [Element] {
    guard count == end.count else { return fraction < 0.5 ? self : end }
    return zip(self, end).map { $0.interpolated(to: $1, fraction: fraction) }
  }
}
