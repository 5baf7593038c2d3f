import Foundation
import Testing

@testable import SegueUIKit

/// Counts its layout callbacks and lays a subview out from the root view's bounds.
@MainActor final class LayingOutController: UIViewController {
  var events: [String] = []
  let box = UIView()

  override func viewDidLoad() { view.addSubview(box) }
  override func viewWillLayoutSubviews() { events.append("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() {
    events.append("viewDidLayoutSubviews")
    box.frame = CGRect(x: 10, y: 10, width: view.bounds.width - 20, height: 40)
  }
}

@Suite @MainActor struct ViewControllerLayoutTests {
  @Test func rootViewLayoutCallsTheControllersLayoutHooks() {
    let host = HeadlessHost()
    let controller = LayingOutController()
    host.show(controller)
    host.step()
    #expect(controller.events == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    #expect(controller.box.frame == CGRect(x: 10, y: 10, width: 370, height: 40))
    controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
    controller.view.layoutIfNeeded()
    #expect(controller.box.frame.width == 280)
  }
}
