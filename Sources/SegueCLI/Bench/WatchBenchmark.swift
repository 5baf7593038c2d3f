import CX11
import CXTest
import Foundation
import Segue
import SeguePlayback
import SegueWatch

/// `segue bench watch`: `segue watch` on an app made by `segue init`, driven as a user would —
/// a tap pushes the photo, then a scripted loop of one-line edits (the photo screen's
/// background colour) each waits for the new build's first frame — and the replay of a
/// 60-second session, and the CPU the watch and the app use while nothing changes.
enum WatchBenchmark {
  struct Result {
    var edits = 0
    var saveToPixels: [Double] = []
    var build: [Double] = []
    var replay: [Double] = []
    var replay60: [Double] = []
    var replay60Events = 0
    var idleWatchPercent = 0.0
    var idleAppPercent = 0.0
  }

  /// - Throws: `UsageError` without an X display; `BenchError` when the app cannot be made or
  ///   built, or the watch does not answer.
  static func run(edits: Int, packageDirectory: URL, release: Bool) throws -> Result {
    guard let display = XOpenDisplay(nil) else {
      throw UsageError(
        "segue bench watch opens windows and needs an X display; run it in a desktop session or under xvfb-run -s '-screen 0 1280x1800x24'."
      )
    }
    defer { XCloseDisplay(display) }
    try makePackage(at: packageDirectory)
    let product = packageDirectory.lastPathComponent
    note("building \(product) (\(release ? "release" : "debug"); the first time builds Segue too: minutes)…")
    let build = try runToEnd(
      "swift",
      ["build", "--package-path", packageDirectory.path, "--product", product] + (release ? ["-c", "release"] : []))
    guard build.status == 0 else { throw BenchError("the benchmark app did not build:\n\(build.output)") }

    var result = Result()
    let output = try PipeEnds()
    let watch = try SpawnedProcess(
      program: "/proc/self/exe",
      arguments: ["watch", "--json", "--package-path", packageDirectory.path, "--scale", "1"]
        + (release ? [] : ["--debug"]),
      standardOutput: output.write)
    close(output.write)
    var lines = LineReader(descriptor: output.read)
    defer {
      watch.send(SIGTERM)
      var status: Int32 = 0
      waitpid(watch.pid, &status, 0)
      close(output.read)
    }
    guard let launched = lines.next(event: "ready", timeout: 300), let appPID = launched["pid"] as? Int else {
      throw BenchError("segue watch never showed the app.")
    }
    // Open the photo: the session the reloads replay.
    let pointer = XTestPointer(display: display)
    usleep(300_000)
    pointer.tap(x: 195, y: 498)
    usleep(1_000_000)

    let list = packageDirectory.appendingPathComponent("Sources/\(product)/ListViewController.swift")
    var text = try String(contentsOf: list, encoding: .utf8)
    let colours = ["view.backgroundColor = .white", "view.backgroundColor = UIColor(white: 0.9, alpha: 1)"]
    var currentPID = appPID
    for edit in 0..<edits {
      let old = colours[edit % 2]
      let new = colours[(edit + 1) % 2]
      guard text.contains(old) else { throw BenchError("\(list.path) has no '\(old)' to edit.") }
      text = text.replacingOccurrences(of: old, with: new)
      try text.write(to: list, atomically: false, encoding: .utf8)
      guard let ready = lines.next(event: "ready", timeout: 300) else {
        throw BenchError("segue watch did not reload after edit \(edit + 1).")
      }
      result.saveToPixels.append(ready["save_to_pixels_ms"] as? Double ?? 0)
      result.build.append(ready["build_ms"] as? Double ?? 0)
      result.replay.append(ready["replay_ms"] as? Double ?? 0)
      currentPID = ready["pid"] as? Int ?? currentPID
      result.edits += 1
      // Let the old build quit and the new one settle, as between real saves.
      usleep(400_000)
    }
    // Leave the source as `segue init` made it.
    if result.edits % 2 == 1 {
      text = text.replacingOccurrences(of: colours[1], with: colours[0])
      try text.write(to: list, atomically: false, encoding: .utf8)
      _ = lines.next(event: "ready", timeout: 300)
      usleep(400_000)
    }

    // Idle: 10 s with nothing to do.
    usleep(1_000_000)
    let watchBefore = cpuSeconds(of: watch.pid)
    let appBefore = cpuSeconds(of: pid_t(currentPID))
    let start = monotonicNow()
    usleep(10_000_000)
    let elapsed = monotonicNow() - start
    result.idleWatchPercent = (cpuSeconds(of: watch.pid) - watchBefore) / elapsed * 100
    result.idleAppPercent = (cpuSeconds(of: pid_t(currentPID)) - appBefore) / elapsed * 100

    // The replay of a 60-second session, in the built app directly.
    let session = FileManager.default.temporaryDirectory.appendingPathComponent("segue-bench-session-\(getpid())")
    try FileManager.default.createDirectory(at: session, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: session) }
    result.replay60Events = try writeSixtySecondSession(to: session, scene: product)
    let executable = packageDirectory.appendingPathComponent(".build/\(release ? "release" : "debug")/\(product)")
    for round in 0..<5 {
      let milliseconds = try MainActor.assumeIsolated {
        try replayMilliseconds(executable: executable, session: session, round: round)
      }
      result.replay60.append(milliseconds)
    }
    return result
  }

  /// Makes the app with `segue init` when the folder does not hold it yet (kept between
  /// runs: its first release build compiles Segue).
  private static func makePackage(at directory: URL) throws {
    guard !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) else {
      return
    }
    try FileManager.default.createDirectory(
      at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
    let made = try runToEnd("/proc/self/exe", ["init", directory.lastPathComponent, "--output", directory.path])
    guard made.status == 0 else { throw BenchError("segue init failed:\n\(made.output)") }
  }

  /// 60 s of use from launch: every 3 s a tap on "Open photo", then 1.2 s later a drag from
  /// the left edge that pops the photo (20 frames of motion at 60 Hz).
  private static func writeSixtySecondSession(to directory: URL, scene: String) throws -> Int {
    var events: [PointerScript.Event] = []
    var checkpoints: [SessionFile.Checkpoint] = []
    for cycle in 0..<20 {
      let start = 0.5 + Double(cycle) * 3
      events.append(PointerScript.Event(t: start, type: .down, x: 195, y: 498))
      events.append(PointerScript.Event(t: start + 0.08, type: .up, x: 195, y: 498))
      checkpoints.append(SessionFile.Checkpoint(t: start, state: ScreenState(stack: ["Photos"], presented: nil)))
      let drag = start + 1.2
      events.append(PointerScript.Event(t: drag, type: .down, x: 2, y: 420))
      checkpoints.append(
        SessionFile.Checkpoint(t: drag, state: ScreenState(stack: ["Photos", "Photo"], presented: nil)))
      for step in 1...20 {
        events.append(
          PointerScript.Event(t: drag + Double(step) / 60, type: .move, x: 2 + Double(step) * 16, y: 420))
      }
      events.append(PointerScript.Event(t: drag + 21.0 / 60, type: .up, x: 322, y: 420))
    }
    let script = PointerScript(
      scene: scene, viewport: PointerScript.Viewport(width: 390, height: 844, scale: 1), events: events)
    try script.write(toFile: directory.appendingPathComponent(SessionFile.scriptName).path)
    var file = SessionFile(until: 60)
    file.checkpoints = checkpoints
    try file.write(to: directory)
    return events.count
  }

  /// Starts the app on `session` as `segue watch` would and returns the replay time it
  /// reports; fails if the replay stopped early (the session must replay whole).
  @MainActor private static func replayMilliseconds(executable: URL, session: URL, round: Int) throws -> Double {
    var report: AppReport?
    var exited = false
    let app = try AppProcess(
      executable: executable, arguments: ["--watch-session", session.path, "--scale", "1"],
      channelPath: FileManager.default.temporaryDirectory.appendingPathComponent("segue-bench-\(getpid())-\(round)")
        .path)
    app.onReport = { if $0.kind == .ready { report = $0 } }
    app.onExit = { _ in exited = true }
    let deadline = Date(timeIntervalSinceNow: 60)
    while report == nil && !exited && Date() < deadline {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    app.quit()
    while !exited && Date() < deadline {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    guard let report, let milliseconds = report.replayMilliseconds else {
      throw BenchError("the app did not report its replay of the 60 s session.")
    }
    if let reason = report.reason { throw BenchError("the 60 s session did not replay whole: \(reason).") }
    return milliseconds
  }

  /// User plus system CPU seconds of `pid` so far (`/proc/PID/stat`).
  private static func cpuSeconds(of pid: pid_t) -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return 0 }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // After the command: state is field 3, utime 14 and stime 15 (1-based, whole line).
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  private static func runToEnd(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let output = try PipeEnds()
    let child = try SpawnedProcess(
      program: program, arguments: arguments, standardOutput: output.write, standardError: output.write)
    close(output.write)
    let handle = FileHandle(fileDescriptor: output.read, closeOnDealloc: true)
    let data = handle.readDataToEndOfFile()
    var status: Int32 = 0
    waitpid(child.pid, &status, 0)
    return ((status >> 8) & 0xff, String(decoding: data, as: UTF8.self))
  }

  private static func note(_ message: String) {
    FileHandle.standardError.write(Data("segue bench watch: \(message)\n".utf8))
  }
}

/// JSON lines from a descriptor, read with a timeout.
private struct LineReader {
  let descriptor: Int32
  private var buffer = LineBuffer()
  private var ready: [String] = []

  init(descriptor: Int32) { self.descriptor = descriptor }

  /// The next line whose `event` is `event`, within `timeout` seconds.
  mutating func next(event: String, timeout: Double) -> [String: Any]? {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while Date() < deadline {
      while !ready.isEmpty {
        let line = ready.removeFirst()
        if let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
          object["event"] as? String == event
        {
          return object
        }
      }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 100) > 0 else { continue }
      var bytes = [UInt8](repeating: 0, count: 4096)
      let count = read(descriptor, &bytes, bytes.count)
      guard count > 0 else { return nil }
      ready += buffer.append(Data(bytes[0..<count]))
    }
    return nil
  }
}

/// Clicks through XTest, as a mouse would.
private struct XTestPointer {
  let display: OpaquePointer

  func tap(x: Int, y: Int) {
    XTestFakeMotionEvent(display, 0, Int32(x), Int32(y), 0)
    XTestFakeButtonEvent(display, 1, 1, 0)
    XSync(display, 0)
    usleep(60_000)
    XTestFakeButtonEvent(display, 1, 0, 0)
    XSync(display, 0)
  }
}

/// A benchmark that could not run, with the reason.
struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
