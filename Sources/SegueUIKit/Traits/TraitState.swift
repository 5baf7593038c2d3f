import Foundation

/// A view's or controller's trait bookkeeping: its overrides, the collection it last
/// reported (`traitCollectionDidChange`'s previous one) and its registrations; a view also
/// caches its collection and carries the flags of the next trait update.
@MainActor final class TraitState {
  var overrides = UITraitOverrides()
  /// The collection last reported; at first the one current when the object was made (UIKit
  /// gives a new view the current traits, so joining an equal environment reports nothing).
  var reported: UITraitCollection
  /// A view's collection, until something it inherits from changes.
  var cached: UITraitCollection?
  /// What a view without a superview inherits: the current traits when it was made, then
  /// the ones it had when it was removed.
  var detachedBase: UITraitCollection
  /// Whether the view's collection may have changed since it last reported.
  var needsUpdate = false
  /// Whether a descendant's may have.
  var subtreeNeedsUpdate = false
  /// A view's background colour as set (dynamic colours stay dynamic; the layer holds the
  /// resolved value).
  var backgroundColor: UIColor?
  /// A view's `semanticContentAttribute`.
  var semanticContentAttribute = UISemanticContentAttribute.unspecified
  private(set) lazy var registry = TraitChangeRegistry()
  var hasRegistrations: Bool { !registry.registrations.isEmpty }

  init() {
    let current = UITraitCollection.current
    reported = current
    detachedBase = current
  }
}
