import Foundation
import Testing

@testable import SegueUIKit

@Suite @MainActor struct GestureEdgePanTests {
  private func edgePan(in host: HeadlessHost, edges: UIRectEdge = .left) -> RecordingEdgePan {
    let pan = RecordingEdgePan()
    pan.edges = edges
    fullView(in: host).addGestureRecognizer(pan)
    return pan
  }

  @Test func startingTwentyFivePointsInDoesNotBegin() {
    let host = HeadlessHost()
    let pan = edgePan(in: host)
    host.drag(from: CGPoint(x: 25, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2, steps: 10)
    #expect(pan.log == [.possible, .failed, .possible])
  }

  @Test func startingFivePointsInBegins() {
    let host = HeadlessHost()
    let pan = edgePan(in: host)
    var translation: CGPoint?
    pan.addTarget { recognizer in
      if recognizer.state == .ended { translation = (recognizer as? UIPanGestureRecognizer)?.translation(in: nil) }
    }
    host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 195, y: 400), duration: 0.2, steps: 10)
    #expect(pan.log == [.possible, .began] + Array(repeating: .changed, count: 9) + [.ended, .possible])
    #expect(translation == CGPoint(x: 190, y: 0))
  }

  @Test func regionIsTwentyPointsInclusive() {
    let host = HeadlessHost()
    let pan = edgePan(in: host)
    host.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.1, steps: 4)
    #expect(pan.log.contains(.began))
    let host2 = HeadlessHost()
    let pan2 = edgePan(in: host2)
    host2.drag(from: CGPoint(x: 20.5, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.1, steps: 4)
    #expect(!pan2.log.contains(.began))
  }

  @Test func movingAlongTheEdgeOrBackFails() {
    let host = HeadlessHost()
    let pan = edgePan(in: host)
    host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 10, y: 500), duration: 0.2, steps: 10)
    #expect(pan.log == [.possible, .failed, .possible])
    host.drag(from: CGPoint(x: 15, y: 400), to: CGPoint(x: 0, y: 400), duration: 0.2, steps: 3)
    #expect(pan.log == [.possible, .failed, .possible, .failed, .possible])
  }

  @Test func rightAndBottomEdges() {
    let host = HeadlessHost()  // 390 × 844
    let pan = edgePan(in: host, edges: [.right, .bottom])
    host.drag(from: CGPoint(x: 385, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2, steps: 10)
    #expect(pan.log.filter { $0 == .began }.count == 1)
    host.drag(from: CGPoint(x: 200, y: 840), to: CGPoint(x: 200, y: 700), duration: 0.2, steps: 10)
    #expect(pan.log.filter { $0 == .began }.count == 2)
    // The left edge is not configured.
    host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2, steps: 10)
    #expect(pan.log.filter { $0 == .began }.count == 2)
  }
}

@Suite @MainActor struct GestureTapTests {
  @Test func tapIsRecognizedOnce() {
    let host = HeadlessHost()
    let tap = RecordingTap()
    var locations: [CGPoint] = []
    tap.addTarget { locations.append($0.location(in: nil)) }
    fullView(in: host).addGestureRecognizer(tap)
    host.down(100, 100)
    host.advance(by: 0.05)
    host.move(106, 108)  // exactly 10 pt: still a tap
    host.up(106, 108)
    #expect(tap.log == [.possible, .ended, .possible])
    #expect(locations == [CGPoint(x: 100, y: 100)])
  }

  @Test func movingMoreThanTenPointsFails() {
    let host = HeadlessHost()
    let tap = RecordingTap()
    var actions = 0
    tap.addTarget { _ in actions += 1 }
    fullView(in: host).addGestureRecognizer(tap)
    host.down(100, 100)
    host.move(110.5, 100)
    #expect(tap.log == [.possible, .failed, .possible])
    host.up(100, 100)
    #expect(tap.log == [.possible, .failed, .possible])
    #expect(actions == 0)
  }

  @Test func holdingTooLongFailsWithoutAnEvent() {
    let host = HeadlessHost()
    let tap = RecordingTap()
    fullView(in: host).addGestureRecognizer(tap)
    host.down(100, 100)
    host.advance(by: 0.45)
    #expect(tap.state == .possible)
    host.advance(by: 0.1)  // frames pass the 0.5 s limit
    #expect(tap.log == [.possible, .failed, .possible])
    host.up(100, 100)
    #expect(tap.log == [.possible, .failed, .possible])
  }

  @Test func doubleTapAndSingleTapThatWaitsForIt() {
    let host = HeadlessHost()
    let view = fullView(in: host)
    let single = RecordingTap()
    let double = RecordingTap()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    // Two taps 0.15 s apart: the double tap wins, the single tap fails.
    host.tap(at: CGPoint(x: 100, y: 100))
    host.advance(by: 0.15)
    #expect(single.state == .possible)
    host.tap(at: CGPoint(x: 103, y: 101))
    #expect(double.log == [.possible, .ended, .possible])
    #expect(single.log == [.possible, .failed, .possible])
    // One tap: the single tap fires once the double tap times out (0.35 s after lifting).
    host.advance(by: 1)
    host.tap(at: CGPoint(x: 100, y: 100))
    host.advance(by: 0.3)
    #expect(single.log == [.possible, .failed, .possible])
    host.advance(by: 0.1)
    #expect(single.log == [.possible, .failed, .possible, .ended, .possible])
    #expect(double.log == [.possible, .ended, .possible, .failed, .possible])
  }

  @Test func touchTapCountCounts() {
    let host = HeadlessHost()
    let view = TouchLogView(frame: host.rootView.bounds)
    host.rootView.addSubview(view)
    var counts: [Int] = []
    host.tap(at: CGPoint(x: 50, y: 50))
    counts.append(host.touchRouter.activeTouch?.tapCount ?? 0)
    host.advance(by: 0.1)
    host.down(52, 50)
    counts.append(host.touchRouter.activeTouch?.tapCount ?? 0)
    host.up(52, 50)
    host.advance(by: 1)
    host.down(52, 50)
    counts.append(host.touchRouter.activeTouch?.tapCount ?? 0)
    #expect(counts == [0, 2, 1])
  }
}
