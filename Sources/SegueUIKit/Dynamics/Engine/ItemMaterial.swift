import Foundation
import SegueAnimation

/// The physical properties a `UIDynamicItemBehavior` gives its items; an item in none has
/// UIKit's defaults (docs/uikit-behaviour-2.md §23.2).
struct ItemMaterial: Equatable {
  /// 0 (no bounce) … 1 (a fully elastic collision).
  var elasticity: CGFloat = 0
  /// 0 (surfaces slide freely) and up: the Coulomb coefficient of a contact.
  var friction: CGFloat = 0
  /// Mass per area: an item's mass is its bounds' area (points²) × density ÷ 10 000.
  var density: CGFloat = 1
  /// Linear damping, per second: velocity is scaled by 1 ÷ (1 + resistance × Δt) each step.
  var resistance: CGFloat = 0
  /// Angular damping, per second, like `resistance`.
  var angularResistance: CGFloat = 0
  var allowsRotation = true
  /// An anchored item takes part in collisions but never moves.
  var isAnchored = false
}
