import Foundation

/// The launch keys of an app's `Info.plist` that UIKit reads before any of the app's code
/// runs (docs/interface-builder.md, "Launching from Info.plist").
///
/// ## Where it is
/// Xcode compiles `Info.plist` into the app bundle; a SwiftPM executable has no bundle of its
/// own, so Segue looks for a file named `Info.plist` at the top of the main bundle's
/// resources and of the SwiftPM resource bundles beside the executable, then in their
/// immediate subfolders (SwiftPM refuses an `Info.plist` at the top of a target's resources,
/// so an app keeps it in a copied folder: `resources: [.copy("Resources")]` with
/// `Resources/Info.plist`). The first one found is the app's.
///
/// ## What is read
/// - `UIMainStoryboardFile`: the storyboard (name without extension) whose initial
///   controller becomes the root of the app delegate's window, for apps without scenes.
/// - `UIApplicationSceneManifest` → `UISceneConfigurations` →
///   `UIWindowSceneSessionRoleApplication`: each configuration's `UISceneConfigurationName`,
///   `UISceneDelegateClassName`, `UISceneClassName` and `UISceneStoryboardFile`. Class names
///   may be written as Xcode's template writes them, `$(PRODUCT_MODULE_NAME).SceneDelegate`;
///   the variable is the app delegate's module.
///
/// Every other key is read past.
package struct InfoPropertyList: Equatable, Sendable {
  /// One entry of the scene manifest's application-role configurations.
  package struct SceneEntry: Equatable, Sendable {
    package var name: String?
    package var delegateClassName: String?
    package var sceneClassName: String?
    package var storyboardName: String?
  }

  /// Where the file was read from (for messages).
  package var path: String
  package var mainStoryboardFile: String?
  /// Whether the plist has a scene manifest: with one, the app's windows belong to scenes;
  /// without, to the app delegate (UIKit's rule).
  package var hasSceneManifest: Bool
  package var sceneEntries: [SceneEntry]

  /// Reads the plist at `path`.
  ///
  /// - Throws: `InfoPropertyList.Failure` (one sentence naming the file) when it is not a
  ///   property list whose root is a dictionary.
  package static func read(path: String) throws(Failure) -> InfoPropertyList {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure(description: "\(path): the file cannot be read; check its permissions")
    }
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      throw Failure(
        description:
          "\(path): the file is not a property list (\(error.localizedDescription)); open it in Xcode and save it again, or restore it from version control"
      )
    }
    guard let dictionary = root as? [String: Any] else {
      throw Failure(description: "\(path): the property list's root is not a dictionary; Info.plist holds a <dict>")
    }
    var entries: [SceneEntry] = []
    let manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any]
    if let configurations = manifest?["UISceneConfigurations"] as? [String: Any],
      let application = configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
    {
      entries = application.map {
        SceneEntry(
          name: $0["UISceneConfigurationName"] as? String, delegateClassName: $0["UISceneDelegateClassName"] as? String,
          sceneClassName: $0["UISceneClassName"] as? String, storyboardName: $0["UISceneStoryboardFile"] as? String)
      }
    }
    return InfoPropertyList(
      path: path, mainStoryboardFile: dictionary["UIMainStoryboardFile"] as? String,
      hasSceneManifest: manifest != nil, sceneEntries: entries)
  }

  /// The `Info.plist` of the app whose delegate is declared in `module`: in the main bundle's
  /// resources or in `module`'s SwiftPM resource bundle beside the executable (not another
  /// target's, so that apps launched side by side in one test process stay apart); nil when
  /// there is none.
  ///
  /// - Throws: `Failure` when the file found cannot be read as a property list.
  package static func find(module: String) throws(Failure) -> InfoPropertyList? {
    let main = Bundle.main.resourcePath ?? Bundle.main.bundlePath
    let own = UIImage.bundleDirectories.filter {
      let name = URL(fileURLWithPath: $0).lastPathComponent
      return name.hasSuffix("_\(module).resources") || name == "\(module).bundle"
    }
    return try find(in: [main] + own)
  }

  /// The first `Info.plist` at the top of `directories`, then in their immediate subfolders.
  ///
  /// - Throws: `Failure` when the file found cannot be read as a property list.
  package static func find(in directories: [String]) throws(Failure) -> InfoPropertyList? {
    let manager = FileManager.default
    for directory in directories {
      let top = directory + "/Info.plist"
      if manager.fileExists(atPath: top) { return try read(path: top) }
    }
    for directory in directories {
      let names = ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).sorted()
      for name in names where !name.hasSuffix(".xcassets") {
        let path = directory + "/" + name + "/Info.plist"
        if manager.fileExists(atPath: path) { return try read(path: path) }
      }
    }
    return nil
  }

  /// The manifest's entry for a configuration named `name` (UIKit matches the name the app
  /// delegate's configuration has; a name the manifest does not have fills nothing); with no
  /// name, the first entry.
  package func sceneEntry(named name: String?) -> SceneEntry? {
    guard let name else { return sceneEntries.first }
    return sceneEntries.first { $0.name == name }
  }

  /// `name` with `$(PRODUCT_MODULE_NAME)` (and `${PRODUCT_MODULE_NAME}`, `$(TARGET_NAME)`,
  /// `$(PRODUCT_NAME)`) replaced by `module`.
  package static func expand(_ name: String, module: String) -> String {
    var result = name
    for variable in ["PRODUCT_MODULE_NAME", "TARGET_NAME", "PRODUCT_NAME"] {
      result = result.replacingOccurrences(of: "$(\(variable))", with: module)
        .replacingOccurrences(of: "${\(variable)}", with: module)
    }
    return result
  }

  /// An `Info.plist` that cannot be used: one sentence with the file and what to do.
  package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    package var description: String
  }
}
