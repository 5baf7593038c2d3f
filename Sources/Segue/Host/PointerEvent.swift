import Foundation

/// One pointer sample a host delivers to the view tree: a touch in UIKit's terms.
///
/// Hosts deliver these once per frame, before animations are sampled (DESIGN.md, "One
/// frame", step 2); successive motions inside one frame are coalesced into the last one.
public struct PointerEvent: Sendable, Equatable {
  /// Where the touch is in its life (UIKit's `UITouch.Phase` subset).
  public enum Phase: Sendable, Equatable {
    case began, moved, ended, cancelled
  }

  public var phase: Phase
  /// Location in the root view's coordinates, points.
  public var location: CGPoint
  /// When the sample was taken, seconds on the monotonic clock (for X11, the server's
  /// millisecond timestamp mapped onto the client's clock).
  public var timestamp: TimeInterval
  /// Estimated velocity, points per second (zero when it cannot be estimated yet).
  public var velocity: CGVector

  public init(phase: Phase, location: CGPoint, timestamp: TimeInterval, velocity: CGVector = CGVector(dx: 0, dy: 0)) {
    self.phase = phase
    self.location = location
    self.timestamp = timestamp
    self.velocity = velocity
  }
}
