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
  static func run(options: X11Host.Options, openingScene: String?, stats: Bool, exitAfter: Double?) throws -> Never {
    let host = try X11Host(options: options)
    let root: UIViewController
    if let openingScene, let scene = GalleryApp.makeRootViewController(openingScene: openingScene) {
      root = scene
    } else {
      root = GalleryApp.makeRootViewController()
    }
    let window = UIWindow(frame: host.rootView.bounds)
    window.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    host.rootView.addSubview(window)
    window.rootViewController = root
    window.makeKeyAndVisible()
    host.onBack = { back(from: root) }
    host.onQuit = {
      if stats { print(PreviewMeasurement.describe(host.timings, host: host)) }
      host.close()
      exit(0)
    }
    if let exitAfter {
      DispatchQueue.main.asyncAfter(deadline: .now() + exitAfter) {
        MainActor.assumeIsolated { host.quit() }
      }
    }
    host.setNeedsFrame()
    withExtendedLifetime(window) { host.run() }
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
