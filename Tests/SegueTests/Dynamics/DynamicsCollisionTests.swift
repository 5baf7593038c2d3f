import SegueRender
import Testing

@testable import SegueUIKit

/// Collisions, rest and the animator's pause (docs/uikit-behaviour-2.md §23.3, §23.5).
@Suite @MainActor struct DynamicsCollisionTests {
  /// An item dropped on the reference bounds' bottom edge rebounds with `elasticity` times
  /// its impact speed, so it rises to elasticity² of its drop (650 points → 162.5 at 0.5),
  /// then comes to rest on the edge, and the animator pauses.
  @Test func anItemBouncesOnTheBoundsByItsElasticityAndComesToRest() {
    let host = dynamicsScene()
    let view = square(100, center: CGPoint(x: 200, y: 100), in: host)
    let animator = UIDynamicAnimator(referenceView: host.rootView)
    let events = AnimatorEvents()
    animator.delegate = events
    let collision = UICollisionBehavior(items: [view])
    collision.translatesReferenceBoundsIntoBoundary = true
    let contacts = ContactEvents()
    collision.collisionDelegate = contacts
    let properties = UIDynamicItemBehavior(items: [view])
    properties.elasticity = 0.5
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(collision)
    animator.addBehavior(properties)
    var bounced = false
    var apex = CGFloat.infinity
    // The fall takes 1.14 s and the rise 0.57 s.
    for _ in 0..<120 {
      host.advance(by: 1.0 / 60)
      let velocity = properties.linearVelocity(for: view).y
      if velocity < 0 { bounced = true }
      if bounced { apex = min(apex, view.center.y) }
    }
    #expect(bounced)
    // Rebound apex: bottom edge 800 − 162.5 → center 587.5; the impact happens between
    // steps of 1/240 s (up to 4.75 points deep), so within 3 points.
    #expect(abs(apex - 587.5) < 3)
    #expect(contacts.calls.prefix(2) == ["began bounds", "ended bounds"])
    let waited = host.runUntilIdle(limit: 10)
    #expect(waited < 10)
    #expect(!animator.isRunning)
    #expect(abs(view.center.y - 750) < 0.25)
    #expect(abs(view.center.x - 200) < 1e-9)
    #expect(events.calls == ["resume", "pause"])
    // A new velocity wakes it.
    properties.addLinearVelocity(CGPoint(x: 0, y: -300), for: view)
    #expect(animator.isRunning)
    #expect(events.calls == ["resume", "pause", "resume"])
  }

  /// An inelastic item stops on a boundary line added with an identifier, and the delegate
  /// hears of the contact by that identifier.
  @Test func anItemStopsOnANamedBoundary() {
    let host = dynamicsScene()
    let view = square(50, center: CGPoint(x: 200, y: 100), in: host)
    let animator = UIDynamicAnimator(referenceView: host.rootView)
    let collision = UICollisionBehavior(items: [view])
    collision.addBoundary(
      withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400))
    let contacts = ContactEvents()
    collision.collisionDelegate = contacts
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(collision)
    #expect(collision.boundary(withIdentifier: "shelf" as NSCopying) != nil)
    #expect(collision.boundaryIdentifiers?.count == 1)
    _ = host.runUntilIdle(limit: 5)
    #expect(!animator.isRunning)
    #expect(abs(view.center.y - 375) < 0.25)
    #expect(contacts.calls.first == "began shelf")
  }

  /// Two items collide: the moving one stops and the resting one of equal mass leaves with
  /// its speed (elasticity 1, momentum conserved).
  @Test func equalItemsExchangeVelocityInAnElasticCollision() {
    let host = dynamicsScene()
    let moving = square(50, center: CGPoint(x: 100, y: 300), in: host)
    let resting = square(50, center: CGPoint(x: 250, y: 300), in: host)
    let animator = UIDynamicAnimator(referenceView: host.rootView)
    let properties = UIDynamicItemBehavior(items: [moving, resting])
    properties.elasticity = 1
    properties.addLinearVelocity(CGPoint(x: 300, y: 0), for: moving)
    animator.addBehavior(UICollisionBehavior(items: [moving, resting]))
    animator.addBehavior(properties)
    host.advance(by: 0.5)
    let a = properties.linearVelocity(for: moving)
    let b = properties.linearVelocity(for: resting)
    #expect(abs(a.x) < 1e-6)
    #expect(abs(b.x - 300) < 1e-6)
    #expect(abs(a.y) < 1e-9 && abs(b.y) < 1e-9)
  }

  /// The idiom of a swinging menu (GuillotineMenu): an item pinned at one point is pushed
  /// round it until it lies on a boundary line, then the animator pauses.
  @Test func aPinnedItemSwingsOntoABoundaryAndRests() {
    let host = dynamicsScene()
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    bar.center = CGPoint(x: 120, y: 100)
    host.rootView.addSubview(bar)
    let animator = UIDynamicAnimator(referenceView: host.rootView)
    let events = AnimatorEvents()
    animator.delegate = events
    // Pinned 10 points in from its left end, at (30, 100).
    let pin = CGPoint(x: 30, y: 100)
    let attachment = UIAttachmentBehavior(
      item: bar, offsetFromCenter: UIOffset(horizontal: -90, vertical: 0), attachedToAnchor: pin)
    #expect(attachment.length == 0)
    let collision = UICollisionBehavior()
    collision.addBoundary(
      withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 200), to: CGPoint(x: 400, y: 200))
    collision.addItem(bar)
    let push = UIPushBehavior(items: [bar], mode: .continuous)
    push.pushDirection = CGVector(dx: 0, dy: 1)
    animator.addBehavior(attachment)
    animator.addBehavior(collision)
    animator.addBehavior(push)
    let waited = host.runUntilIdle(limit: 10)
    #expect(waited < 10)
    #expect(!animator.isRunning)
    #expect(events.calls == ["resume", "pause"])
    // At rest the lowest corner is on the line y = 200 and the pinned point is on the pin.
    let angle = atan2(bar.transform.b, bar.transform.a)
    // 190 sin θ + 20 cos θ = 100 puts the far lower corner on the line: θ = 0.446.
    #expect(abs(angle - 0.446) < 0.01)
    let corners = [(-100.0, -20.0), (100.0, -20.0), (100.0, 20.0), (-100.0, 20.0)].map { (x, y) in
      CGPoint(
        x: bar.center.x + x * cos(angle) - y * sin(angle), y: bar.center.y + x * sin(angle) + y * cos(angle))
    }
    #expect(abs((corners.map(\.y).max() ?? 0) - 200) < 0.3)
    let pinned = CGPoint(x: bar.center.x - 90 * cos(angle), y: bar.center.y - 90 * sin(angle))
    #expect(distance(pinned, pin) < 0.3)
  }

  /// A view the dynamics move is drawn where the simulation left it.
  @Test func aViewDrivenByDynamicsRendersWhereItCameToRest() {
    let host = dynamicsScene(size: CGSize(width: 200, height: 200))
    let view = square(40, center: CGPoint(x: 100, y: 40), in: host)
    view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let animator = UIDynamicAnimator(referenceView: host.rootView)
    let collision = UICollisionBehavior(items: [view])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(collision)
    _ = host.runUntilIdle(limit: 5)
    let frame = host.render()
    #expect(frame[100, 190] == 0xFFFF_0000)
    #expect(frame[100, 40] == 0xFFFF_FFFF)
    #expect(frame[100, 150] == 0xFFFF_FFFF)
  }
}
