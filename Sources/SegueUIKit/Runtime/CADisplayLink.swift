import Foundation
import SegueAnimation

/// The range of frame rates a display link would like, frames per second (iOS 15).
public struct CAFrameRateRange: Hashable, Sendable {
  /// The lowest acceptable rate.
  public var minimum: Float
  /// The highest acceptable rate.
  public var maximum: Float
  /// The rate to run at when the display allows it; nil means `maximum`.
  public var preferred: Float?

  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// The display's own rate (all zero, as in Core Animation).
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

  /// The rate asked for, or nil for the display's rate.
  var requestedRate: Double? {
    let rate = Double(preferred ?? maximum)
    return rate > 0 && rate.isFinite ? rate : nil
  }
}

/// Core Animation's display link: a callback once per frame of the loop it was added to,
/// before that frame's animations are sampled, with the frame's times on the media clock
/// (`CACurrentMediaTime()`, seconds). Headless, frames come from the virtual clock; in a
/// window, from the display's refresh (XRandR's rate, synchronized to vblank).
///
/// Swift on Linux has no Objective-C selectors, so the target–action form takes the
/// method itself: `CADisplayLink(target: self, selector: Self.step)` for a method
/// `func step(_ link: CADisplayLink)`; or pass a closure. As in UIKit, the link retains its
/// target, and the run loop retains the link until `invalidate()`.
///
/// ```swift
/// let link = CADisplayLink(target: self, selector: Self.step)
/// link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 30)
/// link.add(to: .main, forMode: .common)
/// ```
@preconcurrency @MainActor open class CADisplayLink: NSObject {
  private let handler: @MainActor (CADisplayLink) -> Void
  private weak var loop: FrameLoop?
  private var lastFire: CFTimeInterval?
  private var framesSinceFire = 0
  /// Whether `invalidate()` ran.
  private(set) var isInvalidated = false

  /// A link calling `handler` every frame once added to a run loop.
  public init(_ handler: @escaping @MainActor (CADisplayLink) -> Void) {
    self.handler = handler
  }

  /// A link calling `selector` on `target` (retained) every frame once added to a run loop;
  /// `selector` is the method, e.g. `Self.step` for `func step(_ link: CADisplayLink)`.
  public convenience init<Target: AnyObject>(
    target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void
  ) {
    self.init { link in selector(target)(link) }
  }

  /// A link calling a method without parameters (`@objc func tick()`, `#selector(tick)` in
  /// UIKit) on `target` (retained) every frame once added to a run loop.
  public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
    self.init { _ in selector(target)() }
  }

  /// The media time of the frame before this callback's (seconds).
  public private(set) var timestamp: CFTimeInterval = 0
  /// The media time of the frame this callback prepares (seconds): where animations are
  /// sampled, the time to compute the frame's state for.
  public private(set) var targetTimestamp: CFTimeInterval = 0
  /// The display's refresh interval, seconds (1/60 at 60 Hz).
  public private(set) var duration: CFTimeInterval = 1.0 / 60

  /// While true the link does not fire (and asks for no frames).
  open var isPaused = false {
    didSet { if !isPaused { loop?.setNeedsFrames() } }
  }

  /// The rates the link would like; a rate below the display's fires on every n-th frame
  /// (n = display rate ÷ preferred rate, rounded).
  open var preferredFrameRateRange = CAFrameRateRange.default

  /// The preferred rate in frames per second, 0 for the display's (deprecated in iOS 15
  /// for `preferredFrameRateRange`).
  open var preferredFramesPerSecond: Int {
    get { Int(preferredFrameRateRange.preferred ?? 0) }
    set {
      let rate = Float(max(newValue, 0))
      preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: rate, preferred: rate)
    }
  }

  /// Starts the callbacks on the frame loop of the running host (Segue has one main run
  /// loop per host; `runloop` and `mode` are accepted for UIKit's signature).
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard !isInvalidated, loop == nil, let current = FrameLoop.current else { return }
    loop = current
    current.drive(self, in: .displayLinks)
  }

  /// Stops the callbacks (the link can be added again).
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    loop?.stopDriving(self)
    loop = nil
  }

  /// Stops the callbacks for good and releases the target.
  open func invalidate() {
    isInvalidated = true
    remove(from: .main, forMode: .common)
  }

  /// Called by the loop every frame while not paused.
  func fire(timestamp previous: CFTimeInterval, targetTimestamp target: CFTimeInterval, refreshRate: Int) {
    let displayRate = Double(max(refreshRate, 1))
    duration = 1 / displayRate
    framesSinceFire += 1
    if let rate = preferredFrameRateRange.requestedRate, rate < displayRate {
      let interval = max(Int((displayRate / rate).rounded()), 1)
      guard lastFire == nil || framesSinceFire >= interval else { return }
    }
    timestamp = lastFire ?? previous
    targetTimestamp = target
    lastFire = target
    framesSinceFire = 0
    handler(self)
  }
}

extension CADisplayLink: FrameDriven {
  package var frameState: FrameDrivenState { isInvalidated ? .finished : isPaused ? .idle : .running }

  /// Fires while not paused, with the previous frame's time as `timestamp`.
  package func advance(toMediaTime mediaTime: CFTimeInterval) {
    guard !isPaused, !isInvalidated, let loop else { return }
    fire(
      timestamp: loop.previousFrameTime(before: mediaTime), targetTimestamp: mediaTime,
      refreshRate: loop.screen.maximumFramesPerSecond)
  }
}
