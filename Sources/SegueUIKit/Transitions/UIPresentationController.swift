import Foundation
import SegueAnimation

/// UIKit's presentation controller: owns the container of a presentation and decides the
/// presented view's frame (docs/uikit-behaviour.md §5).
///
/// Subclass it for custom presentations (`.custom` style): add chrome such as a dimming
/// view in `presentationTransitionWillBegin()` (usually animating it alongside through the
/// presented controller's transition coordinator) and remove it in
/// `dismissalTransitionDidEnd(_:)`.
@preconcurrency @MainActor open class UIPresentationController: NSObject, UIContentContainer {
  public let presentedViewController: UIViewController
  /// The controller presenting (set when the presentation starts; until then, for a
  /// controller made before `present`, the presented one).
  public internal(set) var presentingViewController: UIViewController
  /// Adaptivity (and, for sheets, dismissal) callbacks. Weak, as in UIKit.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// The style this presentation adapts to in a compact environment: `.fullScreen`, as
  /// UIKit's sheets and popovers do on a phone.
  open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }
  /// The presented controller's style.
  open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
  /// The style the presentation runs in, once started (after adaptation).
  var runningStyle: UIModalPresentationStyle?
  /// The view the transition happens in (a full-window view added above the presenter).
  public internal(set) var containerView: UIView?

  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController ?? presentedViewController
    super.init()
  }

  /// The view that is animated in; by default the presented controller's view.
  open var presentedView: UIView? { (adaptedViewController ?? presentedViewController).view }
  /// The controller shown instead of the presented one after adaptation (the delegate's
  /// `viewControllerForAdaptivePresentationStyle`), if any.
  var adaptedViewController: UIViewController?

  /// The presented view's frame when the presentation has finished (default: the
  /// container's bounds).
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? UIScreen.main.bounds }

  /// Whether the presenter's view leaves the window once the presentation ends (default
  /// false; the built-in full-screen presentation returns true).
  open var shouldRemovePresentersView: Bool { false }

  open var shouldPresentInFullscreen: Bool { true }

  // MARK: Content container

  /// Points; the presented controller's `preferredContentSize` by default.
  open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

  /// A presented controller's preferred size changed; lays the container out again by
  /// default (so `frameOfPresentedViewInContainerView` can follow it).
  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
    containerView?.setNeedsLayout()
  }
  open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
  open func size(
    forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// The container is about to take `size` (points): passes the call on to the presented
  /// controller, and once the new size is laid out moves the presented view to
  /// `frameOfPresentedViewInContainerView`.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    presentedViewController.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { [weak self] _ in
      guard let self, let view = self.presentedView, self.containerView != nil else { return }
      view.frame = self.frameOfPresentedViewInContainerView
    })
  }

  open func presentationTransitionWillBegin() {}
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  open func dismissalTransitionWillBegin() {}
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  open func containerViewWillLayoutSubviews() {}
  open func containerViewDidLayoutSubviews() {}
}

/// The presentation controller of the built-in styles: full screen (removes the presenter's
/// view afterwards) or over full screen (keeps it).
@MainActor final class SystemPresentationController: UIPresentationController {
  var removesPresenter: Bool

  init(presented: UIViewController, presenting: UIViewController, removesPresenter: Bool) {
    self.removesPresenter = removesPresenter
    super.init(presentedViewController: presented, presenting: presenting)
  }

  override var shouldRemovePresentersView: Bool { removesPresenter }
}
