import Foundation

/// A tab bar controller's switch from the tab on screen to the selected one
/// (docs/uikit-behaviour-2.md §16.4), in `TransitionRun`'s phases: the delegate's animator
/// and interaction controller when animated (else the immediate one), the tab bar
/// controller's whole view as the container, and the selection put back when an interactive
/// switch is cancelled.
@MainActor final class TabSwitchRun: TransitionRun {
  private weak var tabBarController: UITabBarController?
  private let from: UIViewController?
  private let to: UIViewController
  private let animated: Bool
  /// The tab selected before (restored by a cancel).
  private let indexBefore: Int?
  private let view: UIView

  init(_ tabBarController: UITabBarController, from: UIViewController?, to: UIViewController, animated: Bool) {
    self.tabBarController = tabBarController
    self.from = from
    self.to = to
    self.animated = animated
    indexBefore = from.flatMap { f in tabBarController.tabs.firstIndex(where: { $0 === f }) }
    view = tabBarController.view
  }

  var lifecycleKind: TransitionLifecycleEvent.Kind? { from == nil ? nil : .tab }
  var fromController: UIViewController? { from }
  var toController: UIViewController { to }
  var lifecycleView: UIView { view }

  // MARK: Prepare

  func makeContext() -> TransitionContext {
    let tabs = tabBarController
    var animator: any UIViewControllerAnimatedTransitioning = ImmediateAnimator()
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    var isAnimated = false
    if animated, let from, let tabs,
      let custom = tabs.delegate?.tabBarController(tabs, animationControllerForTransitionFrom: from, to: to)
    {
      TransitionTrace.log("delegate animationControllerForTransition → \(type(of: custom))")
      animator = custom
      interactor = tabs.delegate?.tabBarController(tabs, interactionControllerFor: custom)
      isAnimated = true
    }
    let context = TransitionContext(
      container: tabs?.transitionView ?? view, from: from, to: to, animated: isAnimated, animator: animator,
      interactor: interactor, style: .none)
    if let tabs {
      let frame = tabs.transitionView.bounds
      if let from { context.initialFrames[ObjectIdentifier(from)] = frame }
      context.finalFrames[ObjectIdentifier(to)] = frame
      tabs.currentTransition = context
    }
    return context
  }

  // MARK: Start

  func willStart(_ context: TransitionContext) {
    // UIKit's order for a tab switch: the new tab's will-appear before the old tab's
    // will-disappear (§16.4).
    to.isAnimatingAppearance = context.isAnimated
    from?.isAnimatingAppearance = context.isAnimated
    to.beginAppearanceTransition(true, animated: context.isAnimated)
    from?.beginAppearanceTransition(false, animated: context.isAnimated)
  }

  // MARK: Complete

  func complete(_ completed: Bool) {
    guard let tabs = tabBarController else { return }
    let shown = completed ? to : from
    let hidden = completed ? from : to
    if let hiddenView = hidden?.viewIfLoaded, hiddenView.superview === tabs.transitionView {
      hiddenView.removeFromSuperview()
    }
    hidden?.viewIfLoaded?.transform = .identity
    if let shown {
      tabs.install(shown)
      shown.view.transform = .identity
    }
    tabs.shownViewController = shown
    if completed {
      from?.endAppearanceTransition()
      to.endAppearanceTransition()
    } else {
      // Cancelled: the selection goes back, the new tab disappears again and the old one
      // reappears (as a cancelled pop's controllers do, docs/uikit-behaviour.md §6.3).
      tabs.restoreSelection(indexBefore)
      to.revertAppearance(animated: animated)
      from?.revertAppearance(animated: animated)
    }
  }

  func didComplete(_ completed: Bool) {
    guard let tabs = tabBarController else { return }
    tabs.currentTransition = nil
    tabs.isTransitioning = false
    // A selection made in code while the switch ran is shown now.
    tabs.switchAfterTransition()
  }
}
