import Foundation
import Testing

@testable import SegueUIKit

/// Seed 001's animator: rotates the from-view by 1.5 rad while the to-view fades in,
/// easeIn over 1 s.
@MainActor final class RotateFadeAnimator: UIViewControllerAnimatedTransitioning {
  var ended: [Bool] = []
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let from = context.view(forKey: .from), let to = context.view(forKey: .to),
      let toVC = context.viewController(forKey: .to)
    else { return }
    to.frame = context.finalFrame(for: toVC)
    context.containerView.insertSubview(to, belowSubview: from)
    to.alpha = 0
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveEaseIn,
      animations: {
        from.transform = CGAffineTransform(rotationAngle: 1.5)
        to.alpha = 1
      },
      completion: { _ in
        from.transform = .identity
        to.alpha = 1
        if context.transitionWasCancelled { to.removeFromSuperview() }
        context.completeTransition(!context.transitionWasCancelled)
      })
  }

  func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

@MainActor final class InteractivePopDelegate: UINavigationControllerDelegate {
  let animator = RotateFadeAnimator()
  var driver: UIPercentDrivenInteractiveTransition?
  var shown: [String] = []

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { operation == .pop ? animator : nil }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { driver }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    shown.append(viewController.title ?? "?")
  }
}

@Suite @MainActor struct InteractiveTransitionTests {
  func setUp() -> (
    HeadlessHost, UINavigationController, RecordingController, RecordingController, EventLog, InteractivePopDelegate
  ) {
    let host = HeadlessHost()
    let log = EventLog()
    let a = RecordingController("A", sink: log.add)
    let b = RecordingController("B", sink: log.add)
    let nav = UINavigationController(rootViewController: a)
    let delegate = InteractivePopDelegate()
    nav.delegate = delegate
    host.show(nav)
    nav.pushViewController(b, animated: true)
    host.advance(by: 0.5)
    _ = log.take()
    return (host, nav, a, b, log, delegate)
  }

  @Test func scrubbingFollowsTheAnimatorsCurve() {
    let (host, nav, _, b, _, delegate) = setUp()
    let driver = UIPercentDrivenInteractiveTransition()
    delegate.driver = driver
    nav.popViewController(animated: true)
    host.step()
    driver.update(0.5)
    host.step()
    let easeIn = CAMediaTimingFunction(name: .easeIn).progress(atFraction: 0.5)
    let angle = b.view.layer.presentation().map { atan2(Double($0.transform.m12), Double($0.transform.m11)) } ?? -1
    #expect(abs(angle - 1.5 * easeIn) < 1e-9)
    // Scrubbing to 100 % by hand does not end the transition (§8 pitfall 10).
    driver.update(1)
    host.advance(by: 1)
    #expect(delegate.animator.ended.isEmpty)
  }

  @Test func finishedInteractivePopCompletesAfterTheRemainingTime() {
    let (host, nav, a, b, log, delegate) = setUp()
    let driver = UIPercentDrivenInteractiveTransition()
    delegate.driver = driver
    nav.popViewController(animated: true)
    host.step()
    #expect(log.take() == ["B.viewWillDisappear", "A.viewWillAppear"])
    #expect(nav.viewControllers == [a])  // the stack already reflects the pop (§6.3)
    driver.update(0.6)
    driver.finish()
    host.advance(by: 0.39)
    #expect(delegate.animator.ended.isEmpty)
    host.advance(by: 0.03)
    #expect(delegate.animator.ended == [true])
    #expect(log.take() == ["B.viewDidDisappear", "A.viewDidAppear"])
    #expect(delegate.shown == ["A", "B", "A"])
    #expect(nav.transitionView.layer.speed == 1 && nav.transitionView.layer.timeOffset == 0)
    #expect(b.parent == nil && a.view.transform == .identity)
  }

  @Test func cancelledInteractivePopRestoresEverything() {
    let (host, nav, a, b, log, delegate) = setUp()
    let driver = UIPercentDrivenInteractiveTransition()
    delegate.driver = driver
    nav.popViewController(animated: true)
    host.step()
    _ = log.take()
    driver.update(0.4)
    driver.cancel()
    host.advance(by: 0.5)
    #expect(delegate.animator.ended == [false])
    // §6.3: A.willDisappear, A.didDisappear, B.willAppear, B.didAppear; B never didDisappear.
    #expect(log.take() == ["A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear"])
    #expect(nav.viewControllers == [a, b])
    #expect(b.parent === nav && b.view.superview === nav.transitionView && a.view.superview == nil)
    #expect(b.view.transform == .identity)
    #expect(b.view.layer.presentation()?.transform.isIdentity == true)
    #expect(delegate.shown == ["A", "B"])
  }

  @Test func completionSpeedShortensTheRemainder() {
    let (host, nav, _, _, _, delegate) = setUp()
    let driver = UIPercentDrivenInteractiveTransition()
    driver.completionSpeed = 2
    delegate.driver = driver
    nav.popViewController(animated: true)
    host.step()
    driver.update(0.5)
    driver.finish()
    host.advance(by: 0.24)
    #expect(delegate.animator.ended.isEmpty)
    host.advance(by: 0.03)  // (1 − 0.5) × 1 s / 2 = 0.25 s
    #expect(delegate.animator.ended == [true])
  }
}

@Suite @MainActor struct EdgeSwipePopTests {
  func setUp() -> (HeadlessHost, UINavigationController, RecordingController, RecordingController, EventLog) {
    let host = HeadlessHost()
    let log = EventLog()
    let a = RecordingController("A", sink: log.add)
    let b = RecordingController("B", sink: log.add)
    let nav = UINavigationController(rootViewController: a)
    host.show(nav)
    nav.pushViewController(b, animated: true)
    host.advance(by: 0.5)
    _ = log.take()
    return (host, nav, a, b, log)
  }

  @Test func slowDragPastHalfFinishes() {
    let (host, nav, a, _, log) = setUp()
    host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 250, y: 400), duration: 1.0, steps: 60, release: true)
    #expect(log.events.prefix(2) == ["B.viewWillDisappear", "A.viewWillAppear"])
    host.advance(by: 0.4)
    #expect(nav.viewControllers == [a] && nav.visibleViewController === a)
    #expect(log.events.suffix(2) == ["B.viewDidDisappear", "A.viewDidAppear"])
  }

  @Test func shortSlowDragCancels() {
    let (host, nav, a, b, log) = setUp()
    host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 100, y: 400), duration: 1.0, steps: 60, release: false)
    // While dragging, the top view follows the finger: translation 95 pt − 10 pt hysteresis start.
    let x = b.view.layer.presentation()?.frame.minX ?? -1
    #expect(x > 80 && x < 100)
    host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2, steps: 12, release: true)
    host.advance(by: 0.4)
    #expect(nav.viewControllers == [a, b] && nav.visibleViewController === b)
    #expect(
      log.events == [
        "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear",
        "B.viewDidAppear",
      ])
  }

  @Test func fastFlickFinishesAtFingerSpeed() {
    let (host, nav, a, _, _) = setUp()
    host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 85, y: 400), duration: 0.05, steps: 5, release: true)
    // 80 pt in 50 ms = 1600 pt/s; remaining ≈ (390 − 80) pt → ≈ 0.19 s < 0.35 s.
    host.advance(by: 0.22)
    #expect(nav.viewControllers == [a] && nav.visibleViewController === a)
  }

  /// The edge recognizer alone (iOS 26's content swipe off) does not begin away from the edge.
  @Test func startingAwayFromTheEdgeIsNotTheEdgeSwipe() {
    let (host, nav, _, b, _) = setUp()
    nav.interactiveContentPopGestureRecognizer?.isEnabled = false
    host.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5, steps: 30, release: true)
    host.advance(by: 0.5)
    #expect(nav.topViewController === b)
  }

  @Test func releaseDecisionUsesTheProjectedPosition() {
    // 390 pt: threshold min(187.5 / 390, 0.5) = 0.4808.
    #expect(
      EdgeSwipePop.shouldFinish(
        percent: 0.3, velocities: [0.6, 0.6], accelerations: [0], width: 390, duration: 0.35))
    #expect(
      !EdgeSwipePop.shouldFinish(
        percent: 0.3, velocities: [0.4, 0.4], accelerations: [0], width: 390, duration: 0.35))
    #expect(
      !EdgeSwipePop.shouldFinish(percent: 0.9, velocities: [-0.1], accelerations: [], width: 390, duration: 0.35))
  }

  @Test func swipeStaysAvailableWhenTheDelegateCustomisesOnlyPush() {
    let host = HeadlessHost()
    let a = UIViewController()
    let b = UIViewController()
    let nav = UINavigationController(rootViewController: a)
    let delegate = PushOnlyDelegate()
    nav.delegate = delegate
    host.show(nav)
    nav.pushViewController(b, animated: true)
    host.advance(by: 1.2)
    #expect(delegate.pushes == 1)
    host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.8, steps: 48, release: true)
    host.advance(by: 0.5)
    #expect(nav.viewControllers == [a])
  }

  @Test func swipeDoesNotBeginWhenTheDelegateCustomisesPop() {
    let host = HeadlessHost()
    let a = UIViewController()
    let b = UIViewController()
    let nav = UINavigationController(rootViewController: a)
    let delegate = InteractivePopDelegate()
    nav.delegate = delegate
    host.show(nav)
    nav.pushViewController(b, animated: true)
    host.advance(by: 0.5)
    host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.8, steps: 48, release: true)
    host.advance(by: 1.5)
    #expect(nav.viewControllers == [a, b])
  }
}

@MainActor final class PushOnlyDelegate: UINavigationControllerDelegate {
  var pushes = 0
  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    guard operation == .push else { return nil }
    pushes += 1
    return RotateFadeAnimator()
  }
}
