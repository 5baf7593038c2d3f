import Foundation
import Testing

/// `segue port` as a user runs it: in place with backups, into an output folder, dry runs,
/// the report of what needs a hand edit, and the usage mistakes.
@Suite struct PortCommandTests {
  static let original = """
    import UIKit

    final class MenuViewController: UIViewController {
        @objc func close() { dismiss(animated: true) }

        override func viewDidLoad() {
            super.viewDidLoad()
            closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
        }
    }

    """

  func folder(with files: [String: String]) throws -> URL {
    let directory = try CommandLineTests.directory()
    let sources = directory.appendingPathComponent("Sources/Menu")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: sources.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return directory
  }

  @Test func portsInPlaceAndKeepsTheOriginal() throws {
    let directory = try folder(with: ["Menu.swift": Self.original])
    let result = try runSegue(["port", "Sources"], in: directory)
    #expect(result.status == 0, "\(result.err)")
    #expect(
      result.out == """
        Sources/Menu/Menu.swift:1: import UIKit → #if canImport(UIKit) … #else import Segue #endif
        Sources/Menu/Menu.swift:4: @objc kept for UIKit only (#if canImport(UIKit))
        Sources/Menu/Menu.swift:8: #selector(close) → MenuViewController.close under #else; UIKit keeps the selector
        changed 1 of 1 files

        """)
    let file = directory.appendingPathComponent("Sources/Menu/Menu.swift")
    let ported = try String(contentsOf: file, encoding: .utf8)
    #expect(ported.contains("closeButton.addTarget(self, action: MenuViewController.close, for: .touchUpInside)"))
    let backup = file.deletingLastPathComponent().appendingPathComponent(".Menu.swift.orig")
    #expect(try String(contentsOf: backup, encoding: .utf8) == Self.original)
    // Running again changes nothing.
    let again = try runSegue(["port", "Sources"], in: directory)
    #expect(again.status == 0)
    #expect(again.out == "changed 0 of 1 files\n")
  }

  @Test func outputFolderAndDryRunLeaveTheOriginals() throws {
    let directory = try folder(with: ["Menu.swift": Self.original])
    let dry = try runSegue(["port", "Sources", "--dry-run"], in: directory)
    #expect(dry.status == 0)
    #expect(dry.out.hasSuffix("would change 1 of 1 files\n"))
    let result = try runSegue(["port", "Sources/Menu", "--output", "Ported"], in: directory)
    #expect(result.status == 0, "\(result.err)")
    let original = try String(
      contentsOf: directory.appendingPathComponent("Sources/Menu/Menu.swift"), encoding: .utf8)
    #expect(original == Self.original)
    let ported = try String(contentsOf: directory.appendingPathComponent("Ported/Menu.swift"), encoding: .utf8)
    #expect(ported.hasPrefix("#if canImport(UIKit)\nimport UIKit\n#else\nimport Segue\n#endif\n"))
    #expect(
      !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Sources/Menu/Menu.swift.orig").path))
  }

  @Test func whatCannotBePortedIsListedAndTheStatusIsOne() throws {
    let directory = try folder(with: [
      "Toast.swift":
        "final class Toast: UIView {\n    func show() { if responds(to: #selector(hide)) { hide() } }\n    @objc func hide() {}\n}\n"
    ])
    let result = try runSegue(["port", "Sources"], in: directory)
    #expect(result.status == 1)
    #expect(
      result.out.hasSuffix(
        """
        1 place needs a hand edit:
          Sources/Menu/Toast.swift:2: responds(to:) needs the Objective-C runtime; give the protocol requirement a default implementation and call it

        """))
  }

  @Test func mistakesSayWhatToDo() throws {
    let directory = try CommandLineTests.directory()
    let none = try runSegue(["port"], in: directory)
    #expect(none.status == 2)
    #expect(none.err == "segue: 'segue port' needs the files or folders to port, e.g. 'segue port Sources/MyApp'.\n")
    let missing = try runSegue(["port", "Nowhere"], in: directory)
    #expect(missing.status == 2)
    #expect(missing.err == "segue: Nowhere does not exist; name a .swift file or a folder.\n")
    try "x".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    let text = try runSegue(["port", "notes.txt"], in: directory)
    #expect(text.status == 2)
    #expect(text.err == "segue: notes.txt is not a .swift file; name Swift files or folders holding them.\n")
  }
}
