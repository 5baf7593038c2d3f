import Foundation
import Testing

@testable import SegueUIKit

/// A side-menu interactor as SideMenuTransition writes it: the recognizer comes from a stored
/// factory of UIKit's `init(target:action:)` type, given the selector of its own method
/// (`@MainActor` in Swift 6 mode, as against UIKit).
@MainActor private final class MenuInteractor: NSObject {
  var panGestureRecognizerFactory: @MainActor (Any?, Selector?) -> UIPanGestureRecognizer =
    UIPanGestureRecognizer.init(target:action:)
  var translations: [CGFloat] = []
  var closes = 0
  var notifications: [String] = []

  func setup(view: UIView) {
    view.addGestureRecognizer(panGestureRecognizerFactory(self, Selector(MenuInteractor.handleGesture(_:))))
  }

  func handleGesture(_ recognizer: UIPanGestureRecognizer) {
    translations.append(recognizer.translation(in: nil).x)
  }

  func close() { closes += 1 }

  func handleNotification(_ notification: Notification) {
    notifications.append(notification.name.rawValue)
  }
}

/// docs/uikit-behaviour-2.md §22.2: a `Selector` made from a method is stored, passed on, and
/// sent by gesture recognizers, controls and notification centers.
@Suite @MainActor struct SelectorTests {
  @Test func aRecognizerFromAStoredFactoryWithASelectorCallsTheMethodOnEveryChange() {
    let host = HeadlessHost()
    let interactor = MenuInteractor()
    interactor.setup(view: fullView(in: host))
    host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.2, steps: 10)
    #expect(interactor.translations.count == 11)
    #expect(interactor.translations.first == 10)
    #expect(interactor.translations.last == 100)
  }

  @Test func aControlSendsASelectorWithoutParametersToItsTarget() {
    let interactor = MenuInteractor()
    let button = UIButton(type: .system)
    button.addTarget(interactor, action: Selector(MenuInteractor.close), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .touchDown)
    #expect(interactor.closes == 1)
  }

  @Test func aTargetOfAnotherClassGetsNothing() {
    let tap = UITapGestureRecognizer(target: UIViewController(), action: Selector(MenuInteractor.close))
    let button = UIButton(type: .system)
    let interactor = MenuInteractor()
    button.addTarget(UIViewController(), action: Selector(MenuInteractor.close), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(interactor.closes == 0)
    #expect(tap.state == .possible)
  }

  @Test func aNotificationCenterSendsTheNotificationToTheObserversMethodUntilRemoved() {
    let center = NotificationCenter()
    let interactor = MenuInteractor()
    let name = Notification.Name("SelectorTests.menuWillOpen")
    center.addObserver(
      interactor, selector: Selector(MenuInteractor.handleNotification(_:)), name: name, object: nil)
    center.post(name: name, object: nil)
    center.removeObserver(interactor)
    center.post(name: name, object: nil)
    #expect(interactor.notifications == ["SelectorTests.menuWillOpen"])
  }

  @Test func describesTheMethodsClass() {
    #expect(Selector(MenuInteractor.close).description == "a method of MenuInteractor")
  }
}
