/// What a backdrop layer does to the pixels composited behind it in the same frame (the
/// render side of `UIVisualEffectView`, docs/uikit-behaviour-drawing.md §12): a Gaussian
/// blur, a saturation change, then a tint composited over, all clipped to the layer's
/// bounds (rounded by its corner radius when it masks to bounds).
package struct RenderBackdrop: Sendable, Hashable {
  /// The blur's standard deviation σ in points (scaled by the frame's pixels per point).
  package var blurRadius: Double
  /// Colour saturation: 1 leaves colours alone, 0 is grey, 1.8 is UIKit's light material
  /// (the feColorMatrix `saturate` matrix with Rec. 709 luminance weights).
  package var saturation: Double
  /// Composited over the blurred, saturated backdrop (source-over, straight alpha).
  package var tint: RenderColor

  package init(blurRadius: Double, saturation: Double = 1, tint: RenderColor = .clear) {
    self.blurRadius = blurRadius
    self.saturation = saturation
    self.tint = tint
  }

  /// True when the backdrop would come out unchanged (no blur, saturation 1, no tint).
  package var isIdentity: Bool {
    blurRadius <= 0 && abs(saturation - 1) < 1e-9 && tint.alpha <= 0
  }
}
