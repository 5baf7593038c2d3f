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

/// Presentations and dismissals (docs/uikit-behaviour.md §5.1, §5.1b, §5.3): their entry points
/// (`PresentationRun`, `DismissalRun`) and the choices they share.
@MainActor enum PresentationTransition {
  /// Whether the presenter's appearance callbacks run (only for full-screen presentation,
  /// where its view leaves the window).
  static func presenterGetsCallbacks(_ style: UIModalPresentationStyle) -> Bool { style == .fullScreen }

  /// Presents `requestedController` from `presenter` in `window` (`PresentationRun`).
  static func present(
    _ requestedController: UIViewController, from presenter: UIViewController, in window: UIWindow, animated: Bool,
    completion: (() -> Void)?
  ) {
    PresentationRun(requestedController, from: presenter, in: window, animated: animated, completion: completion).run()
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

  /// Dismisses `presented` (`DismissalRun`); nothing when it has no presentation to dismiss.
  ///
  /// - Parameters:
  ///   - systemInteractor: drives a dismissal that has no custom animator (a sheet's swipe).
  ///   - willBegin: runs once the dismissal's transition coordinator exists, before the
  ///     appearance callbacks (a sheet's `presentationControllerWillDismiss`).
  static func dismiss(
    _ presented: UIViewController, from presenter: UIViewController, in window: UIWindow, animated: Bool,
    systemInteractor: (any UIViewControllerInteractiveTransitioning)? = nil, willBegin: (() -> Void)? = nil,
    completion: (() -> Void)?
  ) {
    DismissalRun(
      presented, from: presenter, in: window, animated: animated, systemInteractor: systemInteractor,
      willBegin: willBegin, completion: completion)?.run()
  }

  /// The presentation controller's class as UIKit's trace would name it: the class of one the
  /// app made (its delegate's, or a sheet's); for a built-in style, UIKit's own —
  /// `UIPresentationController` for a custom presentation whose delegate gives none (UIKit
  /// then uses a plain presentation controller), `_UIFullscreenPresentationController` for a
  /// full-screen one and `_UIOverFullscreenPresentationController` for one that keeps the
  /// presenter's view.
  static func traceName(of controller: UIPresentationController) -> String {
    guard let system = controller as? SystemPresentationController else { return "\(type(of: controller))" }
    if controller.runningStyle == .custom { return "UIPresentationController" }
    return system.removesPresenter ? "_UIFullscreenPresentationController" : "_UIOverFullscreenPresentationController"
  }

  /// Undoes a presentation's views and links: the presented view and the container leave
  /// the window, and neither controller refers to the other any more.
  static func detach(
    _ presented: UIViewController, from presenter: UIViewController, controller: UIPresentationController,
    container: UIView
  ) {
    controller.presentedView?.removeFromSuperview()
    container.removeFromSuperview()
    presenter.presentedViewController = nil
    presented.presentingViewController = nil
    presented.presentationController = nil
  }
}
