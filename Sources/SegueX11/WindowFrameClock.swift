import CX11
import Foundation
import SegueAnimation
import SegueUIKit

/// The window's frame clock: a display link paced by the display's refresh (kept in step
/// with the server's vblank notifications when it sends them, `VblankSource`), over a media
/// clock that `S` slows ten times (docs/architecture.md, "Hosts"). It pauses when nothing
/// moves and a frame asked for wakes it.
@MainActor final class WindowFrameClock: FrameClock {
  /// The media clock every animation reads (slowed by `slowAnimations`).
  let clock = ScaledMediaClock()
  let framesPerSecond: Double
  private(set) var displayLink: DisplayLink!
  private let vblank: VblankSource?
  /// Whether a frame was asked for and not rendered yet.
  var needsFrame = true
  /// Runs when a paused link wakes (the host reads the display's events soon: a flush can
  /// pull them into Xlib's queue where the socket's read source would not see them).
  var onWake: (() -> Void)?
  /// Each frame of the link.
  var onTick: ((DisplayLink) -> Void)?
  private var isInvalidated = false

  /// - Parameters:
  ///   - refreshRate: the display's rate (Hz); nil assumes 60.
  ///   - vblank: the server's vblank notifications, when it has Present.
  init(refreshRate: Double?, vblank: VblankSource?) {
    framesPerSecond = refreshRate ?? 60
    self.vblank = vblank
    displayLink = DisplayLink(refreshRate: refreshRate) { [weak self] link in self?.onTick?(link) }
    vblank?.onVblank = { [weak self] ust, msc in self?.displayLink.synchronize(toVblankAt: ust, msc: msc) }
  }

  var mediaClock: any MediaClock { clock }

  /// Whether the link is running (false when idle).
  var isTicking: Bool { !(displayLink?.isPaused ?? true) }

  /// Asks for a frame at the next vblank, waking the link.
  func setNeedsFrame() {
    needsFrame = true
    guard !isInvalidated, let displayLink, displayLink.isPaused else { return }
    displayLink.isPaused = false
    vblank?.isArmed = true
    onWake?()
  }

  /// Takes the server's vblank notification in `event`; false for any other event.
  func handles(_ event: inout XEvent) -> Bool {
    vblank?.handle(&event) == true
  }

  /// Stops the link until the next `setNeedsFrame()`.
  func pause() {
    displayLink.isPaused = true
    vblank?.isArmed = false
  }

  /// Stops for good (the window closes).
  func invalidate() {
    isInvalidated = true
    displayLink?.invalidate()
    vblank?.close()
  }
}
