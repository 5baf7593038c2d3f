import Foundation
import Testing

@testable import SegueUIKit

@Suite @MainActor struct GestureVelocityTests {
  @Test func constantSpeedDragReportsItsSpeed() {
    let host = HeadlessHost()
    let pan = UIPanGestureRecognizer()
    var changed: [CGPoint] = []
    var ended: CGPoint?
    pan.addTarget { recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      if pan.state == .changed { changed.append(pan.velocity(in: nil)) }
      if pan.state == .ended { ended = pan.velocity(in: nil) }
    }
    fullView(in: host).addGestureRecognizer(pan)
    // 150 pt right and 60 pt up in 0.3 s: (500, −200) pt/s.
    host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 250, y: 340), duration: 0.3, steps: 30)
    let release = ended ?? .zero
    #expect(abs(release.x - 500) <= 0.5)
    #expect(abs(release.y + 200) <= 0.5)
    for velocity in changed { #expect(abs(velocity.x - 500) <= 0.5) }
  }

  @Test func velocityInAScaledView() {
    let host = HeadlessHost()
    let scaled = UIView(frame: host.rootView.bounds)
    scaled.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    host.rootView.addSubview(scaled)
    let pan = UIPanGestureRecognizer()
    var ended: CGPoint?
    pan.addTarget { recognizer in
      if recognizer.state == .ended { ended = (recognizer as? UIPanGestureRecognizer)?.velocity(in: scaled) }
    }
    host.rootView.addGestureRecognizer(pan)
    host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.3, steps: 30)
    // 500 root points per second are 1000 of the half-size view's points.
    #expect(abs((ended?.x ?? 0) - 1000) <= 1)
  }

  @Test func onlyTheLastHundredMillisecondsCount() {
    let host = HeadlessHost()
    let pan = UIPanGestureRecognizer()
    var ended: CGPoint?
    pan.addTarget { recognizer in
      if recognizer.state == .ended { ended = (recognizer as? UIPanGestureRecognizer)?.velocity(in: nil) }
    }
    fullView(in: host).addGestureRecognizer(pan)
    // Fast for 0.2 s (1000 pt/s), then slow for 0.2 s (100 pt/s): release reports 100.
    host.down(50, 400)
    var x: CGFloat = 50
    for _ in 0..<20 {
      host.advance(by: 0.01)
      x += 10
      host.move(x, 400)
    }
    for _ in 0..<20 {
      host.advance(by: 0.01)
      x += 1
      host.move(x, 400)
    }
    host.up(x, 400)
    #expect(abs((ended?.x ?? 0) - 100) <= 0.5)
  }

  @Test func duplicateTimestampsStayFinite() {
    let host = HeadlessHost()
    let pan = UIPanGestureRecognizer()
    var velocities: [CGPoint] = []
    pan.addTarget { recognizer in
      if let pan = recognizer as? UIPanGestureRecognizer { velocities.append(pan.velocity(in: nil)) }
    }
    fullView(in: host).addGestureRecognizer(pan)
    // An XTest burst: every event at one timestamp, including the down and the up.
    let t = host.now
    host.send(PointerEvent(phase: .down, location: CGPoint(x: 100, y: 100), timestamp: t))
    for step in 1...8 {
      host.send(PointerEvent(phase: .move, location: CGPoint(x: 100 + CGFloat(step) * 5, y: 100), timestamp: t))
    }
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 140, y: 100), timestamp: t))
    #expect(!velocities.isEmpty)
    for velocity in velocities {
      #expect(velocity.x.isFinite && velocity.y.isFinite)
      #expect(velocity == .zero)
    }
  }

  @Test func burstsAfterDistinctSamplesGiveTheAverageSpeed() {
    var estimator = VelocityEstimator()
    // Two bursts 10 ms apart, each of three samples sharing a timestamp: 10 pt per 10 ms.
    estimator.add(CGPoint(x: 0, y: 0), at: 1.00)
    estimator.add(CGPoint(x: 3, y: 0), at: 1.00)
    estimator.add(CGPoint(x: 5, y: 0), at: 1.00)
    estimator.add(CGPoint(x: 10, y: 0), at: 1.01)
    estimator.add(CGPoint(x: 13, y: 0), at: 1.01)
    estimator.add(CGPoint(x: 15, y: 0), at: 1.01)
    #expect(estimator.samples.count == 2)
    #expect(abs(estimator.velocity.x - 1000) < 1e-6)
    // A sample a hair later (0.1 ms) is merged rather than divided by.
    estimator.add(CGPoint(x: 500, y: 0), at: 1.0101)
    #expect(estimator.velocity.x.isFinite)
    #expect(estimator.samples.count == 2)
  }

  @Test func restingBeforeReleaseGivesZero() {
    let host = HeadlessHost()
    let pan = UIPanGestureRecognizer()
    var ended: CGPoint?
    pan.addTarget { recognizer in
      if recognizer.state == .ended { ended = (recognizer as? UIPanGestureRecognizer)?.velocity(in: nil) }
    }
    fullView(in: host).addGestureRecognizer(pan)
    host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.2, steps: 20, release: false)
    host.advance(by: 0.3)
    host.up(200, 100)
    #expect(ended == .zero)
  }
}
