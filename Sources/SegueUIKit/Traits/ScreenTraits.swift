import Foundation

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
    size: CGSize(width: 390, height: 844), scale: 2, settings: HostSettings())

  static func collection(size: CGSize, scale: CGFloat, settings preferences: HostSettings) -> UITraitCollection {
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
    let traits = ScreenTraits.collection(size: rootView.bounds.size, scale: screen.scale, settings: settings)
    guard traits != screenTraits else { return }
    screenTraits = traits
    rootView.invalidateTraits()
    setNeedsFrames()
  }
}
