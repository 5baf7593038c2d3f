import Dispatch
import Foundation
import SeguePlayback
import SegueUIKit
import SegueX11

/// A catalog scene in an X11 window, for `segue record` and `segue replay --window`: the
/// scene's root controller (the gallery with the scene on top) in a `UIWindow` filling the
/// host's root view, as `HeadlessHost.show(_:)` does headless, so a live window and a
/// headless replay start from the same screen.
@MainActor package final class SceneWindow {
  /// The window's host: its clock, root view, frame callbacks and keys.
  package let host: X11Host
  /// The `UIWindow` holding the scene's root controller.
  package let window: UIWindow
  private var signalSources: [DispatchSourceSignal] = []

  /// Opens the window and shows `scene` in it.
  ///
  /// - Parameters:
  ///   - size: the window's size in points.
  ///   - scale: pixels per point; nil fits the window to the monitor (`X11Host.Options`).
  ///   - title: the window's title.
  ///   - displayName: the X display; nil reads `DISPLAY`.
  /// - Throws: `X11Error` when there is no display (one sentence with the fix).
  ///   - beforeShowing: runs once the window is open, before the scene is shown (observers
  ///     of the window's loop start here).
  package init(
    scene: SceneCatalog.Entry, size: CGSize, scale: Int?, title: String, displayName: String?,
    beforeShowing: (X11Host) -> Void = { _ in }
  ) throws {
    var options = X11Host.Options()
    options.size = size
    options.scale = scale
    options.title = title
    options.displayName = displayName
    host = try X11Host(options: options)
    beforeShowing(host)
    let window = scene.makeWindow()
    window.frame = host.rootView.bounds
    window.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    host.rootView.addSubview(window)
    window.makeKeyAndVisible()
    self.window = window
    host.setNeedsFrame()
  }

  /// Makes Ctrl+C (SIGINT), SIGTERM and SIGHUP (the terminal closed) quit the way `Q` does (`host.quit()`), so whatever
  /// `onQuit` saves is saved.
  package func quitOnInterruption() {
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler { [weak self] in
        MainActor.assumeIsolated { self?.host.quit() }
      }
      source.resume()
      signalSources.append(source)
    }
  }

  /// Where the app ended up, as the last line of `segue replay` reports it: the stack of
  /// the first navigation controller in the window (titles, root first) and the topmost
  /// presented controller. (The same rule as `SceneDriver.finalState` headless.)
  package var finalState: LifecycleRecord { .finalState(of: window) }

  /// The window's viewport as a pointer script records it (points, and the scale the window
  /// opened at).
  package var viewport: PointerScript.Viewport {
    PointerScript.Viewport(
      width: Double(host.rootView.bounds.width), height: Double(host.rootView.bounds.height), scale: host.scale)
  }
}

/// Prints the transition lifecycle as `segue replay`'s JSON lines while a window runs,
/// each line as it happens (unbuffered, so a pipe sees it at once).
@MainActor package final class LifecyclePrinter {
  /// Media time that printed `t` values count from.
  package var origin: TimeInterval
  private let lifecycle: TransitionLifecycle
  private var token: UUID?

  /// Starts printing every transition of `host`'s loop that begins or ends from now on.
  package init(origin: TimeInterval, host: X11Host) {
    self.origin = origin
    lifecycle = host.loop.lifecycle
    token = lifecycle.observe { [weak self] event in
      MainActor.assumeIsolated { self?.print(event) }
    }
  }

  isolated deinit {
    if let token { lifecycle.removeObserver(token) }
  }

  private func print(_ event: TransitionLifecycleEvent) {
    let t = event.time - origin
    let record: LifecycleRecord
    switch event.phase {
    case .begin(let interactive, let from, let to):
      record = .begin(t: t, kind: event.kind, interactive: interactive, from: from, to: to)
    case .end(let completed):
      record = .end(t: t, kind: event.kind, completed: completed)
    }
    Self.write(record)
  }

  /// Writes one record's JSON line to standard output at once.
  package static func write(_ record: LifecycleRecord) {
    FileHandle.standardOutput.write(Data((record.jsonLine + "\n").utf8))
  }
}

/// Writes one line to standard error (status messages of the window commands).
package func writeStatus(_ message: String) {
  let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "segue"
  FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
}
