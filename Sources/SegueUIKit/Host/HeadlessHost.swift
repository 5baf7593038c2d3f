import Foundation
import SegueRender

/// A host without a display: a virtual clock stepped exactly one frame at a time, a root
/// view the size of the viewport, and frames rendered to bitmaps or PNG files on demand.
///
/// Installing the host makes its clock the source of `CACurrentMediaTime()`. Stepping the
/// same input by the same frames gives byte-identical frames.
@MainActor public final class HeadlessHost {
  /// The virtual clock (seconds).
  public let clock: VirtualClock
  /// The root view: the viewport, origin (0, 0), sized in points.
  public let rootView: UIView
  /// Pixels per point (1, 2, 3).
  public let scale: Int
  /// Frames per second the clock steps at.
  public let framesPerSecond: Double

  /// - Parameters:
  ///   - size: viewport in points (default 390 × 844).
  ///   - scale: pixels per point, 1…3.
  ///   - framesPerSecond: frame rate of `advance(by:)` (default 60).
  ///   - startTime: the clock's initial reading, seconds.
  public init(
    size: CGSize = CGSize(width: 390, height: 844), scale: Int = 2, framesPerSecond: Double = 60,
    startTime: TimeInterval = 1000
  ) {
    clock = VirtualClock(start: startTime)
    self.scale = min(max(scale, 1), 3)
    self.framesPerSecond = framesPerSecond > 0 && framesPerSecond.isFinite ? framesPerSecond : 60
    MediaTime.install(clock)
    UIScreen.main.configure(
      bounds: CGRect(origin: .zero, size: size), scale: CGFloat(self.scale),
      maximumFramesPerSecond: Int(self.framesPerSecond.rounded()))
    rootView = UIView(frame: CGRect(origin: .zero, size: size))
    rootView.backgroundColor = .white
  }

  /// The window shown by `show(_:)`, if any.
  public private(set) var window: UIWindow?

  /// Puts `rootViewController` in a window filling the viewport and makes it visible (its
  /// appearance callbacks run), like an app's scene delegate.
  @discardableResult
  public func show(_ rootViewController: UIViewController) -> UIWindow {
    activate()
    window?.removeFromSuperview()
    let window = UIWindow(frame: rootView.bounds)
    window.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    rootView.addSubview(window)
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
    self.window = window
    return window
  }

  /// Whether anything still moves or waits: running animations, property animators,
  /// per-frame drivers (interactive completions, transition watchdogs) or deferred work.
  public var isIdle: Bool { !FrameDemand.isNeeded(for: rootView.layer) }

  /// Advances frame by frame until `isIdle`, or at most `limit` seconds; returns the
  /// seconds advanced.
  @discardableResult
  public func runUntilIdle(limit: TimeInterval = 30) -> TimeInterval {
    activate()
    let start = clock.now
    step()
    while !isIdle && clock.now - start < limit {
      clock.advance(by: 1 / framesPerSecond)
      FrameStep.run(atMediaTime: clock.now, root: rootView)
    }
    return clock.now - start
  }

  /// Renders frames (content cache + compositor); its counters show re-rasterizations.
  public let renderer = FrameRenderer()

  /// The frame at the clock's current time, `size × scale` pixels.
  public func render() -> Bitmap {
    activate()
    return renderer.render(rootView.layer, atMediaTime: clock.now, size: rootView.bounds.size, scale: scale)
  }

  /// Renders the current frame and writes it as a PNG.
  ///
  /// - Throws: `PNGError` naming the path when it cannot be written.
  public func writePNG(toFile path: String) throws {
    try PNGCodec.write(render(), toFile: path)
  }

  /// Makes this host's clock current again (when several hosts exist in one process).
  public func activate() { MediaTime.install(clock) }

  /// Seconds on the host's clock.
  public var now: TimeInterval { clock.now }

  /// Runs one frame now without moving the clock (starts animations added since the last
  /// frame, delivers deferred completions).
  public func step() {
    activate()
    FrameStep.run(atMediaTime: clock.now, root: rootView)
  }

  /// Advances the clock by `seconds`, one frame (1/fps) at a time, running each frame.
  /// The last step is shortened so the clock lands exactly on `now + seconds`.
  public func advance(by seconds: TimeInterval) {
    activate()
    let target = clock.now + seconds
    let frame = 1 / framesPerSecond
    step()
    while clock.now + frame < target - 1e-9 {
      clock.advance(by: frame)
      FrameStep.run(atMediaTime: clock.now, root: rootView)
    }
    clock.advance(to: target)
    FrameStep.run(atMediaTime: clock.now, root: rootView)
  }
}
