import Foundation
import SegueRender
import SegueSupport
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
  /// - Throws: `UsageError` suggesting the closest name and listing the known scenes.
  package func entry(named name: String, source: String? = nil) throws -> Entry {
    if let entry = entries.first(where: { $0.name == name }) { return entry }
    let quoted = MessageText.excerpt(name)
    if program != "segue", entries.count == 1 {
      // An app's catalog: the app is the one scene.
      throw UsageError(
        "'\(quoted)' is not a scene of \(program): the app is its only scene, so leave the name out (e.g. '\(program) render --at 0.5'); the gallery's scenes are segue's ('segue render \(quoted)')."
      )
    }
    if let source, MessageText.closest(to: name, in: names) == nil, let first = name.unicodeScalars.first,
      CharacterSet.uppercaseLetters.contains(first), name.count <= 60,
      name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" })
    {
      // A module-like name: most likely a script recorded in an app, given to segue.
      let listed = Self.unknownScene(name, among: names, source: source).message
      throw UsageError(
        "\(listed) If \(source) was recorded in your app, replay it with the app's own executable: 'swift run -c release \(name) replay \(source)'."
      )
    }
    throw Self.unknownScene(name, among: names, source: source)
  }

  /// The message for a scene name not in `names`: the name (cut to
  /// `MessageText.quotationLimit` characters), the closest known name if one is close, and
  /// the list; `source` is the script that named it.
  package static func unknownScene(_ name: String, among names: [String], source: String? = nil) -> UsageError {
    let quoted = MessageText.excerpt(name)
    let origin =
      source.map { "\($0) names the scene '\(quoted)', which does not exist" } ?? "'\(quoted)' is not a scene"
    let suggestion = MessageText.closest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
    return UsageError("\(origin)\(suggestion); the scenes are: \(names.joined(separator: ", ")).")
  }
}
