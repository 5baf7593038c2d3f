import Foundation
import Segue

/// The one place `segue replay`, `render` and `record` look scenes up: a scene's name, how
/// to build its screen tree, and its scripted forward transition.
///
/// `SceneCatalog.app` is wired to the gallery's scene registry (`SegueDemos`); tests and
/// other tools can make catalogs of their own.
struct SceneCatalog {
  /// One scene as the commands need it.
  struct Entry {
    let name: String
    /// The window's root view controller with the scene's first screen showing.
    let makeRoot: @MainActor () -> UIViewController
    /// Starts the scene's forward transition (the tap on its trigger) inside `root`.
    let performForward: @MainActor (UIViewController) -> Void
    /// Seconds the forward transition takes to finish and settle.
    let forwardDuration: TimeInterval
  }

  let entries: [Entry]

  /// Scene names in catalog order.
  var names: [String] { entries.map(\.name) }

  /// The scene called `name`.
  ///
  /// - Throws: `UsageError` listing the known scenes.
  func entry(named name: String, source: String? = nil) throws -> Entry {
    if let entry = entries.first(where: { $0.name == name }) { return entry }
    let origin = source.map { "\($0) names the scene '\(name)', which does not exist" } ?? "'\(name)' is not a scene"
    throw UsageError("\(origin); the scenes are: \(names.joined(separator: ", ")).")
  }
}
