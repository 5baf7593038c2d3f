import Foundation
import SeguePlayback
import SegueSupport
import SegueUIKit
import SegueX11

/// `segue record SCENE -o FILE`: opens the scene in a window, records every pointer event
/// while you use it, and writes them as a pointer script when the window closes.
@MainActor package enum RecordCommand {
  package static let usage = """
    usage: segue record SCENE -o FILE.json [--scale 1|2|3] [--display NAME]

    Opens SCENE (the gallery with that scene on top, as 'segue replay' starts it) in a
    390x844-point window and records every pointer event (left button: down, move, up)
    while you use it. Press Q or Ctrl+Q in the window, Ctrl+C in the terminal, or close the
    window, to write the pointer script (docs/cli.md, "Pointer scripts") and exit; 'segue replay
    FILE.json' replays it.

    t in the script is seconds from the first event (the first press is t = 0), on the
    window's animation clock: with slow animations (S) on, times are slowed too, so the
    replay sees what the gestures saw. x and y are points, clamped into the viewport.
    Keys are not recorded (Esc does nothing while recording).

    While recording, the transition lifecycle is printed as 'segue replay' prints it
    (JSON lines on stdout, t from the first event), then the final state.

      -o FILE        the script to write (required; replaced if it exists)
      --scale N      pixels per point: 1, 2 or 3 (default: 2 when the window fits the primary
                     monitor at 2, else 1); recorded in the script
      --display NAME X display (default: $DISPLAY)

    Without an X display it says so and exits with status 1.
    """

  /// Runs the command; on success it never returns (the window's run loop exits the
  /// process when the window closes).
  package static func run(_ arguments: [String], catalog: SceneCatalog) throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage.replacingOccurrences(of: "segue ", with: catalog.program + " "))
      return
    }
    var parser = try OptionParser(arguments, switchNames: [])
    parser.program = catalog.program
    let output = parser.string("output")
    let scale = try parser.scale()
    let displayName = parser.string("display")
    try parser.finish(command: "record")
    guard parser.positionals.count == 1, let sceneName = parser.positionals.first else {
      throw UsageError(
        parser.positionals.isEmpty
          ? "'segue record' needs a scene, e.g. 'segue record ios-push -o drag.json'; the scenes are: \(catalog.names.joined(separator: ", "))."
          : "'segue record' takes one scene; got \(parser.positionals.count): \(parser.positionals.joined(separator: " "))."
      )
    }
    let scene = try catalog.entry(named: sceneName)
    guard let output, !output.isEmpty else {
      throw UsageError("'segue record' needs an output file; add '-o \(sceneName).json'.")
    }
    try OutputPath.checkWritable(output, option: "-o", example: "drag.json")

    let sceneWindow: SceneWindow
    do {
      sceneWindow = try SceneWindow(
        scene: scene, size: CGSize(width: 390, height: 844), scale: scale, title: "Segue record — \(scene.name)",
        displayName: displayName)
    } catch X11Error.noDisplay(let name) {
      throw RecordingNeedsADisplay(displayName: name)
    }
    let host = sceneWindow.host
    let viewport = sceneWindow.viewport
    let printer = LifecyclePrinter(origin: host.clock.now, host: host)
    var recording = PointerRecording(scene: scene.name, viewport: viewport)
    // The watchdog writes this copy if the X server stops answering while the main queue waits.
    let mirror = RecordingMirror(scene: scene.name, viewport: viewport, output: output)
    host.beforeWatchdogExit { mirror.writeNow() }
    host.onPointerEvent = { event in
      recording.append(event)
      mirror.sync(from: recording)
      if let origin = recording.origin { printer.origin = origin }
      if let limit = recording.reachedLimit {
        host.onPointerEvent = nil
        writeStatus("the recording reached \(limit); writing what it holds (record again for the rest).")
        host.onQuit?()
      }
    }
    host.onScrollEvent = { delta, location, type, time in
      recording.appendScroll(delta, at: location, type: type, timestamp: time)
      mirror.sync(from: recording)
      if let origin = recording.origin { printer.origin = origin }
    }
    host.onQuit = {
      let script = recording.script
      LifecyclePrinter.write(sceneWindow.finalState)
      host.close()
      do {
        try script.write(toFile: output)
      } catch {
        writeStatus(
          "cannot write the recording to '\(output)' (\((error as NSError).localizedDescription)); check that its directory is writable and record again."
        )
        exit(1)
      }
      writeStatus(
        "wrote \(script.events.count) events (\(JSONText.number(script.duration, decimals: 2)) s) to \(output); replay them with '\(catalog.program) replay \(output)'."
      )
      exit(0)
    }
    // The window destroyed by another client, or the X server gone: write what was
    // recorded (no X call is possible), then the host exits with status 1.
    host.onConnectionLost = {
      do {
        try recording.script.write(toFile: output)
        writeStatus("wrote the \(recording.script.events.count) events recorded so far to \(output).")
      } catch {
        writeStatus(
          "cannot write the recording to '\(output)' (\((error as NSError).localizedDescription)); check that its directory is writable and record again."
        )
      }
    }
    sceneWindow.quitOnInterruption()
    var debugNote = ""
    #if DEBUG
      // On the same line, so the first line is always the one saying recording started.
      debugNote =
        " This is a debug build: its window drops frames, so drags are recorded with fewer, coarser moves; record from a release build (swift run -c release …) for the motion you make."
    #endif
    writeStatus(
      "recording \(scene.name): use the mouse in the window, then press Q or close it to write \(output).\(debugNote)")
    withExtendedLifetime((sceneWindow, printer)) { host.run() }
  }

}

/// `record` without a display: a virtual one has no mouse to record, so the fix is a desktop
/// session, not `xvfb-run`.
package struct RecordingNeedsADisplay: Error, CustomStringConvertible {
  let displayName: String?

  package var description: String {
    let which = displayName.map { "the X display '\($0)' cannot be opened" } ?? "DISPLAY is not set"
    return
      "recording needs an X display with a mouse, and \(which); run it in a desktop session (a virtual display such as xvfb-run has no mouse to record)."
  }
}
