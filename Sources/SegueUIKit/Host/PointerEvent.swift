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
  /// When set (root view points), a second finger moves with the pointer, mirrored about
  /// this point: the iOS Simulator's Option-drag, how pinches and rotations are made with
  /// one pointer. The window sets it to its centre while Alt is held at the press.
  public var mirroredAbout: CGPoint?

  public init(phase: Phase, location: CGPoint, timestamp: TimeInterval, mirroredAbout: CGPoint? = nil) {
    self.phase = phase
    self.location = location
    self.timestamp = timestamp
    self.mirroredAbout = mirroredAbout
  }
}
