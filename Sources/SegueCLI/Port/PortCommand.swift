import Foundation
import Segue
import SeguePort

/// `segue port FILE|DIR…`: rewrites Swift files written for iOS so they compile against UIKit
/// and against Segue (`SourcePort`'s rules; docs/porting.md). In place, keeping
/// each original as the hidden `.FILE.swift.orig` beside it, or into `--output DIR`.
enum PortCommand {
  static let usage = """
    usage: segue port FILE.swift|DIR … [--output DIR] [--dry-run]

    Rewrites the Objective-C parts of Swift files written for iOS into source that compiles
    both against UIKit and against Segue: import UIKit gets a #if canImport(UIKit) block,
    @objc/@IBAction/@IBOutlet stay for UIKit only, #selector target-action keeps the selector
    for UIKit and passes the method itself for Segue, @objc optional protocol requirements
    get default implementations. Prints each change as FILE:LINE, then what still needs a
    hand edit and why; exits with status 1 when something could not be ported.

      --output DIR  write the ported files under DIR (same relative paths) and leave the
                    originals; without it, files change in place and each original is kept
                    beside it as .FILE.swift.orig (hidden, so SwiftPM ignores it)
      --dry-run     print what would change; write nothing

    A directory means every .swift file below it (.build, .git and .swiftpm skipped).
    """

  static func run(_ arguments: [String]) throws -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return 0
    }
    var parser = try OptionParser(arguments, switchNames: ["dry-run"])
    let output = parser.string("output")
    let dryRun = parser.flag("dry-run")
    try parser.finish(command: "port")
    guard !parser.positionals.isEmpty else {
      throw UsageError("'segue port' needs the files or folders to port, e.g. 'segue port Sources/MyApp'.")
    }
    guard SourcePort.isAvailable else {
      throw UsageError(
        "this segue was built without the toolchain's SwiftSyntax (usr/lib/swift/host beside swift); rebuild it with the swift on PATH: swift build -c release --product segue"
      )
    }
    let inputs = try parser.positionals.map { try files(at: $0) }
    let all = inputs.flatMap { $0 }
    guard !all.isEmpty else {
      throw UsageError(
        "no .swift files in \(parser.positionals.joined(separator: ", ")); name Swift files or folders holding them.")
    }
    let outputRoot = output.map { InitCommand.absoluteURL($0) }
    if let outputRoot, all.contains(where: { $0.file.standardizedFileURL == outputRoot.standardizedFileURL }) {
      throw UsageError("--output \(outputRoot.path) is one of the inputs; choose a folder.")
    }
    // First pass: optional requirements of every file (call sites may be in other files).
    var sources: [(input: PortInput, text: String)] = []
    for input in all {
      do {
        sources.append((input, try String(contentsOf: input.file, encoding: .utf8)))
      } catch {
        throw UsageError("\(input.file.path) cannot be read as UTF-8 text: \(error.localizedDescription)")
      }
    }
    let optionalNames = sources.reduce(into: Set<String>()) {
      $0.formUnion(SourcePort.optionalRequirements(in: $1.text))
    }
    // A framework's files see UIKit through its umbrella header on iOS: when some files
    // import UIKit, the others get Segue's import.
    let importsUIKit = sources.map { SourcePort.importsUIKit($0.text) }
    let framework = importsUIKit.contains(true)
    var changedFiles = 0
    var unported: [PortNote] = []
    for (index, (input, text)) in sources.enumerated() {
      let result = SourcePort.port(
        text, file: input.display, optionalRequirements: optionalNames,
        inFrameworkImportingUIKit: framework && !importsUIKit[index])
      for change in result.changes { print(change) }
      unported += result.unported
      if result.changed { changedFiles += 1 }
      guard !dryRun else { continue }
      if let outputRoot {
        let destination = outputRoot.appendingPathComponent(input.relativePath)
        try FileManager.default.createDirectory(
          at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try result.text.write(to: destination, atomically: true, encoding: .utf8)
      } else if result.changed {
        // A hidden name, so SwiftPM does not count the backup as a file of the target.
        let backup = input.file.deletingLastPathComponent().appendingPathComponent(
          "." + input.file.lastPathComponent + ".orig")
        if !FileManager.default.fileExists(atPath: backup.path) {
          try text.write(to: backup, atomically: true, encoding: .utf8)
        }
        try result.text.write(to: input.file, atomically: true, encoding: .utf8)
      }
    }
    let verb = dryRun ? "would change" : "changed"
    print("\(verb) \(changedFiles) of \(all.count) files\(outputRoot.map { " (written to \($0.path))" } ?? "")")
    if !unported.isEmpty {
      print(unported.count == 1 ? "1 place needs a hand edit:" : "\(unported.count) places need a hand edit:")
      for note in unported { print("  \(note)") }
      return 1
    }
    return 0
  }

  struct PortInput {
    var file: URL
    /// The path printed in notes (as given, or below the folder given).
    var display: String
    /// The path below the input folder (the file name for a file given directly).
    var relativePath: String
  }

  static func files(at path: String) throws -> [PortInput] {
    let url = InitCommand.absoluteURL(path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw UsageError("\(path) does not exist; name a .swift file or a folder.")
    }
    guard isDirectory.boolValue else {
      guard url.pathExtension == "swift" else {
        throw UsageError("\(path) is not a .swift file; name Swift files or folders holding them.")
      }
      return [PortInput(file: url, display: path, relativePath: url.lastPathComponent)]
    }
    var found: [PortInput] = []
    let skipped: Set<String> = [".build", ".git", ".swiftpm"]
    let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey])
    while let item = enumerator?.nextObject() as? URL {
      if skipped.contains(item.lastPathComponent) {
        enumerator?.skipDescendants()
        continue
      }
      guard item.pathExtension == "swift" else { continue }
      let relative = String(item.standardizedFileURL.path.dropFirst(url.standardizedFileURL.path.count + 1))
      let display = (path.hasSuffix("/") ? path : path + "/") + relative
      found.append(PortInput(file: item, display: display, relativePath: relative))
    }
    return found.sorted { $0.relativePath < $1.relativePath }
  }
}
