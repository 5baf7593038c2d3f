import Foundation

/// What the host's user chose for the whole screen (the Settings app's Display & Brightness,
/// Text Size and Motion): the appearance, the Dynamic Type size and Reduce Motion.
package struct UserTraitPreferences: Equatable, Sendable {
  /// Light by default, as a new iPhone is.
  package var userInterfaceStyle: UIUserInterfaceStyle = .light
  /// `.large` by default (iOS's default text size).
  package var preferredContentSizeCategory: UIContentSizeCategory = .large
  /// Reduce Motion (with Prefer Cross-Fade Transitions, on by default): off by default.
  package var reducesMotion = false
  /// The language's direction (Settings ▸ Language & Region): left to right by default.
  package var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight

  package init(
    userInterfaceStyle: UIUserInterfaceStyle = .light, preferredContentSizeCategory: UIContentSizeCategory = .large,
    reducesMotion: Bool = false, layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.reducesMotion = reducesMotion
    self.layoutDirection = layoutDirection
  }
}

/// The trait collection of the simulated phone's screen: phone idiom, the screen's scale,
/// the user's layout direction, base level, normal contrast, regular weight, and the size classes
/// of an iPhone — compact width and regular height in portrait; compact height in
/// landscape, with regular width on the 414 pt-and-wider Plus and Max phones
/// (docs/uikit-behaviour-2.md §7.4).
package enum ScreenTraits {
  /// Marks the main queue, so `UITraitCollection.current` knows it may read the running
  /// loop's screen from a main-queue block that runs off the main thread.
  static let mainQueueKey = DispatchSpecificKey<Bool>()

  /// The traits before any host exists (390 × 844 pt at scale 2, light).
  static let unattached = collection(
    size: CGSize(width: 390, height: 844), scale: 2, preferences: UserTraitPreferences())

  static func collection(size: CGSize, scale: CGFloat, preferences: UserTraitPreferences) -> UITraitCollection {
    let landscape = size.width > size.height
    return UITraitCollection { traits in
      traits.userInterfaceIdiom = .phone
      traits.displayScale = scale
      traits.layoutDirection = preferences.layoutDirection
      traits.userInterfaceLevel = .base
      traits.accessibilityContrast = .normal
      traits.legibilityWeight = .regular
      traits.userInterfaceStyle = preferences.userInterfaceStyle
      traits.preferredContentSizeCategory = preferences.preferredContentSizeCategory
      traits.horizontalSizeClass = landscape && min(size.width, size.height) >= 414 ? .regular : .compact
      traits.verticalSizeClass = landscape ? .compact : .regular
    }
  }
}

extension FrameLoop {
  /// The screen's size or the user's preferences changed: the windows' traits follow at the
  /// next layout.
  func screenTraitsDidChange() {
    let traits = ScreenTraits.collection(size: rootView.bounds.size, scale: screen.scale, preferences: userPreferences)
    guard traits != screenTraits else { return }
    screenTraits = traits
    rootView.invalidateTraits()
    setNeedsFrames()
  }
}
