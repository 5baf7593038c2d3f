import Foundation
import Testing

@testable import SegueUIKit

/// Core Animation's `init(layer: Any)`: a subclass overriding it (as ElasticTransition's
/// shape layer does, `override init(layer: Any) { super.init(layer: layer) }`) compiles and
/// copies the model layer's properties and identity.
@Suite @MainActor struct LayerCopyInitializerTests {
  final class DragLayer: CAShapeLayer {
    var dragPoint = CGPoint.zero
    required init() { super.init() }
    override init(layer: Any) {
      super.init(layer: layer)
      if let other = layer as? DragLayer { dragPoint = other.dragPoint }
    }
  }

  @Test func aSubclassOverridingInitLayerCopiesTheModelLayer() {
    let model = DragLayer()
    model.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    model.name = "drag"
    model.dragPoint = CGPoint(x: 5, y: 6)
    let copy = DragLayer(layer: model)
    #expect(copy.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(copy.name == "drag")
    #expect(copy.dragPoint == CGPoint(x: 5, y: 6))
    #expect(copy.layerID == model.layerID)
  }

  @Test func somethingOtherThanALayerGivesANewLayerWithDefaults() {
    let model = CALayer()
    let copy = CALayer(layer: "not a layer")
    #expect(copy.layerID != model.layerID)
    #expect(copy.frame == .zero)
    #expect(copy.name == nil)
  }
}
