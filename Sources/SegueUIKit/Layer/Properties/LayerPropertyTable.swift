import Foundation

/// The properties a layer class has, by key, and every animatable key path they answer
/// to. `CALayer` has `LayerPropertyTable.core`; a subclass that declares properties
/// overrides `CALayer.propertyTable` with a table inheriting its superclass's.
@MainActor package final class LayerPropertyTable {
  private let properties: [String: any AnyLayerProperty]
  private let targets: [String: any LayerAnimationTarget]

  /// A table of `parent`'s properties and `declared` (a declared key replaces the
  /// parent's property of the same key).
  package init(inheriting parent: LayerPropertyTable? = nil, _ declared: [any AnyLayerProperty]) {
    var properties = parent?.properties ?? [:]
    var targets = parent?.targets ?? [:]
    for property in declared {
      properties[property.key] = property
      for (keyPath, target) in property.animation?.keyPaths ?? [] { targets[keyPath] = target }
    }
    self.properties = properties
    self.targets = targets
  }

  /// The property named `key` ("opacity", "hidden"), or nil.
  package func property(forKey key: String) -> (any AnyLayerProperty)? { properties[key] }

  /// The animatable property named `key`, or nil (unknown or not animatable).
  package func animatableProperty(forKey key: String) -> (any AnimatableLayerProperty)? {
    properties[key]?.animation
  }

  /// Where an animation of `keyPath` ("position", "position.x", "transform.rotation.z")
  /// lands, or nil when no property answers to it (the animation then changes nothing).
  package func target(forKeyPath keyPath: String) -> (any LayerAnimationTarget)? { targets[keyPath] }
}
