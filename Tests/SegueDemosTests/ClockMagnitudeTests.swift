import Foundation
import Segue
import SegueTesting
import Testing

@testable import SegueDemos

/// Time that does not drift (issue 16): frame times come from an integer frame count, and
/// what a replay reports does not depend on the clock's reading when it starts — not at
/// the headless default (1000 s), nor across the 1024 s and 2048 s binades, nor at 10⁶ s.
@Suite @MainActor struct ClockMagnitudeTests {
  /// `segue replay`'s lines for `events` on `scene`, on a clock reading `start` seconds,
  /// after `wait` seconds of idle frames.
  static func replay(
    _ scene: String, _ events: [PointerScript.Event], start: TimeInterval, wait: TimeInterval = 0,
    until end: SceneDriver.ReplayEnd = .idle(limit: 60)
  ) -> [String] {
    let driver = SceneDriver(startTime: start)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = GalleryApp.makeRootViewController(openingScene: scene)
    driver.show(window)
    if wait > 0 { driver.advance(by: wait) }
    driver.replay(PointerScript(scene: scene, events: events), until: end)
    return driver.jsonLines
  }

  nonisolated static let starts: [TimeInterval] = [1000, 1023.99, 1024, 1047, 1049, 2047.995, 2048, 1_000_000]

  static let tap = [
    PointerScript.Event(t: 0, type: .down, x: 195, y: 230), PointerScript.Event(t: 0.05, type: .up, x: 195, y: 230),
  ]

  /// An edge swipe on ios-push, 0.25 s long.
  static let swipe: [PointerScript.Event] =
    [PointerScript.Event(t: 0, type: .down, x: 2, y: 400)]
    + (1...15).map { PointerScript.Event(t: Double($0) / 60, type: .move, x: 2 + Double($0) * 16, y: 400) }
    + [PointerScript.Event(t: 0.25, type: .up, x: 242, y: 400)]

  @Test(arguments: starts) func aTapLastsTheSameAtAnyClockReading(start: TimeInterval) {
    // The push's parallax takes 0.35 s: 21 frames at 60 Hz from the frame it began in.
    #expect(
      Self.replay("ios-push", Self.tap, start: start, wait: 0) == [
        #"{"t":0.05,"event":"begin","kind":"push","interactive":false,"from":"iOS Push","to":"Pacific Swell"}"#,
        #"{"t":0.4,"event":"end","kind":"push","completed":true}"#,
        #"{"event":"final","stack":["Transitions","iOS Push","Pacific Swell"],"presented":null}"#,
      ])
  }

  @Test(arguments: starts) func anEdgeSwipeEndsAtTheSameTimeAtAnyClockReading(start: TimeInterval) {
    #expect(
      Self.replay("ios-push", Self.swipe, start: start) == Self.replay("ios-push", Self.swipe, start: 1000))
  }

  @Test(arguments: [0, 0.005, 0.37, 47.3]) func aReplayDoesNotDependOnWhenInTheSessionItStarts(wait: TimeInterval) {
    #expect(
      Self.replay("ios-push", Self.swipe, start: 1000, wait: wait)
        == Self.replay("ios-push", Self.swipe, start: 1000))
  }

  @Test func untilOutputIsAPrefixOfTheFullReplay() {
    // An edge swipe released at an off-grid time, then a tap on the list during the pop:
    // stopping at any --until must report what the full replay reported by then.
    let swipe = Self.swipe.map { PointerScript.Event(t: $0.t * 1.013, type: $0.type, x: $0.x, y: $0.y) }
    for (scene, events) in [("ios-push", swipe), ("magic-move", Self.tap + Self.tapAt(0.3113, 195, 230))] {
      let full = Self.replay(scene, events, start: 1000)
      for step in 0..<16 {
        let seconds = Double(step) * 0.0577
        let partial = Self.replay(scene, events, start: 1000, until: .after(seconds))
        #expect(
          Array(full.dropLast().prefix(partial.count - 1)) == Array(partial.dropLast()),
          "--until \(seconds) on \(scene) reported \(partial)")
      }
    }
  }

  static func tapAt(_ t: Double, _ x: Double, _ y: Double) -> [PointerScript.Event] {
    [PointerScript.Event(t: t, type: .down, x: x, y: y), PointerScript.Event(t: t + 0.0517, type: .up, x: x, y: y)]
  }
}
