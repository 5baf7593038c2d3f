import Foundation
import Segue
import SegueTesting
import Testing

@testable import SegueDemos

/// Touches during transitions (issue 16): UIKit ignores touches that begin while a
/// transition no gesture drives runs (docs/uikit-behaviour.md §5.4). Each test replays an
/// issue's reproducer headless, on the scene as `segue replay` opens it, and expects the
/// exact lines `segue replay` prints.
@Suite @MainActor struct TouchIgnoringTests {
  /// `segue replay`'s output for `events` on `scene`.
  static func replay(_ scene: String, _ events: [PointerScript.Event]) throws -> [String] {
    let driver = SceneDriver()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = GalleryApp.makeRootViewController(openingScene: scene)
    driver.show(window)
    driver.replay(PointerScript(scene: scene, events: events), until: .idle(limit: 60))
    return driver.jsonLines
  }

  /// A tap: down at `t`, up 0.05 s later (or `up` s), at (x, y) in points.
  static func tap(_ t: Double, _ x: Double, _ y: Double, up: Double = 0.05) -> [PointerScript.Event] {
    [PointerScript.Event(t: t, type: .down, x: x, y: y), PointerScript.Event(t: t + up, type: .up, x: x, y: y)]
  }

  @Test func aSecondTapOnThePhotoDuringThePushIsIgnored() throws {
    // The issue's script: the second tap used to push a second "Mountains".
    let lines = try Self.replay("magic-move", Self.tap(0, 195, 230, up: 0.1) + Self.tap(0.3, 195, 230))
    #expect(
      lines == [
        #"{"t":0.1,"event":"begin","kind":"push","interactive":false,"from":"Magic Move","to":"Mountains"}"#,
        #"{"t":0.85,"event":"end","kind":"push","completed":true}"#,
        #"{"event":"final","stack":["Transitions","Magic Move","Mountains"],"presented":null}"#,
      ])
  }

  @Test func tapsOnBothPhotosDuringThePushLeaveOneDetail() throws {
    // Used to put "Ocean" on the stack without a lifecycle line of its own.
    let lines = try Self.replay(
      "magic-move", Self.tap(0, 195, 230, up: 0.1) + Self.tap(0.3, 195, 517) + Self.tap(0.5, 195, 230))
    #expect(lines.count == 3)
    #expect(lines.last == #"{"event":"final","stack":["Transitions","Magic Move","Mountains"],"presented":null}"#)
  }

  @Test func theFirstScreenIgnoresTapsAndSwipesDuringTheDismissal() throws {
    // drop: during the dismissal (from 1.55 s), Details again, the back button and an edge
    // swipe used to present again, pop, and start a second pop.
    let swipe = [
      PointerScript.Event(t: 1.8, type: .down, x: 2, y: 400), PointerScript.Event(t: 1.85, type: .move, x: 100, y: 400),
      PointerScript.Event(t: 1.9, type: .move, x: 250, y: 400), PointerScript.Event(t: 1.95, type: .up, x: 250, y: 400),
    ]
    let lines = try Self.replay(
      "drop", Self.tap(0, 195, 493) + Self.tap(1.5, 195, 769) + Self.tap(1.6, 195, 493) + Self.tap(1.7, 40, 69) + swipe)
    #expect(
      lines == [
        #"{"t":0.05,"event":"begin","kind":"present","interactive":false,"from":"Drop","to":"Event"}"#,
        #"{"t":0.55,"event":"end","kind":"present","completed":true}"#,
        #"{"t":1.55,"event":"begin","kind":"dismiss","interactive":false,"from":"Event","to":"Drop"}"#,
        #"{"t":2.35,"event":"end","kind":"dismiss","completed":true}"#,
        #"{"event":"final","stack":["Transitions","Drop"],"presented":null}"#,
      ])
  }

  @Test func aTapDuringAPresentationIsDroppedNotQueued() throws {
    // spring-sheet: a tap on the dimmed area while the sheet rises used to dismiss it as
    // soon as the presentation ended.
    let lines = try Self.replay("spring-sheet", Self.tap(0, 195, 493) + Self.tap(0.15, 195, 200))
    #expect(
      lines == [
        #"{"t":0.05,"event":"begin","kind":"present","interactive":false,"from":"Spring Sheet","to":"Lesson Options"}"#,
        #"{"t":0.55,"event":"end","kind":"present","completed":true}"#,
        #"{"event":"final","stack":["Transitions","Spring Sheet"],"presented":"Lesson Options"}"#,
      ])
  }

  @Test func aTapAfterThePresentationEndedStillDismisses() throws {
    let lines = try Self.replay("spring-sheet", Self.tap(0, 195, 493) + Self.tap(0.6, 195, 200))
    #expect(lines.last == #"{"event":"final","stack":["Transitions","Spring Sheet"],"presented":null}"#)
    #expect(lines.count == 5)
  }

  @Test func theEdgeSwipeDrivingAnInteractivePopKeepsItsTouches() throws {
    // The driving gesture's moves and lift reach the recognizer while its pop is
    // interactive; the completion that follows ignores a new tap on the list's row.
    var events = [PointerScript.Event(t: 0, type: .down, x: 2, y: 400)]
    for step in 1...10 {
      events.append(PointerScript.Event(t: Double(step) / 60, type: .move, x: 2 + Double(step) * 25, y: 400))
    }
    events.append(PointerScript.Event(t: 11.0 / 60, type: .up, x: 252, y: 400))
    events += Self.tap(0.2, 195, 150)
    let lines = try Self.replay("ios-push", events)
    #expect(lines.count == 3)
    #expect(lines.first?.contains(#""kind":"pop","interactive":true"#) == true)
    #expect(lines.last == #"{"event":"final","stack":["Transitions"],"presented":null}"#)
  }

  @Test func theApplicationReportsIgnoringFromTheRequestToTheEnd() throws {
    let driver = SceneDriver()
    let window = UIWindow(frame: UIScreen.main.bounds)
    let root = GalleryApp.makeRootViewController(openingScene: "ios-push")
    window.rootViewController = root
    driver.show(window)
    let loop = driver.host.loop
    #expect(!loop.isIgnoringInteractionEvents)
    let navigation = try #require(root as? UINavigationController)
    navigation.popViewController(animated: true)
    #expect(loop.isIgnoringInteractionEvents)  // requested, starts on the next turn
    driver.advance(by: 0.1)
    #expect(loop.isIgnoringInteractionEvents)  // running
    driver.runUntilIdle()
    #expect(!loop.isIgnoringInteractionEvents)
    navigation.popViewController(animated: false)
    #expect(!loop.isIgnoringInteractionEvents)
  }
}
