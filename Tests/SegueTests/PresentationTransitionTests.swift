import Foundation
import Testing

@testable import SegueUIKit

/// A custom animator that slides the presented view up and records its calls.
@MainActor final class SlideAnimator: UIViewControllerAnimatedTransitioning {
  let log: EventLog
  let presenting: Bool
  var duration: TimeInterval = 0.5
  var completes = true

  init(log: EventLog, presenting: Bool) {
    self.log = log
    self.presenting = presenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    log.add("animator.transitionDuration")
    return duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    log.add("animator.animateTransition interactive=\(context.isInteractive)")
    let container = context.containerView
    if presenting {
      guard let to = context.viewController(forKey: .to), let view = context.view(forKey: .to) else { return }
      let final = context.finalFrame(for: to)
      view.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
      container.addSubview(view)
      UIView.animate(
        withDuration: duration, delay: 0, options: .curveLinear,
        animations: {
          view.frame = final
        },
        completion: { _ in
          if context.transitionWasCancelled { view.removeFromSuperview() }
          if self.completes { context.completeTransition(!context.transitionWasCancelled) }
        })
    } else {
      guard let view = context.view(forKey: .from) else { return }
      if let toView = context.view(forKey: .to) { container.insertSubview(toView, at: 0) }
      UIView.animate(
        withDuration: duration, delay: 0, options: .curveLinear,
        animations: {
          view.frame.origin.y = container.bounds.height
        },
        completion: { _ in
          if context.transitionWasCancelled { view.frame.origin.y = 0 }
          if self.completes { context.completeTransition(!context.transitionWasCancelled) }
        })
    }
  }

  func animationEnded(_ transitionCompleted: Bool) { log.add("animator.animationEnded(\(transitionCompleted))") }
}

@MainActor final class RecordingPresentationController: UIPresentationController {
  var log: EventLog?
  override func presentationTransitionWillBegin() { log?.add("pc.presentationTransitionWillBegin") }
  override func presentationTransitionDidEnd(_ completed: Bool) {
    log?.add("pc.presentationTransitionDidEnd(\(completed))")
  }
  override func dismissalTransitionWillBegin() { log?.add("pc.dismissalTransitionWillBegin") }
  override func dismissalTransitionDidEnd(_ completed: Bool) { log?.add("pc.dismissalTransitionDidEnd(\(completed))") }
  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    return CGRect(
      x: 0, y: container.bounds.height / 2, width: container.bounds.width, height: container.bounds.height / 2)
  }
}

@MainActor final class SlideDelegate: UIViewControllerTransitioningDelegate {
  let log: EventLog
  var interactor: UIPercentDrivenInteractiveTransition?
  var customPresentation = true
  init(log: EventLog) { self.log = log }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  )
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    log.add("delegate.animationController(forPresented:)")
    return SlideAnimator(log: log, presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    log.add("delegate.animationController(forDismissed:)")
    return SlideAnimator(log: log, presenting: false)
  }

  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  {
    interactor
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  )
    -> UIPresentationController?
  {
    guard customPresentation else { return nil }
    log.add("delegate.presentationController")
    let controller = RecordingPresentationController(presentedViewController: presented, presenting: presenting)
    controller.log = log
    return controller
  }
}

/// A "Sheet" presented over full screen on "Root" by a `SlideDelegate` (the system
/// presentation controller), settled, with a percent-driven interactor that the delegate
/// returns for the dismissal. Holds the (weakly referenced) delegate for the test.
@MainActor final class InteractiveSheetFixture {
  let host = HeadlessHost()
  let log = EventLog()
  let root: RecordingController
  let sheet: RecordingController
  let delegate: SlideDelegate
  let driver = UIPercentDrivenInteractiveTransition()

  init() {
    root = RecordingController("Root", sink: log.add)
    host.show(root)
    sheet = RecordingController("Sheet", sink: log.add)
    delegate = SlideDelegate(log: log)
    delegate.customPresentation = false
    sheet.modalPresentationStyle = .overFullScreen
    sheet.transitioningDelegate = delegate
    root.present(sheet, animated: true)
    host.advance(by: 0.6)
    delegate.interactor = driver
  }
}

@Suite @MainActor struct PresentationTransitionTests {
  /// `SEGUE_TRACE=transitions` names the presentation controller as UIKit's would print it:
  /// the delegate's own class, a plain `UIPresentationController` for a custom presentation
  /// whose delegate gives none, UIKit's private full-screen and over-full-screen classes for
  /// the built-in styles.
  @Test func theTraceNamesThePresentationControllerAsUIKitDoes() {
    let host = HeadlessHost()
    let root = UIViewController()
    host.show(root)
    var lines: [String] = []
    let previous = (TransitionTrace.sink, TransitionTrace.isEnabled)
    TransitionTrace.sink = { lines.append($0) }
    TransitionTrace.isEnabled = true
    defer { (TransitionTrace.sink, TransitionTrace.isEnabled) = previous }
    let delegate = SlideDelegate(log: EventLog())
    var names: [String] = []
    for (style, ownController) in [
      (UIModalPresentationStyle.custom, true), (.custom, false), (.fullScreen, false), (.overFullScreen, false),
    ] {
      delegate.customPresentation = ownController
      let presented = UIViewController()
      presented.modalPresentationStyle = style
      presented.transitioningDelegate = delegate
      lines.removeAll()
      root.present(presented, animated: false)
      host.runUntilIdle()
      let line = lines.first { $0.contains("] present ") } ?? ""
      names.append(String(line.split(separator: " ").last ?? ""))
      root.dismiss(animated: false)
      host.runUntilIdle()
    }
    #expect(
      names == [
        "RecordingPresentationController", "UIPresentationController", "_UIFullscreenPresentationController",
        "_UIOverFullscreenPresentationController",
      ])
  }

  @Test func customPresentationKeepsThePresenterAndFollowsTheOrder() {
    let host = HeadlessHost()
    let log = EventLog()
    let root = RecordingController("Root", sink: log.add)
    host.show(root)
    let sheet = RecordingController("Sheet", sink: log.add)
    let delegate = SlideDelegate(log: log)
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = delegate
    var presentedCallback = 0
    _ = log.take()
    root.present(sheet, animated: true) { presentedCallback += 1 }
    #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
    host.step()
    #expect(
      log.take() == [
        "delegate.presentationController", "delegate.animationController(forPresented:)", "Sheet.viewDidLoad",
        "Sheet.viewWillAppear", "pc.presentationTransitionWillBegin", "animator.transitionDuration",
        "animator.animateTransition interactive=false",
      ])
    host.advance(by: 0.6)
    #expect(
      log.take() == ["pc.presentationTransitionDidEnd(true)", "Sheet.viewDidAppear", "animator.animationEnded(true)"])
    #expect(presentedCallback == 1)
    // §8 pitfall 5: .custom keeps the presenter's view and gives it no callbacks.
    #expect(root.view.window != nil)
    #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))

    sheet.dismiss(animated: true)
    host.step()
    #expect(
      log.take() == [
        "delegate.animationController(forDismissed:)", "Sheet.viewWillDisappear", "pc.dismissalTransitionWillBegin",
        "animator.transitionDuration", "animator.animateTransition interactive=false",
      ])
    host.advance(by: 0.6)
    #expect(
      log.take() == ["pc.dismissalTransitionDidEnd(true)", "Sheet.viewDidDisappear", "animator.animationEnded(true)"])
    #expect(root.presentedViewController == nil && sheet.view.window == nil)
  }

  @Test func childrenSeeWhatTheirContainerPresentsAndCanDismissIt() {
    let host = HeadlessHost()
    let log = EventLog()
    let child = RecordingController("Child", sink: log.add)
    let nav = UINavigationController(rootViewController: child)
    host.show(nav)
    let modal = RecordingController("Modal", sink: log.add)
    child.present(modal, animated: false)
    // UIKit presents from the containment root and reports it to the children too.
    #expect(modal.presentingViewController === nav)
    #expect(nav.presentedViewController === modal && child.presentedViewController === modal)
    host.step()
    child.dismiss(animated: false)
    host.step()
    host.step()
    #expect(nav.presentedViewController == nil && child.presentedViewController == nil)
    #expect(modal.view.window == nil && child.view.window != nil)
  }

  @Test func fullScreenPresentationRemovesAndRestoresThePresenter() {
    let host = HeadlessHost()
    let log = EventLog()
    var warnings: [String] = []
    let previousSink = TransitionTrace.sink
    TransitionTrace.sink = { warnings.append($0) }
    defer { TransitionTrace.sink = previousSink }
    let root = RecordingController("Root", sink: log.add)
    host.show(root)
    let modal = RecordingController("Modal", sink: log.add)
    modal.modalPresentationStyle = .fullScreen
    _ = log.take()
    root.present(modal, animated: true)
    host.step()
    #expect(log.take() == ["Modal.viewDidLoad", "Root.viewWillDisappear", "Modal.viewWillAppear"])
    host.advance(by: 0.25)
    // Cover vertical: the system spring is past 90 % of its travel after 0.25 s.
    let y = modal.view.layer.presentation()?.frame.minY ?? -1
    #expect(y > 0 && y < 844 * 0.1)
    host.advance(by: 0.3)
    #expect(log.take() == ["Root.viewDidDisappear", "Modal.viewDidAppear"])
    #expect(root.view.window == nil)
    modal.dismiss(animated: true)
    host.advance(by: 0.6)
    #expect(
      log.take() == ["Modal.viewWillDisappear", "Root.viewWillAppear", "Modal.viewDidDisappear", "Root.viewDidAppear"])
    #expect(root.view.window != nil && modal.view.window == nil)
    // The built-in dismissal puts the presenter back in the window itself: no warning.
    #expect(warnings.isEmpty)
  }

  @Test func cancelledInteractiveDismissalLeavesEverythingAsItWas() {
    let fixture = InteractiveSheetFixture()
    _ = fixture.log.take()
    fixture.sheet.dismiss(animated: true)
    fixture.host.step()
    #expect(fixture.log.take().contains("animator.animateTransition interactive=true"))
    fixture.driver.update(0.5)
    fixture.host.step()
    #expect(abs((fixture.sheet.view.layer.presentation()?.frame.minY ?? -1) - 422) < 1e-6)
    fixture.driver.cancel()
    fixture.host.advance(by: 0.5)
    // §5.1b: the presented controller stays and reappears.
    #expect(fixture.log.take() == ["Sheet.viewWillAppear", "Sheet.viewDidAppear", "animator.animationEnded(false)"])
    #expect(fixture.root.presentedViewController === fixture.sheet)
    #expect(fixture.sheet.view.frame.minY == 0)
    #expect(fixture.sheet.view.window != nil)
    #expect(fixture.sheet.view.layer.presentation()?.frame.minY == 0)
  }

  @Test func finishBeforeStartIsDeferredAndReplayed() {
    // §8 pitfall 3: the gesture ends before startInteractiveTransition.
    let fixture = InteractiveSheetFixture()
    fixture.sheet.dismiss(animated: true)
    fixture.driver.finish()  // before the transition started: nothing happens yet
    fixture.host.advance(by: 1)
    #expect(fixture.root.presentedViewController == nil)
    #expect(fixture.sheet.view.window == nil)
  }

  @Test func completeTransitionTwiceIsIgnoredAndMissingCompletionWarns() {
    let host = HeadlessHost()
    let log = EventLog()
    var warnings: [String] = []
    let previousSink = TransitionTrace.sink
    TransitionTrace.sink = { warnings.append($0) }
    defer { TransitionTrace.sink = previousSink }
    let root = RecordingController("Root", sink: log.add)
    host.show(root)
    let sheet = RecordingController("Sheet", sink: log.add)
    let delegate = SlideDelegate(log: log)
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = delegate
    root.present(sheet, animated: true)
    host.advance(by: 0.6)
    let context = try? #require(sheet.presentationController?.containerView)
    #expect(context != nil)
    // A second completeTransition on a finished context changes nothing.
    #expect(root.presentedViewController === sheet)

    // An animator that never completes: a warning names it after duration + 1 s.
    let stuck = RecordingController("Stuck", sink: log.add)
    let stuckDelegate = NeverCompletingDelegate(log: log)
    stuck.modalPresentationStyle = .custom
    stuck.transitioningDelegate = stuckDelegate
    sheet.present(stuck, animated: true)
    host.advance(by: 2)
    #expect(warnings.contains { $0.contains("SlideAnimator has not called completeTransition") })
  }
}

@MainActor final class NeverCompletingDelegate: UIViewControllerTransitioningDelegate {
  let log: EventLog
  init(log: EventLog) { self.log = log }
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  )
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    let animator = SlideAnimator(log: log, presenting: true)
    animator.completes = false
    return animator
  }
}
