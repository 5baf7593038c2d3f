import Foundation

/// UIKit's vibrancy: content in the `contentView` of an effect view showing it is drawn in
/// the style's vibrant colour over the blur of `blurEffect`. A vibrancy effect view does
/// not blur by itself (it sits in the content view of a blur effect view made with the same
/// blur). Segue draws the content in the style's system colour for the view's appearance
/// (`label`, `secondaryLabel`, … `systemFill`, … `separator`) through the content's own
/// alpha — an approximation: iOS also mixes in the blurred backdrop
/// (docs/uikit-behaviour-drawing.md §12.4).
@preconcurrency @MainActor open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy is made for.
  let blurEffect: UIBlurEffect
  let style: UIVibrancyEffectStyle

  /// The effect for content of `style` over `blurEffect`.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }

  /// The vibrancy of labels (UIKit's iOS 8 initializer, the `.label` style).
  public convenience init(blurEffect: UIBlurEffect) {
    self.init(blurEffect: blurEffect, style: .label)
  }

  /// The system colour the style draws content in.
  var toneColor: UIColor {
    switch style {
    case .label: .label
    case .secondaryLabel: .secondaryLabel
    case .tertiaryLabel: .tertiaryLabel
    case .quaternaryLabel: .quaternaryLabel
    case .fill: .systemFill
    case .secondaryFill: .secondarySystemFill
    case .tertiaryFill: .tertiarySystemFill
    case .separator: .separator
    }
  }

  override func backdropFilter(with traits: UITraitCollection) -> VisualEffectFilter? {
    let color = toneColor.resolvedColor(with: traits).cgColor
    let alpha = Double(color.alpha)
    return VisualEffectFilter(
      blurRadius: 0, saturation: 1, tint: .zero,
      vibrancy: SIMD4(Double(color.red) * alpha, Double(color.green) * alpha, Double(color.blue) * alpha, alpha))
  }
}

/// The kinds of content a vibrancy effect colours (UIKit's raw values).
public enum UIVibrancyEffectStyle: Int, Sendable, Hashable {
  case label = 0
  case secondaryLabel = 1
  case tertiaryLabel = 2
  case quaternaryLabel = 3
  case fill = 4
  case secondaryFill = 5
  case tertiaryFill = 6
  case separator = 7
}
