/// A layer's mask in the render tree (Core Animation's `CALayer.mask`): a layer tree whose
/// alpha, not its colour, masks the layer and its sublayers. Its transform places it in the
/// masked layer's local points, as a sublayer's would.
///
/// A class so that `RenderLayer`, a value, can hold a layer of its own type.
package final class RenderMask: Sendable {
  package let layer: RenderLayer

  package init(_ layer: RenderLayer) { self.layer = layer }
}
