import Foundation
import Segue

/// `segue init NAME`: a new SwiftPM package with an app written as for iOS (an app delegate,
/// a scene delegate, a navigation controller, a custom push animator with an interactive
/// pop) and a test target driving it with SegueTesting — the template in `Templates/App`,
/// which this package builds and tests as it is (the `ExampleApp` target).
enum InitCommand {
  static let usage = """
    usage: segue init NAME [--storyboard] [--output DIR] [--segue-url URL [--branch BRANCH]]

    Makes the package NAME (in ./NAME, or DIR) from Segue's app template: the executable
    NAME (AppDelegate, SceneDelegate, a list pushing a photo with a custom animator, an edge
    drag popping it interactively, an asset catalog) and the tests NAMETests (a tap, a drag,
    a screenshot, a replayed gesture, the transition lifecycle). With --storyboard, Xcode's
    storyboard template instead: AppDelegate, SceneDelegate, Base.lproj/Main.storyboard and
    Resources/Info.plist (its scene manifest names the storyboard), a show segue prepared in
    prepare(for:sender:) and a custom push animator, with its tests. Then:

      cd NAME && swift run -c release NAME    # the app in a window
      swift test                              # its tests, headless

    NAME is a Swift identifier (letters, digits, _), also the module name. The package
    depends on this Segue checkout by path; --segue-url depends on a git URL instead (branch
    main unless --branch says otherwise).
    """

  /// Names the new package cannot take (Segue's own modules).
  static let reservedNames: Set<String> = [
    "Segue", "SegueUIKit", "SegueTesting", "SegueAnimation", "SegueRender", "SegueX11", "SegueExport",
    "SegueDemos", "SegueAssets", "SegueCLI", "SeguePlayback", "SegueWatch", "SeguePort", "SegueLayout",
    "SegueInterfaceBuilder",
  ]

  /// The Segue checkout this executable was built from (the template and the default
  /// dependency live there).
  static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func run(_ arguments: [String]) throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return
    }
    var parser = try OptionParser(arguments, switchNames: ["storyboard"])
    let storyboard = parser.flag("storyboard")
    let output = parser.string("output")
    let url = parser.string("segue-url")
    let branch = parser.string("branch")
    try parser.finish(command: "init")
    guard parser.positionals.count == 1, let name = parser.positionals.first else {
      throw UsageError(
        parser.positionals.isEmpty
          ? "'segue init' needs the new package's name, e.g. 'segue init PhotoApp'."
          : "'segue init' takes one name; got \(parser.positionals.count): \(parser.positionals.joined(separator: " "))."
      )
    }
    try check(name: name)
    if branch != nil && url == nil {
      throw UsageError("--branch goes with --segue-url; add --segue-url URL or drop --branch.")
    }
    let template = checkout.appendingPathComponent(storyboard ? "Templates/StoryboardApp" : "Templates/App")
    guard FileManager.default.fileExists(atPath: template.appendingPathComponent("Package.swift.template").path) else {
      throw UsageError(
        "the app template is not at \(template.path); run 'segue init' from the Segue checkout it was built in (swift run -c release segue init \(name))."
      )
    }
    let destination = Self.absoluteURL(output ?? name)
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: destination.path)) ?? []
    if !existing.isEmpty {
      throw UsageError(
        "\(destination.path) already exists and is not empty; choose another name or --output DIR.")
    }
    let dependency = Dependency(url: url, branch: branch ?? "main", checkout: checkout)
    let written = try write(template: template, to: destination, name: name, dependency: dependency)
    print("created \(written) files in \(destination.path); next:")
    print("  cd \(Self.shellWord(destination.path))")
    print(
      "  swift run -c release --package-path \(Self.shellWord(checkout.standardizedFileURL.path)) segue watch"
        + "   # the app in a window, rebuilt on every save")
    print("  swift run -c release \(name)   # or just the app")
    print("  swift test")
  }

  /// `path` made absolute against the working directory, with `.` and `..` resolved.
  static func absoluteURL(_ path: String) -> URL {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return URL(fileURLWithPath: absolute).standardizedFileURL
  }

  /// `text` quoted for a shell when it holds anything but plain path characters.
  static func shellWord(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy {
      CharacterSet.alphanumerics.contains($0) || "/._-+".unicodeScalars.contains($0)
    }
    return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// A Swift identifier that is not one of Segue's modules.
  static func check(name: String) throws {
    let first = name.unicodeScalars.first
    let valid =
      first.map { CharacterSet.letters.contains($0) || $0 == "_" } == true
      && name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" }
      && name.unicodeScalars.allSatisfy(\.isASCII)
    guard valid else {
      throw UsageError(
        "'\(name)' is not a Swift identifier (it names the module); use ASCII letters, digits and _, starting with a letter, e.g. PhotoApp."
      )
    }
    if reservedNames.contains(name) {
      throw UsageError("'\(name)' is one of Segue's own modules; choose another name, e.g. \(name)App.")
    }
  }

  /// How the new package depends on Segue.
  struct Dependency {
    /// The `.package(…)` line.
    let declaration: String
    /// The package identity products are named with.
    let identity: String
    /// Where Segue is, for the README.
    let home: String

    init(url: String?, branch: String, checkout: URL) {
      if let url {
        declaration = ".package(url: \(Self.literal(url)), branch: \(Self.literal(branch)))"
        var last = URL(string: url)?.lastPathComponent ?? (url as NSString).lastPathComponent
        if last.hasSuffix(".git") { last = String(last.dropLast(4)) }
        identity = last.lowercased()
        home = url
      } else {
        declaration = ".package(path: \(Self.literal(checkout.path)))"
        identity = checkout.lastPathComponent.lowercased()
        home = checkout.path
      }
    }

    private static func literal(_ text: String) -> String {
      "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
  }

  /// Copies the template into `destination`, naming it `name`; returns the number of files.
  static func write(template: URL, to destination: URL, name: String, dependency: Dependency) throws -> Int {
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(at: template, includingPropertiesForKeys: [.isDirectoryKey]) else {
      return 0
    }
    var count = 0
    for case let source as URL in enumerator {
      guard (try? source.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true else { continue }
      var relative = String(source.standardized.path.dropFirst(template.standardized.path.count + 1))
      relative = relative.replacingOccurrences(of: "ExampleStoryboardApp", with: name)
        .replacingOccurrences(of: "ExampleApp", with: name)
      switch relative {
      case "Package.swift.template": relative = "Package.swift"
      case "gitignore.template": relative = ".gitignore"
      default: break
      }
      let target = destination.appendingPathComponent(relative)
      try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      if ["swift", "json", "md", "template", "storyboard", "xib", "plist"].contains(source.pathExtension) {
        let text = try String(contentsOf: source, encoding: .utf8)
          .replacingOccurrences(of: "ExampleStoryboardApp", with: name)
          .replacingOccurrences(of: "ExampleApp", with: name)
          .replacingOccurrences(of: "SEGUE_DEPENDENCY", with: dependency.declaration)
          .replacingOccurrences(of: "SEGUE_PACKAGE", with: dependency.identity)
          .replacingOccurrences(of: "SEGUE_HOME", with: dependency.home)
        try Data(text.utf8).write(to: target)
      } else {
        try manager.copyItem(at: source, to: target)
      }
      count += 1
    }
    return count
  }
}
