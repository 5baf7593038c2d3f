import Foundation

/// Told when a `UIDynamicAnimator` stops because its items came to rest, and when it starts
/// again (UIKit's `UIDynamicAnimatorDelegate`; both methods optional).
@preconcurrency @MainActor public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
  /// The animator is about to run again (a behavior or an item changed).
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  /// The animator stopped: every item is at rest (docs/uikit-behaviour-2.md §23.5).
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
