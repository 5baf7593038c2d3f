import CX11
import Foundation
import Segue
import SegueRender
import Testing

@testable import SegueUIKit
@testable import SegueX11

/// A `UIAlertController` in a real window (a private Xvfb): its presentation and dismissal are
/// the window's `present` and `dismiss` transitions, the window shows what a headless render
/// of the same instant shows, and a click on an action dismisses the alert and then runs the
/// handler (docs/uikit-behaviour-2.md §14).
@Suite(.serialized) @MainActor struct AlertWindowTests {
  @Test func anAlertPresentsInTheWindowAndAClickRunsItsAction() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let host = try X11Host(options: X11HostTests.options(server, scale: 1, size: CGSize(width: 320, height: 480)))
    defer { host.close() }
    var events: [String] = []
    let token = host.loop.lifecycle.observe { event in
      switch event.phase {
      case .begin(_, let from, let to): events.append("begin \(event.kind) \(from ?? "") \(to ?? "")")
      case .end(let completed): events.append("end \(event.kind) \(completed)")
      }
    }
    defer { host.loop.lifecycle.removeObserver(token) }
    let presenter = UIViewController()
    presenter.title = "Home"
    presenter.view.backgroundColor = .systemGroupedBackground
    let window = UIWindow(frame: host.rootView.bounds)
    window.rootViewController = presenter
    host.rootView.addSubview(window)
    window.makeKeyAndVisible()
    host.setNeedsFrame()
    try await X11HostTests.settle(host)

    let alert = UIAlertController(title: "Saved", message: "The photo is in your library.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Open", style: .default) { _ in
        events.append("handler presented=\(presenter.presentedViewController != nil)")
      })
    presenter.present(alert, animated: true)
    #expect(
      try await waitUntil(timeout: X11HostTests.windowWaitLimit) { events.contains("end present true") },
      "the presentation never ended: \(events)")
    try await X11HostTests.settle(host)
    try X11HostTests.expectWindowShowsTheHeadlessRender(of: host)

    // "Open" is the right half of the card's 44-point button row (scale 1: pixels are points).
    let card = alert.view.frame
    let pointer = try #require(FakePointer(displayName: server.display))
    defer { pointer.close() }
    pointer.move(to: Int(card.maxX - 67), Int(card.maxY - 22))
    pointer.button(true)
    pointer.button(false)
    #expect(
      try await waitUntil(timeout: X11HostTests.windowWaitLimit) { events.last?.hasPrefix("handler") == true },
      "the handler never ran: \(events)")
    #expect(
      events == [
        "begin present Home Saved", "end present true", "begin dismiss Saved Home", "end dismiss true",
        "handler presented=false",
      ])
    try await X11HostTests.settle(host)
    try X11HostTests.expectWindowShowsTheHeadlessRender(of: host)
  }
}
