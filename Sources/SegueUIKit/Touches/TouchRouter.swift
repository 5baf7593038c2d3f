import Foundation
import SegueAnimation

/// Turns one pointer's `PointerEvent`s into a `UITouch` and delivers it, as UIKit's
/// `UIApplication`/`UIWindow` `sendEvent` does:
///
/// 1. At `.down` the root view hit-tests the location once (`hitTest(_:with:)`: hidden,
///    transparent, non-interactive and non-interactively animating views are skipped);
///    the touch keeps that view until it ends.
/// 2. The touch goes to the gesture recognizers of the hit view and its ancestors —
///    the deepest view's recognizers first, each view's in the order added — that are
///    enabled and whose delegate agrees (`shouldReceive touch`).
/// 3. Then to the view's `touchesBegan/Moved/Ended/Cancelled(_:with:)` (whose default
///    implementations forward along the responder chain; a `UIControl` on the way tracks
///    the touch), unless a recognizer holds it back (`delaysTouchesBegan`,
///    `delaysTouchesEnded`) or cancels it (`cancelsTouchesInView` when it begins).
///
/// Events are processed in order, synchronously; recognizer actions run during `send`.
/// Timestamps never run backwards (an earlier one is treated as the latest seen).
@MainActor package final class TouchRouter {
  /// The root view touches are hit-tested in; locations are in its coordinates (points).
  package private(set) weak var rootView: UIView?
  /// The touch the pointer is holding down, if any.
  package var activeTouch: UITouch? { current?.touch }

  private lazy var environment = GestureEnvironment(router: self)
  private let event = TouchesEvent()
  private var deliveries: [TouchDelivery] = []
  private var current: TouchDelivery?
  private var lastTimestamp: TimeInterval = -.infinity
  private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
  private var dispatchDepth = 0

  /// A router for the tree under `rootView` (one per `FrameLoop`).
  package init(rootView: UIView) { self.rootView = rootView }

  // MARK: Input

  /// Delivers one pointer sample. Samples with a non-finite location or timestamp are
  /// ignored; a `.down` while a touch is down cancels that touch first; `.move`, `.up`
  /// and `.cancel` without a touch down are ignored.
  package func send(_ pointer: PointerEvent) {
    guard pointer.location.x.isFinite, pointer.location.y.isFinite, pointer.timestamp.isFinite else { return }
    let time = max(pointer.timestamp, lastTimestamp)
    lastTimestamp = time
    dispatch {
      environment.fireDeadlines(before: time)
      event.timestamp = time
      switch pointer.phase {
      case .down:
        if current != nil { finishTouch(at: current?.touch.rootLocation ?? pointer.location, time: time, .cancelled) }
        beginTouch(at: pointer.location, time: time)
      case .move:
        moveTouch(to: pointer.location, time: time)
      case .up:
        finishTouch(at: pointer.location, time: time, .ended)
      case .cancel:
        finishTouch(at: pointer.location, time: time, .cancelled)
      }
    }
  }

  /// Runs time-based recognizer decisions (a tap held too long, a double tap's second tap
  /// not coming) due before `mediaTime` seconds. The frame step calls it every frame.
  package func advance(toMediaTime mediaTime: TimeInterval) {
    guard mediaTime.isFinite else { return }
    dispatch { environment.fireDeadlines(before: mediaTime) }
  }

  // MARK: Touch phases

  private func beginTouch(at location: CGPoint, time: TimeInterval) {
    guard let root = rootView else { return }
    let touch = UITouch(location: location, timestamp: time, rootView: root)
    touch.tapCount = nextTapCount(at: location, time: time)
    event.touches = [touch]
    let hit = root.hitTest(location, with: event)
    touch.view = hit
    let delivery = TouchDelivery(touch: touch, view: hit)
    deliveries.append(delivery)
    current = delivery
    var ancestor = hit
    while let view = ancestor {
      for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled && !recognizer.state.isFinished {
        guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else { continue }
        delivery.recognizers.append(recognizer)
        environment.add(recognizer, receiving: touch)
      }
      ancestor = view.superview
    }
    for recognizer in delivery.receivingRecognizers {
      recognizer.touchesBegan([touch], with: event)
    }
    guard delivery.viewState == .delivering, let view = delivery.view else { return }
    if environment.isDelaying(delivery.recognizers, \.delaysTouchesBegan) {
      delivery.viewState = .heldBegan
    } else {
      view.touchesBegan([touch], with: event)
    }
  }

  private func moveTouch(to location: CGPoint, time: TimeInterval) {
    guard let delivery = current else { return }
    let touch = delivery.touch
    touch.update(location: location, timestamp: time, phase: .moved)
    for recognizer in delivery.receivingRecognizers {
      recognizer.touchesMoved([touch], with: event)
    }
    if delivery.viewState == .delivering, let view = delivery.view {
      view.touchesMoved([touch], with: event)
    }
  }

  private func finishTouch(at location: CGPoint, time: TimeInterval, _ phase: UITouch.Phase) {
    guard let delivery = current else { return }
    current = nil
    let touch = delivery.touch
    touch.update(location: location, timestamp: time, phase: phase)
    if phase == .ended { lastTap = (location, time, touch.tapCount) }
    for recognizer in delivery.receivingRecognizers {
      if phase == .ended {
        recognizer.touchesEnded([touch], with: event)
      } else {
        recognizer.touchesCancelled([touch], with: event)
        // UIKit cancels what recognizes and fails what hasn't when its touches cancel.
        if recognizer.state.isActive {
          recognizer.force(.cancelled)
        } else if recognizer.state == .possible {
          recognizer.force(.failed)
        }
      }
    }
    guard let view = delivery.view else { return }
    switch delivery.viewState {
    case .delivering:
      if phase == .cancelled {
        view.touchesCancelled([touch], with: event)
        delivery.viewState = .finished
      } else if environment.isDelaying(delivery.recognizers, \.delaysTouchesEnded) {
        delivery.viewState = .heldEnded
      } else {
        view.touchesEnded([touch], with: event)
        delivery.viewState = .finished
      }
    case .heldBegan:
      if phase == .cancelled { delivery.viewState = .cancelled }
    case .heldEnded, .cancelled, .finished:
      break
    }
  }

  // MARK: Recognizer effects

  /// Sends `touchesCancelled` to the views of `touches` that are receiving them (a
  /// recognizer with `cancelsTouchesInView` began); held touches are dropped.
  func cancelViewDelivery(of touches: [UITouch]) {
    for delivery in deliveries where touches.contains(delivery.touch) {
      switch delivery.viewState {
      case .delivering, .heldEnded:
        delivery.viewState = .cancelled
        delivery.view?.touchesCancelled([delivery.touch], with: event)
      case .heldBegan:
        delivery.viewState = .cancelled
      case .cancelled, .finished:
        break
      }
    }
  }

  /// Stops delivering touches to `recognizer` (it finished and is being reset).
  func detach(_ recognizer: UIGestureRecognizer) {
    for delivery in deliveries { delivery.recognizers.removeAll { $0 === recognizer } }
  }

  /// Delivers view touches no recognizer holds back any more.
  private func flushHeldTouches() {
    for delivery in deliveries {
      guard let view = delivery.view else { continue }
      let touch = delivery.touch
      if delivery.viewState == .heldBegan, !environment.isDelaying(delivery.recognizers, \.delaysTouchesBegan) {
        delivery.viewState = .delivering
        view.touchesBegan([touch], with: event)
        if touch.phase == .cancelled {
          view.touchesCancelled([touch], with: event)
          delivery.viewState = .finished
        } else if touch.phase == .ended {
          delivery.viewState = .heldEnded
        }
      }
      if delivery.viewState == .heldEnded, !environment.isDelaying(delivery.recognizers, \.delaysTouchesEnded) {
        delivery.viewState = .finished
        view.touchesEnded([touch], with: event)
      }
    }
  }

  // MARK: Dispatch

  /// Whether an event is being delivered (settling waits for its end).
  var isDispatching: Bool { dispatchDepth > 0 }

  private func dispatch(_ body: () -> Void) {
    dispatchDepth += 1
    body()
    dispatchDepth -= 1
    if dispatchDepth == 0 { settle() }
  }

  /// End of an event: reset finished recognizers, deliver touches no longer held back,
  /// forget finished touches. Repeats while something changes (bounded).
  func settle() {
    dispatchDepth += 1
    defer { dispatchDepth -= 1 }
    for _ in 0..<8 {
      let changed = environment.settle(touchDown: current != nil)
      flushHeldTouches()
      if !changed { break }
    }
    deliveries.removeAll { $0.isDone }
    event.touches = current.map { [$0.touch] } ?? []
  }

  /// The tap count of a touch going down at `location` at `time`: one more than the last
  /// touch's when it ended within `UITapGestureRecognizer.maximumIntervalBetweenTaps`
  /// seconds and `allowableMovement` points of here, else 1.
  private func nextTapCount(at location: CGPoint, time: TimeInterval) -> Int {
    guard let last = lastTap, time - last.time <= UITapGestureRecognizer.maximumIntervalBetweenTaps,
      hypot(location.x - last.location.x, location.y - last.location.y) <= UITapGestureRecognizer.allowableMovement
    else { return 1 }
    return last.count + 1
  }
}
