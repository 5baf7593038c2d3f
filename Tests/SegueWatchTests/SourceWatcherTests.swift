import Foundation
import Testing

@testable import SegueWatch

/// The source watcher on real files (inotify): one change per save, whatever the editor
/// writes on the way.
@MainActor @Suite(.serialized) struct SourceWatcherTests {
  /// A package folder with `Sources/App/List.swift` and a README.
  static func package() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("segue-watcher-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    try "// v1\n".write(to: root.appendingPathComponent("Sources/App/List.swift"), atomically: false, encoding: .utf8)
    try "// manifest\n".write(to: root.appendingPathComponent("Package.swift"), atomically: false, encoding: .utf8)
    return root
  }

  /// The changes reported after `edit`: the first whenever it comes, and any more within `seconds`.
  static func changes(in root: URL, seconds: Double = 0.6, _ edit: () throws -> Void) async throws -> [[String]] {
    let watcher = try SourceWatcher(root: root, debounce: 0.12)
    var reports: [[String]] = []
    watcher.onChange = { paths, _ in reports.append(paths) }
    try edit()
    // The first report (however slow the machine), then `seconds` more for any other.
    try await wait { !reports.isEmpty }
    try await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
    withExtendedLifetime(watcher) {}
    return reports
  }

  /// Suspends (letting the main queue run) until `condition` holds, at most 10 s.
  static func wait(_ condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(10)
    while !condition() && Date() < deadline { try await Task.sleep(nanoseconds: 20_000_000) }
  }

  @Test func severalWritesInARowAreOneChange() async throws {
    let root = try Self.package()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("Sources/App/List.swift")
    let reports = try await Self.changes(in: root) {
      for version in 2...4 { try "// v\(version)\n".write(to: file, atomically: false, encoding: .utf8) }
    }
    #expect(reports == [["Sources/App/List.swift"]])
  }

  @Test func anAtomicSaveThroughATemporaryFileIsOneChangeOfTheFile() async throws {
    let root = try Self.package()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("Sources/App")
    let reports = try await Self.changes(in: root) {
      // As `sed -i` does: a visible temporary name, renamed over the file.
      let temporary = folder.appendingPathComponent("sedX4kP2q")
      try "// v2\n".write(to: temporary, atomically: false, encoding: .utf8)
      #expect(rename(temporary.path, folder.appendingPathComponent("List.swift").path) == 0)
      // As Vim does: a probe file, a backup, a swap file.
      try "".write(to: folder.appendingPathComponent("4913"), atomically: false, encoding: .utf8)
      try FileManager.default.removeItem(at: folder.appendingPathComponent("4913"))
      try "".write(to: folder.appendingPathComponent("List.swift~"), atomically: false, encoding: .utf8)
      try "".write(to: folder.appendingPathComponent(".List.swift.swp"), atomically: false, encoding: .utf8)
    }
    #expect(reports == [["Sources/App/List.swift"]])
  }

  @Test func newFoldersDeletionsAndTheManifestCountTheRestDoesNot() async throws {
    let root = try Self.package()
    defer { try? FileManager.default.removeItem(at: root) }
    let created = try await Self.changes(in: root, seconds: 0.8) {
      let folder = root.appendingPathComponent("Sources/App/Screens")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      // Let the watcher add the new folder before a file lands in it.
      usleep(50_000)
    }
    #expect(created == [["Sources/App/Screens"]])

    let watcher = try SourceWatcher(root: root, debounce: 0.12)
    var reports: [[String]] = []
    watcher.onChange = { paths, _ in reports.append(paths) }
    try "// ignored\n".write(to: root.appendingPathComponent("README.md"), atomically: false, encoding: .utf8)
    try await Task.sleep(nanoseconds: 400_000_000)
    #expect(reports.isEmpty, "a README at the top is not a source: \(reports)")
    // Each edit waits for its report (a loaded machine can take a while to run the main
    // queue), so each is a burst of its own.
    try "// new\n".write(
      to: root.appendingPathComponent("Sources/App/Screens/Detail.swift"), atomically: false, encoding: .utf8)
    try await Self.wait { reports.count == 1 }
    try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/App/List.swift"))
    try await Self.wait { reports.count == 2 }
    try "// manifest 2\n".write(to: root.appendingPathComponent("Package.swift"), atomically: false, encoding: .utf8)
    try await Self.wait { reports.count == 3 }
    #expect(reports == [["Sources/App/Screens/Detail.swift"], ["Sources/App/List.swift"], ["Package.swift"]])
    withExtendedLifetime(watcher) {}
  }
}
