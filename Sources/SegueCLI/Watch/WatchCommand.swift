import CX11
import Foundation
import Segue
import SegueWatch

/// `segue watch`: builds the package's app, runs it in a window, and on every save
/// rebuilds it and brings the new build to the same state in the same place
/// (docs/watch.md).
enum WatchCommand {
  static let usage = """
    usage: segue watch [--package-path DIR] [--product NAME] [--debug] [--json] [--replay-last]
                       [--from-launch] [--build-timeout S] [window options]

    Builds the app (release; --debug for a debug build), opens its window, and watches the
    package's Sources/ and Package.swift. On a save it rebuilds; the new build replays
    everything the window was given since launch, headless at full speed, and replaces the
    old window where it was: same screen, navigation stack, presented controllers, the same
    moment of a transition, a drag still held under the mouse. If the edit changed the flow,
    the replay stops before the first touch that began on another screen, and says so.

    A failed build keeps the last good one running and shows the compiler's first errors
    over the phone (and here) until a build succeeds; a new build that crashes before its
    first frame shows its last words the same way. Keys in the window, besides the app's
    (S slow ×10, D dark, R right to left, T/Shift-T text size, M Reduce Motion, H HUD,
    Esc back, Q quit): Ctrl+R starts again from launch, L plays the last transition again.

      --package-path DIR  the package (default: the current folder)
      --product NAME      the executable product, when the package has several
      --debug             build in debug (faster to build, slower to run)
      --json              print each rebuild as a JSON line instead of a sentence
      --replay-last       after each rebuild, play the last transition again in real time
      --from-launch       after each rebuild, start from launch instead of replaying
      --build-timeout S   stop a build that takes longer (default 600 s)
      window options      --scale 1|2|3 --size WxH --slow --dark --reduce-motion --rtl
                          --text-size CATEGORY --hud --inspector --display NAME (as the app takes them)

    Close the window or press Q to end the watch; Ctrl+C here does too.
    """

  struct Options {
    var package: URL
    var product: String?
    var release = true
    var json = false
    var replayLast = false
    var fromLaunch = false
    var buildTimeout: TimeInterval = 600
    /// The window options, passed to every build as given.
    var windowArguments: [String] = []
    /// `--display`, else `DISPLAY`.
    var displayName: String?
  }

  /// Fails, before anything is built, when the X display the app would open cannot be.
  ///
  /// - Throws: `WatchNeedsADisplay`.
  static func checkDisplay(_ name: String?) throws {
    guard let display = XOpenDisplay(name) else {
      throw WatchNeedsADisplay(displayName: name ?? ProcessInfo.processInfo.environment["DISPLAY"])
    }
    XCloseDisplay(display)
  }

  static func run(_ arguments: [String]) throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return
    }
    let options = try parse(arguments)
    let package = try WatchedPackage(directory: options.package, product: options.product)
    try checkDisplay(options.displayName)
    let session = try MainActor.assumeIsolated {
      let session = try WatchSession(package: package, options: options)
      session.start()
      return session
    }
    withExtendedLifetime(session) { dispatchMain() }
  }

  static func parse(_ arguments: [String]) throws -> Options {
    let windowSwitches = ["slow", "dark", "reduce-motion", "rtl", "hud", "inspector"]
    let windowValues = ["scale", "size", "text-size", "display"]
    var parser = try OptionParser(
      arguments, switchNames: Set(["debug", "json", "replay-last", "from-launch"] + windowSwitches))
    parser.program = "segue"
    let directory = parser.string("package-path") ?? FileManager.default.currentDirectoryPath
    var options = Options(package: URL(fileURLWithPath: directory).standardizedFileURL)
    options.product = parser.string("product")
    options.release = !parser.flag("debug")
    options.json = parser.flag("json")
    options.replayLast = parser.flag("replay-last")
    options.fromLaunch = parser.flag("from-launch")
    if options.replayLast && options.fromLaunch {
      throw UsageError("--replay-last replays the session and --from-launch does not; choose one.")
    }
    options.buildTimeout =
      try parser.double("build-timeout", accepts: "seconds > 0, e.g. --build-timeout 300", where: { $0 > 0 }) ?? 600
    for name in windowSwitches where parser.flag(name) { options.windowArguments.append("--\(name)") }
    for name in windowValues {
      if let value = parser.string(name) { options.windowArguments += ["--\(name)", value] }
    }
    options.displayName = options.windowArguments.firstIndex(of: "--display").map { options.windowArguments[$0 + 1] }
    try parser.finish(command: "watch")
    if let extra = parser.positionals.first {
      throw UsageError(
        "'segue watch' takes no positional argument (got '\(extra)'); name the package with --package-path \(extra).")
    }
    // The window options are checked as the app will read them, before anything is built.
    _ = try AppWindow.parse(options.windowArguments, program: "segue", command: "watch", title: "")
    return options
  }
}

/// `segue watch` without a usable X display: the app's window could not open, so nothing is
/// built.
struct WatchNeedsADisplay: Error, CustomStringConvertible {
  let displayName: String?

  var description: String {
    guard let displayName, !displayName.isEmpty else {
      return
        "segue watch shows your app in a window and DISPLAY is not set; run it in a desktop session, or start a virtual display (Xvfb :99 &) and add --display :99."
    }
    return
      "segue watch shows your app in a window and the X display '\(displayName)' cannot be opened; check that its server runs (or start one: Xvfb \(displayName) &) and run segue watch again."
  }
}
