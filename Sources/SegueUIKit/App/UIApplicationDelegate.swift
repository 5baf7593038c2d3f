import Foundation
import SegueAnimation

/// The app's delegate: told when the app launches and changes state, as on iOS.
///
/// Segue makes it from its class as UIKit does, through `UIResponder.init?(coder:)` (Swift on
/// Linux can only make an object from a class through a required initializer), so the
/// delegate is a `UIResponder` subclass — as Xcode's template writes it, `final` or not:
///
/// ```swift
/// @main
/// class AppDelegate: UIResponder, UIApplicationDelegate {
///   var window: UIWindow?
///   func application(
///     _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
///   ) -> Bool { true }
/// }
/// ```
@preconcurrency @MainActor public protocol UIApplicationDelegate: UIResponder {
  /// The app's window when it does not use scenes.
  var window: UIWindow? { get set }
  func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  func applicationDidBecomeActive(_ application: UIApplication)
  func applicationWillResignActive(_ application: UIApplication)
  func applicationDidEnterBackground(_ application: UIApplication)
  func applicationWillEnterForeground(_ application: UIApplication)
  func applicationWillTerminate(_ application: UIApplication)
  /// The app is low on memory (a simulated warning: `HeadlessHost.simulateMemoryWarning()`).
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
  /// The configuration of a scene about to connect; the default is named "Default
  /// Configuration". What it leaves nil comes from the Info.plist's scene manifest; an app
  /// without an Info.plist gets the class `SceneDelegate` of the delegate's module as its
  /// scene delegate, if there is one.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  public func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
  public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}
