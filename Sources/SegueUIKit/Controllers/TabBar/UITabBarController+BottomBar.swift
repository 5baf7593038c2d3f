import Foundation

extension UITabBarController {
  /// A navigation controller in one of the tabs is about to show `stack`: the bar hides
  /// while any controller in it has `hidesBottomBarWhenPushed`, sliding off to the leading
  /// side with the push and back in with the pop, alongside the transition
  /// (docs/uikit-behaviour-2.md §16.5). A cancelled transition leaves the bar as it was.
  func navigation(
    _ navigation: UINavigationController, willShow stack: [UIViewController], animated: Bool,
    coordinator: TransitionCoordinator
  ) {
    guard navigation.parent === self, isViewLoaded else { return }
    let hides = stack.contains { $0.hidesBottomBarWhenPushed }
    guard hides != tabBar.isHidden else { return }
    let bar = tabBar
    let offscreen = CGAffineTransform(translationX: (bar.isRightToLeft ? 1 : -1) * bar.bounds.width, y: 0)
    let relayout = { [weak self] in
      self?.transitionView.setNeedsLayout()
      navigation.view.setNeedsLayout()
    }
    guard animated else {
      bar.isHidden = hides
      relayout()
      return
    }
    if !hides {
      UIView.performWithoutAnimation {
        bar.isHidden = false
        bar.transform = offscreen
      }
      relayout()
    }
    coordinator.animate(
      alongsideTransition: { _ in bar.transform = hides ? offscreen : .identity },
      completion: { context in
        let hidden = context.isCancelled ? !hides : hides
        UIView.performWithoutAnimation {
          bar.transform = .identity
          bar.isHidden = hidden
        }
        relayout()
      })
  }
}
