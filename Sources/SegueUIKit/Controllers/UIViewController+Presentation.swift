import Foundation
import SegueAnimation

extension UIViewController {
  /// Presents `viewControllerToPresent` modally (docs/uikit-behaviour.md §5.1).
  ///
  /// The presentation starts on the next main-queue turn (UIKit schedules it), from the
  /// root of this controller's containment chain; while another transition runs in the
  /// window it waits for it. `.automatic` resolves to `.pageSheet`, as on iOS 13 and later. Presenting from a
  /// controller that already presents, or presenting a controller that is already
  /// presented, is ignored with a warning, as UIKit does.
  ///
  /// - Parameter completion: runs after the presentation finished (not when cancelled).
  public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
  {
    var presenter: UIViewController = self
    while let parent = presenter.parent { presenter = parent }
    guard presenter.presentedViewController == nil else {
      TransitionTrace.warn(
        "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) which is already presenting \(type(of: presenter.presentedViewController!)); ignored."
      )
      return
    }
    guard viewControllerToPresent.presentingViewController == nil, viewControllerToPresent.parent == nil,
      viewControllerToPresent !== presenter
    else {
      TransitionTrace.warn("\(type(of: viewControllerToPresent)) is already presented or contained; ignored.")
      return
    }
    guard let window = presenter.viewIfLoaded?.window else {
      TransitionTrace.warn(
        "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) whose view is not in a window; ignored."
      )
      return
    }
    // Link at once (UIKit reports presentedViewController right after the call).
    presenter.presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = presenter
    viewControllerToPresent.isBeingPresented = true
    if viewControllerToPresent.modalPresentationStyle == .automatic {
      // iOS 13 and later: a page sheet (docs/uikit-behaviour-2.md §4.1); a zoom covers the
      // screen (§5.6).
      viewControllerToPresent.modalPresentationStyle =
        viewControllerToPresent.preferredTransition?.zoom != nil ? .fullScreen : .pageSheet
    }
    // Touches are ignored from the request on (docs/uikit-behaviour.md §5.4).
    let hold = flag ? TransitionRequestHold(showing: window.layer) : nil
    MainQueueTurn.enqueue(for: window.layer) {
      window.enqueueTransition {
        hold?.release()
        PresentationTransition.present(
          viewControllerToPresent, from: presenter, in: window, animated: flag, completion: completion)
      }
    }
  }

  /// Dismisses the controller this one presents, or this one if it is presented
  /// (§5.1b). The dismissal starts on the next main-queue turn.
  ///
  /// - Parameter completion: runs after the dismissal finished.
  public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    dismiss(animated: flag, systemInteractor: nil, willBegin: nil, completion: completion)
  }

  /// `dismiss(animated:completion:)` driven by `systemInteractor` (a sheet's swipe), with
  /// `willBegin` run once the dismissal's transition coordinator exists.
  func dismiss(
    animated flag: Bool, systemInteractor: (any UIViewControllerInteractiveTransitioning)?, willBegin: (() -> Void)?,
    completion: (() -> Void)?
  ) {
    let presented: UIViewController
    if let child = presentedViewController {
      presented = child.presentedViewController ?? child
    } else if presentingViewController != nil {
      presented = self
    } else if let parentPresented = parent.flatMap({ $0.presentingViewController != nil ? $0 : nil }) {
      presented = parentPresented
    } else {
      completion.map { block in MainQueueTurn.enqueue { block() } }
      return
    }
    guard let presenter = presented.presentingViewController,
      let window = presenter.viewIfLoaded?.window
        ?? presented.viewIfLoaded?.window
    else { return }
    guard !presented.isBeingDismissed else { return }
    presented.isBeingDismissed = true
    let hold = flag ? TransitionRequestHold(showing: window.layer) : nil
    MainQueueTurn.enqueue(for: window.layer) {
      window.enqueueTransition {
        hold?.release()
        PresentationTransition.dismiss(
          presented, from: presenter, in: window, animated: flag, systemInteractor: systemInteractor,
          willBegin: willBegin, completion: completion)
      }
    }
  }
}
