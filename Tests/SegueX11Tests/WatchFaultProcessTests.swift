import Foundation
import Testing

/// `segue watch` when the build or the app goes wrong, on a package with one tiny executable
/// (it builds in seconds) and a private Xvfb (started here; never skipped).
@Suite(.serialized) struct WatchFaultProcessTests {
  @Test func aProductThatExitsAtOnceEndsTheWatchWithItsReason() throws {
    let directory = try RecordReplayProcessTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let server = try XvfbServer()
    defer { server.stop() }
    try Self.toolPackage(in: directory)
    let result = try RecordReplayProcessTests.runToEnd(
      ["watch", "--debug", "--package-path", directory.path], display: server.display)
    #expect(result.status == 1)
    #expect(
      result.err.hasSuffix(
        "segue watch: Tool exited without opening a window; segue watch runs an app whose @main is its UIApplicationDelegate (or that calls UIApplicationMain) — check --product.\n"
      ), "\(result.err)")
  }

  @Test func aBuildPastTheTimeoutIsStoppedWithItsCompilersAndTheWatchGoesOn() throws {
    let directory = try RecordReplayProcessTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let server = try XvfbServer()
    defer { server.stop() }
    try Self.toolPackage(in: directory)
    let executable = try #require(segueExecutable(), "build the CLI first: swift build --product segue")
    let process = Process()
    process.executableURL = executable
    process.arguments = ["watch", "--debug", "--build-timeout", "0.3", "--package-path", directory.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.environment = RecordReplayProcessTests.environment(display: server.display)
    try process.run()
    var text = ""
    let expected =
      "segue watch: the build did not finish in 0.3 s and was stopped; save again to retry, or allow more with --build-timeout.\n"
    let deadline = Date().addingTimeInterval(60)
    while !text.contains(expected) && Date() < deadline && process.isRunning {
      text += String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
    }
    #expect(text.contains(expected), "\(text)")
    // Still watching; its build and the compilers under it are gone.
    usleep(3_500_000)
    #expect(process.isRunning)
    #expect(Self.processes(named: "swift-build", under: directory).isEmpty)
    process.terminate()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  /// A package with one executable, `Tool`, that prints and exits.
  static func toolPackage(in directory: URL) throws {
    let folder = directory.appendingPathComponent("Sources/Tool")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "print(\"done\")\n".write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    try """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Tool", targets: [.executableTarget(name: "Tool")])
    """.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
  }

  /// Processes whose command line names `name` and `directory` (`/proc/*/cmdline`).
  static func processes(named name: String, under directory: URL) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { Int($0) != nil }.compactMap { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
      let line = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\u{0}", with: " ")
      return line.contains(name) && line.contains(directory.path) ? line : nil
    }
  }
}
