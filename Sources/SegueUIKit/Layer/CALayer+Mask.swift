import Foundation

extension CALayer {
  /// The layer above this one in the rendered tree and in time: the superlayer, or for a
  /// `mask` the layer it masks (a mask has no superlayer in Core Animation, yet it is shown
  /// and timed with its layer; docs/uikit-behaviour-drawing.md §10).
  var renderParent: CALayer? { superlayer ?? maskedLayer }
}
