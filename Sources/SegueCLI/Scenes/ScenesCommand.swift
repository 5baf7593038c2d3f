import Foundation
import Segue
import SegueDemos

/// `segue scenes`: the gallery's scenes with their trigger and back elements, measured by
/// opening each scene headless (390 × 844 pt).
enum ScenesCommand {
  static let usage = """
    usage: segue scenes [--json]

    Lists the gallery's transition scenes in gallery order. Each scene is opened headless
    in a 390 × 844 pt window; its trigger (what starts the forward transition) is measured on
    its first screen, its back element (back button, Close or Done button, dimmed area) on
    the second screen once the forward transition has completed. Frames are in points,
    window coordinates. backGesture is edge-pan, pan-left-half, content-swipe, tap, drag-down or none.

      --json   a JSON array, one object per scene:
               {"name", "title", "description", "viewport": {"width", "height"},
                "trigger": {"x", "y", "width", "height"}, "back": {…}, "backGesture"}
    """

  @MainActor static func run(_ arguments: [String]) throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return
    }
    var options = try OptionParser(arguments, switchNames: ["json"])
    let json = options.flag("json")
    try options.finish(command: "scenes")
    if let extra = options.positionals.first {
      throw UsageError("'segue scenes' takes no arguments; got '\(extra)'. Run 'segue scenes --json' for JSON.")
    }
    let layouts = try TransitionScene.all.map { try $0.measureLayout() }
    print(json ? SceneLayout.jsonArray(layouts) : table(layouts))
  }

  /// The readable listing: one row per scene, frames as `x,y w×h`.
  static func table(_ layouts: [SceneLayout]) -> String {
    func frame(_ rect: CGRect) -> String {
      "\(number(rect.minX)),\(number(rect.minY)) \(number(rect.width))×\(number(rect.height))"
    }
    let header = ["SCENE", "TITLE", "TRIGGER (x,y w×h)", "BACK (x,y w×h)", "BACK GESTURE"]
    let rows = layouts.map { [$0.name, $0.title, frame($0.trigger), frame($0.back), $0.backGesture.rawValue] }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    return ([header] + rows).map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
      }.joined()
    }.joined(separator: "\n")
  }

  /// Points with at most one decimal ("16", "47.5").
  static func number(_ value: CGFloat) -> String {
    var text = String(format: "%.1f", Double(value))
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text == "-0" ? "0" : text
  }
}
