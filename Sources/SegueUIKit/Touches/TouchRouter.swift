import Foundation
import SegueAnimation

/// Turns one pointer's `PointerEvent`s into touches and delivers them, as UIKit's
/// `UIApplication`/`UIWindow` `sendEvent` does. An event with `mirroredAbout` set moves two
/// fingers, the pointer's and its mirror image about that point (the iOS Simulator's
/// Option-drag), for pinches and rotations; otherwise one. For each touch:
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
  /// The touch the pointer is holding down, if any (the pointer's own of a pair).
  package var activeTouch: UITouch? { current.first?.touch }

  private lazy var environment = GestureEnvironment(router: self)
  private let event = TouchesEvent()
  private var deliveries: [TouchDelivery] = []
  /// The touches down now: the pointer's, and its mirror image during a two-finger gesture.
  private var current: [TouchDelivery] = []
  private var lastTimestamp: TimeInterval = -.infinity
  private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
  private var dispatchDepth = 0
  /// Asked at each `.down`: whether the app ignores new touches now (a transition no
  /// gesture drives is running; `FrameLoop.isIgnoringInteractionEvents`).
  package var ignoresNewTouches: () -> Bool = { false }
  /// Whether the pointer's current press went down while touches were ignored: it and
  /// every event until the next press are dropped.
  private var ignoringPress = false

  /// A router for the tree under `rootView` (one per `FrameLoop`).
  package init(rootView: UIView) { self.rootView = rootView }

  // MARK: Input

  /// Delivers one pointer sample. Samples with a non-finite location or timestamp are
  /// ignored; a `.down` while a touch is down cancels that touch first; `.move`, `.up`
  /// and `.cancel` without a touch down are ignored.
  package func send(_ pointer: PointerEvent) {
    guard pointer.location.x.isFinite, pointer.location.y.isFinite, pointer.timestamp.isFinite else { return }
    if let center = pointer.mirroredAbout, !(center.x.isFinite && center.y.isFinite) { return }
    let time = max(pointer.timestamp, lastTimestamp)
    lastTimestamp = time
    // UIKit ignores touches that begin while a transition no gesture drives runs, and
    // every later event of such a touch (docs/uikit-behaviour.md §5.4).
    if pointer.phase == .down { ignoringPress = ignoresNewTouches() }
    if ignoringPress {
      if pointer.phase == .up || pointer.phase == .cancel { ignoringPress = false }
      return
    }
    var locations = [pointer.location]
    if let center = pointer.mirroredAbout {
      locations.append(CGPoint(x: 2 * center.x - pointer.location.x, y: 2 * center.y - pointer.location.y))
    }
    dispatch {
      environment.fireDeadlines(before: time)
      event.timestamp = time
      switch pointer.phase {
      case .down:
        if !current.isEmpty { finishTouches(at: current.map(\.touch.rootLocation), time: time, .cancelled) }
        beginTouches(at: locations, time: time)
      case .move:
        moveTouches(to: locations, time: time)
      case .up:
        finishTouches(at: locations, time: time, .ended)
      case .cancel:
        finishTouches(at: locations, time: time, .cancelled)
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

  /// The recognizers receiving any of `deliveries`' touches, each with the touches it
  /// receives among them, in delivery order (deepest view's first).
  private func recognizerTouches(_ deliveries: [TouchDelivery]) -> [(UIGestureRecognizer, Set<UITouch>)] {
    var order: [UIGestureRecognizer] = []
    var touches: [ObjectIdentifier: Set<UITouch>] = [:]
    for delivery in deliveries {
      for recognizer in delivery.receivingRecognizers {
        let key = ObjectIdentifier(recognizer)
        if touches[key] == nil { order.append(recognizer) }
        touches[key, default: []].insert(delivery.touch)
      }
    }
    return order.map { ($0, touches[ObjectIdentifier($0)] ?? []) }
  }

  /// `deliveries` grouped by view (a view hears all its touches in one call), in order.
  private func viewGroups(_ deliveries: [TouchDelivery]) -> [(UIView, [TouchDelivery])] {
    var groups: [(UIView, [TouchDelivery])] = []
    for delivery in deliveries {
      guard let view = delivery.view else { continue }
      if let index = groups.firstIndex(where: { $0.0 === view }) {
        groups[index].1.append(delivery)
      } else {
        groups.append((view, [delivery]))
      }
    }
    return groups
  }

  private func beginTouches(at locations: [CGPoint], time: TimeInterval) {
    guard let root = rootView else { return }
    let touches = locations.map { location in
      let touch = UITouch(location: location, timestamp: time, rootView: root)
      touch.tapCount = locations.count == 1 ? nextTapCount(at: location, time: time) : 1
      return touch
    }
    // Every touch is in the event before any is hit-tested, as in UIKit.
    event.touches = Set(touches)
    var began: [TouchDelivery] = []
    for touch in touches {
      let hit = root.hitTest(touch.rootLocation, with: event)
      touch.view = hit
      let delivery = TouchDelivery(touch: touch, view: hit)
      began.append(delivery)
      deliveries.append(delivery)
      var ancestor = hit
      while let view = ancestor {
        for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled && !recognizer.state.isFinished {
          guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else { continue }
          delivery.recognizers.append(recognizer)
          environment.add(recognizer, receiving: touch)
        }
        ancestor = view.superview
      }
    }
    current = began
    for (recognizer, touches) in recognizerTouches(began) {
      recognizer.touchesBegan(touches, with: event)
    }
    for (view, group) in viewGroups(began) {
      let delivering = group.filter { $0.viewState == .delivering }
      guard !delivering.isEmpty else { continue }
      if environment.isDelaying(group.flatMap(\.recognizers), \.delaysTouchesBegan) {
        for delivery in delivering { delivery.viewState = .heldBegan }
      } else {
        view.touchesBegan(Set(delivering.map(\.touch)), with: event)
      }
    }
  }

  private func moveTouches(to locations: [CGPoint], time: TimeInterval) {
    guard !current.isEmpty else { return }
    for (delivery, location) in zip(current, locations) {
      delivery.touch.update(location: location, timestamp: time, phase: .moved)
    }
    for (recognizer, touches) in recognizerTouches(current) {
      recognizer.touchesMoved(touches, with: event)
    }
    for (view, group) in viewGroups(current) {
      let delivering = group.filter { $0.viewState == .delivering }
      if !delivering.isEmpty { view.touchesMoved(Set(delivering.map(\.touch)), with: event) }
    }
  }

  private func finishTouches(at locations: [CGPoint], time: TimeInterval, _ phase: UITouch.Phase) {
    guard !current.isEmpty else { return }
    let finishing = current
    current = []
    for (index, delivery) in finishing.enumerated() {
      let location = index < locations.count ? locations[index] : delivery.touch.rootLocation
      delivery.touch.update(location: location, timestamp: time, phase: phase)
    }
    if phase == .ended, finishing.count == 1, let touch = finishing.first?.touch {
      lastTap = (touch.rootLocation, time, touch.tapCount)
    }
    for (recognizer, touches) in recognizerTouches(finishing) {
      if phase == .ended {
        recognizer.touchesEnded(touches, with: event)
      } else {
        recognizer.touchesCancelled(touches, with: event)
        // UIKit cancels what recognizes and fails what hasn't when its touches cancel.
        if recognizer.state.isActive {
          recognizer.force(.cancelled)
        } else if recognizer.state == .possible {
          recognizer.force(.failed)
        }
      }
    }
    for (view, group) in viewGroups(finishing) {
      var ended: [UITouch] = []
      var cancelled: [UITouch] = []
      for delivery in group {
        switch delivery.viewState {
        case .delivering:
          if phase == .cancelled {
            cancelled.append(delivery.touch)
            delivery.viewState = .finished
          } else if environment.isDelaying(delivery.recognizers, \.delaysTouchesEnded) {
            delivery.viewState = .heldEnded
          } else {
            ended.append(delivery.touch)
            delivery.viewState = .finished
          }
        case .heldBegan:
          if phase == .cancelled { delivery.viewState = .cancelled }
        case .heldEnded, .cancelled, .finished:
          break
        }
      }
      if !cancelled.isEmpty { view.touchesCancelled(Set(cancelled), with: event) }
      if !ended.isEmpty { view.touchesEnded(Set(ended), with: event) }
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
      let changed = environment.settle(touchDown: !current.isEmpty)
      flushHeldTouches()
      if !changed { break }
    }
    deliveries.removeAll { $0.isDone }
    event.touches = Set(current.map(\.touch))
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
