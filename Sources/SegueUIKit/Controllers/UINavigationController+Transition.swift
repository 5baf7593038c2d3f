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
    let stackAfter = viewControllers
    let stackBefore = displayedStack
    delegate?.navigationController(self, willShow: to, animated: animated)
    TransitionTrace.log(
      "navigation \(operation) \(from.map(Self.traceName) ?? "nil") → \(Self.traceName(to)) animated \(animated)")

    var animator: any UIViewControllerAnimatedTransitioning = ImmediateAnimator()
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    if animated, let from {
      if let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) {
        TransitionTrace.log("delegate animationController(for: \(operation)) → \(type(of: custom))")
        animator = custom
        interactor = delegate?.navigationController(self, interactionControllerFor: custom)
      } else {
        let crossFades = FrameLoop.owning(view.layer)?.prefersCrossFadeTransitions ?? false
        if !crossFades, let zoom = ZoomTransitionAnimator.forNavigation(operation, from: from, to: to) {
          animator = zoom
          interactor = operation == .pop ? zoom.transition.zoomState?.interaction : nil
        } else {
          animator =
            crossFades
            ? NavigationCrossFadeAnimator(operation: operation) : NavigationParallaxAnimator(operation: operation)
          interactor = operation == .pop ? interactivePopDriver : nil
        }
      }
    }

    let toMoving = !stackBefore.contains(where: { $0 === to })
    let fromMoving = from.map { f in !stackAfter.contains(where: { $0 === f }) } ?? false
    to.isMovingToParent = toMoving
    from?.isMovingFromParent = fromMoving
    // The context (and its coordinator) exists before the appearance callbacks, so
    // `viewWillAppear`/`viewWillDisappear` see `transitionCoordinator`, as in UIKit.
    let context = TransitionContext(
      container: transitionView, from: from, to: to, animated: animated, animator: animator, interactor: interactor,
      style: .none)
    let frame = childFrame
    if let from { context.initialFrames[ObjectIdentifier(from)] = frame }
    context.finalFrames[ObjectIdentifier(to)] = frame
    currentTransition = context
    from?.activeTransition = context
    to.activeTransition = context
    if appearing {
      from?.isAnimatingAppearance = animated
      to.isAnimatingAppearance = animated
      from?.beginAppearanceTransition(false, animated: animated)
      to.beginAppearanceTransition(true, animated: animated)
    }
    navigationBar.beginTransition(
      to: navigationItems(for: stackAfter), operation: operation, animated: animated,
      slides: animator is NavigationParallaxAnimator, coordinator: context.coordinator)

    let lifecycleKind: TransitionLifecycleEvent.Kind? =
      operation == .push ? .push : operation == .pop ? .pop : nil
    // The end goes to the loop the transition began on, even if the controller is gone by then.
    weak let loop = FrameLoop.showing(transitionView.layer)
    context.willComplete = { [weak self] completed in
      if let lifecycleKind { TransitionLifecycle.emit(lifecycleKind, .end(completed: completed), on: loop) }
      guard let self, !completed else { return }
      // Cancelled: the stack goes back to what was on screen.
      for controller in self.viewControllers where !stackBefore.contains(where: { $0 === controller }) {
        controller.removeFromParent()
      }
      self.viewControllers = stackBefore
    }
    context.completion = { [weak self] completed in
      guard let self else { return }
      let shown = completed ? to : from
      let hidden = completed ? from : to
      if let hiddenView = hidden?.viewIfLoaded, hiddenView.superview === self.transitionView {
        hiddenView.removeFromSuperview()
      }
      if let shown {
        let view: UIView = shown.view
        if view.superview !== self.transitionView { self.transitionView.addSubview(view) }
        view.frame = self.childFrame
        view.transform = .identity
      }
      self.visibleViewController = shown
      if completed {
        for controller in stackBefore where !self.viewControllers.contains(where: { $0 === controller }) {
          controller.isMovingFromParent = true
          controller.removeFromParent()
        }
        if toMoving { to.didMove(toParent: self) }
        if appearing {
          from?.endAppearanceTransition()
          to.endAppearanceTransition()
        }
        self.displayedStack = self.viewControllers
      } else if appearing {
        // §6.3: the incoming controller disappears again, the outgoing one reappears.
        to.revertAppearance(animated: animated)
        from?.revertAppearance(animated: animated)
      }
      to.isMovingToParent = false
      from?.isMovingFromParent = false
      self.navigationBar.endTransition(completed: completed, items: self.navigationItems(for: self.viewControllers))
    }
    context.didComplete = { [weak self] completed in
      guard let self else { return }
      from?.activeTransition = nil
      to.activeTransition = nil
      self.currentTransition = nil
      self.interactivePopDriver = nil
      if completed { self.delegate?.navigationController(self, didShow: to, animated: animated) }
      self.isTransitioning = false
      self.startDeferredTransitionIfNeeded()
    }
    if let lifecycleKind {
      TransitionLifecycle.emit(
        lifecycleKind,
        .begin(
          interactive: interactor != nil && (interactor?.wantsInteractiveStart ?? false),
          from: TransitionLifecycle.name(from), to: TransitionLifecycle.name(to)), in: view)
    }
    context.start()
  }

  func navigationItems(for stack: [UIViewController]) -> [UINavigationItem] {
    stack.map { controller in
      if controller.navigationItem.title == nil { controller.navigationItem.title = controller.title }
      return controller.navigationItem
    }
  }
}
