/// UIKit's named animation curves, with UIKit's raw values (docs/uikit-behaviour.md §1.2).
///
/// `Segue` exposes this type as `UIView.AnimationCurve`.
public enum UIViewAnimationCurve: Int, Sendable, CaseIterable {
  /// Cubic Bézier (0.42, 0, 0.58, 1): the default of `UIView.animate`.
  case easeInOut = 0
  /// Cubic Bézier (0.42, 0, 1, 1).
  case easeIn = 1
  /// Cubic Bézier (0, 0, 0.58, 1).
  case easeOut = 2
  /// Cubic Bézier (0, 0, 1, 1).
  case linear = 3
}
