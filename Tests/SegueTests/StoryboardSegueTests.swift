import Foundation
import Testing

@testable import SegueUIKit

/// Segues registered in code: `performSegue` makes the segue, calls `prepare(for:sender:)`,
/// then `perform()`; a show segue pushes inside a navigation controller and presents
/// without one (docs/uikit-behaviour.md, "Segues").
@Suite @MainActor struct StoryboardSegueTests {
  final class ListController: UIViewController {
    var log: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      log.append("prepare \(segue.identifier ?? "-") \(segue.destination.title ?? "-") \(sender as? String ?? "-")")
      segue.destination.title = "Detail (prepared)"
    }
  }

  final class FadeSegue: UIStoryboardSegue {
    static var performed: [String] = []
    override func perform() {
      Self.performed.append(identifier ?? "-")
      source.present(destination, animated: false)
    }
  }

  func detail() -> UIViewController {
    let controller = UIViewController()
    controller.title = "Detail"
    return controller
  }

  @Test func showSeguePushesAfterPrepare() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let list = ListController()
    let navigation = UINavigationController(rootViewController: list)
    host.show(navigation)
    list.registerSegue(withIdentifier: "showDetail") { self.detail() }
    list.performSegue(withIdentifier: "showDetail", sender: "row 3")
    host.runUntilIdle()
    #expect(list.log == ["prepare showDetail Detail row 3"])
    #expect(navigation.viewControllers.map(\.title) == [nil, "Detail (prepared)"])
  }

  @Test func showWithoutANavigationControllerPresents() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let list = ListController()
    host.show(list)
    list.registerSegue(withIdentifier: "showDetail") { self.detail() }
    list.performSegue(withIdentifier: "showDetail", sender: nil)
    host.runUntilIdle()
    #expect(list.presentedViewController?.title == "Detail (prepared)")
  }

  @Test func aCustomSegueClassRunsItsPerform() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let list = ListController()
    host.show(list)
    FadeSegue.performed = []
    list.registerSegue(withIdentifier: "fade", segueClass: FadeSegue.self) { self.detail() }
    list.performSegue(withIdentifier: "fade", sender: nil)
    #expect(FadeSegue.performed == ["fade"])
    #expect(list.presentedViewController?.title == "Detail (prepared)")
  }

  @Test func anUnknownIdentifierDoesNothing() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let list = ListController()
    host.show(list)
    list.performSegue(withIdentifier: "missing", sender: nil)
    #expect(list.log.isEmpty)
    #expect(list.presentedViewController == nil)
  }
}
