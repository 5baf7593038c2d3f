import Foundation

/// The presentation controller of a `UIAlertController`: keeps the presenter in the window
/// under a black dimming view at `dimmingAlpha`, places an alert's card in the middle of the
/// container and an action sheet at its bottom, and passes a tap on the dimming to the
/// controller (an action sheet treats it as its cancel action) (docs/uikit-behaviour-2.md §14).
@MainActor final class AlertPresentationController: UIPresentationController {
  /// The dimming's alpha over the presenter: the figure Segue's sheets use (§4.6), which
  /// matches screenshots of iOS 17 alerts (§14.3).
  static let dimmingAlpha: CGFloat = 0.2
  /// Points between an action sheet and the container's sides, and its bottom margin when
  /// the safe area has none.
  static let sheetMargin: CGFloat = 8

  let dimmingView = AlertDimmingView()

  override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    dimmingView.backgroundColor = .black
    dimmingView.alpha = 0
    dimmingView.onTap = { [weak self] in
      (self?.presentedViewController as? UIAlertController)?.tappedOutside()
    }
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView, let alert = presentedViewController as? UIAlertController else {
      return super.frameOfPresentedViewInContainerView
    }
    let bounds = container.bounds
    let safe = container.safeAreaInsets
    if alert.preferredStyle == .alert {
      let width = AlertCardView.width
      let height = min(ceil(alert.contentHeight(width: width)), bounds.height - safe.top - safe.bottom)
      // With the keyboard up (an alert with text fields), centred in the space above it.
      if alert.textFields != nil, let keyboard = FrameLoop.showing(container.layer)?.keyboard.currentFrame {
        let keyboardTop = container.convert(keyboard, from: nil).minY
        let space = keyboardTop - safe.top
        return CGRect(
          x: ((bounds.width - width) / 2).rounded(), y: (safe.top + max((space - height) / 2, 0)).rounded(),
          width: width, height: height)
      }
      return CGRect(
        x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(), width: width,
        height: height)
    }
    let margin = Self.sheetMargin
    let width = bounds.width - 2 * margin - safe.left - safe.right
    let height = min(
      ceil(alert.contentHeight(width: width)), bounds.height - safe.top - margin - max(safe.bottom, margin))
    return CGRect(
      x: safe.left + margin, y: bounds.height - max(safe.bottom, margin) - height, width: width, height: height)
  }

  override func presentationTransitionWillBegin() {
    // The container's keyboard guide makes the keyboard's slide lay the container out again,
    // so an alert with text fields moves above the keyboard as it comes.
    if let alert = presentedViewController as? UIAlertController, alert.textFields != nil {
      _ = containerView?.keyboardLayoutGuide
    }
    super.presentationTransitionWillBegin()
    guard let container = containerView else { return }
    dimmingView.frame = container.bounds
    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = Self.dimmingAlpha
    })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    super.presentationTransitionDidEnd(completed)
    if !completed { dimmingView.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    super.dismissalTransitionWillBegin()
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
    })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    super.dismissalTransitionDidEnd(completed)
    if completed { dimmingView.removeFromSuperview() }
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    guard presentedViewController.isBeingPresented == false, presentedViewController.isBeingDismissed == false
    else { return }
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}

/// The black view over the presenter behind an alert controller; a tap on it (down and up
/// on the dimming) calls `onTap`.
@MainActor final class AlertDimmingView: UIView {
  var onTap: (() -> Void)?

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
    onTap?()
  }
}
