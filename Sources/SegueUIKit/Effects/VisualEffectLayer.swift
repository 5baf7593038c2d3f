import Foundation
import SegueRender

/// The layer of a `UIVisualEffectView`: a layer whose one extra animatable property,
/// "filter", is the backdrop it applies (Core Animation's private backdrop layer plays
/// this part on iOS). `UIView.animate` and property animators animate it like any layer
/// property.
final class VisualEffectLayer: CALayer {
  static let filter = LayerProperty<VisualEffectFilter>(
    "filter", defaultValue: .none, effect: .composites, viewAnimation: .basic)
  static let properties = LayerPropertyTable(inheriting: .core, [filter])
  override class var propertyTable: LayerPropertyTable { properties }

  var filter: VisualEffectFilter {
    get { model[Self.filter] }
    set { change(Self.filter, to: newValue) }
  }

  override func backdrop(presenting state: LayerState) -> RenderBackdrop? {
    state[Self.filter].renderBackdrop
  }

  override func vibrancyTone(presenting state: LayerState) -> RenderColor? {
    state[Self.filter].vibrancyTone
  }
}
