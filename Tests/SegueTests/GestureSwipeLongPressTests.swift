import Foundation
import Testing

@testable import SegueUIKit

/// Swipes and long presses from real pointer events on a headless host (thresholds in
/// docs/uikit-behaviour.md, "Swipe and long press").
@Suite @MainActor struct GestureSwipeLongPressTests {
  final class RecordingSwipe: UISwipeGestureRecognizer {
    var log: [UIGestureRecognizer.State] = [.possible]
    override var state: UIGestureRecognizer.State {
      didSet { if state != oldValue { log.append(state) } }
    }
  }

  final class RecordingLongPress: UILongPressGestureRecognizer {
    var log: [UIGestureRecognizer.State] = [.possible]
    override var state: UIGestureRecognizer.State {
      didSet { if state != oldValue || state == .changed { log.append(state) } }
    }
  }

  func swipe(_ direction: UISwipeGestureRecognizer.Direction, in host: HeadlessHost) -> RecordingSwipe {
    let swipe = RecordingSwipe()
    swipe.direction = direction
    fullView(in: host).addGestureRecognizer(swipe)
    return swipe
  }

  @Test func aQuickStraightDragIsASwipeBeforeTheLift() {
    let host = HeadlessHost()
    let recognizer = swipe(.left, in: host)
    var recognizedAt: CGPoint?
    recognizer.addTarget { recognizedAt = $0.location(in: nil) }
    host.down(300, 400)
    host.advance(by: 1.0 / 60)
    host.move(270, 405)
    host.advance(by: 1.0 / 60)
    #expect(recognizer.log == [.possible])
    host.move(249, 410)  // 51 pt along, 10 across
    host.advance(by: 1.0 / 60)
    #expect(recognizer.log == [.possible, .ended, .possible])
    #expect(recognizedAt == CGPoint(x: 300, y: 400))  // where it started
    host.up(240, 410)
    host.advance(by: 1.0 / 60)
  }

  @Test func theWrongDirectionASlantTooSteepOrTooSlowFail() {
    let host = HeadlessHost()
    let right = swipe(.right, in: host)
    host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1, steps: 5)
    #expect(right.log == [.possible, .failed, .possible])

    let host2 = HeadlessHost()
    let steep = swipe(.right, in: host2)
    host2.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 160, y: 440), duration: 0.1, steps: 5)
    #expect(steep.log == [.possible, .failed, .possible])

    let host3 = HeadlessHost()
    let slow = swipe(.right, in: host3)
    host3.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 1.5, steps: 90)
    #expect(slow.log == [.possible, .failed, .possible])

    let host4 = HeadlessHost()
    let either = swipe([.up, .down], in: host4)
    host4.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), duration: 0.1, steps: 5)
    #expect(either.log == [.possible, .ended, .possible])
  }

  @Test func aHeldTouchBeginsAfterHalfASecondThenFollowsAndEnds() {
    let host = HeadlessHost()
    let press = RecordingLongPress()
    fullView(in: host).addGestureRecognizer(press)
    var beganAfter: TimeInterval?
    let start = host.now
    press.addTarget { recognizer in
      if recognizer.state == .began { beganAfter = host.now - start }
    }
    host.down(200, 400)
    host.advance(by: 0.25)
    host.move(206, 404)  // within 10 pt
    host.advance(by: 0.2)
    #expect(press.log == [.possible])
    host.advance(by: 0.1)
    #expect(press.log == [.possible, .began])
    // Begins in the first frame after 0.5 s held.
    #expect(beganAfter.map { $0 > 0.5 && $0 <= 0.5 + 1.0 / 60 + 1e-9 } == true, "\(String(describing: beganAfter))")
    host.move(260, 420)
    host.advance(by: 1.0 / 60)
    host.up(260, 420)
    host.advance(by: 1.0 / 60)
    #expect(press.log == [.possible, .began, .changed, .ended, .possible])
  }

  @Test func movingOrLiftingEarlyFails() {
    let host = HeadlessHost()
    let press = RecordingLongPress()
    fullView(in: host).addGestureRecognizer(press)
    host.down(200, 400)
    host.advance(by: 0.2)
    host.move(212, 400)
    host.advance(by: 1.0 / 60)
    #expect(press.log == [.possible, .failed, .possible])
    host.up(212, 400)
    host.advance(by: 1.0 / 60)

    let host2 = HeadlessHost()
    let early = RecordingLongPress()
    fullView(in: host2).addGestureRecognizer(early)
    host2.down(200, 400)
    host2.advance(by: 0.3)
    host2.up(200, 400)
    host2.advance(by: 0.5)
    #expect(early.log == [.possible, .failed, .possible])
  }
}
