import Foundation

/// The simulated phone's settings a host runs with — what a user changes in the iPhone's
/// Settings app, plus whether the phone's status bar is drawn. Declared once for every host:
/// a headless host (`HeadlessHost.settings`) and the window (`X11Host.settings`, its keys
/// `D`, `R`, `T`, `M`) read and write the same value.
///
/// Unspecified values mean the defaults: `.unspecified` appearance is light, direction left
/// to right, text size `.large`.
public struct HostSettings: Equatable, Sendable {
  /// Settings ▸ Display & Brightness: light (the default) or dark. Windows inherit it;
  /// changing it while frames run re-resolves every dynamic colour at the next frame and calls
  /// `traitCollectionDidChange(_:)` where it changed (docs/uikit-behaviour-2.md §7).
  public var userInterfaceStyle: UIUserInterfaceStyle = .light {
    didSet { if userInterfaceStyle == .unspecified { userInterfaceStyle = .light } }
  }
  /// The language's direction (Settings ▸ General ▸ Language & Region): windows'
  /// `traitCollection.layoutDirection` and `UIApplication.userInterfaceLayoutDirection`.
  /// Leading and trailing constraints, directional margins, stack views and navigation mirror
  /// under `.rightToLeft` (docs/uikit-behaviour-2.md §10.1).
  public var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight {
    didSet { if layoutDirection == .unspecified { layoutDirection = .leftToRight } }
  }
  /// The Dynamic Type size (Settings ▸ Display & Brightness ▸ Text Size): windows'
  /// `preferredContentSizeCategory`; fonts that adjust for it change at the next frame.
  public var preferredContentSizeCategory: UIContentSizeCategory = .large {
    didSet { if preferredContentSizeCategory == .unspecified { preferredContentSizeCategory = .large } }
  }
  /// Reduce Motion (Settings ▸ Accessibility ▸ Motion), off by default:
  /// `UIAccessibility.isReduceMotionEnabled` and `prefersCrossFadeTransitions` read it, and
  /// system pushes, pops and cover-vertical presentations cross-fade (docs/uikit-behaviour-2.md
  /// §7.3). Changing it posts `UIAccessibility.reduceMotionStatusDidChangeNotification`.
  public var reducesMotion = false
  /// Whether frames show the phone's status bar (the time, cellular, Wi-Fi and battery,
  /// styled and hidden as the controlling controller prefers). A headless host starts without
  /// it, so frames show only what the app draws; `segue render` and the window turn it on.
  public var showsStatusBar = false

  /// - Parameters: as the properties; `.unspecified` values mean the defaults.
  public init(
    userInterfaceStyle: UIUserInterfaceStyle = .light,
    layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
    preferredContentSizeCategory: UIContentSizeCategory = .large, reducesMotion: Bool = false,
    showsStatusBar: Bool = false
  ) {
    self.userInterfaceStyle = userInterfaceStyle == .unspecified ? .light : userInterfaceStyle
    self.layoutDirection = layoutDirection == .unspecified ? .leftToRight : layoutDirection
    self.preferredContentSizeCategory =
      preferredContentSizeCategory == .unspecified ? .large : preferredContentSizeCategory
    self.reducesMotion = reducesMotion
    self.showsStatusBar = showsStatusBar
  }

  /// Whether `other` differs in a setting the screen's trait collection carries (everything
  /// but the status bar).
  func changesTraits(from other: HostSettings) -> Bool {
    userInterfaceStyle != other.userInterfaceStyle || layoutDirection != other.layoutDirection
      || preferredContentSizeCategory != other.preferredContentSizeCategory || reducesMotion != other.reducesMotion
  }
}
