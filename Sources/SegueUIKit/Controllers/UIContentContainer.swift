import Foundation
import SegueAnimation

/// UIKit's content container: what view controllers and presentation controllers hear
/// when their container's size changes, and how children report preferred sizes. In Segue
/// the size changes when the preview window is resized (docs/uikit-behaviour.md, "Size
/// changes").
@preconcurrency @MainActor public protocol UIContentContainer: NSObjectProtocol {
  /// Points; a child's wish for its size, reported to its container.
  var preferredContentSize: CGSize { get }
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
  func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
    -> CGSize
  /// Called before the container's views take `size` (points); animations added to
  /// `coordinator` run alongside the change, completions after it.
  func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
}

/// The coordinator of a size change: a window resize is not animated, so alongside blocks
/// run once the new size is laid out and completions right after, both in the order added.
@MainActor final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  let containerView: UIView
  private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  init(containerView: UIView) {
    self.containerView = containerView
  }

  var isAnimated: Bool { false }
  var presentationStyle: UIModalPresentationStyle { .none }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var transitionDuration: TimeInterval { 0 }
  var percentComplete: CGFloat { 0 }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }
  var targetTransform: CGAffineTransform { .identity }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { alongside.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

  /// After the resize's layout: the alongside blocks, then the completions.
  func finish() {
    for block in alongside { block(self) }
    alongside.removeAll()
    for block in completions { block(self) }
    completions.removeAll()
  }
}
