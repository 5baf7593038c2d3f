import Foundation
import SegueAnimation

/// UIKit's application object: the app's delegate, scenes and windows, and its state.
///
/// An app started with `UIApplicationMain` or `@main` (module `Segue`), or by
/// `SceneDriver.launch`, has one, made when it launches on its host's frame loop; `shared` is
/// the one of the loop that is running (so apps launched by tests side by side stay apart).
/// Where no app launched — a test driving view controllers directly — it is an application
/// object with no delegate, whose windows are the running host's.
@preconcurrency @MainActor open class UIApplication: UIResponder {
  /// The app's states, in UIKit's raw values.
  public enum State: Int, Sendable {
    case active = 0
    case inactive = 1
    case background = 2
  }

  /// Keys of the launch options (Segue launches with none).
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
  }

  /// Keys of `open(_:options:completionHandler:)`'s options.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// The app launched on the running loop, if any.
  package static var running: UIApplication? { FrameLoop.current?.application }
  private static var detached: UIApplication?

  /// The app object.
  public static var shared: UIApplication {
    if let running { return running }
    if let detached { return detached }
    let made = UIApplication(loop: nil)
    detached = made
    return made
  }

  /// The app's delegate (UIKit does not retain it; the app launcher does).
  open weak var delegate: (any UIApplicationDelegate)?
  /// The app's state: inactive while launching, then active.
  open internal(set) var applicationState = State.inactive
  /// The connected scenes.
  open private(set) var connectedScenes: Set<UIScene> = []
  /// The sessions of the connected scenes.
  open var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }
  /// Segue runs one scene per app.
  open var supportsMultipleScenes: Bool { false }
  open var isIdleTimerDisabled = false
  open var applicationIconBadgeNumber = 0

  /// The loop the app runs on (nil for the stand-in before any app launched).
  package private(set) weak var loop: FrameLoop?
  /// Keeps the delegates alive for the app's life.
  package var retainedDelegate: (any UIApplicationDelegate)?

  package init(loop: FrameLoop?) {
    self.loop = loop
    super.init()
  }

  /// The application object is made by launch, never from an archive: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// The windows on screen, back to front (deprecated in iOS 15 for a scene's `windows`,
  /// still widely used).
  open var windows: [UIWindow] {
    guard let root = (loop ?? FrameLoop.current)?.rootView else { return [] }
    return root.subviews.compactMap { $0 as? UIWindow }
  }

  /// Whether touches that begin now are ignored: while a transition no gesture drives runs
  /// (from its request to its `completeTransition`), and while
  /// `beginIgnoringInteractionEvents()` calls are open (docs/uikit-behaviour.md §5.4;
  /// deprecated in iOS 13, still answered).
  open var isIgnoringInteractionEvents: Bool { (loop ?? FrameLoop.current)?.isIgnoringInteractionEvents ?? false }

  /// Ignores touches that begin from now until the matching `endIgnoringInteractionEvents()`
  /// (calls nest; deprecated in iOS 13 for `isUserInteractionEnabled`).
  open func beginIgnoringInteractionEvents() {
    (loop ?? FrameLoop.current)?.explicitIgnoringDepth += 1
  }

  /// Ends one `beginIgnoringInteractionEvents()` (an unmatched call does nothing).
  open func endIgnoringInteractionEvents() {
    guard let loop = loop ?? FrameLoop.current, loop.explicitIgnoringDepth > 0 else { return }
    loop.explicitIgnoringDepth -= 1
  }

  /// The key window (deprecated in iOS 13, still widely used).
  open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

  /// The first connected window scene.
  var firstWindowScene: UIWindowScene? { connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first }

  func connect(_ scene: UIScene) { connectedScenes.insert(scene) }

  /// Segue has no system to hand URLs to: it writes one line saying the URL was not opened
  /// and calls `completion` with false on the next turn.
  open func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    FileHandle.standardError.write(
      Data("segue: \(url.absoluteString) is not opened: Segue has no system apps to open URLs in.\n".utf8))
    if let completion { MainQueueTurn.enqueue { completion(false) } }
  }

  /// False: no URL can be opened here.
  open func canOpenURL(_ url: URL) -> Bool { false }

  public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
  public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
}

extension UIApplication {
  /// The status bar's frame in the first window scene (iOS 13 deprecated it for the scene's
  /// `statusBarManager`; code written before still reads it): 0 high while it is hidden.
  public var statusBarFrame: CGRect { statusBarScene?.statusBarManager?.statusBarFrame ?? .zero }

  /// Whether the first window scene's status bar is hidden (its controller's
  /// `prefersStatusBarHidden`).
  public var isStatusBarHidden: Bool { statusBarScene?.statusBarManager?.isStatusBarHidden ?? false }

  /// The style the first window scene's status bar shows (its controller's
  /// `preferredStatusBarStyle`).
  public var statusBarStyle: UIStatusBarStyle { statusBarScene?.statusBarManager?.statusBarStyle ?? .default }

  /// The launched app's first window scene, else the scene of a window on screen (a test's
  /// host shows windows in a scene of its own).
  private var statusBarScene: UIWindowScene? {
    firstWindowScene ?? windows.lazy.compactMap(\.windowScene).first
  }
}

extension UIApplication {
  /// Key-value coding on the class itself: `"shared"` (or `"sharedApplication"`) is the
  /// shared application, the idiom `UIApplication.value(forKeyPath: #keyPath(UIApplication.shared))`
  /// with which code that may run in an app extension reaches it. Any other key is nil and
  /// says so on standard error. docs/uikit-behaviour-2.md §19.4.
  public class func value(forKey key: String) -> Any? {
    guard key == "shared" || key == "sharedApplication" else {
      FileHandle.standardError.write(
        Data(
          "segue: UIApplication.value(forKey: \"\(key)\") is nil: the class answers only \"shared\".\n".utf8))
      return nil
    }
    return shared
  }

  /// `value(forKey:)` for a one-key path (the class's only key is `"shared"`).
  public class func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }
}
