import Foundation
import SegueAnimation
import SegueRender

/// A layer that draws a path, filled and stroked, in its own coordinate space (Core
/// Animation's `CAShapeLayer`; docs/uikit-behaviour-drawing.md §9).
///
/// The shape is drawn above the layer's background and not clipped to its bounds (a layer
/// of zero size draws its whole path), unless `masksToBounds` is set. `path`, `fillColor`,
/// `strokeColor`, `strokeStart`, `strokeEnd`, `lineWidth`, `miterLimit` and `lineDashPhase`
/// animate with `CABasicAnimation`, `CASpringAnimation` and `CAKeyframeAnimation`; like
/// every property of a layer that is not a view's, `UIView.animate` does not animate them.
open class CAShapeLayer: CALayer {
  static let pathProperty = LayerProperty<ShapeLayerPath>(
    "path", defaultValue: ShapeLayerPath(nil), effect: .redraws)
  static let fillColorProperty = LayerProperty<CGColor?>("fillColor", defaultValue: .black, effect: .redraws)
  static let fillRuleProperty = LayerProperty<CAShapeLayerFillRule>(
    "fillRule", storage: \LayerState.[slot: LayerStateSlot<CAShapeLayerFillRule>(defaultValue: .nonZero)],
    effect: .redraws)
  static let strokeColorProperty = LayerProperty<CGColor?>("strokeColor", defaultValue: nil, effect: .redraws)
  static let strokeStartProperty = LayerProperty<CGFloat>("strokeStart", defaultValue: 0, effect: .redraws)
  static let strokeEndProperty = LayerProperty<CGFloat>("strokeEnd", defaultValue: 1, effect: .redraws)
  static let lineWidthProperty = LayerProperty<CGFloat>("lineWidth", defaultValue: 1, effect: .redraws)
  static let miterLimitProperty = LayerProperty<CGFloat>("miterLimit", defaultValue: 10, effect: .redraws)
  static let lineCapProperty = LayerProperty<CAShapeLayerLineCap>(
    "lineCap", storage: \LayerState.[slot: LayerStateSlot<CAShapeLayerLineCap>(defaultValue: .butt)], effect: .redraws)
  static let lineJoinProperty = LayerProperty<CAShapeLayerLineJoin>(
    "lineJoin", storage: \LayerState.[slot: LayerStateSlot<CAShapeLayerLineJoin>(defaultValue: .miter)],
    effect: .redraws)
  static let lineDashPhaseProperty = LayerProperty<CGFloat>("lineDashPhase", defaultValue: 0, effect: .redraws)
  static let lineDashPatternProperty = LayerProperty<[CGFloat]?>(
    "lineDashPattern", storage: \LayerState.[slot: LayerStateSlot<[CGFloat]?>(defaultValue: nil)], effect: .redraws)

  static let properties = LayerPropertyTable(
    inheriting: .core,
    [
      pathProperty, fillColorProperty, fillRuleProperty, strokeColorProperty, strokeStartProperty,
      strokeEndProperty, lineWidthProperty, miterLimitProperty, lineCapProperty, lineJoinProperty,
      lineDashPhaseProperty, lineDashPatternProperty,
    ])
  override package class var propertyTable: LayerPropertyTable { properties }

  /// The shape, in the layer's coordinate space (points); nil (the default) draws nothing.
  /// Animatable: paths with the same elements blend point by point (§9.2).
  open var path: CGPath? {
    get { model[Self.pathProperty].path }
    set { change(Self.pathProperty, to: ShapeLayerPath(newValue?.copy())) }
  }
  /// The colour inside the path (default opaque black); nil fills nothing. Animatable.
  open var fillColor: CGColor? {
    get { model[Self.fillColorProperty] }
    set { change(Self.fillColorProperty, to: newValue) }
  }
  /// Which points are inside the path (default `.nonZero`).
  open var fillRule: CAShapeLayerFillRule {
    get { model[Self.fillRuleProperty] }
    set { change(Self.fillRuleProperty, to: newValue) }
  }
  /// The colour of the path's outline (default nil: no stroke). Animatable.
  open var strokeColor: CGColor? {
    get { model[Self.strokeColorProperty] }
    set { change(Self.strokeColorProperty, to: newValue) }
  }
  /// Where the stroke starts, as a fraction 0…1 of the path's arc length (default 0).
  /// Animatable.
  open var strokeStart: CGFloat {
    get { model[Self.strokeStartProperty] }
    set { change(Self.strokeStartProperty, to: newValue) }
  }
  /// Where the stroke ends, as a fraction 0…1 of the path's arc length (default 1).
  /// Animatable: animating it from 0 to 1 draws the outline on.
  open var strokeEnd: CGFloat {
    get { model[Self.strokeEndProperty] }
    set { change(Self.strokeEndProperty, to: newValue) }
  }
  /// The stroke's width in points (default 1), centred on the path. Animatable.
  open var lineWidth: CGFloat {
    get { model[Self.lineWidthProperty] }
    set { change(Self.lineWidthProperty, to: newValue) }
  }
  /// The longest miter join, as a multiple of the line width, before the join is bevelled
  /// (default 10). Animatable.
  open var miterLimit: CGFloat {
    get { model[Self.miterLimitProperty] }
    set { change(Self.miterLimitProperty, to: newValue) }
  }
  /// How open ends of the stroke are drawn (default `.butt`).
  open var lineCap: CAShapeLayerLineCap {
    get { model[Self.lineCapProperty] }
    set { change(Self.lineCapProperty, to: newValue) }
  }
  /// How corners of the stroke are drawn (default `.miter`).
  open var lineJoin: CAShapeLayerLineJoin {
    get { model[Self.lineJoinProperty] }
    set { change(Self.lineJoinProperty, to: newValue) }
  }
  /// Points into `lineDashPattern` at which the stroke starts (default 0). Animatable:
  /// animating it makes the dashes march.
  open var lineDashPhase: CGFloat {
    get { model[Self.lineDashPhaseProperty] }
    set { change(Self.lineDashPhaseProperty, to: newValue) }
  }
  /// Lengths in points of painted and unpainted stretches of the stroke, alternately,
  /// repeated (default nil: a solid stroke).
  open var lineDashPattern: [NSNumber]? {
    get { model[Self.lineDashPatternProperty].map { $0.map { NSNumber(value: Double($0)) } } }
    set { change(Self.lineDashPatternProperty, to: newValue.map { $0.map { CGFloat($0.doubleValue) } }) }
  }

  override package func drawnContent(presenting state: LayerState) -> (any DrawnContent)? {
    guard let path = state[Self.pathProperty].path, !path.isEmpty else { return nil }
    func color(_ color: CGColor?) -> RenderColor? { color.map(RenderCommit.renderColor) }
    let cap: RenderShape.LineCap =
      switch state[Self.lineCapProperty] {
      case .round: .round
      case .square: .square
      default: .butt
      }
    let join: RenderShape.LineJoin =
      switch state[Self.lineJoinProperty] {
      case .round: .round
      case .bevel: .bevel
      default: .miter
      }
    var shape = RenderShape(
      path: path.renderElements, fillColor: color(state[Self.fillColorProperty]),
      fillsEvenOdd: state[Self.fillRuleProperty] == .evenOdd, strokeColor: color(state[Self.strokeColorProperty]),
      lineWidth: Double(state[Self.lineWidthProperty]), lineCap: cap, lineJoin: join,
      miterLimit: Double(state[Self.miterLimitProperty]),
      dashPattern: (state[Self.lineDashPatternProperty] ?? []).map(Double.init),
      dashPhase: Double(state[Self.lineDashPhaseProperty]), strokeStart: Double(state[Self.strokeStartProperty]),
      strokeEnd: Double(state[Self.strokeEndProperty]))
    // Without a visible stroke its settings draw nothing: leave them at their defaults so
    // that changing them does not rasterize the layer again.
    if !shape.strokes {
      let fill = shape.fillColor
      shape = RenderShape(path: shape.path, fillColor: fill, fillsEvenOdd: shape.fillsEvenOdd)
    }
    if !shape.fills { shape.fillColor = nil }
    return ShapeLayerContent(shape: shape)
  }
}

/// What a shape layer draws, as the commit hands it to the renderer.
struct ShapeLayerContent: DrawnContent {
  let shape: RenderShape
  var renderContents: LayerAppearance.Contents { .drawing(AnyRenderDrawing(shape)) }
}
