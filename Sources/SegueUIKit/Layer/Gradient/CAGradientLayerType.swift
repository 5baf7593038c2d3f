import Foundation

/// The shape of a `CAGradientLayer`'s gradient (Core Animation's `CAGradientLayerType`; raw
/// values as Core Animation's constants; docs/uikit-behaviour-drawing.md §11).
public struct CAGradientLayerType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along the line from `startPoint` to `endPoint` (the default).
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// An ellipse centred on `startPoint` reaching `endPoint`'s x and y.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Around `startPoint`, starting towards `endPoint` (iOS 12).
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A gradient layer's `colors` as its layer property holds them: animations see
/// `[CGColor]` (nil animates as no colours) and blend them element by element.
package struct GradientLayerColors: LayerPropertyValue {
  package var colors: [CGColor]?

  package init(_ colors: [CGColor]?) { self.colors = colors }

  package var animatedValue: [CGColor] { colors ?? [] }
  package init(animatedValue: [CGColor]) { colors = animatedValue }
}

/// A gradient layer's `locations`: animations see `[Double]`, blended element by element.
package struct GradientLayerLocations: LayerPropertyValue {
  package var locations: [Double]?

  package init(_ locations: [Double]?) { self.locations = locations }

  package var animatedValue: [Double] { locations ?? [] }
  package init(animatedValue: [Double]) { locations = animatedValue }
}
