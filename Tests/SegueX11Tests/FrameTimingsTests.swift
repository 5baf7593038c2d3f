import Foundation
import Segue
import Testing

@testable import SegueX11

/// The HUD's frame rate and `--stats`'s line, from recorded timings (no window needed).
@Suite struct FrameTimingsTests {
  /// A 421 ms render at 60 Hz shows about two frames a second, not the display link's 60
  /// ticks (the HUD read "60.3 fps" beside "render 421 ms").
  @Test func theFrameRateCountsFramesPresentedInTheLastSecond() {
    var timings = FrameTimings()
    for tick in 0..<120 { timings.recordTick(at: 10 + Double(tick) / 60, continuing: tick > 0) }
    for frame in 0..<5 { timings.recordPresented(at: 10 + Double(frame) * 0.421) }
    #expect(timings.presentedFrames == 5)
    #expect(timings.presentedFramesPerSecond(at: 11.7) == 3)  // at 10.842, 11.263, 11.684
    #expect(timings.hudSnapshot(at: 11.7).framesPerSecond == 3)
    #expect(timings.presentedFramesPerSecond(at: 13) == 0)
    timings.reset()
    #expect(timings.presentedFramesPerSecond(at: 11.7) == 0)
  }

  @Test func recentPresentsAreBounded() {
    var timings = FrameTimings()
    for frame in 0..<1000 { timings.recordPresented(at: Double(frame) / 1000) }
    #expect(timings.recentPresents.count == FrameTimings.recentPresentLimit)
    #expect(timings.presentedFrames == 1000)
    #expect(timings.presentedFramesPerSecond(at: 0.999) == FrameTimings.recentPresentLimit)
  }

  /// `preview flip --size 300x500 --stats` printed "interval median nan ms" (later "n/a"):
  /// a window that drew one frame and stood idle has no intervals, and says so.
  @Test func statsWithoutIntervalsSayWhy() {
    var timings = FrameTimings()
    #expect(
      PreviewMeasurement.describe(timings)
        == "0 frames presented, interval median none (nothing animated for two frames in a row; drag or run a transition to time intervals), dropped 0 (missed deadlines 0, skipped 0), render median none (no frame was rendered)"
    )
    timings.recordTick(at: 1, continuing: false)
    timings.recordRender(seconds: 0.15693)
    timings.recordPresented(at: 1.2)
    #expect(
      PreviewMeasurement.describe(timings)
        == "1 frame presented, interval median none (nothing animated for two frames in a row; drag or run a transition to time intervals), dropped 0 (missed deadlines 0, skipped 0), render median 156.93 ms p99 156.93 ms"
    )
    timings.recordTick(at: 1.25, continuing: true)
    timings.recordTick(at: 1.5, continuing: true)
    #expect(
      PreviewMeasurement.describe(timings)
        == "1 frame presented, interval median 250.000 ms, p99 |interval − 16.667 ms| 233.333 ms, dropped 0 (missed deadlines 0, skipped 0), render median 156.93 ms p99 156.93 ms"
    )
  }
}
