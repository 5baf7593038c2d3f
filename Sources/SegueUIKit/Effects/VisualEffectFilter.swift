import Foundation
import SegueAnimation
import SegueRender

/// The animatable value of a visual effect view's layer: blur radius (σ, points),
/// saturation and premultiplied tint (r, g, b, a). `none` changes nothing, so an effect
/// animated from nil ramps its blur radius, saturation and tint alpha up together, as
/// UIKit's does (docs/uikit-behaviour-drawing.md §12.2); the tint is blended premultiplied,
/// so its colour stays while its alpha grows.
package struct VisualEffectFilter: Hashable, Sendable, Interpolatable, LayerPropertyValue {
  package var blurRadius: Double
  package var saturation: Double
  package var tint: SIMD4<Double>
  /// A vibrancy effect's tone (premultiplied r, g, b, a): the content view's content is drawn
  /// in it, through the content's own alpha (§12.4); nil for none.
  package var vibrancy: SIMD4<Double>? = nil

  /// The filter that leaves the backdrop alone (no effect).
  package typealias Animated = VisualEffectFilter

  package static let none = VisualEffectFilter(blurRadius: 0, saturation: 1, tint: .zero)

  package func interpolated(to end: Self, fraction: Double) -> Self {
    // A tone blends into another tone; to or from none it is the end's tone (content cannot
    // fade from its own colours into a tone through a tone's alpha).
    var tone = fraction >= 1 ? end.vibrancy : (end.vibrancy ?? vibrancy)
    if let from = vibrancy, let to = end.vibrancy { tone = from + (to - from) * fraction }
    return Self(
      blurRadius: blurRadius + (end.blurRadius - blurRadius) * fraction,
      saturation: saturation + (end.saturation - saturation) * fraction,
      tint: tint + (end.tint - tint) * fraction, vibrancy: tone)
  }

  /// The vibrancy tone as a straight-alpha render colour, nil for none.
  var vibrancyTone: RenderColor? {
    guard let tone = vibrancy else { return nil }
    let alpha = min(max(tone[3], 0), 1)
    let straight = alpha > 0 ? tone / alpha : .zero
    return RenderColor(
      red: min(max(straight[0], 0), 1), green: min(max(straight[1], 0), 1), blue: min(max(straight[2], 0), 1),
      alpha: alpha)
  }

  /// The compositor's backdrop, or nil when the filter changes nothing.
  var renderBackdrop: RenderBackdrop? {
    let alpha = min(max(tint[3], 0), 1)
    let straight = alpha > 0 ? tint / alpha : .zero
    let backdrop = RenderBackdrop(
      blurRadius: max(blurRadius, 0), saturation: max(saturation, 0),
      tint: RenderColor(
        red: min(max(straight[0], 0), 1), green: min(max(straight[1], 0), 1),
        blue: min(max(straight[2], 0), 1), alpha: alpha))
    return backdrop.isIdentity ? nil : backdrop
  }
}
