import Foundation

/// The blur radius, saturation and tint of each `UIBlurEffect.Style` in one appearance:
/// the table of docs/uikit-behaviour-drawing.md §12.1. `.light`, `.extraLight` and `.dark`
/// are Apple's published values (the WWDC 2013 `UIImage+ImageEffects` sample); the others
/// are approximations inferred from observation, ordered as the Human Interface Guidelines
/// order the materials' thickness.
struct BlurMaterial: Equatable {
  /// σ of the Gaussian, points.
  var blurRadius: Double
  var saturation: Double
  /// Grey level (0 black … 1 white) and alpha of the tint composited over the blur.
  var tintWhite: Double
  var tintAlpha: Double

  /// The material of `style` shown with `userInterfaceStyle` (unspecified reads as light).
  init(style: UIBlurEffect.Style, userInterfaceStyle: UIUserInterfaceStyle) {
    let dark = userInterfaceStyle == .dark
    switch style {
    case .extraLight: self = Self(20, 1.8, 0.97, 0.82)
    case .light: self = Self(30, 1.8, 1, 0.3)
    case .dark: self = Self(20, 1.8, 0.11, 0.73)
    case .regular: self = dark ? Self(20, 1.8, 0.11, 0.73) : Self(30, 1.8, 1, 0.3)
    case .prominent: self = dark ? Self(20, 1.8, 0.11, 0.82) : Self(20, 1.8, 0.97, 0.82)
    case .systemUltraThinMaterial: self = dark ? Self.ultraThinDark : Self.ultraThinLight
    case .systemThinMaterial: self = dark ? Self.thinDark : Self.thinLight
    case .systemMaterial: self = dark ? Self.materialDark : Self.materialLight
    case .systemThickMaterial: self = dark ? Self.thickDark : Self.thickLight
    case .systemChromeMaterial: self = dark ? Self.chromeDark : Self.chromeLight
    case .systemUltraThinMaterialLight: self = Self.ultraThinLight
    case .systemThinMaterialLight: self = Self.thinLight
    case .systemMaterialLight: self = Self.materialLight
    case .systemThickMaterialLight: self = Self.thickLight
    case .systemChromeMaterialLight: self = Self.chromeLight
    case .systemUltraThinMaterialDark: self = Self.ultraThinDark
    case .systemThinMaterialDark: self = Self.thinDark
    case .systemMaterialDark: self = Self.materialDark
    case .systemThickMaterialDark: self = Self.thickDark
    case .systemChromeMaterialDark: self = Self.chromeDark
    }
  }

  private init(_ blurRadius: Double, _ saturation: Double, _ tintWhite: Double, _ tintAlpha: Double) {
    self.blurRadius = blurRadius
    self.saturation = saturation
    self.tintWhite = tintWhite
    self.tintAlpha = tintAlpha
  }

  private static let ultraThinLight = Self(20, 1.8, 1, 0.35)
  private static let thinLight = Self(20, 1.8, 1, 0.55)
  private static let materialLight = Self(20, 1.8, 1, 0.72)
  private static let thickLight = Self(20, 1.8, 1, 0.85)
  private static let chromeLight = Self(20, 1.8, 0.97, 0.75)
  private static let ultraThinDark = Self(20, 1.8, 0.11, 0.4)
  private static let thinDark = Self(20, 1.8, 0.11, 0.6)
  private static let materialDark = Self(20, 1.8, 0.09, 0.8)
  private static let thickDark = Self(20, 1.8, 0.09, 0.9)
  private static let chromeDark = Self(20, 1.8, 0.13, 0.8)

  /// The material as the effect layer's animatable value.
  var filter: VisualEffectFilter {
    VisualEffectFilter(
      blurRadius: blurRadius, saturation: saturation,
      tint: SIMD4(tintWhite * tintAlpha, tintWhite * tintAlpha, tintWhite * tintAlpha, tintAlpha))
  }
}
