import Testing

@testable import SegueUIKit

/// What timers' blocks record (blocks are `@Sendable`; they run on the main queue).
final class TimerLog: @unchecked Sendable {
  var times: [TimeInterval] = []
}

/// `Timer`s scheduled from main-actor code fire on the running host's frame loop, at the
/// first frame at or after their fire time on its (virtual) clock (docs/uikit-behaviour-2.md §20.2).
@Suite @MainActor struct TimerTests {
  @Test func aOneShotTimerFiresOnTheFrameOfItsFireTime() {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
    let log = TimerLog()
    let start = host.now
    let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
      MainActor.assumeIsolated { log.times.append(host.now - start) }
    }
    #expect(timer.isValid && timer.timeInterval == 0)
    host.advance(by: 0.45)
    #expect(log.times.isEmpty)
    host.advance(by: 0.1)
    #expect(log.times.count == 1)
    #expect(abs(log.times[0] - 0.5) < 1e-9)
    #expect(!timer.isValid)
    host.advance(by: 1)
    #expect(log.times.count == 1)
  }

  @Test func aRepeatingTimerRepeatsUntilInvalidated() {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
    let log = TimerLog()
    let start = host.now
    let timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
      MainActor.assumeIsolated { log.times.append(host.now - start) }
    }
    #expect(timer.timeInterval == 0.25)
    host.advance(by: 1)
    #expect(log.times.count == 4)
    for (index, time) in log.times.enumerated() { #expect(abs(time - 0.25 * Double(index + 1)) < 1e-9) }
    timer.invalidate()
    #expect(!timer.isValid)
    host.advance(by: 1)
    #expect(log.times.count == 4)
    #expect(host.loop.timers.count == 0)
  }

  /// A timer the block invalidates after three firings (the idiom of a countdown).
  @Test func aTimerInvalidatingItselfStops() {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
    let log = TimerLog()
    Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
      log.times.append(0)
      if log.times.count == 3 { timer.invalidate() }
    }
    host.advance(by: 2)
    #expect(log.times.count == 3)
  }

  /// `RunLoop.main.add(_:forMode:)` schedules a timer made with `Timer(timeInterval:…)`;
  /// `runUntilIdle()` waits for a one-shot timer; `fire()` runs the block at once.
  @Test func aTimerAddedToTheMainRunLoopFires() {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
    let log = TimerLog()
    let timer = Timer(timeInterval: 0.3, repeats: false) { _ in log.times.append(1) }
    host.advance(by: 0.5)
    #expect(log.times.isEmpty, "not scheduled yet")
    RunLoop.main.add(timer, forMode: .common)
    let waited = host.runUntilIdle()
    #expect(log.times == [1])
    #expect(abs(waited - 0.3) < 1e-9)

    let manual = Timer(timeInterval: 10, repeats: false) { _ in log.times.append(2) }
    manual.fire()
    #expect(log.times == [1, 2])
    #expect(!manual.isValid)
  }

  /// A repeating timer does not hold `runUntilIdle()` (it never ends), and a frame later than
  /// several intervals fires it once, as Foundation skips missed firings.
  @Test func aLateFrameFiresARepeatingTimerOnce() {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1, framesPerSecond: 2)
    let log = TimerLog()
    let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in log.times.append(0) }
    #expect(host.runUntilIdle() == 0)
    host.advance(by: 0.5)
    #expect(log.times.count == 1)
    host.advance(by: 0.5)
    #expect(log.times.count == 2)
    timer.invalidate()
  }

  /// Scheduled from a thread other than the main queue's, a timer goes on that thread's run
  /// loop and fires when the thread runs it, as in Foundation.
  @Test func aTimerScheduledOnAnotherThreadFiresFromItsRunLoop() async {
    let log = TimerLog()
    nonisolated(unsafe) let timer = Timer(timeInterval: 0.05, repeats: false) { _ in log.times.append(3) }
    let thread = Thread {
      RunLoop.current.add(timer, forMode: .default)
      RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.3))
    }
    thread.start()
    try? await Task.sleep(nanoseconds: 600_000_000)
    #expect(log.times == [3])
    #expect(!timer.isValid)
  }
}
