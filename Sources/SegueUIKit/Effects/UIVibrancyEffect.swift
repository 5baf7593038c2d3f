import Foundation

/// UIKit's vibrancy: content in the `contentView` of an effect view showing it is drawn in
/// the style's vibrant colour over the blur of `blurEffect` (docs/uikit-behaviour-drawing.md
/// §9.4). A vibrancy effect view does not blur by itself; on iOS it sits in the content
/// view of a blur effect view made with the same blur.
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

  /// The colour content takes: the style's label, fill or separator colour for the
  /// appearance (the dark one over dark blurs), §9.4.
  func contentColor(with traits: UITraitCollection) -> UIColor {
    let material = BlurMaterial(style: blurEffect.style, userInterfaceStyle: traits.userInterfaceStyle)
    let appearance = UITraitCollection(userInterfaceStyle: material.tintWhite < 0.5 ? .dark : .light)
    let color: UIColor =
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
    return color.resolvedColor(with: appearance)
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
