import CX11
import CXTest
import Foundation
import SegueUIKit
import SegueX11
import Testing

extension X11HostTests {
  /// Alt held at the press makes the drag two fingers, the second mirrored about the
  /// window's centre: a real XTest Alt-drag pinches.
  @Test func anAltDragInTheWindowPinches() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let host = try X11Host(options: Self.options(server, scale: 1, size: CGSize(width: 200, height: 200)))
    defer { host.close() }
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    host.rootView.addSubview(view)
    let pinch = UIPinchGestureRecognizer()
    var touchesAtBegin = 0
    var finalScale: CGFloat?
    pinch.addTarget { recognizer in
      let pinch = recognizer as! UIPinchGestureRecognizer
      if pinch.state == .began { touchesAtBegin = pinch.numberOfTouches }
      if pinch.state == .ended { finalScale = pinch.scale }
    }
    view.addGestureRecognizer(pinch)
    try await Self.settle(host)
    let pointer = try #require(FakePointer(displayName: server.display))
    defer { pointer.close() }
    // Fingers at 150 and 50 (100 pt apart) spreading to 190 and 10 (180 pt).
    pointer.move(to: 150, 100)
    pointer.key(0xffe9, down: true)
    pointer.button(true)
    for x in stride(from: 160, through: 190, by: 10) {
      pointer.move(to: x, 100)
      try await Task.sleep(nanoseconds: 20_000_000)
    }
    pointer.button(false)
    pointer.key(0xffe9, down: false)
    let ended = try await waitUntil { finalScale != nil }
    #expect(ended)
    #expect(touchesAtBegin == 2)
    #expect(finalScale.map { abs($0 - 1.8) < 1e-9 } == true, "\(String(describing: finalScale))")
  }
}
