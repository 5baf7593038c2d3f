import Foundation
import Segue
import SegueDemos
import SegueX11

/// `segue preview`: the demonstration hierarchy in an X11 window.
@MainActor enum PreviewCommand {
  static let usage = """
    usage: segue preview [SCENE] [--scale 1|2|3] [--size WxH] [--slow] [--dark] [--reduce-motion] [--rtl] [--text-size CATEGORY] [--hud] [--inspector] [--display NAME]
                         [--stats] [--exit-after S]
           segue preview [SCENE] --measure [--scale 1|2|3] [--drag-seconds S] [--idle-seconds S]

    With SCENE (see 'segue scenes'), opens the gallery with that transition's scene open.
    Without it, opens a window showing a small Segue hierarchy: drag the card (it springs home
    with the release velocity), press the button (a tile springs across). Keys: S slow
    animations ×10, D dark mode, R right to left, T / Shift-T text size up and down, M Reduce Motion, H frame-timing HUD, I animation inspector, Esc back, Q or Ctrl+Q quit.

      --scale N          pixels per point: 1, 2 or 3 (default: 2 when the window fits the
                         primary monitor at 2, else 1; 2 with --measure)
      --size WxH         viewport in points (default 390x844)
      --slow             start with slow animations
      --dark             start in dark mode
      --reduce-motion    Reduce Motion on (system transitions cross-fade)
      --rtl              right-to-left layout (leading and trailing, navigation mirrored)
      --text-size C      text size (Dynamic Type) by its UIContentSizeCategory name, e.g.
                         extraLarge or accessibilityMedium (default large)
      --hud              start with the frame-timing HUD
      --inspector        open the animation inspector beside the phone (I toggles it;
                         see docs/inspector.md)
      --display NAME     X display (default: $DISPLAY)
      --stats            print frame-timing figures when the window closes
      --exit-after S     close the window after S seconds

    --measure plays a scripted drag (synthetic X events through the server) — with SCENE,
    the scene's transition forward and then back instead — and prints, for each, the frame
    interval median and p99 deviation from the refresh period, dropped frames and render
    times; then the CPU use of the idle window, and the cost of one XShmPutImage and one
    XPutImage of the frame, measured side by side. Use a release build:

      swift build -c release && xvfb-run -a -s "-screen 0 1280x1800x24" .build/release/segue preview --measure
      xvfb-run -a -s "-screen 0 1280x1800x24" .build/release/segue preview blurred-card --measure --idle-seconds 1

    Without an X display it says so and exits with status 1; 'segue render' works without one.
    """

  static func run(_ arguments: [String]) throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return
    }
    let (options, positionals) = try AppWindow.parse(
      arguments, program: "segue", command: "preview", title: "Segue preview")
    if positionals.count > 1 {
      throw UsageError("'segue preview' takes at most one scene name; run 'segue preview --help'.")
    }
    if let sceneName = positionals.first {
      guard TransitionScene.named(sceneName) != nil else {
        throw SceneCatalog.unknownScene(sceneName, among: TransitionScene.names)
      }
      var sceneOptions = options
      sceneOptions.host.title = "Segue — \(sceneName)"
      try GalleryWindow.run(options: sceneOptions, openingScene: sceneName)
    }
    try AppWindow.open(options: options) { host in PreviewDemo(root: host.rootView) }
  }
}
