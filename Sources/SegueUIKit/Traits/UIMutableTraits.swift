import Foundation

/// A mutable set of trait values (iOS 17): what `UITraitCollection(mutations:)` hands its
/// closure and what `traitOverrides` is. Each system trait has a property; custom traits
/// are read and written with the subscript (`traits[ThemeTrait.self]`).
public protocol UIMutableTraits {
  /// The value of `trait`, or its `defaultValue` when the container does not set it.
  subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { self[UITraitUserInterfaceStyle.self] }
    set { self[UITraitUserInterfaceStyle.self] = newValue }
  }
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { self[UITraitLayoutDirection.self] }
    set { self[UITraitLayoutDirection.self] = newValue }
  }
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { self[UITraitPreferredContentSizeCategory.self] }
    set { self[UITraitPreferredContentSizeCategory.self] = newValue }
  }
  /// Pixels per point.
  public var displayScale: CGFloat {
    get { self[UITraitDisplayScale.self] }
    set { self[UITraitDisplayScale.self] = newValue }
  }
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { self[UITraitHorizontalSizeClass.self] }
    set { self[UITraitHorizontalSizeClass.self] = newValue }
  }
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { self[UITraitVerticalSizeClass.self] }
    set { self[UITraitVerticalSizeClass.self] = newValue }
  }
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { self[UITraitUserInterfaceIdiom.self] }
    set { self[UITraitUserInterfaceIdiom.self] = newValue }
  }
  public var userInterfaceLevel: UIUserInterfaceLevel {
    get { self[UITraitUserInterfaceLevel.self] }
    set { self[UITraitUserInterfaceLevel.self] = newValue }
  }
  public var accessibilityContrast: UIAccessibilityContrast {
    get { self[UITraitAccessibilityContrast.self] }
    set { self[UITraitAccessibilityContrast.self] = newValue }
  }
  public var legibilityWeight: UILegibilityWeight {
    get { self[UITraitLegibilityWeight.self] }
    set { self[UITraitLegibilityWeight.self] = newValue }
  }
}

/// The trait overrides of a view, view controller or presentation controller (iOS 17):
/// values that replace the inherited ones for the object and everything below it. Setting a
/// trait to any value (its default included) overrides it; `remove(_:)` stops overriding.
public struct UITraitOverrides: UIMutableTraits, CustomStringConvertible {
  var values = TraitValues(keepsDefaults: true)

  public init() {}

  public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
    get { values[trait] }
    set { values[trait] = newValue }
  }

  /// Whether `trait` is overridden.
  public func contains(_ trait: UITrait) -> Bool { values.contains(trait) }

  /// Stops overriding `trait`.
  public mutating func remove(_ trait: UITrait) { values.remove(trait) }

  public var description: String { "UITraitOverrides(\(values.description))" }
}

/// Trait values by trait type: the storage of collections and overrides. A collection
/// drops a value equal to the trait's default (it is then unspecified, as in UIKit);
/// overrides keep it.
struct TraitValues: UIMutableTraits, @unchecked Sendable {
  struct Entry {
    let name: String
    let value: Any
    let matches: (Any) -> Bool
    /// Whether the value is the trait's default.
    let isDefault: Bool
    /// The trait's `affectsColorAppearance`.
    let affectsColor: Bool
  }
  private(set) var entries: [ObjectIdentifier: Entry] = [:]
  let keepsDefaults: Bool

  init(keepsDefaults: Bool = false) { self.keepsDefaults = keepsDefaults }

  subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
    get { (entries[ObjectIdentifier(trait)]?.value as? T.Value) ?? T.defaultValue }
    set {
      let matches = Self.matcher(for: newValue)
      let isDefault = matches(T.defaultValue)
      if !keepsDefaults && isDefault {
        entries[ObjectIdentifier(trait)] = nil
      } else {
        entries[ObjectIdentifier(trait)] = Entry(
          name: T.name, value: newValue, matches: matches, isDefault: isDefault,
          affectsColor: T.affectsColorAppearance)
      }
    }
  }

  func contains(_ trait: UITrait) -> Bool { entries[ObjectIdentifier(trait)] != nil }
  mutating func remove(_ trait: UITrait) { entries[ObjectIdentifier(trait)] = nil }

  /// `other`'s values replace these.
  mutating func apply(_ other: TraitValues) {
    for (key, entry) in other.entries {
      entries[key] = !keepsDefaults && entry.isDefault ? nil : entry
    }
  }

  /// Whether both hold the same traits with equal values (values that are not `Hashable`
  /// never compare equal).
  func hasSameValues(as other: TraitValues) -> Bool {
    guard entries.count == other.entries.count else { return false }
    for (key, entry) in entries {
      guard let theirs = other.entries[key], entry.matches(theirs.value) else { return false }
    }
    return true
  }

  /// Whether the trait `key` differs between the two.
  func differs(from other: TraitValues, in key: ObjectIdentifier) -> Bool {
    switch (entries[key], other.entries[key]) {
    case (nil, nil): false
    case (let mine?, let theirs?): !mine.matches(theirs.value)
    default: true
    }
  }

  /// Whether the trait `key` (held by either) affects colour appearance.
  func affectsColorAppearance(_ key: ObjectIdentifier, or other: TraitValues) -> Bool {
    (entries[key] ?? other.entries[key])?.affectsColor ?? false
  }

  var keys: Set<ObjectIdentifier> { Set(entries.keys) }

  var description: String {
    entries.values.map { "\($0.name) = \($0.value)" }.sorted().joined(separator: "; ")
  }

  private static func matcher<V>(for value: V) -> (Any) -> Bool {
    guard let hashable = value as? AnyHashable else { return { _ in false } }
    return { other in (other as? AnyHashable) == hashable }
  }
}
