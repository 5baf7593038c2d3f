import Testing

@testable import SegueUIKit

/// UIKit Dynamics' units and motion (docs/uikit-behaviour-2.md §23): gravity, pushes,
/// attachments and snaps, on the virtual clock at 60 frames a second.
@Suite @MainActor struct DynamicsMotionTests {
  /// Free fall under UIKit gravity (1000 points/s²) follows y₀ + ½gt². Items no constraint
  /// touches move by the mean of their velocities before and after each step, which is exact
  /// for a constant force: the tolerance is only floating-point rounding (1e-6 points).
  @Test func aFallingItemFollowsHalfGTSquared() {
    let host = dynamicsScene()
    let view = square(100, center: CGPoint(x: 200, y: 100), in: host)
    let animator = UIDynamicAnimator(referenceView: host.rootView)
    let gravity = UIGravityBehavior(items: [view])
    let properties = UIDynamicItemBehavior(items: [view])
    animator.addBehavior(gravity)
    animator.addBehavior(properties)
    #expect(animator.isRunning)
    host.advance(by: 0.25)
    #expect(abs(view.center.y - (100 + 0.5 * 1000 * 0.25 * 0.25)) < 1e-6)
    host.advance(by: 0.25)
    #expect(abs(view.center.y - (100 + 0.5 * 1000 * 0.5 * 0.5)) < 1e-6)
    #expect(abs(properties.linearVelocity(for: view).y - 500) < 1e-6)
    #expect(view.center.x == 200)
    #expect(abs(animator.elapsedTime() - 0.5) < 1e-9)
  }

  @Test func gravityDirectionAngleAndMagnitudeAreOneVector() {
    let gravity = UIGravityBehavior(items: [])
    #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
    #expect(abs(gravity.angle - .pi / 2) < 1e-12)
    #expect(gravity.magnitude == 1)
    gravity.setAngle(0, magnitude: 2)
    #expect(abs(gravity.gravityDirection.dx - 2) < 1e-12 && abs(gravity.gravityDirection.dy) < 1e-12)
    gravity.magnitude = 0
    #expect(gravity.angle == 0)
  }

  /// A push of magnitude 1 accelerates a 100 × 100 item of density 1 at 100 points/s²; an
  /// instantaneous push changes velocity by 100 × magnitude ÷ mass at once (mass = area ×
  /// density ÷ 10 000), then turns itself off.
  @Test func pushesGiveVelocityForceOverMass() {
    let host = dynamicsScene()
    let light = square(100, center: CGPoint(x: 100, y: 100), in: host)
    let heavy = UIView(frame: CGRect(x: 50, y: 300, width: 200, height: 100))
    host.rootView.addSubview(heavy)
    let animator = UIDynamicAnimator(referenceView: host.rootView)
    let properties = UIDynamicItemBehavior(items: [light, heavy])
    animator.addBehavior(properties)
    let push = UIPushBehavior(items: [light, heavy], mode: .instantaneous)
    push.setAngle(0, magnitude: 2)
    animator.addBehavior(push)
    host.advance(by: 1.0 / 60)
    #expect(abs(properties.linearVelocity(for: light).x - 200) < 1e-9)
    #expect(abs(properties.linearVelocity(for: heavy).x - 100) < 1e-9)
    #expect(!push.active)
    host.advance(by: 0.5)
    #expect(abs(light.center.x - (100 + 200 * (0.5 + 1.0 / 60))) < 1e-6)

    let host2 = dynamicsScene()
    let pushed = square(100, center: CGPoint(x: 100, y: 100), in: host2)
    let animator2 = UIDynamicAnimator(referenceView: host2.rootView)
    let continuous = UIPushBehavior(items: [pushed], mode: .continuous)
    continuous.pushDirection = CGVector(dx: 1, dy: 0)
    animator2.addBehavior(continuous)
    host2.advance(by: 1)
    #expect(abs(pushed.center.x - (100 + 0.5 * 100 * 1)) < 1e-6)
    withExtendedLifetime((animator, animator2)) {}
  }

  /// A push off the center also turns the item.
  @Test func aPushOffCenterTurnsTheItem() {
    let host = dynamicsScene()
    let view = square(100, center: CGPoint(x: 200, y: 200), in: host)
    let animator = UIDynamicAnimator(referenceView: host.rootView)
    let push = UIPushBehavior(items: [view], mode: .instantaneous)
    push.pushDirection = CGVector(dx: 1, dy: 0)
    push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: -50), for: view)
    animator.addBehavior(push)
    host.advance(by: 0.1)
    // An impulse of 100 to the right, 50 points above the center, turns the top to the
    // right (clockwise on screen, a positive angle): ω = r × p ÷ I with I = m (w² + h²) ÷ 12
    // = 5000 ÷ 3, so ω = 50 × 100 × 3 ÷ 5000 = 3 rad/s, for 0.1 s.
    let angle = atan2(view.transform.b, view.transform.a)
    #expect(abs(angle - 3 * 0.1) < 1e-9)
    #expect(distance(view.center, CGPoint(x: 210, y: 200)) < 1e-9)
    withExtendedLifetime(animator) {}
  }

  /// A rigid attachment keeps its length while the item swings under gravity.
  @Test func aRigidAttachmentKeepsItsLength() {
    let host = dynamicsScene()
    let bob = square(40, center: CGPoint(x: 300, y: 200), in: host)
    let anchor = CGPoint(x: 200, y: 200)
    let animator = UIDynamicAnimator(referenceView: host.rootView)
    let attachment = UIAttachmentBehavior(item: bob, attachedToAnchor: anchor)
    #expect(attachment.length == 100)
    #expect(attachment.attachedBehaviorType == .anchor)
    animator.addBehavior(attachment)
    animator.addBehavior(UIGravityBehavior(items: [bob]))
    var worst: CGFloat = 0
    var lowest: CGFloat = 0
    for _ in 0..<90 {
      host.advance(by: 1.0 / 60)
      worst = max(worst, abs(distance(bob.center, anchor) - 100))
      lowest = max(lowest, bob.center.y)
    }
    #expect(worst < 0.5)
    // It swung through the bottom of its arc.
    #expect(abs(lowest - 300) < 1)
  }

  /// A snap moves the item to the point and the animator pauses once it has settled there.
  @Test func aSnapSettlesAtItsPoint() {
    let host = dynamicsScene()
    let view = square(60, center: CGPoint(x: 60, y: 60), in: host)
    let animator = UIDynamicAnimator(referenceView: host.rootView)
    let events = AnimatorEvents()
    animator.delegate = events
    let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: 300, y: 500))
    animator.addBehavior(snap)
    let waited = host.runUntilIdle(limit: 10)
    #expect(waited < 10)
    #expect(!animator.isRunning)
    #expect(distance(view.center, CGPoint(x: 300, y: 500)) < 0.5)
    #expect(events.calls == ["resume", "pause"])
  }
}

extension DynamicsMotionTests {
  /// A snapped item also turns back upright.
  @Test func aSnapTurnsATurnedItemUpright() {
    let host = dynamicsScene()
    let view = square(60, center: CGPoint(x: 100, y: 100), in: host)
    view.transform = CGAffineTransform(rotationAngle: 0.6)
    let animator = UIDynamicAnimator(referenceView: host.rootView)
    animator.addBehavior(UISnapBehavior(item: view, snapTo: CGPoint(x: 200, y: 300)))
    _ = host.runUntilIdle(limit: 10)
    #expect(!animator.isRunning)
    #expect(abs(atan2(view.transform.b, view.transform.a)) < 0.01)
    #expect(distance(view.center, CGPoint(x: 200, y: 300)) < 0.5)
  }
}
