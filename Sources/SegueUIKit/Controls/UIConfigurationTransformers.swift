import Foundation

/// A function from one colour to another, which a configuration applies to the colour it
/// resolved (UIKit, iOS 14): `configuration.imageColorTransformer = .grayscale`.
public struct UIConfigurationColorTransformer: Sendable {
  /// The function.
  public let transform: @Sendable (UIColor) -> UIColor

  /// A transformer that applies `transform`.
  public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
    self.transform = transform
  }

  /// `transform(color)`.
  public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

  /// The colour's luminance as a grey of the same alpha (Rec. 709 weights,
  /// 0.2126 R + 0.7152 G + 0.0722 B, ITU-R BT.709-6 §3.2).
  /// A dynamic colour stays dynamic: each appearance is turned grey on its own.
  public static let grayscale = UIConfigurationColorTransformer { color in
    UIColor { traits in
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      return UIColor(white: 0.2126 * red + 0.7152 * green + 0.0722 * blue, alpha: alpha)
    }
  }

  /// The system's tint in place of any colour. UIKit resolves the view's own tint here; a
  /// transformer has no view in Segue, so this is `.systemBlue`, the default tint.
  public static let preferredTint = UIConfigurationColorTransformer { _ in .systemBlue }

  /// The system's tint at the colour's alpha (as `preferredTint`, `.systemBlue`).
  public static let monochromeTint = UIConfigurationColorTransformer { color in
    UIColor.systemBlue.withAlphaComponent(color.cgColor.alpha)
  }
}

/// A function from one set of text attributes to another, which a button configuration
/// applies to its title's or subtitle's attributes (UIKit, iOS 15):
///
/// ```swift
/// configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
///   var outgoing = incoming
///   outgoing.font = .boldSystemFont(ofSize: 20)
///   return outgoing
/// }
/// ```
public struct UIConfigurationTextAttributesTransformer: Sendable {
  /// The function.
  public let transform: @Sendable (AttributeContainer) -> AttributeContainer

  /// A transformer that applies `transform`.
  public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  /// `transform(container)`.
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
