import Foundation
import Testing

@testable import SegueUIKit

/// Two-finger gestures from one pointer mirrored about a point (the iOS Simulator's
/// Option-drag): pinches and rotations (docs/uikit-behaviour.md, "Pinch and rotation").
@Suite @MainActor struct GesturePinchRotationTests {
  final class RecordingPinch: UIPinchGestureRecognizer {
    var log: [UIGestureRecognizer.State] = [.possible]
    override var state: UIGestureRecognizer.State {
      didSet { if state != oldValue { log.append(state) } }
    }
  }

  final class RecordingRotation: UIRotationGestureRecognizer {
    var log: [UIGestureRecognizer.State] = [.possible]
    override var state: UIGestureRecognizer.State {
      didSet { if state != oldValue { log.append(state) } }
    }
  }

  let center = CGPoint(x: 195, y: 422)

  func send(_ host: HeadlessHost, _ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat) {
    host.send(PointerEvent(phase: phase, location: CGPoint(x: x, y: y), timestamp: host.now, mirroredAbout: center))
    host.advance(by: 1.0 / 60)
  }

  @Test func spreadingTheFingersToTwiceTheDistanceScalesByTwo() {
    let host = HeadlessHost()
    let pinch = RecordingPinch()
    var touchesAtBegin = 0
    var scales: [CGFloat] = []
    pinch.addTarget { recognizer in
      let pinch = recognizer as! UIPinchGestureRecognizer
      if pinch.state == .began { touchesAtBegin = pinch.numberOfTouches }
      scales.append(pinch.scale)
    }
    fullView(in: host).addGestureRecognizer(pinch)
    send(host, .down, 245, 422)  // fingers at 245 and 145: 100 pt apart
    send(host, .move, 247, 422)  // 104 pt: under the 5 pt hysteresis
    #expect(pinch.log == [.possible])
    send(host, .move, 250, 422)  // 110 pt: begins
    send(host, .move, 295, 422)  // 200 pt
    #expect(pinch.log == [.possible, .began, .changed])
    #expect(touchesAtBegin == 2)
    #expect(scales == [1.1, 2])
    #expect(pinch.velocity > 0)
    send(host, .up, 295, 422)
    #expect(pinch.log == [.possible, .began, .changed, .ended, .possible])
  }

  @Test func turningTheFingersAQuarterTurnClockwiseRotatesByHalfPi() {
    let host = HeadlessHost()
    let rotation = RecordingRotation()
    var last: CGFloat = 0
    rotation.addTarget { last = ($0 as! UIRotationGestureRecognizer).rotation }
    fullView(in: host).addGestureRecognizer(rotation)
    send(host, .down, 295, 422)  // the other finger at 95, 422
    for step in 1...6 {
      let angle = CGFloat(step) / 6 * .pi / 2
      send(host, .move, 195 + 100 * cos(angle), 422 + 100 * sin(angle))
    }
    #expect(rotation.log == [.possible, .began, .changed])
    #expect(abs(last - .pi / 2) < 1e-9)
    send(host, .up, 195, 522)
    #expect(rotation.log.suffix(2) == [.ended, .possible])
  }

  @Test func oneFingerNeitherPinchesNorRotatesAndTwoDoNotTap() {
    let host = HeadlessHost()
    let pinch = RecordingPinch()
    let rotation = RecordingRotation()
    let tap = RecordingTap()
    let view = fullView(in: host)
    view.addGestureRecognizer(pinch)
    view.addGestureRecognizer(rotation)
    host.drag(from: CGPoint(x: 250, y: 422), to: CGPoint(x: 300, y: 500), duration: 0.2)
    #expect(pinch.log == [.possible, .failed, .possible])
    #expect(rotation.log == [.possible, .failed, .possible])
    view.addGestureRecognizer(tap)
    send(host, .down, 200, 400)
    send(host, .up, 200, 400)
    #expect(tap.log == [.possible, .failed, .possible])
  }
}
