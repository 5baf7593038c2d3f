import Foundation
import SegueAnimation
import SegueUIKit

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
/// top-left. Readers ignore keys they do not know, so later revisions can add optional keys.
///
/// Version 2 adds the `scroll` event: the mouse wheel or a touchpad's scrolling at (`x`, `y`),
/// `dx` and `dy` points towards the content's end (right, down), whether or not the pointer is
/// pressed: `{"t": 1.2, "type": "scroll", "x": 200, "y": 500, "dx": 0, "dy": 40}` (one wheel
/// notch is `UIScrollView.wheelStep`, 40 pt). A touchpad's scrolling adds `"continuous": true`:
/// its deltas drag the scroll view and momentum follows when they stop (`UIScrollType`). A
/// script without scroll events is written as version 1, which every reader reads; this one
/// reads both.
public struct PointerScript: Sendable, Equatable {
  /// The format version this library reads and writes.
  public static let currentVersion = 2
  /// The versions this library reads.
  public static let readableVersions: ClosedRange<Int> = 1...2

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

  /// What a pointer event does: press, move while pressed, release, cancel (the window
  /// lost the pointer), or scroll (the wheel or a touchpad, version 2).
  public enum EventType: String, Sendable, CaseIterable {
    case down, move, up, cancel, scroll
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
    /// A scroll event's distance, points towards the content's end (right and down); JSON
    /// keys `"dx"`, `"dy"`. Zero for the other types.
    public var scrollDelta: CGVector
    /// A scroll event's kind: a wheel's (`.discrete`) or a touchpad's (`.continuous`, JSON
    /// `"continuous": true`).
    public var scrollType: UIScrollType

    public init(
      t: Double, type: EventType, x: Double, y: Double, mirroredAbout: CGPoint? = nil, scrollDelta: CGVector = .zero,
      scrollType: UIScrollType = .discrete
    ) {
      self.t = t
      self.type = type
      self.x = x
      self.y = y
      self.mirroredAbout = mirroredAbout
      self.scrollDelta = scrollDelta
      self.scrollType = scrollType
    }
  }

  public var version: Int
  /// The scene's name (`segue render --help` lists them).
  public var scene: String
  public var viewport: Viewport
  public var events: [Event]

  /// - Parameter version: nil writes version 2 when `events` has a scroll event, else 1.
  public init(scene: String, viewport: Viewport = .standard, events: [Event], version: Int? = nil) {
    self.version = version ?? (events.contains { $0.type == .scroll } ? 2 : 1)
    self.scene = scene
    self.viewport = viewport
    self.events = events
  }

  /// Seconds from the start to the last event (0 without events).
  public var duration: Double { events.last?.t ?? 0 }
}
