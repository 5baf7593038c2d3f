import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/ArchiveConfirmation.swift: a button (a `#selector` target–action in the
/// iOS original) presents a `UIAlertController` with a message and two actions; "Archive"
/// changes a label from its handler. Built in both language modes, which must give the same
/// pixels (±2 per channel, no differing pixel).
@MainActor struct ArchiveConfirmationTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  /// The screen in a navigation controller, and a way to read its status label.
  func inbox(_ mode: Mode) -> (UIViewController, () -> String?) {
    switch mode {
    case .swift5:
      let screen = CompatibilitySwift5.ArchiveViewController()
      return (UINavigationController(rootViewController: screen), { screen.statusLabel.text })
    case .swift6:
      let screen = CompatibilitySwift6.ArchiveViewController()
      return (UINavigationController(rootViewController: screen), { screen.statusLabel.text })
    }
  }

  /// The first button in `view`'s tree titled `title`.
  func button(titled title: String, in view: UIView) -> UIButton? {
    if let button = view as? UIButton, button.currentTitle == title { return button }
    for subview in view.subviews {
      if let found = button(titled: title, in: subview) { return found }
    }
    return nil
  }

  @Test(arguments: Mode.allCases)
  func theAlertAsksAndArchiveChangesTheLabel(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let (root, status) = inbox(mode)
    driver.show(root)
    await driver.runUntilIdle()
    let archiveAll = try #require(button(titled: "Archive All", in: root.view))
    await driver.tap(at: archiveAll.convert(CGPoint(x: archiveAll.bounds.midX, y: archiveAll.bounds.midY), to: nil))
    await driver.advance(by: 0.15)
    try driver.verifyScreenshot(named: "archive-alert-appearing")
    await driver.runUntilIdle()
    try driver.verifyScreenshot(named: "archive-alert")
    let alert = try #require(root.presentedViewController as? UIAlertController)
    #expect(alert.actions.map(\.title) == ["Cancel", "Archive"])
    #expect(alert.view.frame.width == 270)
    #expect(status() == "12 messages")
    // "Archive" is the right half of the card's bottom 44-point row.
    let card = alert.view.frame
    await driver.tap(at: CGPoint(x: card.maxX - 67, y: card.maxY - 22))
    await driver.runUntilIdle()
    #expect(status() == "No messages")
    #expect(root.presentedViewController == nil)
    // The alert is named by its title, as any controller with a title is; the system spring
    // settles in 0.5 s, the fade out takes 0.25 s.
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"present","interactive":false,"from":"Inbox","to":"Archive all messages?"}"#,
        #"{"t":0.55,"event":"end","kind":"present","completed":true}"#,
        #"{"t":0.6,"event":"begin","kind":"dismiss","interactive":false,"from":"Archive all messages?","to":"Inbox"}"#,
        #"{"t":0.85,"event":"end","kind":"dismiss","completed":true}"#,
        #"{"event":"final","stack":["Inbox"],"presented":null}"#,
      ])
  }
}
