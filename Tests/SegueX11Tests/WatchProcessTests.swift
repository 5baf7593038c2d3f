import CX11
import CXTest
import Foundation
import Testing

@testable import SegueX11

/// `segue watch` as a user runs it: a package made by `segue init`, the built `segue` as a
/// child process against a private Xvfb (started here; never skipped), real clicks and
/// keys through XTest, real edits of the package's sources, and the window's pixels read
/// back from the server.
@Suite(.serialized) struct WatchProcessTests {
  /// Within this much per channel a pixel matches (the card's shadow and antialiasing never
  /// reach the points sampled).
  static let tolerance = 3

  // Not on the main actor: the test blocks while the watch runs.
  @Test func editsReloadInPlaceWithTheSameStackAndErrorsShowOverTheOldBuild() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let directory = try RecordReplayProcessTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let package = directory.appendingPathComponent("WatchApp")
    let made = try RecordReplayProcessTests.runToEnd(
      ["init", "WatchApp", "--output", package.path], display: nil)
    #expect(made.status == 0, "\(made.err)")
    let list = package.appendingPathComponent("Sources/WatchApp/ListViewController.swift")
    let animator = package.appendingPathComponent("Sources/WatchApp/SlideAnimator.swift")

    let watch = try ChildProcess(
      try RecordReplayProcessTests.executable(),
      ["watch", "--debug", "--json", "--package-path", package.path, "--scale", "1"],
      environment: RecordReplayProcessTests.environment(display: server.display))
    defer { watch.stop() }
    // The first build compiles Segue for the new package: minutes on a loaded machine.
    let launched = try #require(Self.next("ready", from: watch, timeout: 1200), "the app never came up")
    #expect(launched["reason"] as? String == "launch")
    #expect(Self.stack(launched) == ["Photos"])
    let firstPID = try #require(launched["pid"] as? Int)

    // Closed before the server is stopped at the end (a connection to a stopped server
    // ends the test process through Xlib's I/O error handler).
    let input = try #require(XTestInput(displayName: server.display))
    input.waitForWindow()
    let screen = try #require(ScreenPixels(displayName: server.display))
    // The list's background, below the button (scale 1, the window at the screen's origin).
    #expect(Self.matches(screen.pixel(20, 700), (242, 242, 247)), "\(screen.pixel(20, 700))")

    // Open the photo; the push runs 0.35 s.
    input.move(to: 195, 498)
    input.button(true)
    usleep(50_000)
    input.button(false)
    usleep(1_200_000)
    #expect(Self.matches(screen.pixel(20, 700), (255, 255, 255)), "the photo's white background")

    // 1. A colour edit shows up in the window, on the same screen.
    try Self.replace(
      ".backgroundColor = .white", with: ".backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)", in: list)
    let recoloured = try #require(Self.next("ready", from: watch, timeout: 300), "no reload after the colour edit")
    #expect(recoloured["reason"] as? String == "rebuild")
    #expect(recoloured["changed"] as? [String] == ["Sources/WatchApp/ListViewController.swift"])
    #expect(Self.stack(recoloured) == ["Photos", "Photo"], "the stack after the reload: \(recoloured)")
    #expect((recoloured["replayed_events"] as? Int ?? 0) >= 2)
    #expect(recoloured["pid"] as? Int != firstPID)
    #expect(Self.waitFor { Self.matches(screen.pixel(20, 700), (255, 0, 0)) }, "\(screen.pixel(20, 700))")
    #expect(Self.isGone(firstPID), "the replaced build is still running")
    let push = try #require(Self.transitions(recoloured).first)
    #expect(push.kind == "push" && abs(push.duration - 0.35) < 0.02, "\(push)")

    // 2. An edit of the animator's duration changes the replayed transition.
    try Self.replace("    0.35\n", with: "    1.2\n", in: animator)
    let slower = try #require(Self.next("ready", from: watch, timeout: 300), "no reload after the duration edit")
    let replayed = try #require(Self.transitions(slower).first)
    #expect(replayed.kind == "push" && abs(replayed.duration - 1.2) < 0.02, "\(replayed)")
    #expect(abs(replayed.begin - push.begin) < 0.001, "the push began at another time: \(replayed) vs \(push)")
    #expect(Self.stack(slower) == ["Photos", "Photo"])

    // L plays the last transition again in real time, every time: the replay stops before
    // the tap that began it, and the push runs live (not ended when the window shows).
    var goodPID = try #require(slower["pid"] as? Int)
    for _ in 0..<2 {
      input.move(to: 195, 300)
      input.pressKey(KeySym(XK_l))
      let again = try #require(Self.next("ready", from: watch, timeout: 60), "no reload after L")
      #expect(again["reason"] as? String == "replay-last")
      #expect(again["replayed_events"] as? Int == 0, "\(again)")
      let spans = (again["transitions"] as? [[String: Any]]) ?? []
      #expect(spans.allSatisfy { $0["end"] is NSNull || $0["end"] == nil }, "the push had ended: \(again)")
      usleep(1_800_000)
      #expect(Self.matches(screen.pixel(20, 700), (255, 0, 0)), "the push did not end on the photo")
      goodPID = again["pid"] as? Int ?? goodPID
    }

    // 3. A syntax error: the errors over the old build, which keeps running.
    let navigationBar = screen.pixel(300, 70)
    try Self.replace("blue: 0, alpha: 1)", with: "blue: 0 alpha: 1)", in: list)
    let failed = try #require(Self.next("build-failed", from: watch, timeout: 300), "no build-failed report")
    let errors = try #require(failed["errors"] as? [[String: Any]])
    #expect(errors.first?["file"] as? String == "Sources/WatchApp/ListViewController.swift", "\(errors)")
    #expect((errors.first?["message"] as? String)?.contains("','") == true, "\(errors)")
    #expect(Self.waitFor { Self.isDark(screen.pixel(300, 70)) }, "no overlay over the navigation bar")
    #expect(!Self.isGone(goodPID), "the last good build stopped")
    #expect(Self.matches(screen.pixel(20, 700), (255, 0, 0)), "the old build's screen is gone")

    // 4. Fixing it clears the overlay; the stack is still the same.
    try Self.replace("blue: 0 alpha: 1)", with: "blue: 0, alpha: 1)", in: list)
    let fixed = try #require(Self.next("ready", from: watch, timeout: 300), "no reload after the fix")
    #expect(Self.stack(fixed) == ["Photos", "Photo"])
    #expect(Self.waitFor { Self.matches(screen.pixel(300, 70), navigationBar) }, "\(screen.pixel(300, 70))")

    // 5. An edit that changes the flow: the replay stops before the first touch that began
    // on a screen this build does not reach, and says so.
    input.move(to: 40, 69)  // the back button
    input.button(true)
    usleep(50_000)
    input.button(false)
    usleep(1_500_000)
    input.move(to: 195, 498)  // Open photo again
    input.button(true)
    usleep(50_000)
    input.button(false)
    usleep(1_500_000)
    try Self.replace("y: 380,", with: "y: 600,", in: list)  // the button moves away from the taps
    let moved = try #require(Self.next("ready", from: watch, timeout: 300), "no reload after moving the button")
    #expect(Self.stack(moved) == ["Photos"], "\(moved)")
    let stoppedAt = try #require(moved["stopped_at"] as? Double, "the replay did not stop: \(moved)")
    #expect(
      (moved["stopped_because"] as? String)?.contains("began on Photos › Photo and this build is on Photos") == true,
      "\(moved)")
    #expect(stoppedAt > push.begin)
    let lastPID = try #require(moved["pid"] as? Int)

    // Q closes the window and ends the watch, leaving nothing behind.
    input.move(to: 195, 300)
    input.pressKey(KeySym(XK_q))
    #expect(Self.next("exit", from: watch, timeout: 30)?["status"] as? Int == 0)
    #expect(watch.wait(timeout: 15) == 0)
    #expect(Self.isGone(lastPID))
    #expect(sharedMemorySegments(createdBy: Int32(lastPID)).isEmpty)

    input.close()
    screen.close()

    // The X server going away ends a watch with one sentence and status 1.
    let again = try ChildProcess(
      try RecordReplayProcessTests.executable(),
      ["watch", "--debug", "--json", "--package-path", package.path, "--scale", "1"],
      environment: RecordReplayProcessTests.environment(display: server.display))
    defer { again.stop() }
    let relaunched = try #require(Self.next("ready", from: again, timeout: 300), "the watch did not start again")
    #expect(relaunched["reason"] as? String == "launch")
    server.stop()
    var messages: [String] = []
    while let line = again.readLine(timeout: 30) { messages.append(line) }
    #expect(again.wait(timeout: 15) == 1)
    #expect(
      messages.contains(
        #"{"event":"status","message":"the X display is gone (the server exited or the connection broke); watch ends."}"#
      ),
      "\(messages)")
    #expect(messages.last == #"{"event":"exit","status":1}"#)
    #expect(Self.isGone(relaunched["pid"] as? Int ?? 0))
  }

  // MARK: Helpers

  /// The next JSON line whose `event` is `event` (others skipped), within `timeout` seconds.
  static func next(_ event: String, from child: ChildProcess, timeout: Double) -> [String: Any]? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline, let line = child.readLine(timeout: deadline.timeIntervalSinceNow) {
      // `readLine` gives one character per byte; the bytes are UTF-8.
      let bytes = Data(line.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
      guard let object = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any] else { continue }
      if object["event"] as? String == event { return object }
      if object["event"] as? String == "crashed" || object["event"] as? String == "exit" {
        Issue.record("segue watch reported \(line)")
      }
    }
    return nil
  }

  static func stack(_ report: [String: Any]) -> [String]? {
    (report["state"] as? [String: Any])?["stack"] as? [String]
  }

  static func transitions(_ report: [String: Any]) -> [(kind: String, begin: Double, duration: Double)] {
    ((report["transitions"] as? [[String: Any]]) ?? []).compactMap { span in
      guard let kind = span["kind"] as? String, let begin = span["begin"] as? Double, let end = span["end"] as? Double
      else { return nil }
      return (kind, begin, end - begin)
    }
  }

  static func replace(_ old: String, with new: String, in file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(old), "\(file.lastPathComponent) has no '\(old)'")
    try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: false, encoding: .utf8)
  }

  static func matches(_ pixel: (Int, Int, Int), _ expected: (Int, Int, Int)) -> Bool {
    abs(pixel.0 - expected.0) <= tolerance && abs(pixel.1 - expected.1) <= tolerance
      && abs(pixel.2 - expected.2) <= tolerance
  }

  static func isDark(_ pixel: (Int, Int, Int)) -> Bool { pixel.0 < 60 && pixel.1 < 60 && pixel.2 < 60 }

  /// Polls `condition` every 50 ms for up to 5 s.
  static func waitFor(_ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
      if condition() { return true }
      usleep(50_000)
    }
    return condition()
  }

  /// Whether process `pid` has exited (within 5 s).
  static func isGone(_ pid: Int) -> Bool { waitFor { kill(pid_t(pid), 0) != 0 } }
}

/// Single pixels of the screen (`XGetImage` on the root window), on a connection of its own.
final class ScreenPixels {
  let display: OpaquePointer

  init?(displayName: String) {
    guard let display = XOpenDisplay(displayName) else { return nil }
    self.display = display
  }

  /// The colour at (x, y) screen pixels, 0…255 per channel.
  func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
    let root = XDefaultRootWindow(display)
    guard let image = XGetImage(display, root, Int32(x), Int32(y), 1, 1, UInt.max, ZPixmap) else { return (-1, -1, -1) }
    defer { _ = segue_destroy_image(image) }
    let i = image.pointee
    guard let data = i.data else { return (-1, -1, -1) }
    let format = PixelFormat(
      bitsPerPixel: Int(i.bits_per_pixel), redMask: UInt32(truncatingIfNeeded: i.red_mask),
      greenMask: UInt32(truncatingIfNeeded: i.green_mask), blueMask: UInt32(truncatingIfNeeded: i.blue_mask),
      isBigEndian: i.byte_order == MSBFirst)
    let argb = format.argb(at: UnsafeRawPointer(data), stride: Int(i.bytes_per_line), x: 0, y: 0)
    return (Int((argb >> 16) & 0xff), Int((argb >> 8) & 0xff), Int(argb & 0xff))
  }

  func close() { XCloseDisplay(display) }
}
