import Foundation

/// UIKit's vibrancy: on iOS, content in the `contentView` of an effect view showing it is
/// drawn in the style's vibrant colour over the blur of `blurEffect`. A vibrancy effect
/// view does not blur by itself (on iOS it sits in the content view of a blur effect view
/// made with the same blur), and Segue does not recolour its content yet: the content
/// shows in its own colours (docs/uikit-behaviour-drawing.md §12.4).
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
