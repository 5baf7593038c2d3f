import Foundation
import Segue
import SegueRender
import SegueSupport

let usage = """
  segue — iOS view-controller transitions on Linux

  usage: segue <command> [options]

  commands:
    (none)  open the transition gallery in an X11 window (same as 'segue gallery')
    preview open one scene of the gallery (segue preview ios-push), or a demonstration hierarchy
    curve   print a timing curve or spring as '<time> <value>' samples
    scenes  list the gallery's scenes (--json: names, trigger and back frames, back gesture)
    record  record pointer events in a scene's window as a script (segue record ios-push -o drag.json)
    replay  replay a pointer script headless and print the transition lifecycle as JSON lines
    render  render a scene's frames as PNG files, a contact sheet or an animated WebP
    bench   measure performance (release build: swift run -c release segue bench curves)
    init    make a new package with an app and its tests (segue init PhotoApp)
    watch   run your app's package in a window, rebuilt and brought back to the same state on every save
    port    rewrite iOS Swift files to compile against UIKit and Segue (segue port Sources/MyApp)

  Run 'segue <command> --help' for a command's options; 'segue --version' prints the version.
  """

/// This build's version (semantic versioning; 0.x while the API settles).
let segueVersion = "0.1.0"

let arguments = Array(CommandLine.arguments.dropFirst())
_ = SegueTrace.categories  // warns about a misspelt SEGUE_TRACE before anything runs
do {
  switch arguments.first {
  case "curve":
    try CurveCommand.run(Array(arguments.dropFirst()))
  case "bench":
    try BenchCommand.run(Array(arguments.dropFirst()))
  case "gallery":
    try GalleryCommand.run(Array(arguments.dropFirst()))
  case "preview":
    try PreviewCommand.run(Array(arguments.dropFirst()))
  case "record":
    try MainActor.assumeIsolated { try RecordCommand.run(Array(arguments.dropFirst()), catalog: .app) }
  case "replay":
    try MainActor.assumeIsolated { try ReplayCommand.run(Array(arguments.dropFirst()), catalog: .app) }
  case "render":
    try MainActor.assumeIsolated { try RenderCommand.run(Array(arguments.dropFirst()), catalog: .app) }
  case "scenes":
    try MainActor.assumeIsolated { try ScenesCommand.run(Array(arguments.dropFirst())) }
  case "init":
    try InitCommand.run(Array(arguments.dropFirst()))
  case "watch":
    try WatchCommand.run(Array(arguments.dropFirst()))
  case "port":
    let status = try PortCommand.run(Array(arguments.dropFirst()))
    if status != 0 { exit(status) }
  case "--help", "-h", "help":
    print(usage)
  case "--version", "version":
    print("segue \(segueVersion)")
  case nil:
    try MainActor.assumeIsolated { try GalleryCommand.run([]) }
  case let option? where option.hasPrefix("--"):
    try GalleryCommand.run(arguments)
  case let other?:
    let commands = [
      "gallery", "preview", "scenes", "record", "replay", "render", "curve", "bench", "init", "watch", "port",
    ]
    let suggestion = MessageText.closest(to: other, in: commands).map { " (did you mean '\($0)'?)" } ?? ""
    throw UsageError(
      "'\(other)' is not a segue command\(suggestion); the commands are gallery, preview, scenes, record, replay, render, curve, bench, init, watch and port."
    )
  }
} catch let error as UsageError {
  FileHandle.standardError.write(Data("segue: \(error.message)\n".utf8))
  exit(2)
} catch {
  FileHandle.standardError.write(Data("segue: \(error)\n".utf8))
  exit(1)
}
