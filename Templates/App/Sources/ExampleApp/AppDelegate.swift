#if canImport(UIKit)
  import UIKit
#else
  import Segue
#endif

/// The app's delegate, as Xcode's template writes it, plus `final`: Segue makes the app and
/// scene delegates with `init()`, which Swift on Linux can only call on a `final` class (or
/// one with a `required init()`); UIKit accepts it as it is.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}
