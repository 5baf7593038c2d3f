import Foundation
import SegueAnimation

/// UIKit's scene: one instance of the app's user interface, created when its session
/// connects (iOS 13). Segue connects one window scene per app, on the app's frame loop.
@preconcurrency @MainActor open class UIScene: UIResponder {
  /// The activation states, in UIKit's raw values.
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// What the scene was opened with (nothing here: Segue does not open URLs or activities).
  @MainActor public final class ConnectionOptions {
    /// The bundle identifier of the app that asked for the scene (none here).
    public let sourceApplication: String? = nil
    init() {}
  }

  public let session: UISceneSession
  /// The scene's delegate; the scene retains it, as in UIKit.
  open var delegate: (any UISceneDelegate)?
  open internal(set) var activationState = ActivationState.unattached
  open var title: String?

  public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    self.session = session
    super.init()
    session.scene = self
  }

  /// Scenes are made by the app's session, never from an archive: always nil.
  public required init?(coder: NSCoder) { return nil }

  public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
  public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
  public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
  public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
  public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A scene that shows windows: its screen is the frame loop's (the Segue window, or the
/// headless viewport).
@preconcurrency @MainActor open class UIWindowScene: UIScene {
  /// The loop the scene's windows are shown on.
  package private(set) weak var loop: FrameLoop?
  /// The scene's status bar: its style, visibility and frame.
  public private(set) lazy var statusBarManager: UIStatusBarManager? = UIStatusBarManager(scene: self)
  private var windowRefs: [WeakWindow] = []

  private struct WeakWindow {
    weak var window: UIWindow?
  }

  public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    loop = FrameLoop.current
    super.init(session: session, connectionOptions: connectionOptions)
  }

  /// Scenes are made by the app's session, never from an archive: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// The screen the scene is on.
  open var screen: UIScreen { loop?.screen ?? UIScreen.main }
  /// The scene's windows, in the order they joined it.
  open var windows: [UIWindow] { windowRefs.compactMap(\.window) }
  /// The scene's key window.
  open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

  func windowDidJoin(_ window: UIWindow) {
    windowRefs.removeAll { $0.window == nil || $0.window === window }
    windowRefs.append(WeakWindow(window: window))
  }

  func windowDidLeave(_ window: UIWindow) {
    windowRefs.removeAll { $0.window == nil || $0.window === window }
  }
}

/// The session a scene runs in: its role and configuration.
@preconcurrency @MainActor open class UISceneSession: NSObject {
  /// A session's role.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's main windows.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  public let role: Role
  public let persistentIdentifier: String
  /// The configuration the scene was made with.
  open internal(set) var configuration: UISceneConfiguration
  /// The connected scene, if any.
  open internal(set) weak var scene: UIScene?
  open var userInfo: [String: Any]?

  init(role: Role, configuration: UISceneConfiguration) {
    self.role = role
    self.configuration = configuration
    persistentIdentifier = UUID().uuidString
  }
}

/// How a scene is made: the classes of the scene and of its delegate.
///
/// As in UIKit, what the configuration leaves nil (`delegateClass`, `sceneClass`,
/// `storyboard`) is filled from the `Info.plist` scene manifest's entry of the same name
/// when the app carries one (`InfoPropertyList`; docs/interface-builder.md, "Launching from
/// Info.plist"). Without an `Info.plist`, the default configuration names a class
/// `SceneDelegate` in the app delegate's module (the name Xcode's template uses).
@preconcurrency @MainActor open class UISceneConfiguration: NSObject {
  public let name: String?
  public let role: UISceneSession.Role
  /// The scene delegate's class (it must conform to `UISceneDelegate`).
  open var delegateClass: AnyClass?
  /// The scene's class (`UIWindowScene` when nil).
  open var sceneClass: AnyClass?
  /// The storyboard whose initial controller becomes the root of the scene's window, which
  /// UIKit makes, hands to the scene delegate's `window` before
  /// `scene(_:willConnectTo:options:)`, and shows after it.
  open var storyboard: UIStoryboard?

  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}

/// A scene's delegate. Segue makes it, as UIKit does, from the class the scene configuration
/// or Info.plist names; it must be a `UIResponder` subclass, as Xcode's template's is (made
/// through `UIResponder.init?(coder:)`, which such a class inherits).
@preconcurrency @MainActor public protocol UISceneDelegate: UIResponder {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: UIScene)
  func sceneDidBecomeActive(_ scene: UIScene)
  func sceneWillResignActive(_ scene: UIScene)
  func sceneWillEnterForeground(_ scene: UIScene)
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate, which owns the scene's window.
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
