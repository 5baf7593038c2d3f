import Foundation
import Testing

/// `segue preview` as a user runs it: the built executable as a child process, against a
/// private Xvfb (never skipped).
@Suite(.serialized) struct PreviewProcessTests {
  static func executable() throws -> String {
    try #require(segueExecutable(), "the segue executable is not built next to the tests").path
  }

  /// The environment without DISPLAY (and with it set to `display` when given).
  static func environment(display: String?) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    return environment
  }

  /// Waits until `child` has created shared-memory segments (its window is presenting), or
  /// has exited, or `timeout` seconds have passed (a full run on two cores can take many
  /// seconds to start a debug build's window). On failure the child is stopped and the
  /// returned reason holds its exit status and standard error.
  static func segmentsAppear(for child: ChildProcess, timeout: Double = 120) -> (segments: [String], failure: String) {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let segments = sharedMemorySegments(createdBy: child.pid)
      if !segments.isEmpty { return (segments, "") }
      if child.wait(timeout: 0) != nil { break }
      usleep(20_000)
    }
    let exited = child.wait(timeout: 0)
    child.stop(signal: SIGKILL)
    let how = exited.map { "exited with status \($0)" } ?? "was still running after \(Int(timeout)) s"
    return ([], "segue preview never attached a shared-memory segment: it \(how); stderr: \(child.readStandardError())")
  }

  @Test func noSharedMemorySegmentSurvivesSIGKILL() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let preview = try ChildProcess(
      try Self.executable(), ["preview"], environment: Self.environment(display: server.display))
    let attached = Self.segmentsAppear(for: preview)
    try #require(!attached.segments.isEmpty, "\(attached.failure)")
    // Killed once its segments are attached and marked for removal. (A kill inside the
    // attach's round trip, before the mark, would leave that segment: SharedMemoryImage.)
    let marked = Date().addingTimeInterval(15)
    while !sharedMemorySegmentsAreMarkedForRemoval(createdBy: preview.pid) && Date() < marked { usleep(20_000) }
    #expect(sharedMemorySegmentsAreMarkedForRemoval(createdBy: preview.pid))
    kill(preview.pid, SIGKILL)
    #expect(preview.wait(timeout: 5) == 128 + SIGKILL)
    // The server detaches when it sees the connection close; the kernel then frees the
    // segments, which were marked for removal right after the attach.
    var remaining = sharedMemorySegments(createdBy: preview.pid)
    let deadline = Date().addingTimeInterval(3)
    while !remaining.isEmpty && Date() < deadline {
      usleep(20_000)
      remaining = sharedMemorySegments(createdBy: preview.pid)
    }
    #expect(remaining.isEmpty, "segments \(remaining) outlived the killed process")
  }

  @Test func withoutADisplayItSaysSoAndExitsWithStatus1() throws {
    let preview = try ChildProcess(try Self.executable(), ["preview"], environment: Self.environment(display: nil))
    #expect(preview.wait(timeout: 10) == 1)
    let message = preview.readStandardError()
    #expect(message.contains("DISPLAY"))
    #expect(message.contains("segue render") && message.contains("xvfb-run"))
    #expect(message.split(separator: "\n").count == 1)

    let unreachable = try ChildProcess(
      try Self.executable(), ["preview", "--display", ":987"], environment: Self.environment(display: nil))
    #expect(unreachable.wait(timeout: 10) == 1)
    #expect(unreachable.readStandardError().contains("cannot open the X display ':987'"))
  }

  @Test func aBadOptionIsAUsageError() throws {
    let preview = try ChildProcess(
      try Self.executable(), ["preview", "--scale", "5"], environment: Self.environment(display: nil))
    #expect(preview.wait(timeout: 10) == 2)
    #expect(preview.readStandardError().contains("--scale accepts 1, 2 or 3"))
  }

  @Test func whenTheServerDiesThePreviewExitsWithinASecond() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let preview = try ChildProcess(
      try Self.executable(), ["preview"], environment: Self.environment(display: server.display))
    let attached = Self.segmentsAppear(for: preview)
    try #require(!attached.segments.isEmpty, "\(attached.failure)")
    kill(server.child.pid, SIGKILL)
    let start = Date()
    let status = preview.wait(timeout: 5)
    let elapsed = Date().timeIntervalSince(start)
    #expect(status == 1)
    #expect(elapsed < 1, "exited after \(elapsed) s")
    #expect(preview.readStandardError().contains("lost the connection to the X server"))
  }

  @Test func theWindowQuitsAfterExitAfterAndPrintsStats() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let preview = try ChildProcess(
      try Self.executable(), ["preview", "--stats", "--exit-after", "1.5", "--scale", "1"],
      environment: Self.environment(display: server.display))
    #expect(preview.wait(timeout: 20) == 0)
    let line = preview.readLine(timeout: 1) ?? ""
    #expect(line.contains(" presented, interval median "))
  }

  /// `segue preview SCENE --measure` runs the scene's transition forward, then back, in the
  /// window and prints one timing line for each — the frames presented while each ran (at
  /// least 5, even from a debug build) and the dropped ones — then the idle and present-cost
  /// lines, and exits 0.
  @Test func measuringASceneTimesItsTransitionForwardAndBack() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let preview = try ChildProcess(
      try Self.executable(), ["preview", "cover-vertical", "--measure", "--idle-seconds", "0.5", "--scale", "1"],
      environment: Self.environment(display: server.display))
    #expect(preview.wait(timeout: 60) == 0)
    var lines: [String] = []
    while let line = preview.readLine(timeout: 1) { lines.append(line) }
    let forward = try #require(lines.first { $0.hasPrefix("cover-vertical forward: ") }, "\(lines)")
    let back = try #require(lines.first { $0.hasPrefix("cover-vertical back: ") }, "\(lines)")
    for line in [forward, back] {
      let frames = Int(line.split(separator: " ")[2]) ?? 0
      #expect(frames >= 5, "\(line)")
      #expect(line.contains(", dropped "), "\(line)")
    }
    #expect(lines.contains { $0.hasPrefix("idle 0.5 s: CPU ") })
    #expect(lines.contains { $0.hasPrefix("present one 390") && $0.contains("844 px frame (put + XSync)") }, "\(lines)")
  }
}
