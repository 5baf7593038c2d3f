import Foundation

/// Where a point of a curling page goes: the page lies flat from the spine to the fold
/// line, wraps around a cylinder of `radius` (points) whose axis is the fold line, and lies
/// flat again, face down, past half a turn (docs/uikit-behaviour-2.md §17.5).
///
/// Coordinates are along the page's navigation axis, in points from the spine (`u`); `z`
/// is the height above the page's plane, towards the viewer.
struct PageCurlGeometry: Equatable {
  /// The fold line's distance from the spine (points); the page's free edge is at `length`.
  var fold: CGFloat
  /// The cylinder's radius (points).
  var radius: CGFloat
  /// The page's length from the spine to its free edge (points).
  var length: CGFloat
  /// The viewer's distance from the page (points): farther parts scale down by
  /// `eyeDistance / (eyeDistance − z)`.
  var eyeDistance: CGFloat

  /// The page point at `u` after curling: its position along the axis and its height.
  func map(_ u: CGFloat) -> (u: CGFloat, z: CGFloat) {
    guard u > fold, radius > 0 else { return (u, 0) }
    let arc = u - fold
    let angle = arc / radius
    if angle <= .pi { return (fold + radius * sin(angle), radius * (1 - cos(angle))) }
    return (fold - (arc - .pi * radius), 2 * radius)
  }

  /// The turn of the page's surface at `u` (radians): 0 flat face up, π flat face down.
  func angle(at u: CGFloat) -> CGFloat {
    guard u > fold, radius > 0 else { return 0 }
    return min((u - fold) / radius, .pi)
  }

  /// The perspective scale at height `z`.
  func scale(atHeight z: CGFloat) -> CGFloat { eyeDistance / max(eyeDistance - z, 1) }

  /// The farthest the curled page reaches along the axis (points from the spine), where
  /// its shadow on the page below begins.
  var reach: CGFloat {
    guard fold < length else { return length }
    let arc = length - fold
    return arc >= radius * .pi / 2 ? fold + radius : fold + radius * sin(arc / radius)
  }

  /// The fold that turns the page completely over (nothing of it left on the page).
  var turnedFold: CGFloat { -radius }
}
