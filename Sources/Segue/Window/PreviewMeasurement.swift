import Foundation
import SegueAnimation
import SegueUIKit
import SegueX11

/// `segue preview --measure`: a scripted drag — or, for `segue preview SCENE --measure`, the
/// scene's transition forward and then back — then an idle period, then the present cost
/// of MIT-SHM and XPutImage side by side; prints the figures and quits.
@MainActor package final class PreviewMeasurement {
  /// A transition started from code, forward and back (each returns false when it cannot
  /// start).
  package struct Transition {
    package let name: String
    package let forward: @MainActor () -> Bool
    package let back: @MainActor () -> Bool

    package init(name: String, forward: @escaping @MainActor () -> Bool, back: @escaping @MainActor () -> Bool) {
      self.name = name
      self.forward = forward
      self.back = back
    }
  }

  private let host: X11Host
  private let dragSeconds: Double
  private let idleSeconds: Double
  private let transition: Transition?
  private var drag: ScriptedDrag?

  package init(host: X11Host, dragSeconds: Double, idleSeconds: Double, transition: Transition? = nil) {
    self.host = host
    self.dragSeconds = dragSeconds
    self.idleSeconds = idleSeconds
    self.transition = transition
  }

  package func start() {
    #if DEBUG
      FileHandle.standardError.write(
        Data("segue: this is a debug build; for real figures build with -c release.\n".utf8))
    #endif
    if let transition {
      whenIdle { self.runTransition(transition) }
    } else {
      whenIdle { self.runDrag() }
    }
  }

  /// The transition forward, then back, each timed from its start until the window stops
  /// producing frames.
  private func runTransition(_ transition: Transition) {
    host.timings.reset()
    guard transition.forward() else { return fail("\(transition.name)'s forward transition did not start") }
    host.setNeedsFrame()
    whenIdle {
      let forward = self.host.timings
      self.host.timings.reset()
      guard transition.back() else { return self.fail("\(transition.name)'s back transition did not start") }
      self.host.setNeedsFrame()
      self.whenIdle {
        let back = self.host.timings
        self.measureIdle { cpu, idleFrames in
          self.report(
            phases: [("\(transition.name) forward", forward), ("\(transition.name) back", back)], cpu: cpu,
            idleFrames: idleFrames)
        }
      }
    }
  }

  private func fail(_ message: String) {
    FileHandle.standardError.write(Data("segue: \(message); nothing was measured.\n".utf8))
    host.close()
    exit(1)
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
          self.report(
            phases: [(String(format: "drag %.1f s", self.dragSeconds), dragTimings)], cpu: cpu, idleFrames: idleFrames)
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

  private func report(phases: [(String, FrameTimings)], cpu: Double, idleFrames: Int) {
    let cost = host.measurePresentCost(frames: 120)
    let width = host.presenter.width
    let height = host.presenter.height
    print(
      "display \(host.display.name): refresh \(String(format: "%.2f", 1 / host.displayLink.duration)) Hz "
        + "(\(host.displayLink.periodSource.rawValue)), scale \(host.scale) (\(width)×\(height) px), "
        + "present path \(host.presenter.path.rawValue)")
    for (name, timings) in phases { print("\(name): " + Self.describe(timings)) }
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
