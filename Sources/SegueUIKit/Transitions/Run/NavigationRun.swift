import Foundation

/// A navigation controller's push, pop or stack change (docs/uikit-behaviour.md §6.3–6.4):
/// the controller on screen replaced by the top of the stack in the navigation controller's
/// transition view, the navigation bar moving along, and the stack put back when it is
/// cancelled (`TransitionRun`'s phases).
@MainActor final class NavigationRun: TransitionRun {
  private weak var navigationController: UINavigationController?
  private let from: UIViewController?
  private let to: UIViewController
  private let operation: UINavigationController.Operation
  private let animated: Bool
  /// Whether the navigation controller is on screen (appearance callbacks run).
  private let appearing: Bool
  /// The stacks shown before and set after.
  private let stackBefore: [UIViewController]
  private let stackAfter: [UIViewController]
  private let toMoving: Bool
  private let fromMoving: Bool
  private let view: UIView
  private var slides = false

  init(
    _ navigationController: UINavigationController, from: UIViewController?, to: UIViewController,
    operation: UINavigationController.Operation, animated: Bool, appearing: Bool
  ) {
    self.navigationController = navigationController
    self.from = from
    self.to = to
    self.operation = operation
    self.animated = animated
    self.appearing = appearing
    stackAfter = navigationController.viewControllers
    stackBefore = navigationController.displayedStack
    toMoving = !stackBefore.contains(where: { $0 === to })
    fromMoving = from.map { f in !navigationController.viewControllers.contains(where: { $0 === f }) } ?? false
    view = navigationController.view
  }

  var lifecycleKind: TransitionLifecycleEvent.Kind? { operation == .push ? .push : operation == .pop ? .pop : nil }
  var fromController: UIViewController? { from }
  var toController: UIViewController { to }
  var lifecycleView: UIView { view }

  // MARK: Prepare

  func makeContext() -> TransitionContext {
    let navigation = navigationController
    var animator: any UIViewControllerAnimatedTransitioning = ImmediateAnimator()
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    if animated, let from, let navigation {
      (animator, interactor) = navigation.animator(for: operation, from: from, to: to)
    }
    slides = animator is NavigationParallaxAnimator
    to.isMovingToParent = toMoving
    from?.isMovingFromParent = fromMoving
    let context = TransitionContext(
      container: navigation?.transitionView ?? view, from: from, to: to, animated: animated, animator: animator,
      interactor: interactor, style: .none)
    if let navigation {
      let frame = navigation.childFrame
      if let from { context.initialFrames[ObjectIdentifier(from)] = frame }
      context.finalFrames[ObjectIdentifier(to)] = frame
      navigation.currentTransition = context
    }
    return context
  }

  // MARK: Start

  func willStart(_ context: TransitionContext) {
    guard let navigation = navigationController else { return }
    if appearing {
      from?.isAnimatingAppearance = animated
      to.isAnimatingAppearance = animated
      from?.beginAppearanceTransition(false, animated: animated)
      to.beginAppearanceTransition(true, animated: animated)
    }
    navigation.navigationBar.beginTransition(
      to: navigation.navigationItems(for: stackAfter), operation: operation, animated: animated, slides: slides,
      coordinator: context.coordinator)
    navigation.barsWillTransition(
      to: to, stackAfter: stackAfter, animated: animated, coordinator: context.coordinator)
    navigation.tabBarController?.navigation(
      navigation, willShow: stackAfter, animated: animated, coordinator: context.coordinator)
  }

  // MARK: Complete

  func willComplete(_ completed: Bool) {
    guard let navigation = navigationController, !completed else { return }
    // Cancelled: the stack goes back to what was on screen.
    for controller in navigation.viewControllers where !stackBefore.contains(where: { $0 === controller }) {
      controller.removeFromParent()
    }
    navigation.stack = stackBefore
  }

  func complete(_ completed: Bool) {
    guard let navigation = navigationController else { return }
    let shown = completed ? to : from
    let hidden = completed ? from : to
    if let hiddenView = hidden?.viewIfLoaded, hiddenView.superview === navigation.transitionView {
      hiddenView.removeFromSuperview()
    }
    if let shown {
      let view: UIView = shown.view
      if view.superview !== navigation.transitionView { navigation.transitionView.addSubview(view) }
      view.frame = navigation.childFrame
      view.transform = .identity
    }
    navigation.visibleViewController = shown
    if completed {
      for controller in stackBefore where !navigation.viewControllers.contains(where: { $0 === controller }) {
        controller.isMovingFromParent = true
        controller.removeFromParent()
      }
      if toMoving { to.didMove(toParent: navigation) }
      if appearing {
        from?.endAppearanceTransition()
        to.endAppearanceTransition()
      }
      navigation.displayedStack = navigation.viewControllers
    } else if appearing {
      // §6.3: the incoming controller disappears again, the outgoing one reappears.
      to.revertAppearance(animated: animated)
      from?.revertAppearance(animated: animated)
    }
    to.isMovingToParent = false
    from?.isMovingFromParent = false
    navigation.navigationBar.endTransition(
      completed: completed, items: navigation.navigationItems(for: navigation.viewControllers))
  }

  func didComplete(_ completed: Bool) {
    guard let navigation = navigationController else { return }
    navigation.currentTransition = nil
    navigation.interactivePopDriver = nil
    if completed { navigation.delegate?.navigationController(navigation, didShow: to, animated: animated) }
    navigation.isTransitioning = false
    navigation.barsDidTransition()
    navigation.startDeferredTransitionIfNeeded()
  }
}
