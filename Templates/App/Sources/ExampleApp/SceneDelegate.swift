#if canImport(UIKit)
  import UIKit
#else
  import Segue
#endif

/// Makes the window: a navigation controller whose pushes and pops use `SlideAnimator`.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let navigationDelegate = NavigationDelegate()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let navigation = UINavigationController(rootViewController: ListViewController())
    navigation.delegate = navigationDelegate
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = navigation
    self.window = window
    window.makeKeyAndVisible()
  }
}
