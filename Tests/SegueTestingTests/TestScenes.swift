import Foundation
import Segue
import SegueTesting

/// A screen with a title and a coloured background with a stripe, so frames differ visibly.
@MainActor func screen(_ title: String, hue: CGFloat) -> UIViewController {
  let controller = UIViewController()
  controller.title = title
  controller.view.backgroundColor = UIColor(red: hue, green: 0.6, blue: 1 - hue, alpha: 1)
  let stripe = UIView(frame: CGRect(x: 40, y: 200, width: 200, height: 60))
  stripe.backgroundColor = UIColor(red: 1 - hue, green: 0.2, blue: hue, alpha: 1)
  controller.view.addSubview(stripe)
  return controller
}

/// A navigation stack List → Detail, Detail on top, shown in a new driver.
@MainActor func listDetailDriver() -> (SceneDriver, UINavigationController) {
  let driver = SceneDriver(width: 390, height: 844, scale: 1)
  let navigation = UINavigationController(rootViewController: screen("List", hue: 0.1))
  navigation.pushViewController(screen("Detail", hue: 0.8), animated: false)
  driver.show(navigation)
  driver.host.step()
  return (driver, navigation)
}

/// A left-edge swipe across most of the screen: an interactive pop that completes.
let edgeSwipe = PointerScript(
  scene: "list-detail", viewport: .init(width: 390, height: 844, scale: 1),
  events: [
    .init(t: 0, type: .down, x: 4, y: 400), .init(t: 0.05, type: .move, x: 40, y: 401),
    .init(t: 0.1, type: .move, x: 100, y: 401), .init(t: 0.2, type: .move, x: 200, y: 402),
    .init(t: 0.3, type: .move, x: 300, y: 402), .init(t: 0.35, type: .up, x: 320, y: 402),
  ])

/// A short, slow swipe: the interactive pop is cancelled.
let hesitantSwipe = PointerScript(
  scene: "list-detail", viewport: .init(width: 390, height: 844, scale: 1),
  events: [
    .init(t: 0, type: .down, x: 4, y: 400), .init(t: 0.1, type: .move, x: 30, y: 400),
    .init(t: 0.4, type: .move, x: 60, y: 400), .init(t: 0.8, type: .move, x: 70, y: 400),
    .init(t: 1.0, type: .up, x: 70, y: 400),
  ])
