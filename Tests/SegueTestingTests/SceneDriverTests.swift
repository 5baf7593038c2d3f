import Foundation
import Segue
import SegueRender
import SegueTesting
import Testing

@Suite @MainActor struct SceneDriverTests {
  /// A version 2 script's scroll events scroll the scroll view under the pointer, as the
  /// window's wheel does, before, between and after touches.
  @Test func scrollEventsReplayAsTheWheel() throws {
    let driver = SceneDriver()
    let root = UIViewController()
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    list.contentSize = CGSize(width: 390, height: 4000)
    root.view.addSubview(list)
    driver.show(root)
    let script = try PointerScript(
      json: """
        {"version": 2, "scene": "app", "events": [
          {"t": 0.1, "type": "scroll", "x": 200, "y": 400, "dy": 120},
          {"t": 0.2, "type": "scroll", "x": 200, "y": 400, "dy": 40},
          {"t": 0.3, "type": "scroll", "x": 200, "y": 400, "dy": -60}]}
        """)
    let top = -list.adjustedContentInset.top  // the resting offset under the status bar
    driver.replay(script, until: .immediately)
    #expect(list.contentOffset.y == top + 100)
    // Never past the top (a wheel does not rubber-band).
    driver.replay(
      PointerScript(
        scene: "app", events: [.init(t: 0, type: .scroll, x: 200, y: 400, scrollDelta: CGVector(dx: 0, dy: -500))]),
      until: .immediately)
    #expect(list.contentOffset.y == top)
  }

  @Test func anEdgeSwipeReplaysAsACompletedInteractivePop() throws {
    let (driver, navigation) = listDetailDriver()
    driver.replay(edgeSwipe)
    #expect(navigation.viewControllers.map(\.title) == ["List"])
    let lines = driver.jsonLines
    #expect(lines.count == 3)
    #expect(
      lines.first?.contains(#""event":"begin","kind":"pop","interactive":true,"from":"Detail","to":"List"}"#) == true)
    #expect(lines.dropFirst().first?.contains(#""event":"end","kind":"pop","completed":true}"#) == true)
    #expect(lines.last == #"{"event":"final","stack":["List"],"presented":null}"#)
    guard case .begin(let t, _, _, _, _) = driver.records.first else {
      Issue.record("no begin")
      return
    }
    #expect(t > 0 && t <= 0.1)
  }

  @Test func aHesitantSwipeIsCancelled() {
    let (driver, navigation) = listDetailDriver()
    driver.replay(hesitantSwipe)
    #expect(navigation.viewControllers.map(\.title) == ["List", "Detail"])
    #expect(driver.records.contains { if case .end(_, .pop, false) = $0 { true } else { false } })
    #expect(driver.jsonLines.last == #"{"event":"final","stack":["List","Detail"],"presented":null}"#)
  }

  /// Replays `script` in a new driver, capturing frames at `times`.
  func replayed(_ script: PointerScript, times: [Double]) -> ([String], [Bitmap]) {
    let (driver, _) = listDetailDriver()
    var frames: [Bitmap] = []
    driver.replay(script, captureTimes: times) { _, frame in frames.append(frame) }
    return (driver.jsonLines, frames)
  }

  @Test func replayingTwiceGivesIdenticalLinesAndFrames() {
    let times = [0, 0.1, 0.2, 0.3, 0.45, 0.6]
    let (firstLines, firstFrames) = replayed(edgeSwipe, times: times)
    let (secondLines, secondFrames) = replayed(edgeSwipe, times: times)
    #expect(firstLines == secondLines)
    #expect(firstFrames.count == times.count)
    #expect(zip(firstFrames, secondFrames).allSatisfy { $0.hasSamePixels(as: $1) })
    // The frames really move: mid-swipe differs from the start.
    #expect(!firstFrames[0].hasSamePixels(as: firstFrames[2]))
  }

  @Test func untilStopsAFixedTimeAfterTheLastEvent() {
    let (driver, _) = listDetailDriver()
    driver.replay(edgeSwipe, until: .after(0.05))
    #expect(abs(driver.elapsed - 0.4) < 1e-9)
    #expect(!driver.records.contains { if case .end = $0 { true } else { false } })
    // Animations are process-wide: let this one finish so it cannot end inside another test.
    driver.runUntilIdle()
  }

  @Test func dragsEndWithTheRequestedReleaseVelocity() {
    let driver = SceneDriver(width: 390, height: 844, scale: 1)
    let root = UIViewController()
    driver.show(root)
    let pan = UIPanGestureRecognizer()
    var velocities: [CGPoint] = []
    pan.addTarget(handler: { recognizer in
      if recognizer.state == .ended, let pan = recognizer as? UIPanGestureRecognizer {
        velocities.append(pan.velocity(in: root.view))
      }
    })
    root.view.addGestureRecognizer(pan)
    driver.drag(
      from: CGPoint(x: 50, y: 300), to: CGPoint(x: 250, y: 320), duration: 0.4,
      releaseVelocity: CGVector(dx: 1200, dy: -150))
    #expect(velocities.count == 1)
    if let velocity = velocities.first {
      #expect(abs(velocity.x - 1200) < 1)
      #expect(abs(velocity.y + 150) < 1)
    }
  }

  @Test func replayingAFileReportsItsProblems() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-driver-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("swipe.json").path
    try edgeSwipe.write(toFile: path)
    let (driver, _) = listDetailDriver()
    try driver.replay(contentsOfFile: path)
    #expect(driver.jsonLines.last == #"{"event":"final","stack":["List"],"presented":null}"#)
    try "{\"version\": 1,}".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: ScriptError.self) { try driver.replay(contentsOfFile: path) }
  }

  @Test func presentationsAreReportedAsPresented() {
    let driver = SceneDriver(width: 390, height: 844, scale: 1)
    let root = screen("Home", hue: 0.3)
    driver.show(root)
    root.present(screen("Sheet", hue: 0.6), animated: true)
    driver.runUntilIdle()
    #expect(
      driver.jsonLines.first?.contains(#""kind":"present","interactive":false,"from":"Home","to":"Sheet""#) == true)
    #expect(driver.jsonLines.last == #"{"event":"final","stack":["Home"],"presented":"Sheet"}"#)
  }
}
