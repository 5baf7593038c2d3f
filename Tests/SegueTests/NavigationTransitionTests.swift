import Foundation
import Testing

@testable import SegueUIKit

/// Records appearance callbacks in order.
@MainActor final class RecordingController: UIViewController {
  let name: String
  var log: [String]
  let sink: (String) -> Void

  init(_ name: String, sink: @escaping (String) -> Void) {
    self.name = name
    self.log = []
    self.sink = sink
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() { sink("\(name).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { sink("\(name).viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { sink("\(name).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { sink("\(name).viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { sink("\(name).viewDidDisappear") }
}

@MainActor final class EventLog {
  var events: [String] = []
  func add(_ event: String) { events.append(event) }
  func take() -> [String] {
    defer { events.removeAll() }
    return events
  }
}

@Suite @MainActor struct NavigationTransitionTests {
  @Test func animatedPushAndPopFollowUIKitsOrder() {
    let host = HeadlessHost()
    let log = EventLog()
    let a = RecordingController("A", sink: log.add)
    let b = RecordingController("B", sink: log.add)
    let nav = UINavigationController(rootViewController: a)
    host.show(nav)
    #expect(log.take() == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
    nav.pushViewController(b, animated: true)
    #expect(nav.topViewController === b)
    #expect(log.take().isEmpty)  // deferred to the next turn
    host.step()
    #expect(log.take() == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear"])
    #expect(b.isMovingToParent)
    host.advance(by: 0.2)
    // Mid-push: B's view slides in from the right, A moves towards −30 %.
    let bx = b.view.layer.presentation()?.frame.minX ?? -1
    #expect(bx > 0 && bx < 390)
    host.advance(by: 0.2)
    #expect(log.take() == ["A.viewDidDisappear", "B.viewDidAppear"])
    #expect(b.view.superview === nav.transitionView && a.view.superview == nil)
    #expect(b.view.frame == nav.transitionView.bounds)

    nav.popViewController(animated: true)
    host.step()
    #expect(log.take() == ["B.viewWillDisappear", "A.viewWillAppear"])
    #expect(b.isMovingFromParent)
    host.advance(by: 0.4)
    #expect(log.take() == ["B.viewDidDisappear", "A.viewDidAppear"])
    #expect(nav.viewControllers == [a])
    #expect(b.parent == nil && b.view.superview == nil)
  }

  @Test func pushGeometryUsesTheParallaxNumbers() {
    #expect(NavigationParallaxAnimator.parallaxOffset(width: 390) == -117)
    #expect(NavigationParallaxAnimator.parallaxOffset(width: 375) == -112)
  }

  @Test func nonAnimatedPushSwapsAtOnce() {
    let host = HeadlessHost()
    let log = EventLog()
    let a = RecordingController("A", sink: log.add)
    let b = RecordingController("B", sink: log.add)
    let nav = UINavigationController(rootViewController: a)
    host.show(nav)
    _ = log.take()
    nav.pushViewController(b, animated: false)
    host.step()
    #expect(
      log.take() == [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
      ])
  }

  @Test func callsInOneTurnCoalesce() {
    let host = HeadlessHost()
    let log = EventLog()
    let a = RecordingController("A", sink: log.add)
    let b = RecordingController("B", sink: log.add)
    let c = RecordingController("C", sink: log.add)
    let nav = UINavigationController(rootViewController: a)
    host.show(nav)
    _ = log.take()
    nav.pushViewController(b, animated: true)
    nav.pushViewController(c, animated: true)
    host.advance(by: 0.5)
    // One transition A → C; B never appears (§6.4).
    #expect(
      log.take() == [
        "C.viewDidLoad", "A.viewWillDisappear", "C.viewWillAppear", "A.viewDidDisappear", "C.viewDidAppear",
      ])
    #expect(nav.viewControllers == [a, b, c])
  }

  @Test func pushDuringATransitionWaitsForIt() {
    let host = HeadlessHost()
    let log = EventLog()
    let a = RecordingController("A", sink: log.add)
    let b = RecordingController("B", sink: log.add)
    let c = RecordingController("C", sink: log.add)
    let nav = UINavigationController(rootViewController: a)
    host.show(nav)
    nav.pushViewController(b, animated: true)
    host.advance(by: 0.1)
    _ = log.take()
    nav.pushViewController(c, animated: true)
    host.advance(by: 0.3)
    #expect(log.take().prefix(2) == ["A.viewDidDisappear", "B.viewDidAppear"])
    host.advance(by: 0.5)
    #expect(nav.visibleViewController === c)
    #expect(c.view.superview === nav.transitionView && b.view.superview == nil)
  }
}

@Suite @MainActor struct NavigationBarTests {
  @Test func backTitleFallsBackToBackWhenItDoesNotFit() {
    #expect(NavigationBackControl.fittingTitle("Gallery", width: 84) == "Gallery")
    #expect(NavigationBackControl.fittingTitle("Rotate & Fade", width: 84) == "Back")
    #expect(NavigationBackControl.fittingTitle("Rotate & Fade", width: 200) == "Rotate & Fade")
    #expect(NavigationBackControl.fittingTitle("Rotate & Fade", width: 20) == nil)
  }

  /// The back title gets the room the centred title leaves: a short title leaves room for
  /// the previous title in full, a long one only for "Back".
  @Test func backTitleUsesTheRoomTheTitleLeaves() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: UINavigationBar.height))
    let previous = UINavigationItem(title: "Magic Move")
    bar.setItems([previous, UINavigationItem(title: "Mountains")], animated: false)
    #expect(bar.displayedBackTitle == "Magic Move")
    bar.setItems([previous, UINavigationItem(title: "A much longer screen title")], animated: false)
    #expect(bar.displayedBackTitle == "Back")
    bar.setItems([UINavigationItem(title: "Mountains")], animated: false)
    #expect(bar.displayedBackTitle == nil)
  }
}
