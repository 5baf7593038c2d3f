import Foundation

/// A recorded or hand-written gesture: timed pointer events in points, for one scene and
/// viewport (the `segue record` / `segue replay` file format, version 1).
///
/// ```json
/// {"version": 1, "scene": "ios-push",
///  "viewport": {"width": 390, "height": 844, "scale": 2},
///  "events": [{"t": 0.0, "type": "down", "x": 4, "y": 400},
///             {"t": 0.016, "type": "move", "x": 20, "y": 401},
///             {"t": 0.5, "type": "up", "x": 200, "y": 402}]}
/// ```
///
/// `t` is seconds from the start of the script; `x` and `y` are points in the window, origin
/// top-left. Readers ignore keys they do not know, so later revisions of version 1 can add
/// optional keys.
public struct PointerScript: Sendable, Equatable {
  /// The format version this library reads and writes.
  public static let currentVersion = 1

  /// The window the script was recorded in: points and pixels per point.
  public struct Viewport: Sendable, Equatable {
    /// Points.
    public var width: Double
    /// Points.
    public var height: Double
    /// Pixels per point: 1, 2 or 3.
    public var scale: Int

    /// UIKit's iPhone 15 size, the project's default: 390 × 844 pt at scale 2.
    public static let standard = Viewport(width: 390, height: 844, scale: 2)

    public init(width: Double, height: Double, scale: Int) {
      self.width = width
      self.height = height
      self.scale = scale
    }
  }

  /// What a pointer event does: press, move while pressed, release, or cancel (the window
  /// lost the pointer).
  public enum EventType: String, Sendable, CaseIterable {
    case down, move, up, cancel
  }

  /// One pointer event.
  public struct Event: Sendable, Equatable {
    /// Seconds from the start of the script (≥ 0, never decreasing from one event to the next).
    public var t: Double
    public var type: EventType
    /// Points from the window's left edge.
    public var x: Double
    /// Points from the window's top edge.
    public var y: Double
    /// A second finger mirrored about this point (points), for two-finger gestures; JSON
    /// keys `"mirrorX"`, `"mirrorY"`.
    public var mirroredAbout: CGPoint?

    public init(t: Double, type: EventType, x: Double, y: Double, mirroredAbout: CGPoint? = nil) {
      self.t = t
      self.type = type
      self.x = x
      self.y = y
      self.mirroredAbout = mirroredAbout
    }
  }

  public var version: Int
  /// The scene's name (`segue render --help` lists them).
  public var scene: String
  public var viewport: Viewport
  public var events: [Event]

  public init(
    scene: String, viewport: Viewport = .standard, events: [Event], version: Int = PointerScript.currentVersion
  ) {
    self.version = version
    self.scene = scene
    self.viewport = viewport
    self.events = events
  }

  /// Seconds from the start to the last event (0 without events).
  public var duration: Double { events.last?.t ?? 0 }
}
