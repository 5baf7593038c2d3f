import Foundation
import SegueRender
import SegueSupport
import SegueUIKit
import SegueX11

/// A catalog scene (the gallery, or a user's app) in a Segue window with the preview
/// options every Segue window has: `--scale 1|2|3`, `--size WxH`, `--slow`, `--dark`, `--reduce-motion`, `--rtl`,
/// `--text-size CATEGORY`, `--hud`, `--inspector`,
/// `--display NAME`, `--stats` (frame timings when the window closes), `--exit-after S`,
/// `--measure` (a scripted drag, or a scene's transition forward and back, then the timing
/// figures; `--drag-seconds S`, `--idle-seconds S`).
package enum AppWindow {
  /// The window options as parsed from a command line.
  package struct Options {
    package var host = X11Host.Options()
    package var stats = false
    package var exitAfter: Double?
    package var measure = false
    /// `--measure`'s scripted drag and idle period, seconds.
    package var dragSeconds = 10.0
    package var idleSeconds = 10.0
    /// With `--measure`: a transition to run forward and back in the window (a gallery
    /// scene's), timed instead of the scripted drag.
    package var measuredTransition: PreviewMeasurement.Transition?
    /// Set when `segue watch` started the app (its hidden `--watch-…` options).
    var watch: WatchedApp.Options?
  }

  /// Parses the window options; the positionals left over are returned.
  ///
  /// - Throws: `UsageError` naming the flag and what it accepts.
  package static func parse(_ arguments: [String], program: String, command: String, title: String) throws -> (
    Options, [String]
  ) {
    var parser = try OptionParser(
      arguments,
      switchNames: [
        "slow", "dark", "reduce-motion", "rtl", "hud", "inspector", "stats", "measure", "watch-replay-last",
      ])
    parser.program = program
    var options = Options()
    options.host.title = title
    options.host.scale = try parser.scale()
    if let size = parser.string("size") { options.host.size = try parseSize(size) }
    options.host.slowAnimations = parser.flag("slow")
    if parser.flag("dark") { options.host.settings.userInterfaceStyle = .dark }
    options.host.settings.reducesMotion = parser.flag("reduce-motion")
    if parser.flag("rtl") { options.host.settings.layoutDirection = .rightToLeft }
    if let size = parser.string("text-size") { options.host.settings.preferredContentSizeCategory = try textSize(size) }
    options.host.showsHUD = parser.flag("hud")
    options.host.showsInspector = parser.flag("inspector")
    options.host.displayName = parser.string("display")
    options.stats = parser.flag("stats")
    options.measure = parser.flag("measure")
    options.exitAfter = try parser.double("exit-after", accepts: "seconds > 0", where: { $0 > 0 })
    options.dragSeconds = try parser.double("drag-seconds", accepts: "seconds > 0", where: { $0 > 0 }) ?? 10
    options.idleSeconds = try parser.double("idle-seconds", accepts: "seconds > 0", where: { $0 > 0 }) ?? 10
    // `segue watch`'s own options (docs/watch.md), not in the usage.
    let session = parser.string("watch-session")
    let position = try parser.string("watch-position").map(WatchedApp.position)
    let replayLast = parser.flag("watch-replay-last")
    if let channel = parser.string("watch-channel") {
      options.watch = WatchedApp.Options(
        channel: channel, session: session.map { URL(fileURLWithPath: $0) }, position: position, replayLast: replayLast)
    }
    let positionals = parser.positionals
    try parser.finish(command: command)
    if options.measure && options.host.scale == nil { options.host.scale = 2 }
    return (options, positionals)
  }

  /// A `--text-size` category by its Swift name (`large`, `accessibilityMedium`, …).
  package static func textSize(_ name: String) throws -> UIContentSizeCategory {
    guard let category = UIContentSizeCategory.named(name) else {
      throw UsageError(
        "--text-size takes a text size by its UIContentSizeCategory name, from smallest to largest \(UIContentSizeCategory.named.map(\.name).joined(separator: ", ")); got '\(name)' (e.g. --text-size extraLarge)."
      )
    }
    return category
  }

  /// "WxH" in points, each 1…10000.
  package static func parseSize(_ text: String) throws -> CGSize {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      (1...10000).contains(width), (1...10000).contains(height)
    else {
      throw UsageError("--size accepts WxH in points, e.g. 390x844; got '\(text)'.")
    }
    return CGSize(width: width, height: height)
  }

  /// Runs a user's app in a window (its one catalog entry) from its command line.
  @MainActor static func run(_ arguments: [String], catalog: SceneCatalog) throws -> Never {
    let (options, positionals) = try parse(
      arguments, program: catalog.program, command: catalog.program, title: catalog.program)
    if let extra = positionals.first {
      let suggestion =
        MessageText.closest(to: extra, in: ["record", "replay", "render"]).map { " (did you mean '\($0)'?)" } ?? ""
      throw UsageError(
        "'\(extra)' is not a command of \(catalog.program)\(suggestion); the commands are record, replay and render (run '\(catalog.program) --help')."
      )
    }
    guard let entry = catalog.entries.first else { throw UsageError("there is nothing to show.") }
    if let watch = options.watch { try WatchedApp.run(entry, options: options, watch: watch) }
    try show(entry, options: options, back: { window in back(in: window) })
  }

  /// Opens the window, shows `entry` in it and runs until the window closes: `Esc` runs
  /// `back`, `Q`/close quits (terminating the app, printing `--stats` figures).
  @MainActor package static func show(
    _ entry: SceneCatalog.Entry, options: Options, back: @escaping @MainActor (UIWindow) -> Void
  ) throws -> Never {
    try open(options: options) { host in
      let window = entry.makeWindow()
      window.frame = host.rootView.bounds
      window.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if window.superview !== host.rootView { host.rootView.addSubview(window) }
      window.makeKeyAndVisible()
      host.onBack = { back(window) }
      return window
    }
  }

  /// Opens the window, lets `setUp` fill it (what it returns is kept alive), and runs until
  /// the window closes, with `--stats`, `--exit-after` and `--measure` as `options` say.
  @MainActor package static func open(options: Options, setUp: (X11Host) -> AnyObject) throws -> Never {
    let host = try X11Host(options: options.host)
    let content = setUp(host)
    host.onQuit = {
      if options.stats { print(PreviewMeasurement.describe(host.timings)) }
      UIApplication.running?.terminate()
      host.close()
      AppCommand.exit(0)
    }
    if options.measure {
      PreviewMeasurement(
        host: host, dragSeconds: options.dragSeconds, idleSeconds: options.idleSeconds,
        transition: options.measuredTransition
      ).start()
    } else if let exitAfter = options.exitAfter {
      host.quit(after: exitAfter, option: "--exit-after")
    }
    host.setNeedsFrame()
    withExtendedLifetime(content) { host.run() }
  }

  /// `Esc` in an app and in the gallery: what the back control on screen does — dismisses
  /// the topmost presented controller (a Done or Close button), else pops the first
  /// navigation controller's stack, as its bar's back button does.
  @MainActor package static func back(in window: UIWindow) {
    guard let root = window.rootViewController else { return }
    var top = root
    while let presented = top.presentedViewController { top = presented }
    if top !== root {
      top.dismiss(animated: true)
      return
    }
    var queue = [root]
    while !queue.isEmpty {
      let candidate = queue.removeFirst()
      if let navigation = candidate as? UINavigationController, navigation.viewControllers.count > 1 {
        navigation.popViewController(animated: true)
        return
      }
      queue.append(contentsOf: candidate.children)
    }
  }
}
