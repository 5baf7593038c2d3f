import Foundation
import Segue

extension SceneCatalog {
  /// The scenes `segue` knows. Until the gallery's registry (`SegueDemos`) is part of the
  /// package this is a stand-in: UIKit's own push in a navigation controller.
  @MainActor static var app: SceneCatalog {
    SceneCatalog(entries: [
      Entry(
        name: "ios-push",
        makeRoot: {
          let first = UIViewController()
          first.title = "First"
          first.view.backgroundColor = .white
          return UINavigationController(rootViewController: first)
        },
        performForward: { root in
          guard let navigation = root as? UINavigationController else { return }
          let second = UIViewController()
          second.title = "Second"
          second.view.backgroundColor = UIColor(red: 0.85, green: 0.92, blue: 1, alpha: 1)
          navigation.pushViewController(second, animated: true)
        },
        forwardDuration: 0.5)
    ])
  }
}
