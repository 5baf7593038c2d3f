import Foundation
import SegueAnimation

/// The numbers of the zoom's motion (docs/uikit-behaviour-2.md §5.3, §5.4, §5.6): the springs
/// (mass 1) fitted to iOS 26 by the swift_transitions project [R, T33], how the held page
/// shrinks with the drag, and the release decisions.
enum ZoomDismissPhysics {
  /// Zooming in: a 0.5 s spring without bounce (stiffness 157.9, damping 25.1).
  static let zoomIn = UISpringTimingParameters(mass: 1, stiffness: 157.9, damping: 25.1, initialVelocity: .zero)
  /// Landing on the source (a committed dismissal, and the back button's zoom out):
  /// ω 15 rad/s, ζ 0.75 (stiffness 225, damping 22.5).
  static let landing = UISpringTimingParameters(mass: 1, stiffness: 225, damping: 22.5, initialVelocity: .zero)
  /// Back to full screen after a cancelled drag: ω 22 rad/s, ζ 0.9 (stiffness 484, damping 39.6).
  static let cancel = UISpringTimingParameters(mass: 1, stiffness: 484, damping: 39.6, initialVelocity: .zero)

  /// The scale the held page tends to and never reaches.
  static let smallestScale: CGFloat = 0.37
  /// Scale lost per page height of travel while linear.
  static let shrinkRate: CGFloat = 0.67
  /// Travel (page heights) up to which the scale is linear.
  static let linearTravel: CGFloat = 0.52
  /// Sideways, the page follows the finger at this fraction of its movement.
  static let sidewaysFollow: CGFloat = 0.56
  /// A release commits when the page's scale, projected this far ahead (seconds), is below
  /// `commitScale`.
  static let projection: TimeInterval = 0.12
  static let commitScale: CGFloat = 0.905
  /// A pinch commits when released below this scale (no projection).
  static let pinchCommitScale: CGFloat = 0.5

  /// The held page's scale after `travel` page heights: 1 − 0.67·travel up to 0.52, then
  /// s₀ − (s₀ − 0.37)·(1 − e^(−0.67·(travel − 0.52)/(s₀ − 0.37))) with s₀ = 1 − 0.67·0.52, which
  /// continues the line with the same slope and tends to 0.37 (the rubber band's form is our
  /// choice; T33 gives the limit).
  static func scale(travel: CGFloat) -> CGFloat {
    let t = max(travel, 0)
    let knee = 1 - shrinkRate * linearTravel
    guard t > linearTravel else { return 1 - shrinkRate * t }
    let room = knee - smallestScale
    return smallestScale + room * CGFloat(exp(-Double(shrinkRate * (t - linearTravel) / room)))
  }

  /// Travel, in page heights, of a drag by `translation` on a page of `size` (points): the
  /// larger of the downward travel in heights and the travel towards the trailing edge in
  /// widths (`translation.x` measured that way; a drag up or towards the leading edge does
  /// not shrink the page).
  static func travel(translation: CGPoint, size: CGSize) -> CGFloat {
    max(translation.y / max(size.height, 1), translation.x / max(size.width, 1), 0)
  }

  /// Whether releasing a drag at `translation` moving at `velocity` (points per second)
  /// dismisses: the scale at the travel projected 0.12 s ahead is below 0.905.
  static func commits(translation: CGPoint, velocity: CGPoint, size: CGSize) -> Bool {
    let ahead = CGPoint(
      x: translation.x + velocity.x * CGFloat(projection), y: translation.y + velocity.y * CGFloat(projection))
    return scale(travel: travel(translation: ahead, size: size)) < commitScale
  }
}
