import Foundation
import Testing

@testable import SegueWatch

/// The source watcher on real files (inotify): one change per save, whatever the editor
/// writes on the way.
@MainActor @Suite(.serialized) struct SourceWatcherTests {
  /// Writes `text` to `url` and closes the file before returning (Foundation's
  /// `String.write(to:)` may close it later, and a late close is a late `IN_CLOSE_WRITE` the
  /// watcher would report as another change).
  static func write(_ text: String, to url: URL) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    guard bytes.withUnsafeBytes({ Foundation.write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
      throw CocoaError(.fileWriteUnknown)
    }
  }

  /// A package folder with `Sources/App/List.swift` and a README.
  static func package() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("segue-watcher-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    try Self.write("// v1\n", to: root.appendingPathComponent("Sources/App/List.swift"))
    try Self.write("// manifest\n", to: root.appendingPathComponent("Package.swift"))
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

  /// Suspends (letting the main queue run) until `condition` holds, at most 120 s.
  static func wait(_ condition: () -> Bool) async throws {
    // Generous: in a full run on two cores the main queue that reports can wait for seconds
    // behind other tests (10 s ran out once); a report that never comes still fails.
    let deadline = Date().addingTimeInterval(120)
    while !condition() && Date() < deadline { try await Task.sleep(nanoseconds: 20_000_000) }
  }

  @Test func severalWritesInARowAreOneChange() async throws {
    let root = try Self.package()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("Sources/App/List.swift")
    let reports = try await Self.changes(in: root) {
      for version in 2...4 { try Self.write("// v\(version)\n", to: file) }
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
      try Self.write("// v2\n", to: temporary)
      #expect(rename(temporary.path, folder.appendingPathComponent("List.swift").path) == 0)
      // As Vim does: a probe file, a backup, a swap file.
      try Self.write("", to: folder.appendingPathComponent("4913"))
      try FileManager.default.removeItem(at: folder.appendingPathComponent("4913"))
      try Self.write("", to: folder.appendingPathComponent("List.swift~"))
      try Self.write("", to: folder.appendingPathComponent(".List.swift.swp"))
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
    try Self.write("// ignored\n", to: root.appendingPathComponent("README.md"))
    try await Task.sleep(nanoseconds: 400_000_000)
    #expect(reports.isEmpty, "a README at the top is not a source: \(reports)")
    // Each edit waits for its report (a loaded machine can take a while to run the main
    // queue), so each is a burst of its own.
    try Self.write("// new\n", to: root.appendingPathComponent("Sources/App/Screens/Detail.swift"))
    try await Self.wait { reports.count == 1 }
    try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/App/List.swift"))
    try await Self.wait { reports.count == 2 }
    try Self.write("// manifest 2\n", to: root.appendingPathComponent("Package.swift"))
    try await Self.wait { reports.count == 3 }
    #expect(reports == [["Sources/App/Screens/Detail.swift"], ["Sources/App/List.swift"], ["Package.swift"]])
    withExtendedLifetime(watcher) {}
  }
}
