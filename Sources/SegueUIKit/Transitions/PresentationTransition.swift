import Foundation
import SegueAnimation

/// The container of a presentation: a full-window view above the presenter (UIKit's
/// `UITransitionView`); it tells its presentation controller when it lays out.
@MainActor final class UITransitionView: UIView {
  weak var presentationController: UIPresentationController?
  /// Whether touches on the container itself (not on a view in it) go to what is below: a
  /// sheet at an undimmed detent.
  var passesTouchesThrough = false

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return passesTouchesThrough && hit === self ? nil : hit
  }

  override func layoutSubviews() {
    presentationController?.containerViewWillLayoutSubviews()
    super.layoutSubviews()
    presentationController?.containerViewDidLayoutSubviews()
  }
}

/// Runs presentations and dismissals (docs/uikit-behaviour.md §5.1, §5.1b, §5.3).
@MainActor enum PresentationTransition {
  /// Whether the presenter's appearance callbacks run (only for full-screen presentation,
  /// where its view leaves the window).
  static func presenterGetsCallbacks(_ style: UIModalPresentationStyle) -> Bool { style == .fullScreen }

  static func present(
    _ requestedController: UIViewController, from presenter: UIViewController, in window: UIWindow, animated: Bool,
    completion: (() -> Void)?
  ) {
    var presented = requestedController
    let requested = presented.modalPresentationStyle
    let delegate = presented.transitioningDelegate
    let controller: UIPresentationController =
      (requested == .custom
        ? delegate?.presentationController(forPresented: presented, presenting: presenter, source: presenter) : nil)
      ?? presented.storedPresentationController
      ?? (requested == .pageSheet || requested == .formSheet
        ? UISheetPresentationController(presentedViewController: presented, presenting: presenter)
        : SystemPresentationController(presented: presented, presenting: presenter, removesPresenter: true))
    controller.presentingViewController = presenter
    controller.adaptedViewController = nil
    let style = adaptedStyle(of: controller, requested: requested)
    (controller as? SystemPresentationController)?.removesPresenter = style == .fullScreen
    controller.runningStyle = style
    presented.presentationController = controller
    if let replacement = adaptiveReplacement(of: controller, style: style, requested: requested) {
      // UIKit presents the delegate's controller instead (typically the original wrapped in
      // a navigation controller); the presentation controller keeps the original.
      presenter.presentedViewController = replacement
      presented.presentingViewController = nil
      presented.isBeingPresented = false
      replacement.presentingViewController = presenter
      replacement.isBeingPresented = true
      replacement.modalPresentationStyle = style
      replacement.presentationController = controller
      controller.adaptedViewController = replacement
      presented = replacement
    }
    TransitionTrace.log("present \(type(of: presented)) style \(style) presentationController \(type(of: controller))")

    let custom =
      animated ? delegate?.animationController(forPresented: presented, presenting: presenter, source: presenter) : nil
    let animator: any UIViewControllerAnimatedTransitioning
    if let custom {
      animator = custom
    } else if !animated {
      animator = ImmediateAnimator()
    } else if let zoom = zoom(in: presented, window: window) {
      animator = zoom
    } else {
      animator = SystemModalAnimator(style: systemStyle(of: presented, in: window), presenting: true)
    }
    let interactor = custom.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
    presented.loadViewIfNeeded()

    let container = UITransitionView(frame: window.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.presentationController = controller
    window.addSubview(container)
    controller.containerView = container

    let presenterCallbacks = presenterGetsCallbacks(style)
    presenter.isAnimatingAppearance = animated
    presented.isAnimatingAppearance = animated
    let context = TransitionContext(
      container: container, from: presenter, to: presented, animated: animated, animator: animator,
      interactor: interactor, style: style)
    let presenterView: UIView = presenter.view
    context.explicitViews[.from] = presenterCallbacks ? presenterView : .some(nil)
    context.explicitViews[.to] = controller.presentedView
    context.initialFrames[ObjectIdentifier(presenter)] = presenterView.frame
    context.finalFrames[ObjectIdentifier(presenter)] =
      controller.shouldRemovePresentersView ? .zero : presenterView.frame
    context.finalFrames[ObjectIdentifier(presented)] = controller.frameOfPresentedViewInContainerView
    presenter.activeTransition = context
    presented.activeTransition = context
    // After the context exists, so `viewWillAppear` sees `transitionCoordinator`, as in UIKit.
    if presenterCallbacks { presenter.beginAppearanceTransition(false, animated: animated) }
    presented.beginAppearanceTransition(true, animated: animated)

    context.completion = { completed in
      TransitionLifecycle.emit(.present, .end(completed: completed), in: window)
      presented.isBeingPresented = false
      controller.presentationTransitionDidEnd(completed)
      if completed {
        if controller.shouldRemovePresentersView { presenterView.removeFromSuperview() }
        if presenterCallbacks { presenter.endAppearanceTransition() }
        presented.endAppearanceTransition()
      } else {
        detach(presented, from: presenter, controller: controller, container: container)
        presented.revertAppearance(animated: animated)
        if presenterCallbacks { presenter.revertAppearance(animated: animated) }
      }
    }
    finish(context, presenter: presenter, presented: presented, window: window, completion: completion)
    if adapts(requested) {
      controller.delegate?.presentationController(
        controller, willPresentWithAdaptiveStyle: style == requested ? .none : style,
        transitionCoordinator: presented.transitionCoordinator)
    }
    if let popover = controller as? UIPopoverPresentationController {
      (popover.delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
    }
    controller.presentationTransitionWillBegin()
    start(context, kind: .present, interactor: interactor, from: presenter, to: presented)
  }

  /// The built-in animation a presentation runs: its `modalTransitionStyle`, except that the
  /// cover-vertical slide becomes a cross-dissolve under Reduce Motion (§7.3 of
  /// docs/uikit-behaviour-2.md).
  static func systemStyle(of presented: UIViewController, in view: UIView) -> UIModalTransitionStyle {
    let style = presented.effectiveModalTransitionStyle
    guard style == .coverVertical, FrameLoop.owning(view.layer)?.prefersCrossFadeTransitions == true else {
      return style
    }
    return .crossDissolve
  }

  /// The zoom a presentation of `presented` runs: its `preferredTransition` is a zoom and
  /// Reduce Motion is off (otherwise the system animation runs, docs/uikit-behaviour-2.md §5.5).
  static func zoom(in presented: UIViewController, window: UIWindow) -> ZoomTransitionAnimator? {
    guard FrameLoop.owning(window.layer)?.prefersCrossFadeTransitions != true else { return nil }
    return ZoomTransitionAnimator.zoomingIn(presented)
  }

  /// Sheets and popovers adapt on a phone (every Segue preview is a compact-width phone).
  static func adapts(_ style: UIModalPresentationStyle) -> Bool {
    style == .popover || style == .pageSheet || style == .formSheet
  }

  /// The style a presentation runs in: for sheets and popovers, what the delegate (or the
  /// controller's `adaptivePresentationStyle`) adapts it to, `.none` keeping it.
  static func adaptedStyle(of controller: UIPresentationController, requested: UIModalPresentationStyle)
    -> UIModalPresentationStyle
  {
    guard adapts(requested) else { return requested }
    let adapted =
      controller.delegate?.adaptivePresentationStyle(for: controller) ?? controller.adaptivePresentationStyle
    return adapted == .none ? requested : adapted
  }

  /// The controller the delegate wants presented in the adapted style, when it is another
  /// one than the original (not a presented or contained controller already).
  static func adaptiveReplacement(
    of controller: UIPresentationController, style: UIModalPresentationStyle, requested: UIModalPresentationStyle
  ) -> UIViewController? {
    guard adapts(requested), style != requested,
      let replacement = controller.delegate?.presentationController(
        controller, viewControllerForAdaptivePresentationStyle: style),
      replacement !== controller.presentedViewController, replacement.presentingViewController == nil,
      replacement.presentedViewController == nil, replacement.parent == nil
    else { return nil }
    return replacement
  }

  /// - Parameters:
  ///   - systemInteractor: drives a dismissal that has no custom animator (a sheet's swipe).
  ///   - willBegin: runs once the dismissal's transition coordinator exists, before the
  ///     appearance callbacks (a sheet's `presentationControllerWillDismiss`).
  static func dismiss(
    _ presented: UIViewController, from presenter: UIViewController, in window: UIWindow, animated: Bool,
    systemInteractor: (any UIViewControllerInteractiveTransitioning)? = nil, willBegin: (() -> Void)? = nil,
    completion: (() -> Void)?
  ) {
    // The style the presentation ran in (a sheet or popover may have adapted).
    let style = presented.storedPresentationController?.runningStyle ?? presented.modalPresentationStyle
    let delegate = presented.transitioningDelegate
    guard let controller = presented.storedPresentationController, let container = controller.containerView else {
      return
    }
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
      animator = SystemModalAnimator(style: systemStyle(of: presented, in: container), presenting: false)
      interactor = systemInteractor
    }
    TransitionTrace.log("dismiss \(type(of: presented)) animator \(type(of: animator))")

    let presenterCallbacks = presenterGetsCallbacks(style)
    let presenterView: UIView = presenter.view
    let presenterWasRemoved = presenterView.superview == nil
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
    presenter.activeTransition = context
    presented.activeTransition = context
    willBegin?()
    presented.beginAppearanceTransition(false, animated: animated)
    if presenterCallbacks { presenter.beginAppearanceTransition(true, animated: animated) }

    context.completion = { completed in
      TransitionLifecycle.emit(.dismiss, .end(completed: completed), in: window)
      presented.isBeingDismissed = false
      controller.dismissalTransitionDidEnd(completed)
      if completed {
        detach(presented, from: presenter, controller: controller, container: container)
        if presenterView.window !== window || presenterView.superview !== window {
          // Put the presenter's view back where it lives (a custom animator may have added
          // it to the container, which just left the window).
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
    finish(context, presenter: presenter, presented: presented, window: window, completion: completion)
    controller.dismissalTransitionWillBegin()
    start(context, kind: .dismiss, interactor: interactor, from: presented, to: presenter)
  }

  /// Undoes a presentation's views and links: the presented view and the container leave
  /// the window, and neither controller refers to the other any more.
  private static func detach(
    _ presented: UIViewController, from presenter: UIViewController, controller: UIPresentationController,
    container: UIView
  ) {
    controller.presentedView?.removeFromSuperview()
    container.removeFromSuperview()
    presenter.presentedViewController = nil
    presented.presentingViewController = nil
    presented.presentationController = nil
  }

  /// After `completeTransition`: the controllers' transition ends, the caller's completion
  /// runs when the transition completed, and the window runs the next queued transition.
  private static func finish(
    _ context: TransitionContext, presenter: UIViewController, presented: UIViewController, window: UIWindow,
    completion: (() -> Void)?
  ) {
    context.didComplete = { completed in
      presenter.activeTransition = nil
      presented.activeTransition = nil
      if completed { completion?() }
      window.transitionDidEnd()
    }
  }

  /// Reports the transition's start to lifecycle observers and starts it.
  private static func start(
    _ context: TransitionContext, kind: TransitionLifecycleEvent.Kind,
    interactor: (any UIViewControllerInteractiveTransitioning)?, from: UIViewController, to: UIViewController
  ) {
    TransitionLifecycle.emit(
      kind,
      .begin(
        interactive: interactor?.wantsInteractiveStart ?? false, from: TransitionLifecycle.name(from),
        to: TransitionLifecycle.name(to)), in: context.containerView)
    context.start()
  }
}
