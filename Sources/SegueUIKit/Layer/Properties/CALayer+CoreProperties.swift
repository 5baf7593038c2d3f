import Foundation
import SegueAnimation

/// Core Animation's layer properties, each declared once: key, storage (the field of
/// `LayerState` holding the value and its default), what a change redraws, how UIView
/// animation blocks animate it (docs/uikit-behaviour.md §1.1) and its component key paths.
/// `CALayer`'s setters and `LayerPropertyTable.core` use these.
@MainActor package enum CoreLayerProperty {
  static let bounds = LayerProperty<CGRect>(
    "bounds", storage: \.bounds,
    effect: LayerPropertyEffect(redraws: { $0.size != $1.size }, relayouts: { $0.size != $1.size }),
    viewAnimation: .additive,
    components: [
      .value("origin", \.origin), .value("size", \.size), .value("size.width", \.size.width),
      .value("size.height", \.size.height),
    ])
  static let position = LayerProperty<CGPoint>(
    "position", storage: \.position, viewAnimation: .additive, components: [.value("x", \.x), .value("y", \.y)])
  static let anchorPoint = LayerProperty<CGPoint>("anchorPoint", storage: \.anchorPoint, viewAnimation: .basic)
  static let transform = LayerProperty<CATransform3D>(
    "transform", storage: \.transform, viewAnimation: .basic,
    components: TransformComponent.allCases.map { .custom($0.rawValue, TransformComponentTarget($0)) })
  static let sublayerTransform = LayerProperty<CATransform3D>(
    "sublayerTransform", storage: \.sublayerTransform, viewAnimation: .basic)
  static let zPosition = LayerProperty<CGFloat>("zPosition", storage: \.zPosition, viewAnimation: .basic)
  static let opacity = LayerProperty<Float>("opacity", storage: \.opacity, viewAnimation: .basic)
  static let isHidden = LayerProperty<Bool>("hidden", storage: \.isHidden, effect: .composites)
  static let backgroundColor = LayerProperty<CGColor?>(
    "backgroundColor", storage: \.backgroundColor, effect: .redraws, viewAnimation: .basic)
  static let cornerRadius = LayerProperty<CGFloat>(
    "cornerRadius", storage: \.cornerRadius, effect: .redraws, viewAnimation: .additive)
  static let masksToBounds = LayerProperty<Bool>("masksToBounds", storage: \.masksToBounds, effect: .redraws)
  static let maskedCorners = LayerProperty<CACornerMask>("maskedCorners", storage: \.maskedCorners, effect: .redraws)
  static let cornerCurve = LayerProperty<CALayerCornerCurve>("cornerCurve", storage: \.cornerCurve, effect: .redraws)
  static let borderWidth = LayerProperty<CGFloat>(
    "borderWidth", storage: \.borderWidth, effect: .redraws, viewAnimation: .basic)
  static let borderColor = LayerProperty<CGColor?>(
    "borderColor", storage: \.borderColor, effect: .redraws, viewAnimation: .basic)
  static let shadowColor = LayerProperty<CGColor?>("shadowColor", storage: \.shadowColor, viewAnimation: .basic)
  static let shadowOpacity = LayerProperty<Float>("shadowOpacity", storage: \.shadowOpacity, viewAnimation: .basic)
  static let shadowRadius = LayerProperty<CGFloat>("shadowRadius", storage: \.shadowRadius, viewAnimation: .basic)
  static let shadowOffset = LayerProperty<CGSize>("shadowOffset", storage: \.shadowOffset, viewAnimation: .basic)
}

extension LayerPropertyTable {
  /// `CALayer`'s properties.
  static let core = LayerPropertyTable([
    CoreLayerProperty.bounds, CoreLayerProperty.position, CoreLayerProperty.anchorPoint, CoreLayerProperty.transform,
    CoreLayerProperty.sublayerTransform, CoreLayerProperty.zPosition, CoreLayerProperty.opacity,
    CoreLayerProperty.isHidden, CoreLayerProperty.backgroundColor, CoreLayerProperty.cornerRadius,
    CoreLayerProperty.masksToBounds, CoreLayerProperty.maskedCorners, CoreLayerProperty.cornerCurve,
    CoreLayerProperty.borderWidth, CoreLayerProperty.borderColor,
    CoreLayerProperty.shadowColor, CoreLayerProperty.shadowOpacity, CoreLayerProperty.shadowRadius,
    CoreLayerProperty.shadowOffset,
  ])
}
