import Foundation

/// UIKit's device: what transition code asks about the hardware. The preview stands in for
/// an iPhone, so the answers are an iPhone's (docs/uikit-behaviour.md, "Device"): idiom
/// `.phone`, portrait orientation, `systemName` "iOS". `systemVersion` is the iOS release whose
/// behaviour Segue follows; `name` and `model` are "iPhone".
@preconcurrency @MainActor open class UIDevice: NSObject {
  /// The device the app runs on (one per process, as in UIKit).
  public static let current = UIDevice()

  /// UIKit's interface idioms (raw values as in UIKit).
  public enum UserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
  }

  /// UIKit's device orientations (raw values as in UIKit).
  public enum Orientation: Int, Sendable {
    case unknown = 0
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
  }

  /// `.phone`: the preview window is a phone-sized screen.
  open var userInterfaceIdiom: UserInterfaceIdiom { .phone }
  /// `.portrait`, or `.landscapeLeft` while the running screen is wider than tall.
  open var orientation: Orientation {
    let bounds = UIScreen.main.bounds
    return bounds.width > bounds.height ? .landscapeLeft : .portrait
  }
  open var name: String { "iPhone" }
  open var model: String { "iPhone" }
  open var localizedModel: String { "iPhone" }
  open var systemName: String { "iOS" }
  /// The iOS release whose behaviour Segue matches.
  open var systemVersion: String { "18.0" }
  /// A fixed identifier for the process's device.
  public let identifierForVendor: UUID? = UUID()
  /// Orientation notifications are not generated (the preview does not rotate); the calls
  /// are accepted so that code pairing them compiles and runs.
  open private(set) var isGeneratingDeviceOrientationNotifications = false
  open func beginGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = true
  }
  open func endGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = false
  }
  /// No battery: `isBatteryMonitoringEnabled` stays settable, the level is −1 (unknown), as
  /// UIKit reports when monitoring is off.
  open var isBatteryMonitoringEnabled = false
  open var batteryLevel: Float { -1 }
  /// Taps have no sound on Linux; the call is accepted.
  open func playInputClick() {}
}
