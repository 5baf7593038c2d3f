import Foundation
import Segue
import SegueDemos
import SegueX11

/// The gallery in an X11 window: `segue` with no arguments, or `segue preview SCENE`.
///
/// The gallery's navigation controller is the root of a `UIWindow` filling the host's root
/// view. Esc is the back action of what is on screen: it dismisses the top presented
/// controller, else pops the navigation stack, else (a scene whose transition stays on one
/// screen, such as the flip) runs the scene's own back action.
@MainActor enum GalleryWindow {
  static func run(options: AppWindow.Options, openingScene: String?) throws -> Never {
    let entry = SceneCatalog.Entry(
      name: openingScene ?? "gallery",
      makeWindow: {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController =
          openingScene.flatMap { GalleryApp.makeRootViewController(openingScene: $0) }
          ?? GalleryApp.makeRootViewController()
        return window
      }, performForward: nil)
    try AppWindow.show(entry, options: options) { window in
      if let root = window.rootViewController { back(from: root) }
    }
  }

  /// The back action of whatever is on screen under `root`.
  static func back(from root: UIViewController) {
    var top = root
    while let presented = top.presentedViewController { top = presented }
    if top !== root {
      top.dismiss(animated: true)
      return
    }
    guard let navigation = root as? UINavigationController else { return }
    if navigation.viewControllers.count > 2 {
      navigation.popViewController(animated: true)
    } else if let scene = TransitionScene.all.first(where: { $0.sceneViewController(in: navigation) != nil }),
      navigation.viewControllers.count == 2
    {
      // On the scene's first screen: a scene whose forward transition stayed on this screen
      // goes back first; otherwise back to the gallery.
      if !scene.performBack(in: navigation) || navigation.visibleViewController === navigation.topViewController {
        navigation.popViewController(animated: true)
      }
    }
  }
}
