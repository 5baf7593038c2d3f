import Foundation

/// Supplies a page view controller's pages on demand (UIKit's protocol). Which page is asked
/// for, and when, follows UIKit's observed order: docs/uikit-behaviour-2.md §17.3.
@preconcurrency @MainActor public protocol UIPageViewControllerDataSource: NSObjectProtocol {
  /// The page before `viewController`, or nil at the start.
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, or nil at the end.
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// The number of dots of the page indicator. Implemented together with
  /// `presentationIndex(for:)`, a scroll-style horizontal page view controller shows a page
  /// control (the default, 0, shows none). Asked after `setViewControllers`, never after a
  /// swipe (docs/uikit-behaviour-2.md §17.4).
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// The selected dot after `setViewControllers`.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears a page view controller's gesture-driven transitions (UIKit's protocol; every
/// method optional). `setViewControllers(_:direction:animated:completion:)` sends neither
/// transition call (docs/uikit-behaviour-2.md §17.2).
@preconcurrency @MainActor public protocol UIPageViewControllerDelegate: NSObjectProtocol {
  /// A swipe, drag or tap is about to show `pendingViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
  /// The gesture's animation ended: `completed` is false when the page went back.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
  /// The spine for an interface orientation (asked when the orientation changes; Segue's
  /// phone never rotates, so it is never asked).
  func pageViewController(
    _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation
  func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
    -> UIInterfaceOrientationMask
  func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
    -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation { pageViewController.spineLocation }
  public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
    -> UIInterfaceOrientationMask
  { .all }
  public func pageViewControllerPreferredInterfaceOrientationForPresentation(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientation { .portrait }
}
