import CX11
import Dispatch
import Foundation
import Segue
import SegueWatch

/// One `segue watch` run (docs/watch.md, "How a reload works"): the source watcher, the
/// build in progress, the app build on screen and the one taking its place.
///
/// A save starts a build (saves during a build are gathered and built once it ends). A
/// good build is started beside the running one: the old build writes its session and
/// stops taking input, the new one replays it with its window hidden where the old one is,
/// shows it and says `ready`; then the old one quits. A failed build or a new build that
/// dies first leaves the old one running with the errors over it.
@MainActor final class WatchSession {
  private let package: WatchedPackage
  private let options: WatchCommand.Options
  private let progress: WatchProgress
  private var watcher: SourceWatcher?
  private var build: PackageBuild?
  /// What the running build was started for: the changed paths and the save's time.
  private var building: (paths: [String], saved: TimeInterval)?
  /// Saves that came during a build.
  private var pending: (paths: Set<String>, saved: TimeInterval)?
  /// The build on screen.
  private var current: AppProcess?
  /// A new build being brought to the same state.
  private var incoming: Incoming?
  private let temporary: URL
  private var launches = 0
  private var signalSources: [DispatchSourceSignal] = []

  private struct Incoming {
    var process: AppProcess
    var paths: [String]
    var saved: TimeInterval
    var buildSeconds: TimeInterval?
    var why: Reason
  }

  enum Reason: String {
    case launch, rebuild, restart
    case replayLast = "replay-last"
  }

  init(package: WatchedPackage, options: WatchCommand.Options) throws {
    self.package = package
    self.options = options
    progress = WatchProgress(json: options.json, product: package.product)
    temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-watch-\(getpid())", isDirectory: true)
    try? FileManager.default.removeItem(at: temporary)
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
  }

  func start() {
    do {
      let watcher = try SourceWatcher(root: package.directory)
      watcher.onChange = { [weak self] paths, saved in self?.changed(paths, saved: saved) }
      self.watcher = watcher
    } catch {
      finish(status: 1, message: "\(error)")
    }
    // A request written to an app that just exited must not end the watch.
    _ = Glibc.signal(SIGPIPE, SIG_IGN)
    for number in [SIGINT, SIGTERM, SIGHUP] {
      _ = Glibc.signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler { [weak self] in
        MainActor.assumeIsolated {
          guard let self else { return }
          self.finish(status: number == SIGINT ? 130 : 0, message: nil)
        }
      }
      source.resume()
      signalSources.append(source)
    }
    progress.status(
      "watching \(package.directory.path) (\(package.product)): building \(options.release ? "release" : "debug")…")
    startBuild(paths: [], saved: monotonicNow())
  }

  // MARK: Saves and builds

  private func changed(_ paths: [String], saved: TimeInterval) {
    if build != nil {
      let earlier = pending.map { min($0.saved, saved) } ?? saved
      pending = (Set(paths).union(pending?.paths ?? []), earlier)
      return
    }
    startBuild(paths: paths, saved: saved)
  }

  private func startBuild(paths: [String], saved: TimeInterval) {
    building = (paths, saved)
    do {
      build = try PackageBuild(
        packageDirectory: package.directory, product: package.product, release: options.release,
        timeout: options.buildTimeout
      ) { [weak self] outcome in self?.buildEnded(outcome) }
      reportProgress(of: build, every: 15)
    } catch {
      finish(status: 1, message: "cannot start 'swift build' (\(error)); check that swift is on PATH.")
    }
  }

  /// Says every `seconds` how far a long build is (the first build of a package compiles
  /// Segue too), from SwiftPM's own progress line.
  private func reportProgress(of build: PackageBuild?, every seconds: TimeInterval) {
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { [weak self, weak build] in
      MainActor.assumeIsolated {
        guard let self, let build, build.isRunning, self.build === build else { return }
        let line = build.progressLine.map { ": \($0)" } ?? ""
        self.progress.status("still building (\(Int(build.seconds)) s)\(line)")
        self.reportProgress(of: build, every: seconds)
      }
    }
  }

  private func buildEnded(_ outcome: PackageBuild.Outcome) {
    let seconds = build?.seconds ?? 0
    build = nil
    let (paths, saved) = building ?? ([], monotonicNow())
    building = nil
    if let next = pending {
      // Saves came meanwhile: build those too before showing anything.
      pending = nil
      startBuild(paths: Array(next.paths.union(paths)).sorted(), saved: min(saved, next.saved))
      return
    }
    switch outcome {
    case .succeeded:
      if incoming != nil {
        // A reload is under way; this build follows it.
        pending = (Set(paths), saved)
        return
      }
      launch(paths: paths, saved: saved, buildSeconds: seconds, why: current == nil ? .launch : .rebuild)
    case .failed(let errors, let tail):
      let lines = errors.isEmpty ? tail : errors.prefix(6).map(\.description)
      progress.buildFailed(paths: paths, seconds: seconds, errors: errors, tail: tail, running: current != nil)
      showOverlay(title: "Build failed", lines: lines)
    case .timedOut(let limit):
      let seconds = String(format: "%g", limit)
      let message =
        "the build did not finish in \(seconds) s and was stopped; save again to retry, or allow more with --build-timeout."
      progress.status(message)
      showOverlay(title: "Build stopped after \(seconds) s", lines: [message])
    }
  }

  // MARK: Handing the window over

  /// Starts the built app: beside the running one, replaying its session, or on its own.
  private func launch(paths: [String], saved: TimeInterval, buildSeconds: TimeInterval?, why: Reason) {
    guard let current, current.isRunning else {
      start(session: nil, geometry: nil, paths: paths, saved: saved, buildSeconds: buildSeconds, why: why)
      return
    }
    if why == .restart || (options.fromLaunch && why == .rebuild) {
      // From launch: nothing to replay, but the same place on the screen.
      requestSnapshot(of: current, into: nil) { [weak self] report in
        self?.start(
          session: nil, geometry: report?.window, paths: paths, saved: saved, buildSeconds: buildSeconds, why: why)
      }
      return
    }
    launches += 1
    let directory = temporary.appendingPathComponent("session-\(launches)", isDirectory: true)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    requestSnapshot(of: current, into: directory) { [weak self] report in
      self?.start(
        session: report == nil ? nil : directory, geometry: report?.window, paths: paths, saved: saved,
        buildSeconds: buildSeconds, why: why)
    }
  }

  /// Asks `app` for its session (written into `directory`, or only its window's place when
  /// nil); `then` gets the report, or nil if the app does not answer within 3 s.
  private func requestSnapshot(of app: AppProcess, into directory: URL?, then: @escaping (AppReport?) -> Void) {
    var answered = false
    let previous = app.onReport
    app.onReport = { [weak self, weak app] report in
      guard report.kind == .snapshot, !answered else {
        self?.received(report, from: app)
        return
      }
      answered = true
      app?.onReport = previous
      then(report)
    }
    app.send(WatchRequest(kind: .snapshot, directory: directory?.path))
    DispatchQueue.main.asyncAfter(deadline: .now() + 3) { [weak app] in
      MainActor.assumeIsolated {
        guard !answered else { return }
        answered = true
        app?.onReport = previous
        then(nil)
      }
    }
  }

  private func start(
    session: URL?, geometry: WindowGeometry?, paths: [String], saved: TimeInterval, buildSeconds: TimeInterval?,
    why: Reason
  ) {
    var arguments = options.windowArguments
    if let geometry {
      arguments = Self.replacing(["--size", "--scale"], in: arguments)
      let width = Double(geometry.width) / Double(geometry.scale)
      let height = Double(geometry.height) / Double(geometry.scale)
      arguments += [
        "--size", "\(Self.number(width))x\(Self.number(height))", "--scale", "\(geometry.scale)",
        "--watch-position", "\(geometry.x),\(geometry.y)",
      ]
    }
    if let session { arguments += ["--watch-session", session.path] }
    if session != nil && (options.replayLast || why == .replayLast) { arguments.append("--watch-replay-last") }
    launches += 1
    let app: AppProcess
    do {
      app = try AppProcess(
        executable: package.executable(release: options.release), arguments: arguments,
        channelPath: temporary.appendingPathComponent("channel-\(launches)").path)
    } catch {
      progress.status("cannot start \(package.product) (\(error)).")
      current?.send(WatchRequest(kind: .resume))
      return
    }
    incoming = Incoming(process: app, paths: paths, saved: saved, buildSeconds: buildSeconds, why: why)
    app.onReport = { [weak self, weak app] report in self?.received(report, from: app) }
    app.onExit = { [weak self, weak app] exit in
      guard let self, let app else { return }
      self.exited(app, exit)
    }
  }

  private func received(_ report: AppReport, from app: AppProcess?) {
    guard let app else { return }
    switch report.kind {
    case .ready:
      guard let incoming, incoming.process === app else { return }
      self.incoming = nil
      let old = current
      current = app
      old?.quit()
      progress.ready(
        report, paths: incoming.paths, buildSeconds: incoming.buildSeconds,
        total: monotonicNow() - incoming.saved, why: incoming.why, pid: app.processIdentifier)
      if let next = pending, build == nil {
        pending = nil
        startBuild(paths: next.paths.sorted(), saved: next.saved)
      }
    case .restart:
      guard app === current, incoming == nil, build == nil else { return }
      launch(paths: [], saved: monotonicNow(), buildSeconds: nil, why: .restart)
    case .replayLast:
      guard app === current, incoming == nil, build == nil else { return }
      launch(paths: [], saved: monotonicNow(), buildSeconds: nil, why: .replayLast)
    case .snapshot:
      break
    }
  }

  private func exited(_ app: AppProcess, _ exit: AppProcess.Exit) {
    if let incoming, incoming.process === app {
      // The new build died before its first frame: keep the old one, say why over it.
      self.incoming = nil
      if current == nil && exit.status == 0 && exit.signal == nil {
        finish(
          status: 1,
          message:
            "\(package.product) exited without opening a window; segue watch runs an app whose @main is its UIApplicationDelegate (or that calls UIApplicationMain) — check --product."
        )
      }
      progress.crashed(exit, product: package.product, replacing: current?.isRunning == true)
      if current == nil {
        progress.status("fix it and save; segue watch builds and starts \(package.product) again.")
      }
      let lines = exit.messages.suffix(8)
      if let current, current.isRunning {
        current.send(WatchRequest(kind: .resume))
        showOverlay(title: "The new build \(exit.summary)", lines: Array(lines))
      }
      return
    }
    guard app === current else { return }
    current = nil
    if exit.status == 0 && exit.signal == nil {
      // Q, Ctrl+Q or the close button.
      finish(status: 0, message: "the window was closed; watch ends.")
    }
    if !Self.displayIsReachable() {
      finish(status: 1, message: "the X display is gone (the server exited or the connection broke); watch ends.")
    }
    progress.crashed(exit, product: package.product, replacing: false)
    progress.status("save a change to start \(package.product) again, or press Ctrl+C to end the watch.")
  }

  private func showOverlay(title: String, lines: [String]) {
    guard let current, current.isRunning else { return }
    current.send(WatchRequest(kind: .overlay, title: title, lines: lines))
  }

  /// Ends the watch: the builds and the app stopped, the temporary folder removed.
  private func finish(status: Int32, message: String?) -> Never {
    if let message { progress.status(message) }
    build?.cancel()
    incoming?.process.terminate()
    current?.quit(grace: 1)
    incoming?.process.waitForExit(seconds: 2)
    current?.waitForExit(seconds: 2)
    try? FileManager.default.removeItem(at: temporary)
    progress.ended(status: status)
    fflush(nil)
    exit(status)
  }

  // MARK: Small helpers

  /// Whether the X display the app uses still answers.
  private static func displayIsReachable() -> Bool {
    guard let display = XOpenDisplay(nil) else { return false }
    XCloseDisplay(display)
    return true
  }

  private static func replacing(_ names: Set<String>, in arguments: [String]) -> [String] {
    var result: [String] = []
    var skip = false
    for argument in arguments {
      if skip {
        skip = false
        continue
      }
      if names.contains(argument) {
        skip = true
        continue
      }
      result.append(argument)
    }
    return result
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
  }
}
