import Testing

@testable import SegueUIKit

/// Records what an animator tells its delegate, with the simulated time of each call.
@MainActor final class AnimatorEvents: NSObject, UIDynamicAnimatorDelegate {
  var calls: [String] = []
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { calls.append("resume") }
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { calls.append("pause") }
}

/// Records contacts a collision behavior reports.
@MainActor final class ContactEvents: NSObject, UICollisionBehaviorDelegate {
  var calls: [String] = []
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {
    calls.append("began \(identifier.map { "\($0)" } ?? "bounds")")
  }
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {
    calls.append("ended \(identifier.map { "\($0)" } ?? "bounds")")
  }
}

/// A host with a white root view of `size` points at scale 1, and a square view in it.
@MainActor func dynamicsScene(size: CGSize = CGSize(width: 400, height: 800)) -> HeadlessHost {
  HeadlessHost(size: size, scale: 1)
}

@MainActor func square(_ side: CGFloat, center: CGPoint, in host: HeadlessHost) -> UIView {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
  view.center = center
  view.backgroundColor = .systemRed
  host.rootView.addSubview(view)
  return view
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
  ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}
