import Foundation
import SegueInterfaceBuilder

/// Colours, fonts, images and runtime attributes as a document gives them, made into
/// UIKit values (docs/interface-builder.md, "Values").
@MainActor struct ValueDecoding {
  let document: InterfaceBuilderDocument

  func color(_ color: DocumentColor) -> UIColor {
    switch color {
    case .rgb(let red, let green, let blue, let alpha, _):
      return UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    case .white(let white, let alpha): return UIColor(white: CGFloat(white), alpha: CGFloat(alpha))
    case .system(let name):
      if let system = Self.systemColor(name) { return system }
      if let resolved = document.namedColors[name], resolved != color { return self.color(resolved) }
      return .label
    case .named(let name):
      // The document carries the catalog colour's value in `<resources>`.
      if let resolved = document.namedColors[name], resolved != color { return self.color(resolved) }
      return .label
    }
  }

  /// UIKit's system colour for a document's name (`systemBlueColor`, `labelColor`, the
  /// older `groupTableViewBackgroundColor`).
  static func systemColor(_ name: String) -> UIColor? {
    let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
    return systemColors[base]
  }

  static let systemColors: [String: UIColor] = [
    "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow,
    "systemGreen": .systemGreen, "systemMint": .systemMint, "systemTeal": .systemTeal, "systemCyan": .systemCyan,
    "systemBlue": .systemBlue, "systemIndigo": .systemIndigo, "systemPurple": .systemPurple, "systemPink": .systemPink,
    "systemBrown": .systemBrown, "tint": .tintColor, "link": .link, "systemGray": .systemGray,
    "systemGray2": .systemGray2, "systemGray3": .systemGray3, "systemGray4": .systemGray4,
    "systemGray5": .systemGray5, "systemGray6": .systemGray6, "systemBackground": .systemBackground,
    "secondarySystemBackground": .secondarySystemBackground, "tertiarySystemBackground": .tertiarySystemBackground,
    "systemGroupedBackground": .systemGroupedBackground,
    "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
    "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground, "label": .label,
    "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel,
    "placeholderText": .placeholderText, "separator": .separator, "opaqueSeparator": .opaqueSeparator,
    "systemFill": .systemFill, "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
    "quaternarySystemFill": .quaternarySystemFill, "clear": .clear, "black": .black, "white": .white,
    "darkGray": .darkGray, "gray": .gray, "lightGray": .lightGray, "red": .red, "green": .green, "blue": .blue,
    "orange": .orange, "yellow": .yellow, "purple": .purple, "cyan": .cyan, "magenta": .magenta, "brown": .brown,
    "darkText": .darkText, "lightText": .lightText, "groupTableViewBackground": .systemGroupedBackground,
    "tableCellGroupedBackground": .secondarySystemGroupedBackground,
  ]

  func font(_ font: DocumentFont) -> UIFont {
    switch font {
    case .textStyle(let style): return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
    case .system(let size, let weight, let bold, let italic):
      if bold { return .boldSystemFont(ofSize: CGFloat(size)) }
      if italic { return .italicSystemFont(ofSize: CGFloat(size)) }
      return .systemFont(ofSize: CGFloat(size), weight: weight.flatMap { Self.weights[$0] } ?? .regular)
    case .named(let name, _, let size):
      return UIFont(name: name, size: CGFloat(size)) ?? .systemFont(ofSize: CGFloat(size))
    }
  }

  static let weights: [String: UIFont.Weight] = [
    "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
    "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
  ]

  /// An image by name: an SF Symbol (`catalog="system"`), else `UIImage(named:)`.
  func image(_ name: String, system: Bool) -> UIImage? {
    if system { return UIImage(systemName: name) }
    return UIImage(named: name) ?? UIImage(systemName: name)
  }

  // MARK: Runtime attributes

  /// Sets `<userDefinedRuntimeAttributes>`: UIKit sets them with key-value coding; Segue
  /// knows the key paths people use (layer corners, borders and shadows, a view's own
  /// properties below) and reports any other once.
  func applyRuntimeAttributes(_ object: DocumentObject, to view: UIView, in instantiation: NibInstantiation) {
    for attribute in object.runtimeAttributes {
      if !set(attribute, on: view) {
        document.warn(
          "the runtime attribute \"\(attribute.keyPath)\" is not one Segue sets (it knows layer.cornerRadius, layer.borderWidth, layer.borderColor, layer.masksToBounds, layer.shadow…, alpha, tag, accessibilityIdentifier); set it in awakeFromNib() instead",
          line: attribute.line)
      }
    }
  }

  private func set(_ attribute: DocumentRuntimeAttribute, on view: UIView) -> Bool {
    let layer = view.layer
    switch (attribute.keyPath, attribute.value) {
    case ("layer.cornerRadius", .number(let value)), ("cornerRadius", .number(let value)):
      layer.cornerRadius = CGFloat(value)
    case ("layer.borderWidth", .number(let value)): layer.borderWidth = CGFloat(value)
    case ("layer.borderColor", .color(let value)), ("layer.borderUIColor", .color(let value)):
      layer.borderColor = color(value).cgColor
    case ("layer.masksToBounds", .boolean(let value)): layer.masksToBounds = value
    case ("layer.shadowOpacity", .number(let value)): layer.shadowOpacity = Float(value)
    case ("layer.shadowRadius", .number(let value)): layer.shadowRadius = CGFloat(value)
    case ("layer.shadowOffset", .size(let value)): layer.shadowOffset = value
    case ("layer.shadowColor", .color(let value)): layer.shadowColor = color(value).cgColor
    case ("layer.opacity", .number(let value)): layer.opacity = Float(value)
    case ("alpha", .number(let value)): view.alpha = CGFloat(value)
    case ("tag", .number(let value)): view.tag = Int(value)
    case ("accessibilityIdentifier", .string(let value)): view.accessibilityIdentifier = value
    case ("clipsToBounds", .boolean(let value)): view.clipsToBounds = value
    default: return false
    }
    return true
  }
}
