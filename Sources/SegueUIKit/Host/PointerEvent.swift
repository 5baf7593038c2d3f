import Foundation
import SegueAnimation

/// One pointer sample from a host (mouse in the X11 window, a scripted gesture, a test):
/// the raw input touches are made from.
public struct PointerEvent: Sendable, Hashable {
  public enum Phase: String, Sendable, Hashable {
    case down, move, up, cancel
  }
  public var phase: Phase
  /// Location in points, in the root view's (window's) coordinates.
  public var location: CGPoint
  /// Seconds on the media clock (`CACurrentMediaTime()` time base) when it happened.
  public var timestamp: TimeInterval

  public init(phase: Phase, location: CGPoint, timestamp: TimeInterval) {
    self.phase = phase
    self.location = location
    self.timestamp = timestamp
  }
}
