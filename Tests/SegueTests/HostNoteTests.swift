import Foundation
import SegueRender
import Testing

@testable import SegueUIKit

/// The note a host shows when a key toggles a setting: on top, above the bottom safe area,
/// gone after its time and fade.
@Suite @MainActor struct HostNoteTests {
  @Test func aNoteShowsAboveTheBottomSafeAreaThenFades() throws {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let controller = UIViewController()
    controller.view.backgroundColor = .white
    host.show(controller)
    host.step()
    host.loop.showNote("Dark mode on", seconds: 0.5)
    host.step()
    #expect(host.loop.noteText == "Dark mode on")
    let note = try #require(host.loop.noteView)
    #expect(note.superview === host.rootView)
    #expect(host.rootView.subviews.last === note)
    // 24 pt above the 34 pt bottom safe area, 36 pt tall, centred.
    #expect(note.frame.maxY == CGFloat(844 - 34 - 24))
    #expect(note.frame.height == CGFloat(36))
    #expect(note.frame.minX == ((CGFloat(390) - note.frame.width) / 2).rounded())
    if let directory = ProcessInfo.processInfo.environment["SEGUE_NOTE_DUMP"] {
      try host.writePNG(toFile: "\(directory)/note.png")
    }
    // The pill, 10 % white at 82 % over white where there is no text: 255 × 0.262 ≈ 66.
    #expect(host.render()[Int(note.frame.minX) + 6, Int(note.frame.midY)] == 0xFF42_4242)
    host.advance(by: 0.9)
    #expect(host.loop.noteText == nil)
    #expect(host.render()[Int(note.frame.minX) + 6, Int(note.frame.midY)] == 0xFFFF_FFFF)
    withExtendedLifetime(host) {}
  }
}
