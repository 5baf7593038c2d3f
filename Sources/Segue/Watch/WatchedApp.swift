import Foundation
import SegueAnimation
import SeguePlayback
import SegueUIKit
import SegueWatch
import SegueX11

/// A user's app run by `segue watch` (docs/watch.md): its window opens hidden where the
/// old build's window is, the recorded session is replayed into it at full speed, the
/// window appears, and the app reports `ready`; from then on everything given to it is
/// recorded for the next build, and the watcher's requests (snapshot, overlay, quit) are
/// answered. Started with the hidden options `--watch-channel FIFO` (required),
/// `--watch-session DIR`, `--watch-position X,Y` and `--watch-replay-last`.
@MainActor enum WatchedApp {
  /// The hidden options `segue watch` starts a build with.
  struct Options {
    var channel: String
    var session: URL?
    /// Root pixels of the window's contents.
    var position: CGPoint?
    var replayLast = false
  }

  /// Parses `--watch-position X,Y`.
  nonisolated static func position(_ text: String) throws -> CGPoint {
    let parts = text.split(separator: ",")
    guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]) else {
      throw UsageError("--watch-position takes X,Y in screen pixels, e.g. 40,60; got '\(text)'.")
    }
    return CGPoint(x: x, y: y)
  }

  static func run(_ entry: SceneCatalog.Entry, options: AppWindow.Options, watch: Options) throws -> Never {
    // Read the session before anything opens, so a bad one is one sentence and nothing else.
    let loaded = try watch.session.map { try SessionReplay.load(from: $0) }
    let channel = try WatchChannel(path: watch.channel)
    var hostOptions = options.host
    hostOptions.position = watch.position
    hostOptions.mapsWindow = false
    let host = try X11Host(options: hostOptions)
    host.holdsFrames = true
    let started = monotonicSeconds()
    let origin = host.clock.now
    host.clock.hold(atMediaTime: origin)
    var appWindow: UIWindow?
    let recorder = SessionRecorder(host: host, scene: entry.name, origin: origin, window: { appWindow })
    let window = entry.makeWindow()
    appWindow = window
    window.frame = host.rootView.bounds
    window.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if window.superview !== host.rootView { host.rootView.addSubview(window) }
    window.makeKeyAndVisible()
    host.onBack = { AppWindow.back(in: window) }

    let replay = SessionReplay(host: host, recorder: recorder)
    var outcome = SessionReplay.Outcome()
    if let loaded {
      outcome = replay.run(items: loaded.items, session: loaded.session, replayLast: watch.replayLast)
    } else {
      replay.step(at: origin)
    }
    let replayMilliseconds = (monotonicSeconds() - started) * 1000
    host.clock.resume()

    // Live from here: record what the window is given.
    host.onPointerEvent = { event in recorder.append(event) }
    host.onScrollEvent = { delta, location, type, time in
      recorder.appendScroll(delta, at: location, type: type, time: time)
    }
    host.onHostKey = { key in
      switch key {
      case .restart:
        var report = AppReport(kind: .restart)
        report.state = recorder.state
        channel.send(report)
        return true
      case .replayLast:
        channel.send(AppReport(kind: .replayLast))
        return true
      default:
        recorder.append(key, at: host.clock.now)
        return false
      }
    }
    if !outcome.liveTail.isEmpty { playLive(outcome.liveTail, host: host, replay: replay) }
    if let held = outcome.heldTouch { host.continueHeldTouch(at: held) }

    var ready = AppReport(kind: .ready)
    ready.replayMilliseconds = replayMilliseconds
    ready.replayedEvents = outcome.events
    ready.stoppedAt = outcome.stoppedAt
    ready.reason = outcome.reason
    host.onPresent = { [unowned host] in
      host.onPresent = nil
      // The frame is in the window once the server has done what this connection asked:
      // only then may the watcher take the old window away (its destruction comes from
      // another connection and could otherwise uncover the screen for a moment).
      host.display.sync()
      ready.state = recorder.state
      ready.transitions = recorder.transitions
      let geometry = host.window.geometry()
      ready.window = WindowGeometry(
        x: geometry.x, y: geometry.y, width: geometry.width, height: geometry.height, scale: host.scale)
      channel.send(ready)
    }
    channel.onRequest = { request in
      answer(request, host: host, recorder: recorder, channel: channel)
    }
    channel.onClosed = { quit(host) }
    host.onQuit = { quit(host) }
    host.holdsFrames = false
    host.showWindow()
    withExtendedLifetime((window, recorder, channel)) { host.run() }
  }

  /// Plays `tail` in real time from now (`--watch-replay-last`): each input when the
  /// animation clock reaches its recorded time.
  private static func playLive(_ tail: [SessionReplay.Item], host: X11Host, replay: SessionReplay) {
    guard let first = tail.first else { return }
    // The clock resumed one frame before the first input.
    let start = host.clock.now + 1.0 / 60 - first.t
    var next = 0
    host.onFrame = { [unowned host] link in
      let now = host.clock.mediaTime(atBaseTime: link.targetTimestamp)
      while next < tail.count, start + tail[next].t <= now + 1e-9 {
        var item = tail[next]
        item.t = start + tail[next].t - replay.recorder.origin
        replay.deliverLive(item)
        next += 1
      }
      if next >= tail.count {
        host.onFrame = nil
      } else {
        // Keep frames coming until the tail is played (an idle window pauses its link).
        DispatchQueue.main.async { MainActor.assumeIsolated { host.setNeedsFrame() } }
      }
    }
  }

  private static func answer(
    _ request: WatchRequest, host: X11Host, recorder: SessionRecorder, channel: WatchChannel
  ) {
    switch request.kind {
    case .snapshot:
      host.acceptsInput = false
      var report = AppReport(kind: .snapshot)
      let now = host.clock.now
      if let directory = request.directory {
        do {
          try recorder.write(to: URL(fileURLWithPath: directory), now: now)
        } catch {
          writeStatus("cannot write the watch session to \(directory) (\(error)); the next build starts from launch.")
        }
      }
      report.until = now - recorder.origin
      report.state = recorder.state
      let geometry = host.window.geometry()
      report.window = WindowGeometry(
        x: geometry.x, y: geometry.y, width: geometry.width, height: geometry.height, scale: host.scale)
      channel.send(report)
    case .resume:
      host.acceptsInput = true
    case .overlay:
      host.loop.showMessage(title: request.title ?? "", lines: request.lines ?? [])
      host.setNeedsFrame()
    case .clearOverlay:
      host.loop.hideMessage()
      host.setNeedsFrame()
    case .quit:
      quit(host)
    }
  }

  private static func quit(_ host: X11Host) {
    UIApplication.running?.terminate()
    host.close()
    AppCommand.exit(0)
  }
}
