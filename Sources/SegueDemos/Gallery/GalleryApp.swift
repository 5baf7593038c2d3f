#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The gallery app's entry points: what `segue` shows in its window and what `segue render
/// SCENE` / `segue replay` start from.
public enum GalleryApp {
  /// The gallery: a navigation controller whose first screen lists every transition scene.
  @MainActor public static func makeRootViewController() -> UIViewController {
    #if !canImport(UIKit)
      DemoImages.register()
    #endif
    return UINavigationController(rootViewController: GalleryViewController())
  }

  /// The gallery with the scene called `name` already open on top of the list (so its back
  /// button leads to the list), or nil when there is no such scene (`TransitionScene.names`
  /// lists them).
  @MainActor public static func makeRootViewController(openingScene name: String) -> UIViewController? {
    guard let scene = TransitionScene.named(name) else { return nil }
    #if !canImport(UIKit)
      DemoImages.register()
    #endif
    let gallery = GalleryViewController()
    // Loaded now so its title is the scene's back button title.
    gallery.loadViewIfNeeded()
    let navigationController = UINavigationController(rootViewController: gallery)
    navigationController.pushViewController(scene.makeViewController(), animated: false)
    return navigationController
  }
}
