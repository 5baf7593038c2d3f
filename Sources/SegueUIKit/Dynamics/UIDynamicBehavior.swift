import Foundation
import SegueAnimation

/// What a `UIDynamicAnimator` runs: a behavior of UIKit's (gravity, collision, attachment,
/// push, snap, item properties) or a composite of child behaviors (UIKit's
/// `UIDynamicBehavior`). Subclass it to group behaviors with `addChildBehavior(_:)`; the
/// animator runs every child, and `action` after each frame's simulation.
@preconcurrency @MainActor open class UIDynamicBehavior: NSObject {
  /// The behaviors this one is made of, in order of addition.
  open private(set) var childBehaviors: [UIDynamicBehavior] = []
  private weak var parent: UIDynamicBehavior?
  /// Called on every frame the animator runs, after the items moved.
  open var action: (() -> Void)?
  private weak var animator: UIDynamicAnimator?

  public override init() { super.init() }

  /// The animator this behavior (or the behavior it is a child of) was added to.
  open var dynamicAnimator: UIDynamicAnimator? { animator ?? parent?.dynamicAnimator }

  /// Adds `behavior` as a child (a behavior that already has a parent is moved here).
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else { return }
    behavior.parent?.removeChildBehavior(behavior)
    childBehaviors.append(behavior)
    behavior.parent = self
    if let animator = dynamicAnimator { behavior.willMove(to: animator) }
    behaviorDidChange()
  }

  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    if dynamicAnimator != nil { behavior.willMove(to: nil) }
    childBehaviors.remove(at: index)
    behavior.parent = nil
    behaviorDidChange()
  }

  /// Called when the behavior is added to an animator (`dynamicAnimator` non-nil) or removed
  /// from one (nil). Subclasses that override it call super.
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  /// Records the animator the behavior was added to (nil when removed).
  func attach(to animator: UIDynamicAnimator?) {
    notifyMove(to: animator)
    self.animator = animator
  }

  private func notifyMove(to animator: UIDynamicAnimator?) {
    willMove(to: animator)
    for child in childBehaviors { child.notifyMove(to: animator) }
  }

  /// This behavior and its descendants, parents first.
  var flattened: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.flattened) }

  /// Wakes the animator: what the simulation does changed (docs/uikit-behaviour-2.md §23.5).
  func behaviorDidChange() { dynamicAnimator?.behaviorsDidChange() }

  // MARK: - What the engine asks of a behavior

  /// The items this behavior moves (the animator makes a body for each).
  var dynamicItems: [any UIDynamicItem] { [] }

  /// Sets what this behavior decides about its items' bodies before a step (materials).
  func configure(_ world: DynamicsWorld) {}

  /// Adds this behavior's forces and impulses for a step of `step` seconds.
  func applyForces(in world: DynamicsWorld, step: CGFloat) {}

  /// The constraints this behavior adds for one step, built where the bodies are now.
  func constraints(in world: DynamicsWorld) -> [any DynamicsConstraint] { [] }

  /// Called after each step with the step's constraints (contact reports).
  func stepDidEnd(in world: DynamicsWorld) {}
}

/// Whether two dynamic items are the same object.
@MainActor func isSameItem(_ a: any UIDynamicItem, _ b: any UIDynamicItem) -> Bool { a === b }

/// `items` without duplicates, in order.
@MainActor func uniqueItems(_ items: [any UIDynamicItem]) -> [any UIDynamicItem] {
  var seen: Set<ObjectIdentifier> = []
  return items.filter { seen.insert(ObjectIdentifier($0)).inserted }
}
