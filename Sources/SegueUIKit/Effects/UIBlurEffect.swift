import Foundation

/// UIKit's blur: what lies behind the effect view, blurred, saturated and tinted as the
/// style's material (docs/uikit-behaviour-drawing.md §12.1 lists every style's radius,
/// saturation and tint). The un-suffixed system materials, `.regular` and `.prominent`
/// follow the effect view's `userInterfaceStyle`; the others look the same in both.
@preconcurrency @MainActor open class UIBlurEffect: UIVisualEffect {
  /// UIKit's styles, with UIKit's raw values.
  public enum Style: Int, Sendable, Hashable {
    case extraLight = 0
    case light = 1
    case dark = 2
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }

  /// The style the effect was made with (UIKit keeps it private; Segue's tests read it).
  let style: Style

  public init(style: Style) {
    self.style = style
    super.init()
  }

  override func backdropFilter(with traits: UITraitCollection) -> VisualEffectFilter? {
    BlurMaterial(style: style, userInterfaceStyle: traits.userInterfaceStyle).filter
  }
}
