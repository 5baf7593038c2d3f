import Foundation
import SegueAnimation

extension UINavigationController {
  /// Starts the transition from the controller on screen to the top of the stack, if they
  /// differ (§6.4: runs one turn after the stack changed; waits for a running transition).
  func startDeferredTransitionIfNeeded() {
    guard needsDeferredTransition, isViewLoaded, !isTransitioning else { return }
    needsDeferredTransition = false
    // From here the running transition's context says whether touches are ignored.
    requestHold?.release()
    requestHold = nil
    guard let to = topViewController else { return }
    let from = visibleViewController
    guard from !== to else { return }
    let operation: Operation
    if let from {
      operation = viewControllers.contains(where: { $0 === from }) ? .push : .pop
    } else {
      operation = .none
    }
    let onScreen = appearanceState == .appeared || appearanceState == .appearing
    let animated = deferredAnimated && from != nil && onScreen
    runTransition(from: from, to: to, operation: operation, animated: animated, appearing: onScreen)
  }

  private func runTransition(
    from: UIViewController?, to: UIViewController, operation: Operation, animated: Bool, appearing: Bool
  ) {
    isTransitioning = true
    to.loadViewIfNeeded()
    // The stacks before and after are taken before the delegate hears `willShow`.
    let run = NavigationRun(self, from: from, to: to, operation: operation, animated: animated, appearing: appearing)
    delegate?.navigationController(self, willShow: to, animated: animated)
    TransitionTrace.log(
      "navigation \(operation) \(from.map(Self.traceName) ?? "nil") → \(Self.traceName(to)) animated \(animated)")
    run.run()
  }

  /// The animator and interactor of an animated push or pop: the delegate's, else the zoom
  /// `to` or `from` prefers, else the system's slide (a cross-fade under Reduce Motion), whose
  /// pop the edge swipe may drive.
  func animator(for operation: Operation, from: UIViewController, to: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning, (any UIViewControllerInteractiveTransitioning)?
  ) {
    if let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) {
      TransitionTrace.log("delegate animationController(for: \(operation)) → \(type(of: custom))")
      return (custom, delegate?.navigationController(self, interactionControllerFor: custom))
    }
    let crossFades = FrameLoop.owning(view.layer)?.prefersCrossFadeTransitions ?? false
    if !crossFades, let zoom = ZoomTransitionAnimator.forNavigation(operation, from: from, to: to) {
      return (zoom, operation == .pop ? zoom.transition.zoomState?.interaction : nil)
    }
    let animator: any UIViewControllerAnimatedTransitioning =
      crossFades ? NavigationCrossFadeAnimator(operation: operation) : NavigationParallaxAnimator(operation: operation)
    return (animator, operation == .pop ? interactivePopDriver : nil)
  }

  func navigationItems(for stack: [UIViewController]) -> [UINavigationItem] {
    stack.map { controller in
      if controller.navigationItem.title == nil { controller.navigationItem.title = controller.title }
      return controller.navigationItem
    }
  }
}
