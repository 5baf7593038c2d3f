import Foundation
import Testing

/// `segue watch`'s mistakes: each is one sentence with its fix and exit status 2, before
/// anything is built or opened. (A real watch session is `WatchProcessTests`.)
@Suite(.serialized) struct WatchCommandTests {
  static func watch(_ arguments: [String], in directory: URL) throws -> (status: Int32, err: String) {
    let result = try runSegue(["watch"] + arguments, in: directory)
    return (result.status, result.err)
  }

  @Test func aFolderWithoutAPackageSaysHowToNameOne() throws {
    let directory = try CommandLineTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Self.watch([], in: directory)
    #expect(result.status == 2)
    #expect(
      result.err
        == "segue: \(directory.standardizedFileURL.path) has no Package.swift; run segue watch in your app's package, or name it with --package-path DIR (make one with 'segue init MyApp').\n"
    )
  }

  @Test func aPackageWithSeveralExecutablesAsksWhichAndOneWithNoneSaysWhatToAdd() throws {
    let directory = try CommandLineTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["Alpha", "Beta"] {
      let folder = directory.appendingPathComponent("Sources/\(name)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try "print(1)\n".write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    }
    try """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Two", targets: [.executableTarget(name: "Alpha"), .executableTarget(name: "Beta")])
    """.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let several = try Self.watch([], in: directory)
    #expect(several.status == 2)
    #expect(
      several.err
        == "segue: the package has several executables (Alpha, Beta); choose one with --product, e.g. --product Alpha.\n"
    )
    let unknown = try Self.watch(["--product", "Gamma"], in: directory)
    #expect(
      unknown.err
        == "segue: the package has no executable product 'Gamma'; its executables are Alpha, Beta (e.g. --product Alpha).\n"
    )

    try """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Lib", targets: [.target(name: "Alpha")])
    """.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: directory.appendingPathComponent("Sources/Beta"))
    try FileManager.default.moveItem(
      at: directory.appendingPathComponent("Sources/Alpha/main.swift"),
      to: directory.appendingPathComponent("Sources/Alpha/Alpha.swift"))
    try "public let one = 1\n".write(
      to: directory.appendingPathComponent("Sources/Alpha/Alpha.swift"), atomically: true, encoding: .utf8)
    let none = try Self.watch([], in: directory)
    #expect(none.status == 2)
    #expect(none.err.contains("has no executable product to run; add an .executableTarget for your app"), "\(none.err)")
  }

  @Test func optionMistakesAreCaughtBeforeTheBuild() throws {
    let directory = try CommandLineTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let scale = try Self.watch(["--scale", "4"], in: directory)
    #expect(scale.status == 2)
    #expect(scale.err == "segue: --scale accepts 1, 2 or 3; got '4'.\n")
    let both = try Self.watch(["--replay-last", "--from-launch"], in: directory)
    #expect(both.err == "segue: --replay-last replays the session and --from-launch does not; choose one.\n")
    let positional = try Self.watch(["MyApp"], in: directory)
    #expect(
      positional.err
        == "segue: 'segue watch' takes no positional argument (got 'MyApp'); name the package with --package-path MyApp.\n"
    )
  }

  @Test func aProductThatExitsAtOnceEndsTheWatchWithItsReason() throws {
    let directory = try CommandLineTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let folder = directory.appendingPathComponent("Sources/Tool")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "print(\"done\")\n".write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    try """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Tool", targets: [.executableTarget(name: "Tool")])
    """.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let result = try Self.watch(["--debug"], in: directory)
    #expect(result.status == 1)
    #expect(
      result.err.hasSuffix(
        "segue watch: Tool exited without opening a window; segue watch runs an app whose @main is its UIApplicationDelegate (or that calls UIApplicationMain) — check --product.\n"
      ), "\(result.err)")
  }

  @Test func aBuildPastTheTimeoutIsStoppedWithItsCompilersAndTheWatchGoesOn() throws {
    let directory = try CommandLineTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let folder = directory.appendingPathComponent("Sources/Tool")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "print(\"done\")\n".write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    try """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Tool", targets: [.executableTarget(name: "Tool")])
    """.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let executable = try #require(segueExecutable(), "build the CLI first: swift build --product segue")
    let process = Process()
    process.executableURL = executable
    process.arguments = ["watch", "--debug", "--build-timeout", "0.3", "--package-path", directory.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
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
