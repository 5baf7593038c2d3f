import Foundation

/// UIKit's trait collection: an immutable set of environment traits — light or dark
/// appearance, layout direction, Dynamic Type size, display scale, size classes, idiom —
/// that windows pass down to view controllers and views (docs/uikit-behaviour-2.md §7).
///
/// A trait a collection does not specify has its trait's default value (`.unspecified` for
/// the system traits; a dynamic colour resolves an unspecified style as light).
open class UITraitCollection: NSObject, @unchecked Sendable {
  let values: TraitValues

  init(values: TraitValues) {
    var stored = TraitValues()
    stored.apply(values)
    self.values = stored
    super.init()
  }

  /// A collection that specifies no trait.
  public override convenience init() { self.init(values: TraitValues()) }

  /// A collection whose traits are set by `mutations` (iOS 17).
  public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
    self.init(values: Self.mutate(TraitValues(), mutations))
  }

  /// The traits of every collection, later ones replacing earlier ones' values for the traits
  /// they specify.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var merged = TraitValues()
    for collection in traitCollections { merged.apply(collection.values) }
    self.init(values: merged)
  }

  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init { $0.userInterfaceStyle = userInterfaceStyle }
  }
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init { $0.layoutDirection = layoutDirection }
  }
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
  }
  /// - Parameter scale: pixels per point.
  public convenience init(displayScale scale: CGFloat) {
    self.init { $0.displayScale = scale }
  }
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init { $0.horizontalSizeClass = horizontalSizeClass }
  }
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init { $0.verticalSizeClass = verticalSizeClass }
  }
  public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
    self.init { $0.userInterfaceIdiom = idiom }
  }
  public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
    self.init { $0.userInterfaceLevel = userInterfaceLevel }
  }
  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    self.init { $0.accessibilityContrast = accessibilityContrast }
  }
  public convenience init(legibilityWeight: UILegibilityWeight) {
    self.init { $0.legibilityWeight = legibilityWeight }
  }

  /// A copy with the traits `mutations` sets changed (iOS 17).
  open func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
    UITraitCollection(values: Self.mutate(values, mutations))
  }

  /// A copy with `overrides` applied (an environment's own overrides over what it inherits).
  func applying(_ overrides: UITraitOverrides) -> UITraitCollection {
    guard !overrides.values.entries.isEmpty else { return self }
    var merged = values
    merged.apply(overrides.values)
    return UITraitCollection(values: merged)
  }

  private static func mutate(_ start: TraitValues, _ mutations: (inout any UIMutableTraits) -> Void) -> TraitValues {
    var traits: any UIMutableTraits = start
    mutations(&traits)
    if let values = traits as? TraitValues { return values }
    // The closure replaced the container with its own type: read the system traits back.
    var copied = TraitValues()
    copied.userInterfaceStyle = traits.userInterfaceStyle
    copied.layoutDirection = traits.layoutDirection
    copied.preferredContentSizeCategory = traits.preferredContentSizeCategory
    copied.displayScale = traits.displayScale
    copied.horizontalSizeClass = traits.horizontalSizeClass
    copied.verticalSizeClass = traits.verticalSizeClass
    copied.userInterfaceIdiom = traits.userInterfaceIdiom
    copied.userInterfaceLevel = traits.userInterfaceLevel
    copied.accessibilityContrast = traits.accessibilityContrast
    copied.legibilityWeight = traits.legibilityWeight
    return copied
  }

  // MARK: Traits

  /// The value of `trait` (its default when the collection does not specify it).
  public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value { values[trait] }

  open var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
  open var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
  open var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
  /// Pixels per point (0 when unspecified).
  open var displayScale: CGFloat { values.displayScale }
  open var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
  open var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
  open var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
  open var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }
  open var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
  open var legibilityWeight: UILegibilityWeight { values.legibilityWeight }

  /// Whether every trait `trait` specifies has the same value here.
  open func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    for key in trait.values.keys where values.differs(from: trait.values, in: key) { return false }
    return true
  }

  /// Whether a dynamic colour may resolve differently with `trait`: a trait that affects
  /// colour appearance (style, level, contrast, idiom, scale, or a custom one declaring so)
  /// differs. Nil compares as a collection that specifies nothing.
  open func hasDifferentColorAppearance(comparedTo trait: UITraitCollection?) -> Bool {
    let other = trait?.values ?? TraitValues()
    return values.keys.union(other.keys).contains { key in
      values.affectsColorAppearance(key, or: other) && values.differs(from: other, in: key)
    }
  }

  /// Whether the collections differ in any of `traits` (registrations observe these).
  func differs(from other: UITraitCollection, in traits: [UITrait]) -> Bool {
    traits.contains { values.differs(from: other.values, in: ObjectIdentifier($0)) }
  }

  // MARK: Current

  private static let currentKey = "SegueUITraitCollectionCurrent"

  /// The collection dynamic colours resolve with when no collection is given (`cgColor`):
  /// UIKit sets it to the environment's collection around `layoutSubviews()`,
  /// `traitCollectionDidChange(_:)`, trait-change handlers and the controller's layout
  /// callbacks; elsewhere it is the last value set on this thread, else the traits of the
  /// running host's screen (docs/uikit-behaviour-2.md §7.5). Per thread, as in UIKit.
  open class var current: UITraitCollection {
    get {
      if let set = Thread.current.threadDictionary[currentKey] as? UITraitCollection { return set }
      // The main actor runs on the main thread, or on the main queue's worker under
      // `dispatchMain` (the window); any other thread has no screen to ask.
      guard Thread.isMainThread || DispatchQueue.getSpecific(key: ScreenTraits.mainQueueKey) != nil else {
        return ScreenTraits.unattached
      }
      return MainActor.assumeIsolated { FrameLoop.current?.screenTraits ?? ScreenTraits.unattached }
    }
    set { Thread.current.threadDictionary[currentKey] = newValue }
  }

  /// Runs `actions` with `current` set to this collection, restoring the previous value after.
  open func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let dictionary = Thread.current.threadDictionary
    let previous = dictionary[Self.currentKey]
    dictionary[Self.currentKey] = self
    defer { dictionary[Self.currentKey] = previous }
    try actions()
  }

  /// `performAsCurrent` returning the closure's value (used by Segue's own resolution).
  func asCurrent<R>(_ body: () throws -> R) rethrows -> R {
    let dictionary = Thread.current.threadDictionary
    let previous = dictionary[Self.currentKey]
    dictionary[Self.currentKey] = self
    defer { dictionary[Self.currentKey] = previous }
    return try body()
  }

  // MARK: NSObject

  /// Equal when both specify the same traits with equal values.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return other === self || values.hasSameValues(as: other.values)
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(values.keys)
    return hasher.finalize()
  }

  open override var description: String { "<UITraitCollection: \(values.description)>" }
}
