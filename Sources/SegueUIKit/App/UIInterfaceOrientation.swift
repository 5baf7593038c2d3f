import Foundation

/// The orientation of the app's interface, with UIKit's raw values (an interface turned
/// landscape-right is the device turned landscape-left). The preview does not rotate: a window
/// wider than tall is `.landscapeRight`, any other `.portrait`. docs/uikit-behaviour-2.md §19.2.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// The interface orientation of a screen `size` points large (see the type's note).
  static func of(_ size: CGSize) -> UIInterfaceOrientation {
    size.width > size.height ? .landscapeRight : .portrait
  }
}

/// The interface orientations a controller supports, with UIKit's bits (1 shifted by each
/// orientation's raw value). docs/uikit-behaviour-2.md §19.2.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

extension UIApplication {
  /// The interface orientation of the first window scene (deprecated in iOS 13 for the scene's
  /// `interfaceOrientation`): `.landscapeRight` while the screen is wider than tall, else
  /// `.portrait`. docs/uikit-behaviour-2.md §19.2.
  public var statusBarOrientation: UIInterfaceOrientation { UIInterfaceOrientation.of(UIScreen.main.bounds.size) }

  /// Declared for code that observes them; Segue does not post them (the preview does not
  /// rotate and has no in-call bar). docs/uikit-behaviour-2.md §19.2.
  public static let willChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationWillChangeStatusBarFrameNotification")
  public static let didChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarFrameNotification")
  public static let willChangeStatusBarOrientationNotification = Notification.Name(
    "UIApplicationWillChangeStatusBarOrientationNotification")
  public static let didChangeStatusBarOrientationNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarOrientationNotification")
}

extension UIWindowScene {
  /// `.landscapeRight` while the scene's screen is wider than tall, else `.portrait`.
  /// docs/uikit-behaviour-2.md §19.2.
  public var interfaceOrientation: UIInterfaceOrientation { UIInterfaceOrientation.of(screen.bounds.size) }
}
