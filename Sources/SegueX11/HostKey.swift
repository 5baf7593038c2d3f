/// What a key pressed in a Segue window does (`X11Host`'s key bindings).
///
/// `S` slow animations ×10, `D` dark mode, `R` right to left, `T` / Shift-`T` text size up
/// and down, `M` Reduce Motion, `H` the frame-timing HUD, `I` the animation inspector, `Esc`
/// back, `Q` / Ctrl+Q quit;
/// under `segue watch` also Ctrl+`R` restart from launch and `L` play the last transition
/// again (docs/watch.md).
package enum HostKey: String, Sendable, CaseIterable {
  case slowAnimations = "slow"
  case darkMode = "dark"
  case rightToLeft = "rtl"
  case largerText = "text+"
  case smallerText = "text-"
  case reduceMotion = "reduce-motion"
  case hud
  case back
  case quit
  case restart
  case replayLast = "replay-last"
  /// `I`: open or close the animation inspector beside the phone (docs/inspector.md).
  case inspector

  /// Whether the key changes what the app shows or does, so a replay must press it again
  /// at its time (the HUD, quit and `segue watch`'s own keys do not).
  package var changesTheApp: Bool {
    switch self {
    case .hud, .quit, .restart, .replayLast, .inspector: false
    default: true
    }
  }
}
