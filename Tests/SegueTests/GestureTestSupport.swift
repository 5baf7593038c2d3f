import Foundation

@testable import SegueUIKit

/// A pan that records every state it passes through (starting with `possible`).
@MainActor final class RecordingPan: UIPanGestureRecognizer {
  var log: [UIGestureRecognizer.State] = [.possible]
  override var state: UIGestureRecognizer.State {
    didSet { if state != oldValue || state == .changed { log.append(state) } }
  }
}

/// A screen-edge pan that records its states.
@MainActor final class RecordingEdgePan: UIScreenEdgePanGestureRecognizer {
  var log: [UIGestureRecognizer.State] = [.possible]
  override var state: UIGestureRecognizer.State {
    didSet { if state != oldValue || state == .changed { log.append(state) } }
  }
}

/// A tap that records its states.
@MainActor final class RecordingTap: UITapGestureRecognizer {
  var log: [UIGestureRecognizer.State] = [.possible]
  override var state: UIGestureRecognizer.State {
    didSet { if state != oldValue { log.append(state) } }
  }
}

/// A view that records the touch methods it receives.
@MainActor final class TouchLogView: UIView {
  var log: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A delegate whose answers the test sets.
@MainActor final class TestGestureDelegate: UIGestureRecognizerDelegate {
  var simultaneous = false
  var shouldBegin = true
  var receives = true
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    receives
  }
}

extension HeadlessHost {
  func down(_ x: CGFloat, _ y: CGFloat) {
    send(PointerEvent(phase: .down, location: CGPoint(x: x, y: y), timestamp: now))
  }
  func move(_ x: CGFloat, _ y: CGFloat) {
    send(PointerEvent(phase: .move, location: CGPoint(x: x, y: y), timestamp: now))
  }
  func up(_ x: CGFloat, _ y: CGFloat) { send(PointerEvent(phase: .up, location: CGPoint(x: x, y: y), timestamp: now)) }
}

/// A view filling the host's root, added to it.
@MainActor func fullView(in host: HeadlessHost) -> UIView {
  let view = UIView(frame: host.rootView.bounds)
  host.rootView.addSubview(view)
  return view
}
