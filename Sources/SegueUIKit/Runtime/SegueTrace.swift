import Foundation
import SegueRender
import SegueSupport

/// `SEGUE_TRACE`: the trace categories to log on standard error, separated by commas
/// (`SEGUE_TRACE=transitions,frames`).
package enum SegueTrace {
  /// Every category some part of Segue logs: `transitions` (`TransitionTrace`), `layout`
  /// (`LayoutTrace`), `frames` and `input` (the X11 window), `haptics` (the feedback
  /// generators).
  package static let knownCategories = ["transitions", "frames", "input", "layout", "haptics"]

  /// The categories `SEGUE_TRACE` names. Reading it the first time warns once on
  /// standard error about each name that is not a category (a typo would otherwise turn
  /// tracing off without a word).
  package static let categories: Set<String> = {
    let value = ProcessInfo.processInfo.environment["SEGUE_TRACE"] ?? ""
    for warning in warnings(for: value) {
      FileHandle.standardError.write(Data((warning + "\n").utf8))
    }
    return Set(names(in: value))
  }()

  /// Whether `SEGUE_TRACE` names `category`.
  package static func isOn(_ category: String) -> Bool { categories.contains(category) }

  /// The names in a `SEGUE_TRACE` value (spaces around them ignored, empty ones dropped).
  static func names(in value: String) -> [String] {
    value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// One line per unknown name in `value`, with the closest category if one is close.
  package static func warnings(for value: String) -> [String] {
    let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "segue"
    var seen: Set<String> = []
    return names(in: value).compactMap { name in
      guard !knownCategories.contains(name), seen.insert(name).inserted else { return nil }
      let suggestion = MessageText.closest(to: name, in: knownCategories).map { " (did you mean '\($0)'?)" } ?? ""
      return
        "\(program): SEGUE_TRACE names '\(MessageText.excerpt(name))', which is not a trace category\(suggestion); it is ignored — the categories are \(knownCategories.joined(separator: ", ")), separated by commas."
    }
  }
}
