import Foundation

/// Failures opening or using an X display, each with one sentence naming cause and fix.
public enum X11Error: Error, CustomStringConvertible, Sendable {
  /// `XOpenDisplay` failed (no `DISPLAY`, or nothing listening there).
  case noDisplay(String?)
  /// The screen has no TrueColor visual of depth 24 or 32.
  case unsupportedVisual(String)
  /// The window could not be created.
  case windowCreation(String)

  public var description: String {
    switch self {
    case .noDisplay(let name?):
      "cannot open the X display '\(name)'; start an X server there, or render without one "
        + "('segue render') or under a virtual display ('\(Self.virtualDisplayCommand)')."
    case .noDisplay(nil):
      "no X display: DISPLAY is not set; run inside an X session, render without a window "
        + "('segue render'), or use a virtual display ('\(Self.virtualDisplayCommand)')."
    case .unsupportedVisual(let detail):
      "the X screen has no usable TrueColor visual (\(detail)); run the server at depth 24 "
        + "(e.g. Xvfb -screen 0 1280x1024x24)."
    case .windowCreation(let detail):
      "the X server refused to create the window (\(detail))."
    }
  }

  /// This process's own command under `xvfb-run` when it is the `segue` tool (`xvfb-run -a
  /// segue record ios-push -o drag.json`), else the general form.
  static var virtualDisplayCommand: String {
    let arguments = CommandLine.arguments
    guard let executable = arguments.first, URL(fileURLWithPath: executable).lastPathComponent == "segue" else {
      return "xvfb-run -a YOUR-COMMAND"
    }
    let words = ["segue"] + arguments.dropFirst().map { $0.contains(" ") ? "'\($0)'" : $0 }
    return "xvfb-run -a " + words.joined(separator: " ")
  }
}
