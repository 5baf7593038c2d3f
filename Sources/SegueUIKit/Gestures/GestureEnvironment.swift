import Foundation
import SegueAnimation

/// Arbitrates the recognizers that receive the touches of one root view (UIKit's gesture
/// environment): failure requirements, `gestureRecognizerShouldBegin`, exclusion between
/// recognizers that don't recognize simultaneously, and resetting finished recognizers at
/// the end of each event.
///
/// Rules (UIKit's documented behaviour):
/// - A recognizer that requires another to fail (`require(toFail:)`, the delegate's
///   `shouldRequireFailureOf`/`shouldBeRequiredToFailBy`, the subclass hooks) stays
///   `possible` while that one is `possible`, proceeds when it fails, and fails when it
///   recognizes. Recognizers that are not receiving touches never block.
/// - Leaving `possible` asks the delegate's and the view's `gestureRecognizerShouldBegin`;
///   false fails the recognizer.
/// - The first recognizer to begin (or be recognized) wins: the other possible ones fail,
///   and later ones can't begin, unless either delegate allows simultaneous recognition
///   (or `canPrevent`/`canBePrevented(by:)` say no).
/// - A one-tap, one-touch `UITapGestureRecognizer` on an ancestor of an enabled `UIControl`
///   the touch hit doesn't begin: the control's own action wins (UIKit, iOS 6 and later).
/// - [I] Once no touch is down, a recognizer still `possible` with no touches, no deadline
///   and no pending transition can't recognize any more and fails.
@MainActor final class GestureEnvironment {
  /// Recognizers receiving (or waiting on) touches, in the order they joined.
  private(set) var participants: [UIGestureRecognizer] = []
  unowned let router: TouchRouter

  init(router: TouchRouter) { self.router = router }

  /// Makes `recognizer` a participant receiving `touch`.
  func add(_ recognizer: UIGestureRecognizer, receiving touch: UITouch) {
    if !participants.contains(where: { $0 === recognizer }) {
      participants.append(recognizer)
      recognizer.environment = self
    }
    recognizer.track(touch)
  }

  /// Removes `recognizer` at once (it was removed from its view), without actions.
  func remove(_ recognizer: UIGestureRecognizer) {
    participants.removeAll { $0 === recognizer }
    router.detach(recognizer)
    recognizer.resetToPossible()
  }

  // MARK: Transitions

  /// What a request to leave `possible` for `state` (began or ended) resolves to: `state`,
  /// `.failed`, or nil while a failure requirement is still possible (then `pendingState`
  /// holds the request until `didFail` retries it).
  func resolveBegin(
    _ recognizer: UIGestureRecognizer, requesting state: UIGestureRecognizer.State
  ) -> UIGestureRecognizer.State? {
    var mustWait = false
    for other in participants where other !== recognizer && requiresFailure(recognizer, of: other) {
      switch other.state {
      case .began, .changed, .ended:
        recognizer.pendingState = nil
        return .failed
      case .possible:
        mustWait = true
      case .cancelled, .failed:
        break
      }
    }
    if mustWait {
      recognizer.pendingState = state
      return nil
    }
    recognizer.pendingState = nil
    guard shouldBegin(recognizer) else { return .failed }
    for other in participants where other !== recognizer && (other.state.isActive || other.state == .ended) {
      if prevents(other, recognizer) { return .failed }
    }
    return state
  }

  /// `recognizer` began or was recognized: fail the recognizers it excludes or that wait
  /// for it to fail, and cancel its touches in their views.
  func didBegin(_ recognizer: UIGestureRecognizer) {
    for other in participants where other !== recognizer && other.state == .possible {
      if requiresFailure(other, of: recognizer) || prevents(recognizer, other) {
        other.force(.failed)
      }
    }
    if recognizer.cancelsTouchesInView {
      router.cancelViewDelivery(of: recognizer.trackedTouches)
    }
  }

  /// `recognizer` failed: recognizers waiting for it retry their pending transition.
  func didFail(_ recognizer: UIGestureRecognizer) {
    for waiter in participants where waiter !== recognizer && waiter.state == .possible {
      guard let pending = waiter.pendingState else { continue }
      waiter.state = pending
    }
  }

  /// Settles now unless an event is being delivered (it settles at the end of it).
  func settleIfIdle() {
    if !router.isDispatching { router.settle() }
  }

  // MARK: End of an event

  /// Lets go of ended touches, fails recognizers that can no longer recognize, and resets
  /// finished recognizers. Returns whether anything changed.
  func settle(touchDown: Bool) -> Bool {
    var changed = false
    for recognizer in participants {
      let finished = recognizer.trackedTouches.filter { $0.phase == .ended || $0.phase == .cancelled }
      guard !finished.isEmpty else { continue }
      recognizer.rememberLocation()
      recognizer.trackedTouches.removeAll { finished.contains($0) }
    }
    if !touchDown {
      for recognizer in participants
      where recognizer.state == .possible && recognizer.trackedTouches.isEmpty && recognizer.deadline == nil
        && recognizer.pendingState == nil
      {
        recognizer.force(.failed)
        changed = true
      }
    }
    for recognizer in participants where recognizer.state.isFinished {
      participants.removeAll { $0 === recognizer }
      router.detach(recognizer)
      recognizer.resetToPossible()
      changed = true
    }
    return changed
  }

  /// Runs `deadlineReached()` for every participant whose deadline is before `time`
  /// (seconds), earliest first.
  func fireDeadlines(before time: TimeInterval) {
    let due = participants.filter { ($0.deadline ?? .infinity) < time - MediaTime.sameInstant }
      .sorted { ($0.deadline ?? 0) < ($1.deadline ?? 0) }
    for recognizer in due where recognizer.deadline != nil {
      recognizer.deadline = nil
      recognizer.deadlineReached()
    }
  }

  /// Whether a touch went to a participant that may still hold back the view's touches.
  func isDelaying(_ recognizers: [UIGestureRecognizer], _ flag: KeyPath<UIGestureRecognizer, Bool>) -> Bool {
    recognizers.contains { $0.state == .possible && $0[keyPath: flag] && $0.environment === self }
  }

  // MARK: Relations

  /// Whether `recognizer` has to wait for `other` to fail.
  private func requiresFailure(_ recognizer: UIGestureRecognizer, of other: UIGestureRecognizer) -> Bool {
    recognizer.hasFailureRequirement(on: other) || recognizer.shouldRequireFailure(of: other)
      || other.shouldBeRequiredToFail(by: recognizer)
      || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
  }

  /// Whether `winner`, recognizing, keeps `loser` from recognizing.
  private func prevents(_ winner: UIGestureRecognizer, _ loser: UIGestureRecognizer) -> Bool {
    let simultaneous =
      winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: loser) == true
      || loser.delegate?.gestureRecognizer(loser, shouldRecognizeSimultaneouslyWith: winner) == true
    return !simultaneous && winner.canPrevent(loser) && loser.canBePrevented(by: winner)
  }

  private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
    guard recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true else { return false }
    guard recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true else { return false }
    return !isSingleTapOverControl(recognizer) && !isDragAlongTrackingControl(recognizer)
  }

  /// UIKit lets a slider keep a one-finger drag along its track that began on its thumb, and
  /// a switch one along it: an ancestor's pan or swipe in that direction does not begin
  /// (docs/uikit-behaviour-2.md §11.3).
  private func isDragAlongTrackingControl(_ recognizer: UIGestureRecognizer) -> Bool {
    guard recognizer is UIPanGestureRecognizer || recognizer is UISwipeGestureRecognizer,
      recognizer.trackedTouches.count == 1, let owner = recognizer.view
    else { return false }
    var current = recognizer.trackedTouches[0].view
    while let view = current, view !== owner {
      if let control = view as? UIControl, control.keepsDrag(of: recognizer) { return true }
      current = view.superview
    }
    return false
  }

  /// UIKit lets a control's default action win over a single tap on an ancestor.
  private func isSingleTapOverControl(_ recognizer: UIGestureRecognizer) -> Bool {
    guard let tap = recognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1,
      tap.numberOfTouchesRequired == 1, let owner = recognizer.view
    else { return false }
    for touch in recognizer.trackedTouches {
      var current = touch.view
      while let view = current, view !== owner {
        if let control = view as? UIControl, control.isEnabled { return true }
        current = view.superview
      }
    }
    return false
  }
}
