import Foundation
import SegueAnimation

/// UIKit's presentation controller: owns the container of a presentation and decides the
/// presented view's frame (docs/uikit-behaviour.md §5).
///
/// Subclass it for custom presentations (`.custom` style): add chrome such as a dimming
/// view in `presentationTransitionWillBegin()` (usually animating it alongside through the
/// presented controller's transition coordinator) and remove it in
/// `dismissalTransitionDidEnd(_:)`.
@preconcurrency @MainActor open class UIPresentationController: NSObject {
  public let presentedViewController: UIViewController
  public let presentingViewController: UIViewController
  /// The view the transition happens in (a full-window view added above the presenter).
  public internal(set) var containerView: UIView?

  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController ?? presentedViewController
    super.init()
  }

  /// The view that is animated in; by default the presented controller's view.
  open var presentedView: UIView? { presentedViewController.view }

  /// The presented view's frame when the presentation has finished (default: the
  /// container's bounds).
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? UIScreen.main.bounds }

  /// Whether the presenter's view leaves the window once the presentation ends (default
  /// false; the built-in full-screen presentation returns true).
  open var shouldRemovePresentersView: Bool { false }

  open var shouldPresentInFullscreen: Bool { true }

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
  let removesPresenter: Bool

  init(presented: UIViewController, presenting: UIViewController, removesPresenter: Bool) {
    self.removesPresenter = removesPresenter
    super.init(presentedViewController: presented, presenting: presenting)
  }

  override var shouldRemovePresentersView: Bool { removesPresenter }
}
