import Foundation
import Testing

@testable import SegueUIKit

/// An animator built on a property animator (the interruptible path, §4.10).
@MainActor final class InterruptibleSlideAnimator: UIViewControllerAnimatedTransitioning {
  var animator: UIViewPropertyAnimator?
  var created = 0
  var ended: [Bool] = []

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

  func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
    if let animator { return animator }
    created += 1
    let from = context.view(forKey: .from)!
    let to = context.view(forKey: .to)!
    let final = context.finalFrame(for: context.viewController(forKey: .to)!)
    to.frame = final.offsetBy(dx: final.width, dy: 0)
    context.containerView.addSubview(to)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      to.frame = final
      from.alpha = 0.5
    }
    animator.addCompletion { position in
      from.alpha = 1
      if position == .start { to.removeFromSuperview() }
      context.completeTransition(position == .end)
    }
    self.animator = animator
    return animator
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: context).startAnimation()
  }

  func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

@MainActor final class PushDelegate: UINavigationControllerDelegate {
  let animator: any UIViewControllerAnimatedTransitioning
  var driver: UIPercentDrivenInteractiveTransition?
  init(animator: any UIViewControllerAnimatedTransitioning) { self.animator = animator }
  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { driver }
}

@Suite @MainActor struct TransitionPitfallTests {
  @Test func interruptibleAnimatorIsScrubbedAndReversedOnCancel() {
    let host = HeadlessHost()
    let log = EventLog()
    let a = RecordingController("A", sink: log.add)
    let b = RecordingController("B", sink: log.add)
    let nav = UINavigationController(rootViewController: a)
    let animator = InterruptibleSlideAnimator()
    let delegate = PushDelegate(animator: animator)
    let driver = UIPercentDrivenInteractiveTransition()
    delegate.driver = driver
    nav.delegate = delegate
    host.show(nav)
    nav.pushViewController(b, animated: true)
    host.step()
    driver.update(0.25)
    host.step()
    #expect(abs((b.view.layer.presentation()?.frame.minX ?? -1) - 292.5) < 1e-6)
    driver.cancel()
    host.advance(by: 0.3)
    #expect(animator.ended == [false])
    #expect(animator.created == 1)  // §8 pitfall 23: the same animator all along
    #expect(nav.viewControllers == [a])
    #expect(b.view.superview == nil && a.view.alpha == 1)
  }

  /// An interruptible transition (an interactor with `wantsInteractiveStart == false` and an
  /// animator with `interruptibleAnimator(using:)`) takes touches while it animates, so a pan
  /// can grab it, and again after the grab is released (docs/uikit-behaviour.md §5.4).
  @Test func anInterruptibleTransitionCanBeGrabbedWhileItAnimates() {
    let host = HeadlessHost()
    let a = UIViewController()
    let b = UIViewController()
    let nav = UINavigationController(rootViewController: a)
    let animator = InterruptibleSlideAnimator()
    let delegate = PushDelegate(animator: animator)
    let driver = UIPercentDrivenInteractiveTransition()
    driver.wantsInteractiveStart = false
    delegate.driver = driver
    nav.delegate = delegate
    host.show(nav)
    var phases: [UIGestureRecognizer.State] = []
    let pan = UIPanGestureRecognizer()
    let target = PanTarget { recognizer in
      phases.append(recognizer.state)
      switch recognizer.state {
      case .began: driver.pause()
      case .ended: driver.finish()
      default: break
      }
    }
    pan.addTarget(target, action: PanTarget.handle)
    nav.view.addGestureRecognizer(pan)
    nav.pushViewController(b, animated: true)
    host.advance(by: 0.3)
    #expect(b.activeTransition?.isInteractive == false)
    host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 260, y: 400), duration: 0.1)
    #expect(phases.first == .began && phases.last == .ended)
    #expect(b.activeTransition != nil)  // released: it finishes on its own
    phases.removeAll()
    host.advance(by: 0.05)
    host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 230, y: 400), duration: 0.1)
    #expect(phases.first == .began && phases.last == .ended)
    host.runUntilIdle()
    #expect(nav.viewControllers == [a, b])
    #expect(animator.ended == [true])
    #expect(animator.created == 1)
    withExtendedLifetime(target) {}
  }

  /// At a low frame rate the frame that ends a system animation can come after the
  /// watchdog's deadline (duration + 1 s); the watchdog judges the frame after its animations
  /// ran, so a transition completed on that frame is never reported as stuck (`--fps 1`).
  @Test func theWatchdogDoesNotWarnAtOneFramePerSecond() {
    let host = HeadlessHost(framesPerSecond: 1)
    var warnings: [String] = []
    let previousSink = TransitionTrace.sink
    TransitionTrace.sink = { warnings.append($0) }
    defer { TransitionTrace.sink = previousSink }
    let root = UIViewController()
    host.show(root)
    let modal = UIViewController()
    modal.modalPresentationStyle = .fullScreen
    root.present(modal, animated: true)
    host.runUntilIdle()
    // Off the frame grid, as a replayed tap lands between frames.
    host.advance(by: 0.55)
    root.dismiss(animated: true)
    host.step()
    host.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(warnings.isEmpty)
  }

  @Test func customPresentationHasNoFromViewAndSecondCompletionIsIgnored() {
    let host = HeadlessHost()
    let log = EventLog()
    let root = RecordingController("Root", sink: log.add)
    host.show(root)
    let sheet = RecordingController("Sheet", sink: log.add)
    let delegate = SlideDelegate(log: log)
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = delegate
    root.present(sheet, animated: true)
    host.step()
    let context = sheet.activeTransition
    #expect(context?.view(forKey: .from) == nil)  // §8 pitfall 6
    #expect(context?.view(forKey: .to) === sheet.view)
    #expect(context?.viewController(forKey: .from) === root)
    host.advance(by: 0.6)
    _ = log.take()
    context?.completeTransition(false)  // §8 pitfall 2: ignored
    #expect(log.take().isEmpty)
    #expect(root.presentedViewController === sheet && sheet.view.window != nil)
  }

  @Test func builtInModalStylesPresentAndDismiss() {
    for style in [UIModalTransitionStyle.coverVertical, .crossDissolve, .flipHorizontal] {
      let host = HeadlessHost()
      let root = UIViewController()
      host.show(root)
      let modal = UIViewController()
      modal.modalPresentationStyle = .fullScreen
      modal.modalTransitionStyle = style
      var done = 0
      root.present(modal, animated: true) { done += 1 }
      host.advance(by: 0.6)
      #expect(done == 1, "\(style)")
      #expect(modal.view.window != nil && modal.view.frame == host.rootView.bounds, "\(style)")
      modal.dismiss(animated: true) { done += 1 }
      host.advance(by: 0.6)
      #expect(done == 2 && root.presentedViewController == nil && modal.view.window == nil, "\(style)")
      #expect(root.view.window != nil && root.view.alpha == 1 && !root.view.isHidden, "\(style)")
    }
  }

  @Test func presentWhilePresentingIsIgnoredWithAWarning() {
    let host = HeadlessHost()
    var warnings: [String] = []
    let previous = TransitionTrace.sink
    TransitionTrace.sink = { warnings.append($0) }
    defer { TransitionTrace.sink = previous }
    let root = UIViewController()
    host.show(root)
    root.present(UIViewController(), animated: true)
    root.present(UIViewController(), animated: true)
    #expect(warnings.count == 1 && warnings[0].contains("already presenting"))
    host.advance(by: 0.6)
  }

  @Test func traceLogsTheLifecycleWhenEnabled() {
    let host = HeadlessHost()
    var lines: [String] = []
    let previous = (TransitionTrace.sink, TransitionTrace.isEnabled)
    TransitionTrace.sink = { lines.append($0) }
    TransitionTrace.isEnabled = true
    defer { (TransitionTrace.sink, TransitionTrace.isEnabled) = previous }
    let nav = UINavigationController(rootViewController: UIViewController())
    host.show(nav)
    nav.pushViewController(UIViewController(), animated: true)
    host.advance(by: 0.5)
    #expect(lines.contains { $0.contains("NavigationParallaxAnimator.animateTransition") })
    #expect(lines.contains { $0.contains("context.completeTransition(true)") })
  }
}

@Suite @MainActor struct TransitionLifecycleTests {
  @Test func pushAndPresentEmitBeginAndEnd() {
    let host = HeadlessHost()
    var events: [String] = []
    let token = host.loop.lifecycle.observe { event in
      switch event.phase {
      case .begin(let interactive, let from, let to):
        events.append("begin \(event.kind) \(interactive) \(from ?? "nil") → \(to ?? "nil")")
      case .end(let completed):
        events.append("end \(event.kind) \(completed)")
      }
    }
    defer { host.loop.lifecycle.removeObserver(token) }
    let a = UIViewController()
    a.title = "A"
    let b = UIViewController()
    b.title = "B"
    let nav = UINavigationController(rootViewController: a)
    host.show(nav)
    nav.pushViewController(b, animated: true)
    host.runUntilIdle()
    let modal = UIViewController()
    modal.title = "Modal"
    nav.present(modal, animated: true)
    host.runUntilIdle()
    #expect(host.isIdle)
    #expect(
      events == [
        "begin push false A → B", "end push true", "begin present false B → Modal",
        "end present true",
      ])
  }
}

/// An animator that forgets the to-view and claims success after a cancel.
@MainActor final class CarelessAnimator: UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }
  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    UIView.animate(withDuration: 0.2, animations: { context.containerView.alpha = 0.99 }) { _ in
      context.completeTransition(true)
    }
  }
}

@Suite @MainActor struct TransitionWarningTests {
  @Test func missingToViewAndSuccessAfterCancelAreReported() {
    let host = HeadlessHost()
    var warnings: [String] = []
    let previous = TransitionTrace.sink
    TransitionTrace.sink = { warnings.append($0) }
    defer { TransitionTrace.sink = previous }
    let a = UIViewController()
    let b = UIViewController()
    let nav = UINavigationController(rootViewController: a)
    let delegate = PushDelegate(animator: CarelessAnimator())
    let driver = UIPercentDrivenInteractiveTransition()
    delegate.driver = driver
    nav.delegate = delegate
    host.show(nav)
    nav.pushViewController(b, animated: true)
    host.step()
    driver.update(0.3)
    driver.cancel()
    host.advance(by: 0.5)
    #expect(
      warnings.contains {
        $0.contains("CarelessAnimator called completeTransition(true) after the transition was cancelled")
      })
    #expect(warnings.contains { $0.contains("CarelessAnimator completed the transition without adding the to-view") })
  }
}

/// A target-action receiver for a pan recognizer in a test.
@MainActor final class PanTarget: NSObject {
  let action: (UIPanGestureRecognizer) -> Void
  init(_ action: @escaping (UIPanGestureRecognizer) -> Void) { self.action = action }
  func handle(_ recognizer: UIPanGestureRecognizer) { action(recognizer) }
}
