import Foundation
import SegueRender
import SegueSupport

/// Failures opening or using an X display, each with one sentence naming cause and fix.
package enum X11Error: Error, CustomStringConvertible, Sendable {
  /// `XOpenDisplay` failed (no `DISPLAY`, or nothing listening there).
  case noDisplay(String?)
  /// The screen has no TrueColor visual of depth 24 or 32.
  case unsupportedVisual(String)
  /// The window could not be created.
  case windowCreation(String)
  /// The window asked for, `width × height` points at `scale`, has more pixels than
  /// `SegueLimits.framePixels`.
  case windowTooLarge(width: Double, height: Double, scale: Int)

  package var description: String {
    switch self {
    case .noDisplay(let name?):
      "cannot open the X display '\(name)'; start an X server there, or render without one "
        + "('\(Self.program) render') or under a virtual display ('\(Self.virtualDisplayCommand)')."
    case .noDisplay(nil):
      "no X display: DISPLAY is not set; run inside an X session, render without a window "
        + "('\(Self.program) render'), or use a virtual display ('\(Self.virtualDisplayCommand)')."
    case .unsupportedVisual(let detail):
      "the X screen has no usable TrueColor visual (\(detail)); run the server at depth 24 "
        + "(e.g. Xvfb -screen 0 1280x1024x24)."
    case .windowCreation(let detail):
      "the X server refused to create the window (\(detail))."
    case .windowTooLarge(let width, let height, let scale):
      "a window of \(Self.points(width))×\(Self.points(height)) points at scale \(scale) is "
        + (SegueLimits.framePixelsExcess(width: width, height: height, scale: scale) ?? "too large")
        + "; use --size \(Self.fitted(width, height, scale)) or a smaller --scale."
    }
  }

  private static func points(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  private static func fitted(_ width: Double, _ height: Double, _ scale: Int) -> String {
    let size = SegueLimits.largestFrame(width: width, height: height, scale: scale)
    return "\(size.width)x\(size.height)"
  }

  /// The command's name as users type it (`segue`, or an app's executable).
  static var program: String {
    CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "segue"
  }

  /// This process's own command under `xvfb-run`, as it was started — the executable's
  /// path as given (`swift run` gives an absolute one, so the line works when copied),
  /// without `--display NAME`, which `xvfb-run` sets itself.
  static var virtualDisplayCommand: String {
    let arguments = CommandLine.arguments
    guard let executable = arguments.first else { return "xvfb-run -a YOUR-COMMAND" }
    var rest: [String] = []
    var index = 1
    while index < arguments.count {
      if arguments[index] == "--display" {
        index += 2
        continue
      }
      if arguments[index].hasPrefix("--display=") {
        index += 1
        continue
      }
      rest.append(arguments[index])
      index += 1
    }
    let words = [executable] + rest
    return "xvfb-run -a " + words.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
  }
}
