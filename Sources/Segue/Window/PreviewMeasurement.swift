import Foundation
import SegueAnimation
import SegueUIKit
import SegueX11

/// `segue preview --measure`: a scripted drag, then an idle period, then the present cost
/// of MIT-SHM and XPutImage side by side; prints the figures and quits.
@MainActor package final class PreviewMeasurement {
  private let host: X11Host
  private let dragSeconds: Double
  private let idleSeconds: Double
  private var drag: ScriptedDrag?

  package init(host: X11Host, dragSeconds: Double, idleSeconds: Double) {
    self.host = host
    self.dragSeconds = dragSeconds
    self.idleSeconds = idleSeconds
  }

  package func start() {
    #if DEBUG
      FileHandle.standardError.write(
        Data("segue: this is a debug build; for real figures build with -c release.\n".utf8))
    #endif
    whenIdle { self.runDrag() }
  }

  private func runDrag() {
    host.timings.reset()
    let center = CGPoint(x: host.rootView.bounds.midX, y: host.rootView.bounds.midY - 40)
    let radius = min(host.rootView.bounds.width, host.rootView.bounds.height) * 0.25
    let drag = ScriptedDrag(host: host, duration: dragSeconds) { t in
      // Grab the card in its middle, then circle around its home once every 2 s.
      let angle = t * .pi
      let r = radius * min(t / 0.5, 1)
      return CGPoint(x: center.x + r * sin(angle), y: center.y - r * (1 - cos(angle)) / 2)
    }
    self.drag = drag
    drag.start {
      self.whenIdle {
        let dragTimings = self.host.timings
        self.measureIdle { cpu, idleFrames in
          self.report(drag: dragTimings, cpu: cpu, idleFrames: idleFrames)
        }
      }
    }
  }

  private func measureIdle(completion: @escaping (Double, Int) -> Void) {
    let framesBefore = host.timings.presentedFrames
    let cpuBefore = Self.processCPUSeconds()
    let wallBefore = monotonicSeconds()
    DispatchQueue.main.asyncAfter(deadline: .now() + idleSeconds) {
      MainActor.assumeIsolated {
        let cpu = (Self.processCPUSeconds() - cpuBefore) / (monotonicSeconds() - wallBefore)
        completion(cpu, self.host.timings.presentedFrames - framesBefore)
      }
    }
  }

  private func report(drag: FrameTimings, cpu: Double, idleFrames: Int) {
    let cost = host.measurePresentCost(frames: 120)
    let width = host.presenter.width
    let height = host.presenter.height
    print(
      "display \(host.display.name): refresh \(String(format: "%.2f", 1 / host.displayLink.duration)) Hz "
        + "(\(host.displayLink.periodSource.rawValue)), scale \(host.scale) (\(width)×\(height) px), "
        + "present path \(host.presenter.path.rawValue)")
    print(String(format: "drag %.1f s: ", dragSeconds) + Self.describe(drag))
    print(String(format: "idle %.1f s: CPU %.2f %%, frames presented %d", idleSeconds, cpu * 100, idleFrames))
    func ms(_ values: [Double], _ q: Double) -> String {
      String(format: "%.2f", FrameTimings.quantile(values, q) * 1000)
    }
    var line = "present one \(width)×\(height) px frame (put + XSync), \(cost.wire.count) frames each: "
    if let shm = cost.sharedMemory {
      line += "XShmPutImage median \(ms(shm, 0.5)) ms p99 \(ms(shm, 0.99)) ms; "
    } else {
      line += "XShmPutImage n/a (no MIT-SHM); "
    }
    line += "XPutImage median \(ms(cost.wire, 0.5)) ms p99 \(ms(cost.wire, 0.99)) ms"
    print(line)
    host.close()
    exit(0)
  }

  /// One line of frame-timing figures. Intervals are timed between display-link ticks
  /// while the window animates: a window that drew its frames and stood idle has none,
  /// and says so instead of printing a median of nothing.
  nonisolated package static func describe(_ t: FrameTimings) -> String {
    func milliseconds(_ seconds: Double, decimals: Int) -> String {
      String(format: "%.\(decimals)f ms", seconds * 1000)
    }
    let frames = "\(t.presentedFrames) \(t.presentedFrames == 1 ? "frame" : "frames") presented"
    let period = String(format: "%.3f ms", t.refreshPeriod * 1000)
    let intervals =
      t.intervals.isEmpty
      ? "interval median none (nothing animated for two frames in a row; drag or run a transition to time intervals)"
      : "interval median \(milliseconds(t.medianInterval, decimals: 3)), "
        + "p99 |interval − \(period)| \(milliseconds(t.p99Deviation, decimals: 3))"
    let render =
      t.renderTimes.isEmpty
      ? "render median none (no frame was rendered)"
      : "render median \(milliseconds(FrameTimings.quantile(t.renderTimes, 0.5), decimals: 2)) "
        + "p99 \(milliseconds(FrameTimings.quantile(t.renderTimes, 0.99), decimals: 2))"
    return "\(frames), \(intervals), dropped \(t.droppedFrames) "
      + "(missed deadlines \(t.missedDeadlines), skipped \(t.skippedFrames)), \(render)"
  }

  /// Runs `body` once the window has stopped producing frames (checked every 50 ms; this
  /// is a measurement harness, not the frame loop).
  private func whenIdle(_ body: @escaping () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
      MainActor.assumeIsolated {
        if self.host.isTicking { self.whenIdle(body) } else { body() }
      }
    }
  }

  /// User + system CPU seconds of this process.
  static func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
      + Double(usage.ru_stime.tv_usec) / 1e6
  }
}
