import Foundation
import SegueAnimation

/// UIKit's colour: straight sRGB components in [0, 1], or a dynamic colour whose value
/// depends on a trait collection (`init(dynamicProvider:)`; the system colours are dynamic,
/// with iOS's light and dark values, docs/uikit-behaviour-2.md §7.6).
///
/// A dynamic colour resolves when it reaches a layer: a view resolves it with its own
/// `traitCollection` and again after a trait change; `cgColor` resolves it with
/// `UITraitCollection.current`.
public final class UIColor: NSObject, @unchecked Sendable {
  private let fixed: CGColor?
  private let provider: (@Sendable (UITraitCollection) -> UIColor)?

  /// The colour as Core Graphics sees it; a dynamic colour resolved with
  /// `UITraitCollection.current`.
  public var cgColor: CGColor { fixed ?? resolvedColor(with: UITraitCollection.current).cgColor }

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    fixed = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    provider = nil
  }

  public init(white: CGFloat, alpha: CGFloat) {
    fixed = CGColor(gray: white, alpha: alpha)
    provider = nil
  }

  public init(cgColor: CGColor) {
    fixed = cgColor
    provider = nil
  }

  /// A dynamic colour: `dynamicProvider` returns the colour for a trait collection (iOS 13).
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    fixed = nil
    provider = dynamicProvider
  }

  /// The colour for `traitCollection`: itself for a fixed colour, the provider's colour
  /// (resolved further if that is dynamic too) for a dynamic one.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    guard let provider else { return self }
    var resolved = provider(traitCollection)
    var depth = 0
    while let next = resolved.provider, depth < 8 {
      resolved = next(traitCollection)
      depth += 1
    }
    return resolved.provider == nil ? resolved : .clear
  }

  /// Whether the colour depends on traits.
  var isDynamic: Bool { provider != nil }

  /// The colour with a new alpha (0…1); a dynamic colour stays dynamic.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    guard fixed == nil else {
      let c = cgColor
      return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }
    return UIColor { [self] traits in resolvedColor(with: traits).withAlphaComponent(alpha) }
  }

  /// UIKit's `getRed(_:green:blue:alpha:)`; always succeeds for RGB colours (a dynamic colour
  /// reports its value for `UITraitCollection.current`).
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = cgColor
    red?.pointee = c.red
    green?.pointee = c.green
    blue?.pointee = c.blue
    alpha?.pointee = c.alpha
    return true
  }

  /// Fixed colours are equal by components (UIKit compares colours in one colour space by
  /// value); a dynamic colour equals only itself.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if let fixed, let theirs = other.fixed { return fixed == theirs }
    return other === self
  }
  public override var hash: Int { fixed?.hashValue ?? ObjectIdentifier(self).hashValue }
  public override var description: String {
    guard let c = fixed else { return "UIColor(dynamic)" }
    return "UIColor(\(c.red), \(c.green), \(c.blue), \(c.alpha))"
  }

  static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
    UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
  }

  // Fixed colours.
  public static let clear = UIColor(white: 0, alpha: 0)
  public static let black = UIColor(white: 0, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let darkText = UIColor(white: 0, alpha: 1)
  public static let lightText = UIColor(white: 1, alpha: 0.6)

  /// The colour with `light` in the light (and unspecified) style and `dark` in the dark
  /// one; `elevatedDark` on an elevated level in dark (sheets and popovers).
  static func dynamic(light: UIColor, dark: UIColor, elevatedDark: UIColor? = nil) -> UIColor {
    UIColor { traits in
      guard traits.userInterfaceStyle == .dark else { return light }
      if let elevatedDark, traits.userInterfaceLevel == .elevated { return elevatedDark }
      return dark
    }
  }
}
