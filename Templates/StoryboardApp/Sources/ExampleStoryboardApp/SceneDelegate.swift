#if canImport(UIKit)
  import UIKit
#else
  import Segue
#endif

/// Xcode's template scene delegate: UIKit — and Segue — make the window from
/// Main.storyboard and hand it over before `scene(_:willConnectTo:options:)`.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    // The storyboard has made `window` and set its root view controller already.
    guard (scene as? UIWindowScene) != nil else { return }
  }
}
