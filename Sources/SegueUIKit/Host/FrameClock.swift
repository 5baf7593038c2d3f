import Foundation
import SegueAnimation

/// What paces a host's frames (docs/architecture.md, "Hosts"): who calls the frame loop's
/// `runFrame(atMediaTime:)`, and when.
///
/// - A stepped clock (`SteppedFrameClock`, headless): a virtual clock its caller moves exactly
///   one frame at a time on a fixed grid; nothing runs unless asked.
/// - A display link (the window's): frames at the display's refresh, paused while nothing
///   moves, woken by `setNeedsFrame()`.
@MainActor package protocol FrameClock: AnyObject {
  /// The media clock animations read (`CACurrentMediaTime()`), seconds.
  var mediaClock: any MediaClock { get }
  /// The frames per second it runs at (`UIScreen.maximumFramesPerSecond`).
  var framesPerSecond: Double { get }
  /// The model changed outside a frame, or something started that needs frames: a paused
  /// display link wakes; a stepped clock waits for its caller.
  func setNeedsFrame()
}
