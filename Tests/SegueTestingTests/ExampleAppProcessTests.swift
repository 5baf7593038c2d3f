import Foundation
import Testing

/// The template's app (`Templates/App/Sources/ExampleApp`: `@main` AppDelegate, a SceneDelegate, a push
/// animator that starts in `DispatchQueue.main.async`, an interactive edge pop), run as a
/// user runs their own app's executable.
@Suite(.serialized) struct ExampleAppProcessTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Templates/App/Tests/ExampleAppTests/Fixtures/push-pop.json").standardized.path

  /// Runs the example app with `arguments` in `directory`: exit status, stdout, stderr.
  static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, out: String, err: String) {
    let executable = try #require(
      builtExecutable(named: "ExampleApp"), "build it first: swift build --product ExampleApp")
    return try SegueTestingTests.run(executable, arguments, in: directory)
  }

  @Test func replayLaunchesTheAppPushesAndPopsInteractively() throws {
    let directory = try CommandLineTests.directory()
    let result = try Self.run(["replay", Self.fixture], in: directory)
    #expect(result.status == 0, "\(result.err)")
    #expect(
      result.out.split(separator: "\n").map(String.init) == [
        #"{"t":0.05,"event":"begin","kind":"push","interactive":false,"from":"Photos","to":"Photo"}"#,
        #"{"t":0.4167,"event":"end","kind":"push","completed":true}"#,
        #"{"t":1.0167,"event":"begin","kind":"pop","interactive":true,"from":"Photo","to":"Photos"}"#,
        #"{"t":1.4,"event":"end","kind":"pop","completed":true}"#,
        #"{"event":"final","stack":["Photos"],"presented":null}"#,
      ])
  }

  @Test func renderWritesTheSameBytesEveryRunAndTheSlideMoves() throws {
    let directory = try CommandLineTests.directory()
    for name in ["a", "b"] {
      let result = try Self.run(["render", "--script", Self.fixture, "--at", "0,0.2,1.2", "-o", name], in: directory)
      #expect(result.status == 0, "\(result.err)")
    }
    let files = ["frame-0000.png", "frame-0001.png", "frame-0002.png"]
    let first = try files.map { try Data(contentsOf: directory.appendingPathComponent("a/\($0)")) }
    let second = try files.map { try Data(contentsOf: directory.appendingPathComponent("b/\($0)")) }
    #expect(first == second)
    // Mid-push and mid-pop differ from the launch frame and from each other.
    #expect(first[0] != first[1] && first[1] != first[2] && first[0] != first[2])
  }

  @Test func aMistakeNamesTheAppAndExitsWithStatus2() throws {
    let directory = try CommandLineTests.directory()
    let result = try Self.run(["render", "--at", "x", "-o", "f"], in: directory)
    #expect(result.status == 2)
    #expect(result.err.hasPrefix("ExampleApp: "))
    let unknown = try Self.run(["frobnicate"], in: directory)
    #expect(unknown.status == 2)
    #expect(unknown.err.contains("'frobnicate' is not a command of ExampleApp"))
  }
}
