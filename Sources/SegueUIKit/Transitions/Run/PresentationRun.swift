import Foundation

/// A presentation (`present(_:animated:completion:)`, docs/uikit-behaviour.md §5.1, §5.1b): the
/// presentation controller chosen and adapted, the container added to the window, and the
/// presented controller's view brought in by the animator (`TransitionRun`'s phases).
@MainActor final class PresentationRun: TransitionRun {
  private let requested: UIViewController
  private let presenter: UIViewController
  private let window: UIWindow
  private let animated: Bool
  private let callerCompletion: (() -> Void)?
  /// Chosen while preparing: the controller presented (the delegate's adaptive replacement, or
  /// the requested one), its presentation controller, the style it runs in, the container.
  private var presented: UIViewController
  private var controller: UIPresentationController!
  private var style = UIModalPresentationStyle.fullScreen
  /// The style the presented controller asked for.
  private var requestedStyle = UIModalPresentationStyle.fullScreen
  private var container: UIView!
  private var presenterView: UIView!

  init(
    _ requested: UIViewController, from presenter: UIViewController, in window: UIWindow, animated: Bool,
    completion: (() -> Void)?
  ) {
    self.requested = requested
    self.presenter = presenter
    self.window = window
    self.animated = animated
    callerCompletion = completion
    presented = requested
  }

  var lifecycleKind: TransitionLifecycleEvent.Kind? { .present }
  var fromController: UIViewController? { presenter }
  var toController: UIViewController { presented }
  var lifecycleView: UIView { window }
  /// Whether the presenter's appearance callbacks run (full screen only: its view leaves).
  private var presenterCallbacks: Bool { PresentationTransition.presenterGetsCallbacks(style) }

  // MARK: Prepare

  func makeContext() -> TransitionContext {
    requestedStyle = requested.modalPresentationStyle
    let delegate = requested.transitioningDelegate
    controller = presentationController(requestedStyle: requestedStyle, delegate: delegate)
    controller.presentingViewController = presenter
    controller.adaptedViewController = nil
    style = PresentationTransition.adaptedStyle(of: controller, requested: requestedStyle)
    (controller as? SystemPresentationController)?.removesPresenter = style == .fullScreen
    controller.runningStyle = style
    requested.presentationController = controller
    if let replacement = PresentationTransition.adaptiveReplacement(
      of: controller, style: style, requested: requestedStyle)
    {
      adopt(replacement)
    }
    TransitionTrace.log(
      "present \(type(of: presented)) style \(style) presentationController \(PresentationTransition.traceName(of: controller))"
    )

    let custom =
      animated ? delegate?.animationController(forPresented: presented, presenting: presenter, source: presenter) : nil
    let animator: any UIViewControllerAnimatedTransitioning
    if let custom {
      animator = custom
    } else if !animated {
      animator = ImmediateAnimator()
    } else if let zoom = PresentationTransition.zoom(in: presented, window: window) {
      animator = zoom
    } else {
      animator = SystemModalAnimator(
        style: PresentationTransition.systemStyle(of: presented, in: window), presenting: true)
    }
    let interactor = custom.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
    presented.loadViewIfNeeded()

    let container = UITransitionView(frame: window.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.presentationController = controller
    window.addSubview(container)
    controller.containerView = container
    self.container = container

    presenter.isAnimatingAppearance = animated
    presented.isAnimatingAppearance = animated
    let context = TransitionContext(
      container: container, from: presenter, to: presented, animated: animated, animator: animator,
      interactor: interactor, style: style)
    let presenterView: UIView = presenter.view
    self.presenterView = presenterView
    context.explicitViews[.from] = presenterCallbacks ? presenterView : .some(nil)
    context.explicitViews[.to] = controller.presentedView
    context.initialFrames[ObjectIdentifier(presenter)] = presenterView.frame
    context.finalFrames[ObjectIdentifier(presenter)] =
      controller.shouldRemovePresentersView ? .zero : presenterView.frame
    context.finalFrames[ObjectIdentifier(presented)] = controller.frameOfPresentedViewInContainerView
    return context
  }

  /// The delegate's controller for a custom style, else one the presented controller keeps,
  /// else a sheet's or the system's.
  private func presentationController(
    requestedStyle: UIModalPresentationStyle, delegate: (any UIViewControllerTransitioningDelegate)?
  ) -> UIPresentationController {
    (requestedStyle == .custom
      ? delegate?.presentationController(forPresented: requested, presenting: presenter, source: presenter) : nil)
      ?? requested.storedPresentationController
      ?? (requestedStyle == .pageSheet || requestedStyle == .formSheet
        ? UISheetPresentationController(presentedViewController: requested, presenting: presenter)
        : SystemPresentationController(presented: requested, presenting: presenter, removesPresenter: true))
  }

  /// UIKit presents the delegate's controller instead (typically the original wrapped in a
  /// navigation controller); the presentation controller keeps the original.
  private func adopt(_ replacement: UIViewController) {
    presenter.presentedViewController = replacement
    requested.presentingViewController = nil
    requested.isBeingPresented = false
    replacement.presentingViewController = presenter
    replacement.isBeingPresented = true
    replacement.modalPresentationStyle = style
    replacement.presentationController = controller
    controller.adaptedViewController = replacement
    presented = replacement
  }

  // MARK: Start

  func willStart(_ context: TransitionContext) {
    if presenterCallbacks { presenter.beginAppearanceTransition(false, animated: animated) }
    presented.beginAppearanceTransition(true, animated: animated)
    if PresentationTransition.adapts(requestedStyle) {
      controller.delegate?.presentationController(
        controller, willPresentWithAdaptiveStyle: style == requestedStyle ? .none : style,
        transitionCoordinator: presented.transitionCoordinator)
    }
    if let popover = controller as? UIPopoverPresentationController {
      (popover.delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
    }
    controller.presentationTransitionWillBegin()
  }

  // MARK: Complete

  func complete(_ completed: Bool) {
    presented.isBeingPresented = false
    controller.presentationTransitionDidEnd(completed)
    if completed {
      if controller.shouldRemovePresentersView { presenterView.removeFromSuperview() }
      if presenterCallbacks { presenter.endAppearanceTransition() }
      presented.endAppearanceTransition()
    } else {
      PresentationTransition.detach(presented, from: presenter, controller: controller, container: container)
      presented.revertAppearance(animated: animated)
      if presenterCallbacks { presenter.revertAppearance(animated: animated) }
    }
  }

  func didComplete(_ completed: Bool) {
    if completed { callerCompletion?() }
    window.transitionDidEnd()
  }
}
