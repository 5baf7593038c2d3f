import Foundation

/// UIKit's accessibility settings namespace; Segue has the motion settings (Settings ▸
/// Accessibility ▸ Motion), which hosts set (`HeadlessHost.settings.reducesMotion`, `--reduce-motion`).
public enum UIAccessibility {
  /// Whether Reduce Motion is on for the running host's phone (false before any host).
  public static var isReduceMotionEnabled: Bool { runningPreferences?.reducesMotion ?? false }

  /// Whether system transitions cross-fade instead of sliding (iOS 14): on when Reduce
  /// Motion and its Prefer Cross-Fade Transitions switch, on by default, are both on.
  /// Segue's navigation pushes and pops and cover-vertical presentations cross-fade then
  /// (docs/uikit-behaviour-2.md §7.3).
  public static var prefersCrossFadeTransitions: Bool { runningPreferences?.reducesMotion ?? false }

  /// Whether VoiceOver is running: always false (Segue has no screen reader), so code that
  /// adapts to it takes its sighted path.
  public static var isVoiceOverRunning: Bool { false }

  /// Posted when VoiceOver starts or stops (never, in Segue).
  public static let voiceOverStatusDidChangeNotification = Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")

  /// Whether Smart Invert is on: always false.
  public static var isInvertColorsEnabled: Bool { false }

  /// Whether Reduce Transparency is on: always false (Segue has no such setting), so code
  /// that checks it keeps its blurs and translucent backgrounds, which Segue draws.
  public static var isReduceTransparencyEnabled: Bool { false }

  /// Posted when Reduce Transparency is switched (never, in Segue).
  public static let reduceTransparencyStatusDidChangeNotification = Notification.Name(
    "UIAccessibilityReduceTransparencyStatusDidChangeNotification")

  /// Posted (on the default centre) when Reduce Motion is switched.
  public static let reduceMotionStatusDidChangeNotification = Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")

  /// Posted when `prefersCrossFadeTransitions` changes.
  public static let prefersCrossFadeTransitionsStatusDidChange = Notification.Name(
    "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")

  /// The running host's preferences, read from the main actor (see `UITraitCollection.current`).
  private static var runningPreferences: HostSettings? {
    guard Thread.isMainThread || DispatchQueue.getSpecific(key: ScreenTraits.mainQueueKey) != nil else { return nil }
    return MainActor.assumeIsolated { FrameLoop.current?.settings }
  }
}

extension FrameLoop {
  /// Whether system transitions in this loop cross-fade (its host's Reduce Motion).
  var prefersCrossFadeTransitions: Bool { settings.reducesMotion }

  /// Tells observers the motion settings changed.
  func motionPreferencesDidChange() {
    NotificationCenter.default.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    NotificationCenter.default.post(name: UIAccessibility.prefersCrossFadeTransitionsStatusDidChange, object: nil)
  }
}
