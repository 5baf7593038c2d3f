import Foundation
import SegueAnimation

extension UIView {
  /// A system-provided animation for `perform(_:on:options:animations:completion:)` (UIKit's
  /// `UIView.SystemAnimation`, same raw values).
  public enum SystemAnimation: UInt, Sendable {
    /// Removes the views from the view hierarchy when the animation is complete.
    case delete = 0
  }

  /// The system animation's timing: a critically damped spring of 0.5 s from rest, which
  /// code written for iOS uses in its place (docs/uikit-behaviour-2.md §25).
  static let systemAnimationDuration: TimeInterval = 0.5

  /// Performs the system animation `animation` on `views` with `parallelAnimations` alongside
  /// (UIKit's `perform(_:on:options:animations:completion:)`; docs/uikit-behaviour-2.md §25):
  /// `.delete` fades the views out over the animation and removes them from their superviews
  /// when it completes, their alpha restored. The parallel animations share its timing, a
  /// critically damped 0.5 s spring; `options` apply to both. `on: []` animates only the
  /// parallel changes (a common way to borrow the system timing). UIKit does not document
  /// what the deleted views look like on the way out; the fade is Segue's (docs/porting.md,
  /// "Where Segue differs").
  ///
  /// - Parameters:
  ///   - completion: called once with `finished` (false when the animations were removed
  ///     before their end), after the views are removed.
  public static func perform(
    _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
    animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let alphas = views.map(\.alpha)
    animate(
      withDuration: systemAnimationDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      options: options,
      animations: {
        for view in views { view.alpha = 0 }
        parallelAnimations?()
      },
      completion: { finished in
        for (view, alpha) in zip(views, alphas) {
          view.removeFromSuperview()
          UIView.performWithoutAnimation { view.alpha = alpha }
        }
        completion?(finished)
      })
  }
}
