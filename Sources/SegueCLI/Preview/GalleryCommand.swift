import Foundation
import Segue
import SegueX11

/// `segue` (no arguments) and `segue gallery`: the transition gallery in an X11 window.
@MainActor enum GalleryCommand {
  static let usage = """
    usage: segue [gallery] [--scale 1|2|3] [--size WxH] [--slow] [--dark] [--reduce-motion] [--rtl] [--text-size CATEGORY] [--hud] [--inspector]
                           [--display NAME] [--exit-after S]

    Opens the gallery of transitions in a window: tap a row to open its scene, tap the
    scene's photo or button to run the transition, drag from the left edge (or as the scene
    says) to go back interactively. Keys: S slow animations ×10, D dark mode, R right to left, T / Shift-T text size up and down, M Reduce Motion, H frame-timing HUD, I animation inspector, Esc back,
    Q or Ctrl+Q quit. Without an X display it says so and exits with status 1; 'segue render'
    works without one.

      --scale N          pixels per point: 1, 2 or 3 (default: 2 when the window fits the
                         primary monitor at 2, else 1 — a 390×844 pt phone is 1688 px tall
                         at 2)
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
      --exit-after S     close the window after S seconds
    """

  static func run(_ arguments: [String]) throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return
    }
    let (options, positionals) = try AppWindow.parse(arguments, program: "segue", command: "gallery", title: "Segue")
    if let extra = positionals.first {
      throw UsageError("'segue gallery' takes no argument '\(extra)'; to open one scene use 'segue preview \(extra)'.")
    }
    try GalleryWindow.run(options: options, openingScene: nil)
  }
}
