import Foundation

extension UIViewController: UITraitEnvironment, UITraitChangeObservable {
  /// What the controller inherits: the traits of its view's superview, else its parent's,
  /// else its presenter's, else the screen's.
  var inheritedTraitCollection: UITraitCollection {
    if let superview = viewIfLoaded?.superview { return superview.traitCollection }
    if let parent { return parent.traitCollection }
    if let presentingViewController { return presentingViewController.traitCollection }
    return viewIfLoaded?.traitState.detachedBase ?? UITraitCollection.current
  }

  /// Reports a change of the controller's collection (its root view's update calls it first).
  func reportTraitChange() {
    let current = traitCollection
    let previous = traitState.reported
    guard previous != current else { return }
    traitState.reported = current
    current.performAsCurrent {
      traitCollectionDidChange(previous)
      if traitState.hasRegistrations { traitState.registry.notify(self, previous: previous, current: current) }
    }
  }

  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    traitState.registry.add(traits, handler: handler)
  }

  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitState.registry.remove(registration)
  }
}
