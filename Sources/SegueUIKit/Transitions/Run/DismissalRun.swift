import Foundation

/// A dismissal (`dismiss(animated:completion:)`, a sheet's swipe, docs/uikit-behaviour.md
/// §5.1, §5.3): the presented controller's view taken out by the animator, then the container
/// and the links between the controllers removed (`TransitionRun`'s phases).
@MainActor final class DismissalRun: TransitionRun {
  private let presented: UIViewController
  private let presenter: UIViewController
  private let window: UIWindow
  private let animated: Bool
  private let systemInteractor: (any UIViewControllerInteractiveTransitioning)?
  private let willBegin: (() -> Void)?
  private let callerCompletion: (() -> Void)?
  private let controller: UIPresentationController
  private let container: UIView
  /// The style the presentation ran in (a sheet or popover may have adapted).
  private let style: UIModalPresentationStyle
  private let presenterView: UIView
  /// Whether the presentation had taken the presenter's view out of the window.
  private var presenterWasRemoved = false

  /// Nil when `presented` has no presentation to dismiss (no presentation controller or no
  /// container).
  init?(
    _ presented: UIViewController, from presenter: UIViewController, in window: UIWindow, animated: Bool,
    systemInteractor: (any UIViewControllerInteractiveTransitioning)?, willBegin: (() -> Void)?,
    completion: (() -> Void)?
  ) {
    guard let controller = presented.storedPresentationController, let container = controller.containerView else {
      return nil
    }
    self.presented = presented
    self.presenter = presenter
    self.window = window
    self.animated = animated
    self.systemInteractor = systemInteractor
    self.willBegin = willBegin
    callerCompletion = completion
    self.controller = controller
    self.container = container
    style = controller.runningStyle ?? presented.modalPresentationStyle
    presenterView = presenter.view
  }

  var lifecycleKind: TransitionLifecycleEvent.Kind? { .dismiss }
  var fromController: UIViewController? { presented }
  var toController: UIViewController { presenter }
  var lifecycleView: UIView { window }
  private var presenterCallbacks: Bool { PresentationTransition.presenterGetsCallbacks(style) }

  // MARK: Prepare

  func makeContext() -> TransitionContext {
    let delegate = presented.transitioningDelegate
    let custom = animated ? delegate?.animationController(forDismissed: presented) : nil
    let zoom = custom == nil && animated ? ZoomTransitionAnimator.zoomingOut(presented) : nil
    let animator: any UIViewControllerAnimatedTransitioning
    let interactor: (any UIViewControllerInteractiveTransitioning)?
    if let custom {
      animator = custom
      interactor = delegate?.interactionControllerForDismissal(using: custom)
    } else if !animated {
      animator = ImmediateAnimator()
      interactor = systemInteractor
    } else if let zoom {
      animator = zoom
      interactor = systemInteractor ?? zoom.transition.zoomState?.interaction
    } else {
      animator = SystemModalAnimator(
        style: PresentationTransition.systemStyle(of: presented, in: container), presenting: false)
      interactor = systemInteractor
    }
    TransitionTrace.log("dismiss \(type(of: presented)) animator \(type(of: animator))")

    presenterWasRemoved = presenterView.superview == nil
    if presenterWasRemoved && custom == nil {
      // Built-in animators get the presenter back below the container before animating.
      presenterView.frame = window.bounds
      window.insertSubview(presenterView, at: 0)
    }
    presented.isAnimatingAppearance = animated
    presenter.isAnimatingAppearance = animated
    let context = TransitionContext(
      container: container, from: presented, to: presenter, animated: animated, animator: animator,
      interactor: interactor, style: style)
    context.explicitViews[.from] = controller.presentedView
    context.explicitViews[.to] = presenterWasRemoved ? presenterView : .some(nil)
    context.initialFrames[ObjectIdentifier(presented)] = controller.presentedView?.frame ?? .zero
    context.finalFrames[ObjectIdentifier(presenter)] = window.bounds
    return context
  }

  // MARK: Start

  func willStart(_ context: TransitionContext) {
    willBegin?()
    presented.beginAppearanceTransition(false, animated: animated)
    if presenterCallbacks { presenter.beginAppearanceTransition(true, animated: animated) }
    controller.dismissalTransitionWillBegin()
  }

  // MARK: Complete

  func complete(_ completed: Bool) {
    presented.isBeingDismissed = false
    controller.dismissalTransitionDidEnd(completed)
    if completed {
      PresentationTransition.detach(presented, from: presenter, controller: controller, container: container)
      if presenterView.window !== window || presenterView.superview !== window {
        // Put the presenter's view back where it lives (a custom animator may have added it
        // to the container, which just left the window).
        presenterView.frame = window.bounds
        window.insertSubview(presenterView, at: 0)
      }
      presented.endAppearanceTransition()
      if presenterCallbacks { presenter.endAppearanceTransition() }
      (controller as? UISheetPresentationController)?.dismissalDidFinish()
    } else {
      if presenterWasRemoved && presenterView.superview != nil { presenterView.removeFromSuperview() }
      presented.revertAppearance(animated: animated)
      if presenterCallbacks { presenter.revertAppearance(animated: animated) }
    }
  }

  func didComplete(_ completed: Bool) {
    if completed { callerCompletion?() }
    window.transitionDidEnd()
  }
}
