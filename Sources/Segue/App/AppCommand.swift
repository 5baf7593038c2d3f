import Foundation
import SegueUIKit
import SegueX11

/// What a user's app executable does with its command line (`@main` on the app delegate, or
/// `UIApplicationMain`): the same window, recording, replay and rendering `segue` has for
/// the gallery, with the app as the one scene.
///
/// ```
/// MyApp [window options]
/// MyApp record -o drag.json [--scale 1|2|3] [--display NAME]
/// MyApp replay drag.json [--until S] [--fps N] [--window [--display NAME]]
/// MyApp render [--script drag.json] (--at T1,T2,… | [--fps N] [--duration S]) [-o DIR] [--sheet F.png] [--animated F.webp] …
///
/// (`usage(_:)` lists every option.)
/// ```
package enum AppCommand {
  /// Runs the command line `arguments` (the first is the executable) for the app whose
  /// delegate is `delegateType`; returns the exit status (0, 1, or 2 for a usage mistake).
  @MainActor package static func run(delegateType: any UIApplicationDelegate.Type, arguments: [String]) -> Int32 {
    let program = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "app"
    _ = SegueTrace.categories  // warns about a misspelt SEGUE_TRACE before anything runs
    let catalog = SceneCatalog(
      program: program,
      entries: [
        SceneCatalog.Entry(
          name: program, makeWindow: { launch(delegateType) }, performForward: nil)
      ])
    var rest = Array(arguments.dropFirst())
    let command = rest.first
    do {
      switch command {
      case "record", "render":
        rest.removeFirst()
        // The app is the one scene: name it unless the script does. A scene name of
        // segue's gallery given here says the app is its only scene.
        if let first = rest.first, !first.hasPrefix("-"), first != program { _ = try catalog.entry(named: first) }
        let named = rest.first == program || (command == "render" && rest.contains("--script"))
        if !named && !rest.contains("--help") && !rest.contains("-h") { rest.insert(program, at: 0) }
        if command == "record" {
          try RecordCommand.run(rest, catalog: catalog)
        } else {
          try RenderCommand.run(rest, catalog: catalog)
        }
      case "replay":
        try ReplayCommand.run(Array(rest.dropFirst()), catalog: catalog)
      case "--help", "-h":
        print(usage(program))
      default:
        try AppWindow.run(rest, catalog: catalog)
      }
      return 0
    } catch let error as UsageError {
      FileHandle.standardError.write(Data("\(program): \(error.message)\n".utf8))
      return 2
    } catch {
      FileHandle.standardError.write(Data("\(program): \(error)\n".utf8))
      return 1
    }
  }

  /// Launches the app on the current frame loop and returns the window it shows (its key
  /// window; an empty one, with a warning, if it shows none).
  @MainActor static func launch(_ delegateType: any UIApplicationDelegate.Type) -> UIWindow {
    guard let loop = FrameLoop.current else { return UIWindow(frame: UIScreen.main.bounds) }
    let launched = UIApplication.launch(delegateType, on: loop)
    if let window = launched.keyWindow ?? launched.delegate?.window { return window }
    let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "segue"
    FileHandle.standardError.write(
      Data(
        "\(program): the app showed no window; in scene(_:willConnectTo:options:) (or application(_:didFinishLaunchingWithOptions:)) make a UIWindow, set its rootViewController and call makeKeyAndVisible().\n"
          .utf8))
    return UIWindow(frame: loop.rootView.bounds)
  }

  static func usage(_ program: String) -> String {
    """
    usage: \(program) [--scale 1|2|3] [--size WxH] [--slow] [--dark] [--reduce-motion] [--rtl] [--text-size CATEGORY]
                 [--hud] [--inspector] [--display NAME] [--stats] [--exit-after S] [--measure [--drag-seconds S] [--idle-seconds S]]
           \(program) record -o drag.json [--scale 1|2|3] [--display NAME]
           \(program) replay drag.json [--until S] [--fps N] [--window [--display NAME] [--stats]]
           \(program) render [--script drag.json] (--at T1,T2,… | [--fps N] [--duration S]) [-o DIR]
                        [--sheet FILE.png [--columns N]] [--animated FILE.webp] [--scale 1|2|3] [--dark]
                        [--reduce-motion] [--text-size CATEGORY] [--device-frame] [--pair dark|rtl] [--stats]

    Without a command, runs the app in a Segue window (a 390 × 844 pt phone; keys: S slow
    animations ×10, D dark mode, R right to left, T / Shift-T text size, M Reduce Motion,
    H frame-timing HUD, I animation inspector, Esc back, Q or Ctrl+Q quit). 'record' writes your pointer events in
    the window as a script; 'replay' plays one headless (or --window) and prints the
    transition lifecycle as JSON lines; 'render' writes frames headless. 'segue watch' runs
    the app and rebuilds it on every save (docs/watch.md).
    Run '\(program) COMMAND --help' for a command's options.
    """
  }

  /// Flushes standard output and exits.
  static func exit(_ status: Int32) -> Never {
    fflush(nil)
    Foundation.exit(status)
  }
}
