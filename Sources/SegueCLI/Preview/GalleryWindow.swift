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
    let shown = ShownRoot()
    let entry = SceneCatalog.Entry(
      name: openingScene ?? "gallery",
      makeWindow: {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root =
          openingScene.flatMap { GalleryApp.makeRootViewController(openingScene: $0) }
          ?? GalleryApp.makeRootViewController()
        window.rootViewController = root
        shown.root = root
        return window
      }, performForward: nil)
    var options = options
    if options.measure, let scene = openingScene.flatMap(TransitionScene.named) {
      // `segue preview SCENE --measure`: the scene's own transition, forward and back.
      options.measuredTransition = PreviewMeasurement.Transition(
        name: scene.name,
        forward: { shown.root.map { scene.performForward(in: $0) } ?? false },
        back: { shown.root.map { scene.performBack(in: $0) } ?? false })
    }
    try AppWindow.show(entry, options: options) { window in AppWindow.back(in: window) }
  }

  /// The root view controller the window shows, once made.
  private final class ShownRoot {
    weak var root: UIViewController?
  }
}
