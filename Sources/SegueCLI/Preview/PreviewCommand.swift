import Foundation
import Segue
import SegueDemos
import SegueX11

/// `segue preview`: the demonstration hierarchy in an X11 window.
@MainActor enum PreviewCommand {
  static let usage = """
    usage: segue preview [SCENE] [--scale 1|2|3] [--size WxH] [--slow] [--hud] [--display NAME]
                         [--stats] [--exit-after S]
           segue preview --measure [--scale 1|2|3] [--drag-seconds S] [--idle-seconds S]

    With SCENE (see 'segue scenes'), opens the gallery with that transition's scene open.
    Without it, opens a window showing a small Segue hierarchy: drag the card (it springs home
    with the release velocity), press the button (a tile springs across). Keys: S slow
    animations ×10, H frame-timing HUD, Esc back, Q or Ctrl+Q quit.

      --scale N          pixels per point: 1, 2 or 3 (default: 2 when the window fits the
                         primary monitor at 2, else 1; 2 with --measure)
      --size WxH         viewport in points (default 390x844)
      --slow             start with slow animations
      --hud              start with the frame-timing HUD
      --display NAME     X display (default: $DISPLAY)
      --stats            print frame-timing figures when the window closes
      --exit-after S     close the window after S seconds

    --measure plays a scripted drag (synthetic X events through the server) and prints the
    frame interval median and p99 deviation from the refresh period, dropped frames, the CPU
    use of the idle window, and the cost of one XShmPutImage and one XPutImage of the frame,
    measured side by side. Use a release build:

      swift build -c release && xvfb-run -a -s "-screen 0 1280x1800x24" .build/release/segue preview --measure

    Without an X display it says so and exits with status 1; 'segue render' works without one.
    """

  static func run(_ arguments: [String]) throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return
    }
    var parser = try OptionParser(arguments, switchNames: ["slow", "hud", "stats", "measure"])
    var options = X11Host.Options()
    options.title = "Segue preview"
    options.scale =
      try parser.integer("scale", accepts: "1, 2 or 3", where: { (1...3).contains($0) })
    if let size = parser.string("size") {
      options.size = try parseSize(size)
    }
    options.slowAnimations = parser.flag("slow")
    options.showsHUD = parser.flag("hud")
    options.displayName = parser.string("display")
    let stats = parser.flag("stats")
    let measure = parser.flag("measure")
    let exitAfter = try parser.double("exit-after", accepts: "seconds > 0", where: { $0 > 0 })
    let dragSeconds = try parser.double("drag-seconds", accepts: "seconds > 0", where: { $0 > 0 }) ?? 10
    let idleSeconds = try parser.double("idle-seconds", accepts: "seconds > 0", where: { $0 > 0 }) ?? 10
    if parser.positionals.count > 1 {
      throw UsageError("'segue preview' takes at most one scene name; run 'segue preview --help'.")
    }
    let sceneName = parser.positionals.first
    try parser.finish(command: "preview")
    if measure && options.scale == nil { options.scale = 2 }
    if let sceneName {
      guard TransitionScene.named(sceneName) != nil else {
        throw UsageError(
          "'\(sceneName)' is not a scene; the scenes are: \(TransitionScene.names.joined(separator: ", ")).")
      }
      options.title = "Segue — \(sceneName)"
      try GalleryWindow.run(options: options, openingScene: sceneName, stats: stats, exitAfter: exitAfter)
    }

    let host = try X11Host(options: options)
    let demo = PreviewDemo(root: host.rootView)
    host.onQuit = {
      if stats { print(PreviewMeasurement.describe(host.timings, host: host)) }
      host.close()
      exit(0)
    }
    if measure {
      PreviewMeasurement(host: host, dragSeconds: dragSeconds, idleSeconds: idleSeconds).start()
    } else if let exitAfter {
      DispatchQueue.main.asyncAfter(deadline: .now() + exitAfter) {
        MainActor.assumeIsolated { host.quit() }
      }
    }
    withExtendedLifetime(demo) { host.run() }
  }

  /// "WxH" in points, each 1…10000.
  static func parseSize(_ text: String) throws -> CGSize {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      (1...10000).contains(width), (1...10000).contains(height)
    else {
      throw UsageError("--size accepts WxH in points, e.g. 390x844; got '\(text)'.")
    }
    return CGSize(width: width, height: height)
  }
}
