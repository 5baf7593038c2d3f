import Foundation
import SegueAnimation
import SegueRender

/// A layer that fills its bounds with a gradient over its background (Core Animation's
/// `CAGradientLayer`; docs/uikit-behaviour-drawing.md §11).
///
/// `colors`, `locations`, `startPoint` and `endPoint` animate with `CABasicAnimation`,
/// `CASpringAnimation` and `CAKeyframeAnimation` (colours and locations element by
/// element); `type` does not animate.
open class CAGradientLayer: CALayer {
  static let colorsProperty = LayerProperty<GradientLayerColors>(
    "colors", defaultValue: GradientLayerColors(nil), effect: .redraws)
  static let locationsProperty = LayerProperty<GradientLayerLocations>(
    "locations", defaultValue: GradientLayerLocations(nil), effect: .redraws)
  static let startPointProperty = LayerProperty<CGPoint>(
    "startPoint", defaultValue: CGPoint(x: 0.5, y: 0), effect: .redraws,
    components: [.value("x", \.x), .value("y", \.y)])
  static let endPointProperty = LayerProperty<CGPoint>(
    "endPoint", defaultValue: CGPoint(x: 0.5, y: 1), effect: .redraws,
    components: [.value("x", \.x), .value("y", \.y)])
  static let typeProperty = LayerProperty<CAGradientLayerType>(
    "type", storage: \LayerState.[slot: LayerStateSlot<CAGradientLayerType>(defaultValue: .axial)],
    effect: .redraws)

  static let properties = LayerPropertyTable(
    inheriting: .core, [colorsProperty, locationsProperty, startPointProperty, endPointProperty, typeProperty])
  override package class var propertyTable: LayerPropertyTable { properties }

  /// The gradient's colours, `CGColor`s (default nil: nothing is drawn). Other values in
  /// the array are ignored. Animatable.
  open var colors: [Any]? {
    get { model[Self.colorsProperty].colors }
    set { change(Self.colorsProperty, to: GradientLayerColors(newValue?.compactMap { $0 as? CGColor })) }
  }
  /// Where each colour lies, 0…1 along the gradient, one per colour, increasing (default
  /// nil: evenly spaced). Animatable.
  open var locations: [NSNumber]? {
    get { model[Self.locationsProperty].locations?.map { NSNumber(value: $0) } }
    set { change(Self.locationsProperty, to: GradientLayerLocations(newValue?.map(\.doubleValue))) }
  }
  /// Where the gradient starts, in unit coordinates of the bounds (default (0.5, 0), the
  /// top centre); a radial or conic gradient's centre. Animatable.
  open var startPoint: CGPoint {
    get { model[Self.startPointProperty] }
    set { change(Self.startPointProperty, to: newValue) }
  }
  /// Where the gradient ends, in unit coordinates of the bounds (default (0.5, 1), the
  /// bottom centre); for a radial gradient, the ellipse's extent in x and y. Animatable.
  open var endPoint: CGPoint {
    get { model[Self.endPointProperty] }
    set { change(Self.endPointProperty, to: newValue) }
  }
  /// The gradient's shape (default `.axial`).
  open var type: CAGradientLayerType {
    get { model[Self.typeProperty] }
    set { change(Self.typeProperty, to: newValue) }
  }

  override package func drawnContent(presenting state: LayerState) -> (any DrawnContent)? {
    let colors = state[Self.colorsProperty].colors ?? []
    guard !colors.isEmpty else { return nil }
    let kind: RenderGradient.Kind =
      switch state[Self.typeProperty] {
      case .radial: .radial
      case .conic: .conic
      default: .axial
      }
    let start = state[Self.startPointProperty]
    let end = state[Self.endPointProperty]
    return GradientLayerContent(
      gradient: RenderGradient(
        kind: kind, colors: colors.map(RenderCommit.renderColor), locations: state[Self.locationsProperty].locations,
        startX: Double(start.x), startY: Double(start.y), endX: Double(end.x), endY: Double(end.y)))
  }
}

/// What a gradient layer draws, as the commit hands it to the renderer.
struct GradientLayerContent: DrawnContent {
  let gradient: RenderGradient
  var renderContents: LayerAppearance.Contents { .drawing(AnyRenderDrawing(gradient)) }
}
