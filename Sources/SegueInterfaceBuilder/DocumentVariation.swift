/// A `<variation>` of a view: which of its constraints and subviews Interface Builder
/// installs for a size class ("Installed" ticked per size class in the inspectors;
/// docs/interface-builder.md, "Size classes").
///
/// Xcode writes a `default` variation listing what the base (any width, any height)
/// leaves out, and one variation per size class that differs, keyed like
/// `widthClass=compact`, `heightClass=regular` or `heightClass=compact-widthClass=regular`,
/// each with `<mask key="constraints">` and `<mask key="subviews">` of `<include>`s and
/// `<exclude>`s naming ids of the view's constraints and subviews.
package struct DocumentVariation: Sendable, Equatable {
  package enum SizeClass: String, Sendable, Equatable { case compact, regular }

  /// The `default` variation: what the base configuration leaves out.
  package var isDefault: Bool
  /// The width and height classes the variation applies to (nil: any).
  package var width: SizeClass?
  package var height: SizeClass?
  package var included: Set<String> = []
  package var excluded: Set<String> = []
  package var line: Int

  /// Reads a variation key; nil when it is not one Xcode writes.
  package static func parse(key: String, line: Int) -> DocumentVariation? {
    if key == "default" { return DocumentVariation(isDefault: true, line: line) }
    var variation = DocumentVariation(isDefault: false, line: line)
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2, let sizeClass = SizeClass(rawValue: pair[1]) else { return nil }
      switch pair[0] {
      case "widthClass": variation.width = sizeClass
      case "heightClass": variation.height = sizeClass
      default: return nil
      }
    }
    return variation.width == nil && variation.height == nil ? nil : variation
  }

  package init(isDefault: Bool, width: SizeClass? = nil, height: SizeClass? = nil, line: Int) {
    self.isDefault = isDefault
    self.width = width
    self.height = height
    self.line = line
  }

  /// Every id a variation of `variations` names: the objects whose installation depends on
  /// the size class.
  package static func managedIDs(_ variations: [DocumentVariation]) -> Set<String> {
    variations.reduce(into: Set<String>()) { $0.formUnion($1.included.union($1.excluded)) }
  }

  /// Whether the object `id` is installed for a width and height class: installed in the
  /// base unless the `default` variation leaves it out; then each variation matching the
  /// classes includes or excludes it, one naming both classes after one naming one, so the
  /// more specific wins (Xcode's size-class inheritance: any → compact/regular → both).
  package static func isInstalled(
    _ id: String, in variations: [DocumentVariation], width: SizeClass, height: SizeClass
  ) -> Bool {
    var installed = !variations.contains { $0.isDefault && $0.excluded.contains(id) }
    let matching = variations.filter {
      !$0.isDefault && ($0.width == nil || $0.width == width) && ($0.height == nil || $0.height == height)
    }
    for variation in matching.sorted(by: { $0.specificity < $1.specificity }) {
      if variation.included.contains(id) { installed = true }
      if variation.excluded.contains(id) { installed = false }
    }
    return installed
  }

  private var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }
}
