import Foundation
import Segue
import SegueTesting
import Testing

@testable import ExampleApp

/// The app as a user drives it: launched from its delegate, a tap on the button pushes the
/// photo, a drag from the left edge pops it back, in a headless window on a virtual clock.
///
/// The tests are `async` because the push animator starts in `DispatchQueue.main.async`:
/// awaiting the driver lets the main queue run between frames.
@MainActor struct ExampleAppTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  static let button = CGPoint(x: 195, y: 499)

  @Test func theButtonPushesThePhotoAndAnEdgeDragPopsIt() async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.launch(AppDelegate.self)
    await driver.tap(at: Self.button)
    await driver.runUntilIdle()
    #expect(driver.finalState == .final(stack: ["Photos", "Photo"], presented: nil))

    // Half-way across, the finger still down: the pop follows it.
    await driver.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 195, y: 400), duration: 0.3, release: false)
    await driver.advance(by: 1.0 / 60)
    try driver.verifyScreenshot(named: "pop-half-way", tolerance: 2, maxDifferingShare: 0.001)

    driver.send(.up, at: CGPoint(x: 195, y: 400))
    await driver.runUntilIdle()
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"push","interactive":false,"from":"Photos","to":"Photo"}"#,
        #"{"t":0.4167,"event":"end","kind":"push","completed":true}"#,
        #"{"t":0.4333,"event":"begin","kind":"pop","interactive":true,"from":"Photo","to":"Photos"}"#,
        #"{"t":0.9167,"event":"end","kind":"pop","completed":true}"#,
        #"{"event":"final","stack":["Photos"],"presented":null}"#,
      ])
  }

  @Test func aRecordedGestureReplaysTheSameWay() async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.launch(AppDelegate.self)
    try await driver.replay(contentsOfFile: Self.fixtures.appendingPathComponent("push-pop.json").path)
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"push","interactive":false,"from":"Photos","to":"Photo"}"#,
        #"{"t":0.4167,"event":"end","kind":"push","completed":true}"#,
        #"{"t":1.0167,"event":"begin","kind":"pop","interactive":true,"from":"Photo","to":"Photos"}"#,
        #"{"t":1.4,"event":"end","kind":"pop","completed":true}"#,
        #"{"event":"final","stack":["Photos"],"presented":null}"#,
      ])
  }
}
