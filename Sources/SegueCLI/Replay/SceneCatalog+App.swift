import Foundation
import Segue
import SegueDemos

extension SceneCatalog {
  /// The gallery's scenes (`TransitionScene.all`), each opened on top of the gallery list
  /// the way `GalleryApp` shows it, so a back swipe or button leads to the list.
  @MainActor static var app: SceneCatalog {
    SceneCatalog(
      program: "segue",
      entries: TransitionScene.all.map { scene in
        Entry(
          name: scene.name,
          makeWindow: {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController =
              GalleryApp.makeRootViewController(openingScene: scene.name) ?? GalleryApp.makeRootViewController()
            return window
          },
          performForward: { window in
            if let root = window.rootViewController { scene.performForward(in: root) }
          })
      })
  }
}
