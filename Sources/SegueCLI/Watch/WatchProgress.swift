import Foundation
import SegueWatch

/// What `segue watch` prints: one sentence per event on standard error, or with `--json`
/// one JSON object per line on standard output (docs/watch.md, "Progress").
struct WatchProgress {
  let json: Bool
  let product: String

  func status(_ message: String) {
    if json {
      line(["event": "status", "message": message])
    } else {
      FileHandle.standardError.write(Data("segue watch: \(message)\n".utf8))
    }
  }

  /// A build shown: the first launch, a rebuild, a restart.
  func ready(
    _ report: AppReport, paths: [String], buildSeconds: TimeInterval?, total: TimeInterval, why: WatchSession.Reason,
    pid: Int32
  ) {
    if json {
      var object: [String: Any] = [
        "event": "ready", "reason": why.rawValue, "changed": paths, "pid": Int(pid),
        "save_to_pixels_ms": Self.milliseconds(total), "replay_ms": report.replayMilliseconds.map(Self.rounded) ?? 0,
        "replayed_events": report.replayedEvents ?? 0,
      ]
      if let buildSeconds { object["build_ms"] = Self.milliseconds(buildSeconds) }
      if let state = report.state {
        object["state"] = ["stack": state.stack, "presented": state.presented as Any]
      }
      if let stopped = report.stoppedAt { object["stopped_at"] = stopped }
      if let reason = report.reason { object["stopped_because"] = reason }
      object["transitions"] = (report.transitions ?? []).map { span -> [String: Any] in
        ["kind": span.kind, "begin": Self.precise(span.begin), "end": span.end.map(Self.precise) as Any]
      }
      line(object)
      return
    }
    let state = report.state.map { " on \($0)" } ?? ""
    var sentence: String
    switch why {
    case .launch:
      sentence = "\(product) is running\(state)" + (buildSeconds.map { " (built in \(Self.seconds($0)))" } ?? "")
    case .restart:
      sentence = "started \(product) again from launch\(state)"
    case .replayLast:
      sentence = "playing the last transition again"
    case .rebuild:
      let what = paths.count == 1 ? paths[0] : "\(paths.count) files"
      sentence = "\(what) changed: built in \(Self.seconds(buildSeconds ?? 0))"
      if let events = report.replayedEvents, let replay = report.replayMilliseconds {
        sentence += ", replayed \(events) event\(events == 1 ? "" : "s") in \(Self.seconds(replay / 1000))"
      }
      sentence += ", on screen \(Self.seconds(total)) after the save" + (report.state.map { "; on \($0)" } ?? "")
    }
    status(sentence + ".")
    if let stopped = report.stoppedAt, let reason = report.reason {
      status("the replay stopped at \(String(format: "%.2f", stopped)) s: \(reason); continuing from there.")
    }
  }

  func buildFailed(
    paths: [String], seconds: TimeInterval, errors: [BuildDiagnostic], tail: [String], running: Bool
  ) {
    if json {
      line([
        "event": "build-failed", "changed": paths, "build_ms": Self.milliseconds(seconds),
        "errors": errors.map { ["file": $0.file, "line": $0.line, "column": $0.column, "message": $0.message] },
      ])
      return
    }
    let shown = errors.isEmpty ? tail : errors.prefix(6).map(\.description)
    let keeps = running ? "; \(product) keeps running the last good build" : "; fix it and save"
    status("the build failed (\(Self.seconds(seconds)))\(keeps):\n  " + shown.joined(separator: "\n  "))
  }

  func crashed(_ exit: AppProcess.Exit, product: String, replacing: Bool) {
    if json {
      line(["event": "crashed", "summary": exit.summary, "messages": exit.messages, "kept_old_build": replacing])
      return
    }
    let message = exit.messages.last.map { ": \($0)" } ?? ""
    status(
      replacing
        ? "the new build \(exit.summary) before its first frame\(message); the last good build keeps running."
        : "\(product) \(exit.summary)\(message).")
  }

  func ended(status: Int32) {
    if json { line(["event": "exit", "status": Int(status)]) }
  }

  private func line(_ object: [String: Any]) {
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
    else { return }
    FileHandle.standardOutput.write(data + Data("\n".utf8))
  }

  private static func milliseconds(_ seconds: TimeInterval) -> Double { rounded(seconds * 1000) }
  private static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
  /// Seconds to 0.1 ms.
  private static func precise(_ value: Double) -> Double { (value * 10000).rounded() / 10000 }
  private static func seconds(_ value: TimeInterval) -> String { String(format: "%.2f s", value) }
}
