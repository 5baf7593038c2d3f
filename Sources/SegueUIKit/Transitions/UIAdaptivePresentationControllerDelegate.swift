import Foundation
import SegueAnimation

/// UIKit's adaptivity delegate of a presentation controller: it may change the style a
/// presentation adapts to in a compact environment, and hears about interactive dismissal
/// of sheets. Every method is optional in UIKit; here each has UIKit's default behaviour as
/// its default implementation (docs/uikit-behaviour.md, "Adaptive presentations").
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// The style to use in a compact environment; `.none` keeps the requested style.
  /// Default: the controller's own `adaptivePresentationStyle` (`.fullScreen`).
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
  /// A controller to present instead in the adapted style (often the presented one wrapped
  /// in a navigation controller); nil keeps it. Default nil.
  func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController?
  /// Called before the presentation runs in the adapted style (`.none` when not adapted).
  func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
  /// Whether a sheet may be dismissed by a swipe. Default true.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
    controller.adaptivePresentationStyle
  }
  public func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? { nil }
  public func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {}
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    true
  }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// UIKit's popover arrow directions (raw values as in UIKit).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// A popover's delegate: the adaptivity calls plus the popover's own.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate:
  UIAdaptivePresentationControllerDelegate
{
  func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// UIKit's popover presentation controller: where the popover points from. On a phone
/// (every Segue preview is one) a popover adapts to full screen unless the delegate keeps
/// it (`.none`); Segue draws no popover chrome, so a kept popover is shown over the
/// presenter at the size of `preferredContentSize` (or the presenter's width and half its
/// height), below `sourceRect` in `sourceView`.
@preconcurrency @MainActor open class UIPopoverPresentationController: UIPresentationController {
  open weak var sourceView: UIView?
  /// In `sourceView`'s coordinates (points); default: its bounds.
  open var sourceRect: CGRect = .zero
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
  open var backgroundColor: UIColor?
  /// Views the user can touch outside the popover without dismissing it.
  open var passthroughViews: [UIView]?

  /// Whether the popover runs adapted (full screen or another style the delegate chose).
  private var isAdapted: Bool { (runningStyle ?? .popover) != .popover }

  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView, !isAdapted else { return super.frameOfPresentedViewInContainerView }
    let preferred = presentedViewController.preferredContentSize
    let width = min(preferred.width > 0 ? preferred.width : container.bounds.width - 32, container.bounds.width - 16)
    let height = min(
      preferred.height > 0 ? preferred.height : container.bounds.height / 2, container.bounds.height - 16)
    var anchor = CGPoint(x: container.bounds.midX, y: container.bounds.midY - height / 2)
    if let sourceView {
      let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
      let converted = sourceView.convert(rect, to: container)
      anchor = CGPoint(x: converted.midX, y: converted.maxY + 8)
    }
    let x = min(max(anchor.x - width / 2, 8), container.bounds.width - 8 - width)
    let y = min(max(anchor.y, 8), container.bounds.height - 8 - height)
    return CGRect(x: x.rounded(), y: y.rounded(), width: width, height: height)
  }

  open override var shouldRemovePresentersView: Bool { runningStyle == .fullScreen }
}
