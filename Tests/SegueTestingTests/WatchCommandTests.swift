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

  @Test func aDisplayThatCannotBeOpenedIsOneSentenceBeforeTheBuild() throws {
    let directory = try CommandLineTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.toolPackage(in: directory)
    let result = try Self.watch(["--display", ":4093"], in: directory)
    #expect(result.status == 1)
    #expect(
      result.err
        == "segue: segue watch shows your app in a window and the X display ':4093' cannot be opened; check that its server runs (or start one: Xvfb :4093 &) and run segue watch again.\n"
    )
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(".build").path), "it built")
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
}
