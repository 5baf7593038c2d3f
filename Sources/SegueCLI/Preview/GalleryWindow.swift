import Foundation
import Segue
import SegueDemos
import SegueX11

/// The gallery in an X11 window: `segue` with no arguments, or `segue preview SCENE`.
///
/// The gallery's navigation controller is the root of a `UIWindow` filling the host's root
/// view. Esc goes back as the back control on screen does (`AppWindow.back(in:)`): it
/// dismisses the top presented controller, else pops the navigation stack — never a scene's
/// own back action as well (the flip's card turning back while the pop runs).
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
    try AppWindow.show(entry, options: options) { window in AppWindow.back(in: window) }
  }
}
