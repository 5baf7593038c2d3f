import Foundation

/// Foundation's timer, as UIKit code uses it: a block run once after `timeInterval` seconds,
/// or every `timeInterval` seconds until `invalidate()`, from the run loop it is scheduled on.
///
/// On iOS the main thread runs the main run loop, so a timer scheduled from main-actor code
/// fires there. Segue's main queue runs on libdispatch's worker threads (the window runs
/// `dispatchMain`, tests run inside Swift Testing's main queue), whose run loops nothing runs,
/// so Foundation's own `Timer` never fires from main-actor code. This class, which takes the
/// place of Foundation's for code that imports Segue, schedules a timer made on the main queue
/// on the frame loop of the running host instead (docs/uikit-behaviour-2.md §20.2): it fires on
/// the first frame at or after its fire time on that loop's media clock — the window's
/// monotonic clock, a headless host's virtual clock (so headless renders, replays and tests
/// are deterministic). With no host yet it fires from the main dispatch queue on the wall
/// clock; scheduled from any other thread, it goes on that thread's run loop, as in
/// Foundation. `Foundation.Timer` stays available by its full name.
///
/// Repeating timers fire at most once per frame and skip the intervals a long frame missed,
/// as Foundation's do. `tolerance` is kept and not used.
open class Timer: NSObject {
  private let lock = NSLock()
  private let block: @Sendable (Timer) -> Void
  private var valid = true
  private var storedFireDate: Date
  /// Where the timer fires from once scheduled.
  private var schedule: Schedule = .none
  private let interval: TimeInterval

  /// What runs a scheduled timer.
  private enum Schedule {
    case none
    /// The frame loop's timers (`ScheduledTimers`): the fire time is on its media clock.
    case frameLoop(ScheduledTimers, fireTime: TimeInterval)
    /// A dispatch timer on the main queue (no host yet).
    case mainQueue(DispatchSourceTimer)
    /// Foundation's timer on another thread's run loop.
    case threadRunLoop(Foundation.Timer)
  }

  /// Whether the timer repeats.
  public let repeats: Bool
  /// The object passed at creation (Foundation's `userInfo`).
  public let userInfo: Any?
  /// Seconds the timer may fire late (kept; Segue fires on the first frame at or after the
  /// fire date).
  open var tolerance: TimeInterval = 0

  /// A timer running `block` after `interval` seconds (and every `interval` seconds when
  /// `repeats`), not scheduled yet: add it with `RunLoop.main.add(_:forMode:)`. An interval of
  /// 0 or less counts as 0.1 ms, as in Foundation.
  public convenience init(
    timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) {
    self.init(
      fire: Date(timeIntervalSinceNow: max(interval, 0.0001)), interval: interval, repeats: repeats, block: block)
  }

  /// A timer first firing at `date`, then every `interval` seconds when `repeats`.
  public init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
    self.interval = max(interval, 0.0001)
    self.repeats = repeats
    self.block = block
    userInfo = nil
    storedFireDate = date
    super.init()
  }

  /// Makes a timer and schedules it on the current run loop (the main-queue case: the running
  /// host's frame loop; see the class description). Keep it to `invalidate()` it.
  @discardableResult
  open class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    timer.scheduleOnCurrentRunLoop()
    return timer
  }

  /// The interval of a repeating timer; 0 for a timer that fires once, as in Foundation.
  open var timeInterval: TimeInterval { repeats ? interval : 0 }

  /// Whether the timer will still fire: false after `invalidate()` or after a non-repeating
  /// timer fired.
  open var isValid: Bool {
    lock.lock()
    defer { lock.unlock() }
    return valid
  }

  /// When the timer fires next (wall-clock date). Setting it moves the next firing by the
  /// difference (on a host's clock, by the same number of seconds).
  open var fireDate: Date {
    get {
      lock.lock()
      defer { lock.unlock() }
      return storedFireDate
    }
    set {
      lock.lock()
      let shift = newValue.timeIntervalSince(storedFireDate)
      storedFireDate = newValue
      let current = schedule
      if case .frameLoop(let timers, let fireTime) = current {
        schedule = .frameLoop(timers, fireTime: fireTime + shift)
      }
      lock.unlock()
      switch current {
      case .mainQueue(let source):
        source.schedule(
          deadline: .now() + max(newValue.timeIntervalSinceNow, 0), repeating: repeats ? interval : .infinity)
      case .threadRunLoop(let timer): timer.fireDate = newValue
      case .none, .frameLoop: break
      }
    }
  }

  /// Runs the block now. A non-repeating timer is then invalidated; a repeating one keeps its
  /// schedule.
  open func fire() {
    guard isValid else { return }
    block(self)
    if !repeats { invalidate() }
  }

  /// Stops the timer for good: it is removed from its run loop and its block released by it.
  open func invalidate() {
    lock.lock()
    let wasValid = valid
    valid = false
    let current = schedule
    schedule = .none
    lock.unlock()
    guard wasValid else { return }
    switch current {
    case .mainQueue(let source): source.cancel()
    case .threadRunLoop(let timer): timer.invalidate()
    case .frameLoop, .none: break  // `ScheduledTimers` drops invalid timers on its next frame
    }
  }

  // MARK: Scheduling

  /// Marks the main queue so that a timer can tell it is being scheduled from it.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the calling code runs on the main queue (main-actor code).
  private static var isOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  /// Schedules the timer where Foundation would: the main run loop from the main queue, else
  /// the current thread's. Scheduling a timer twice, or an invalidated one, does nothing.
  func scheduleOnCurrentRunLoop() {
    lock.lock()
    let schedulable = valid && { if case .none = schedule { return true } else { return false } }()
    let delay = max(storedFireDate.timeIntervalSinceNow, 0)
    lock.unlock()
    guard schedulable else { return }
    if Self.isOnMainQueue {
      nonisolated(unsafe) let timer = self
      MainActor.assumeIsolated { timer.scheduleOnMainQueue(delay: delay) }
    } else {
      let owner = TimerReference(self)
      let foundationTimer = Foundation.Timer(fire: fireDate, interval: interval, repeats: repeats) { _ in
        owner.timer.fired(nextFireDate: nil)
      }
      setSchedule(.threadRunLoop(foundationTimer))
      RunLoop.current.add(foundationTimer, forMode: .default)
    }
  }

  @MainActor private func scheduleOnMainQueue(delay: TimeInterval) {
    if let loop = FrameLoop.current {
      setSchedule(.frameLoop(loop.timers, fireTime: loop.mediaClock.now + delay))
      loop.timers.add(self, to: loop)
      return
    }
    let source = DispatchSource.makeTimerSource(queue: .main)
    source.schedule(deadline: .now() + delay, repeating: repeats ? interval : .infinity)
    let owner = TimerReference(self)
    source.setEventHandler { owner.timer.fired(nextFireDate: nil) }
    setSchedule(.mainQueue(source))
    source.resume()
  }

  private func setSchedule(_ newSchedule: Schedule) {
    lock.lock()
    schedule = newSchedule
    lock.unlock()
  }

  /// The next fire time on `timers`' media clock, nil when the timer is not scheduled there.
  func fireTime(on timers: ScheduledTimers) -> TimeInterval? {
    lock.lock()
    defer { lock.unlock() }
    guard valid, case .frameLoop(let scheduled, let fireTime) = schedule, scheduled === timers else { return nil }
    return fireTime
  }

  /// Fires the timer from a frame at `mediaTime` (seconds) of `timers`' loop: runs the block,
  /// then a repeating timer moves to its first fire time after `mediaTime`, a non-repeating
  /// one is invalidated.
  func fire(atMediaTime mediaTime: TimeInterval, on timers: ScheduledTimers) {
    guard let fireTime = fireTime(on: timers) else { return }
    let missed = max(((mediaTime - fireTime) / interval).rounded(.down), 0)
    let next = fireTime + (missed + 1) * interval
    if repeats {
      lock.lock()
      if case .frameLoop = schedule { schedule = .frameLoop(timers, fireTime: next) }
      lock.unlock()
    }
    fired(nextFireDate: storedFireDateAdvanced(by: (missed + 1) * interval))
  }

  private func storedFireDateAdvanced(by seconds: TimeInterval) -> Date {
    lock.lock()
    defer { lock.unlock() }
    return storedFireDate.addingTimeInterval(seconds)
  }

  /// Runs the block for one firing; a non-repeating timer ends, a repeating one's
  /// `fireDate` moves on (to `nextFireDate`, else by one interval).
  private func fired(nextFireDate: Date?) {
    guard isValid else { return }
    if repeats {
      lock.lock()
      storedFireDate = nextFireDate ?? storedFireDate.addingTimeInterval(interval)
      lock.unlock()
      block(self)
    } else {
      block(self)
      invalidate()
    }
  }
}

/// The reference by which what fires a timer from another thread's run loop or the main queue
/// keeps it (a run loop retains its timers until they are invalidated, as in Foundation; the
/// timer's state is behind its lock).
private final class TimerReference: @unchecked Sendable {
  let timer: Timer
  init(_ timer: Timer) { self.timer = timer }
}

extension RunLoop {
  /// Schedules `timer` on this run loop (Foundation's `add(_:forMode:)` for Segue's `Timer`):
  /// from main-actor code, on the running host's frame loop (`Timer`). Every mode fires —
  /// Segue has no tracking mode that holds `.default` timers during a scroll
  /// (docs/porting.md, "Where Segue differs").
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    timer.scheduleOnCurrentRunLoop()
  }
}
