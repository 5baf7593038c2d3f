import CX11
import CXTest
import Foundation
import Segue
import Testing

@testable import SegueUIKit
@testable import SegueX11

/// Real key presses (XTest, on a connection of the test's own, as a keyboard sends them) into
/// a window whose text field is first responder; in the window host's serialized suite.
extension X11HostTests {
  @Test func typedKeysReachTheFirstResponderBeforeTheWindowsOwnKeys() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let host = try X11Host(options: Self.options(server))
    defer { host.close() }
    var quits = 0
    host.onQuit = { quits += 1 }
    let window = UIWindow(frame: host.rootView.bounds)
    host.rootView.addSubview(window)
    window.makeKeyAndVisible()
    let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
    field.borderStyle = .roundedRect
    window.addSubview(field)
    try await Self.settle(host)

    let keyboard = try #require(FakePointer(displayName: server.display))
    defer { keyboard.close() }
    XSetInputFocus(keyboard.display, host.window.id, RevertToParent, 0)
    func press(_ symbol: Int32, shift: Bool = false) {
      if shift { keyboard.key(UInt(XK_Shift_L), down: true) }
      keyboard.key(UInt(symbol), down: true)
      keyboard.key(UInt(symbol), down: false)
      if shift { keyboard.key(UInt(XK_Shift_L), down: false) }
    }

    // Nothing is first responder: S is the window's key.
    press(XK_s)
    #expect(try await waitUntil { host.slowAnimations })
    press(XK_s)
    #expect(try await waitUntil { !host.slowAnimations })

    // Editing: Q, space, S and a shifted letter type into the field; nothing quits or slows.
    #expect(field.becomeFirstResponder())
    press(XK_q)
    press(XK_space)
    press(XK_s)
    press(XK_k, shift: true)
    #expect(try await waitUntil { field.text == "q sK" })
    press(XK_BackSpace)
    press(XK_Left)
    press(XK_Home)
    press(XK_x)
    #expect(try await waitUntil { field.text == "xq s" })
    #expect(quits == 0)
    #expect(!host.slowAnimations)

    // Editing over: S is the window's again.
    #expect(window.endEditing(true))
    press(XK_s)
    #expect(try await waitUntil { host.slowAnimations })
    #expect(field.text == "xq s")
  }
}
