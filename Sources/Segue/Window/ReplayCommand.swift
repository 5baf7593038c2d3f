import Foundation
import SeguePlayback
import SegueRender
import SegueSupport
import SegueUIKit

/// `segue replay SCRIPT`: replays a pointer script headless on the virtual clock (or with
/// `--window` in a real window in real time) and prints the transition lifecycle as JSON
/// lines.
package enum ReplayCommand {
  package static let usage = """
    usage: segue replay SCRIPT.json [--until S] [--fps N] [--animations]
           segue replay SCRIPT.json --window [--until S] [--display NAME] [--stats] [--inspector]

    Replays a pointer script (see docs/cli.md, "Pointer scripts") on the scene it names, headless on
    a virtual clock, so every run prints the same lines. One JSON object per line on stdout:

      {"t":0.0167,"event":"begin","kind":"pop","interactive":true,"from":"Detail","to":"List"}
      {"t":0.4333,"event":"end","kind":"pop","completed":true}
      {"event":"final","stack":["List"],"presented":null}

    t is seconds from the script's start; kind is push, pop, present or dismiss.

      --until S   run S seconds (at most 600) after the last event, then stop (default:
                  until every animation has ended, at most 60 s)
      --fps N     frames per second of the virtual clock, 1 to 240 (default 60)
      --animations  also print a line per Core Animation animation as it is added, between
                  the lifecycle lines: its layer, key path, resolved from and to values,
                  begin, duration, repeat, fill, additive, curve (Bézier control points,
                  spring constants, keyframe times), the call that made it and the
                  transition it ran in, with its end (docs/inspector.md):
      {"t":0.0167,"event":"animation","id":0,"layer":"Detail.view","keyPath":"position",…}
      --window    replay in a window, in real time: the events reach the window's touch
                  router at their times (from the first frame), the lines are printed as
                  they happen, and segue exits when done (as --until or idleness says) or
                  when the window is closed; times vary by a frame from run to run
      --display NAME  X display for --window (default: $DISPLAY)
      --stats     with --window: print the window's frame timings on stderr at the end
                  (frames presented, interval median and p99, dropped frames, render time)
      --inspector with --window: open the animation inspector beside the phone

    Without an X display, --window says so and exits with status 1.
    """

  @MainActor package static func run(_ arguments: [String], catalog: SceneCatalog) throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage.replacingOccurrences(of: "segue ", with: catalog.program + " "))
      return
    }
    var options = try OptionParser(arguments, switchNames: ["window", "stats", "animations", "inspector"])
    options.program = catalog.program
    let window = options.flag("window")
    let until = try options.double(
      "until", accepts: "seconds from 0 to 600 (the time limit of a replay)",
      where: { $0 >= 0 && $0 <= SegueLimits.seconds })
    let fps = try options.double(
      "fps", accepts: "frames per second from 1 to 240 (the frame-rate limit)",
      where: { $0 >= 1 && $0 <= SegueLimits.framesPerSecond })
    let displayName = options.string("display")
    let stats = options.flag("stats")
    let animations = options.flag("animations")
    let inspector = options.flag("inspector")
    try options.finish(command: "replay")
    guard options.positionals.count == 1, let path = options.positionals.first else {
      throw UsageError(
        options.positionals.isEmpty
          ? "'\(catalog.program) replay' needs a script file, e.g. '\(catalog.program) replay drag.json'."
          : "'\(catalog.program) replay' takes one script file; got \(options.positionals.count): \(options.positionals.joined(separator: " "))."
      )
    }
    if window, fps != nil {
      throw UsageError(
        "--fps sets the virtual clock of a headless replay; drop it with --window, which runs at the display's refresh rate."
      )
    }
    if !window, displayName != nil {
      throw UsageError("--display only applies to a window; add --window or drop --display.")
    }
    if window, animations {
      throw UsageError(
        "--animations records a headless replay (the same lines on every run); drop --window, or press I in the window to open the animation inspector."
      )
    }
    if !window, inspector {
      throw UsageError(
        "--inspector opens the animation inspector in a window; add --window, or use --animations for a headless replay's records."
      )
    }
    if !window, stats {
      throw UsageError("--stats times a window's frames; add --window, or use 'render --stats' headless.")
    }
    let script = try ScriptFile.read(path)
    let scene = try catalog.entry(named: script.scene, source: path)
    if window {
      let replay = try WindowReplay(
        script: script, scene: scene, end: until.map { .after($0) } ?? .idle(limit: 60), displayName: displayName,
        statistics: stats, inspector: inspector)
      replay.run()
    }
    let driver = SceneDriver(viewport: script.viewport, framesPerSecond: fps ?? 60)
    if animations { driver.recordAnimations() }
    driver.show(scene.makeWindow())
    driver.replay(script, until: until.map { .after($0) } ?? .idle(limit: 60))
    for line in animations ? driver.jsonLinesWithAnimations : driver.jsonLines { print(line) }
  }
}

/// Reading a script for a command: a `ScriptError` becomes a usage error (exit status 2)
/// with the file, line and column.
package enum ScriptFile {
  package static func read(_ path: String) throws -> PointerScript {
    do {
      return try PointerScript(contentsOfFile: path)
    } catch {
      throw UsageError(error.description)
    }
  }
}
