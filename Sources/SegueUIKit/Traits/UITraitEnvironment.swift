import Foundation

/// An object with a trait collection that follows its environment: views and view
/// controllers. `traitCollectionDidChange(_:)` (deprecated in iOS 17 in favour of
/// `registerForTraitChanges`, still called) runs after a change, parents before children,
/// before the next layout (docs/uikit-behaviour-2.md §7.5).
@preconcurrency @MainActor public protocol UITraitEnvironment: NSObjectProtocol {
  var traitCollection: UITraitCollection { get }
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A registration `registerForTraitChanges(_:handler:)` returns; pass it to
/// `unregisterForTraitChanges(_:)` to stop observing.
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// Objects that run code when chosen traits change (iOS 17).
@preconcurrency @MainActor public protocol UITraitChangeObservable {
  /// What a registration runs: the changed environment and its previous collection.
  typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

  /// Runs `handler` whenever one of `traits` changes in the object's trait collection, with
  /// `UITraitCollection.current` set to the new collection.
  @discardableResult
  func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration

  /// Stops a registration.
  func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One registered observation.
@MainActor final class TraitChangeRegistration: NSObject, UITraitChangeRegistration {
  let traits: [UITrait]
  let handler: (AnyObject, UITraitCollection) -> Void

  init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
    self.traits = traits
    self.handler = handler
  }
}

/// The registrations of one environment, in the order made.
@MainActor final class TraitChangeRegistry {
  private(set) var registrations: [TraitChangeRegistration] = []

  func add<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> TraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits) { environment, previous in
      guard let environment = environment as? Environment else { return }
      handler(environment, previous)
    }
    registrations.append(registration)
    return registration
  }

  func remove(_ registration: any UITraitChangeRegistration) {
    registrations.removeAll { $0 === registration }
  }

  /// Runs the registrations observing a trait that differs between the collections.
  func notify(_ environment: AnyObject, previous: UITraitCollection, current: UITraitCollection) {
    for registration in registrations where current.differs(from: previous, in: registration.traits) {
      registration.handler(environment, previous)
    }
  }
}

/// Objects whose text-style fonts follow the Dynamic Type size (`UILabel`).
@preconcurrency @MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
