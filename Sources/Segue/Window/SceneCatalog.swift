import Foundation
import SegueUIKit

/// The one place `segue replay`, `render` and `record` look scenes up: a scene's name, how
/// to build its screen tree, and its scripted forward transition.
///
/// `segue`'s catalog is the gallery's scene registry (`SegueDemos`); a user's app is a
/// catalog of one entry, itself (`UIApplicationMain`).
package struct SceneCatalog {
  /// One scene as the commands need it.
  package struct Entry {
    package let name: String
    /// The window with the scene's first screen showing, made on the current frame loop
    /// (an app launches there and returns its key window).
    package let makeWindow: @MainActor () -> UIWindow
    /// Starts the scene's forward transition (the tap on its trigger) in the window, if the
    /// scene has one.
    package let performForward: (@MainActor (UIWindow) -> Void)?

    package init(
      name: String, makeWindow: @escaping @MainActor () -> UIWindow,
      performForward: (@MainActor (UIWindow) -> Void)?
    ) {
      self.name = name
      self.makeWindow = makeWindow
      self.performForward = performForward
    }
  }

  /// The command users type (`segue`, or the app's executable), for messages.
  package let program: String
  package let entries: [Entry]

  package init(program: String, entries: [Entry]) {
    self.program = program
    self.entries = entries
  }

  /// Scene names in catalog order.
  package var names: [String] { entries.map(\.name) }

  /// The scene called `name`.
  ///
  /// - Throws: `UsageError` listing the known scenes.
  package func entry(named name: String, source: String? = nil) throws -> Entry {
    if let entry = entries.first(where: { $0.name == name }) { return entry }
    let origin = source.map { "\($0) names the scene '\(name)', which does not exist" } ?? "'\(name)' is not a scene"
    throw UsageError("\(origin); the scenes are: \(names.joined(separator: ", ")).")
  }
}
