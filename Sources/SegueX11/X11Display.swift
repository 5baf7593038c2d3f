import CX11
import Foundation

/// A connection to an X server and the facts about its screen that Segue needs: a
/// TrueColor visual, its depth and pixel format, the connection's file descriptor.
///
/// Main-thread only (Xlib without `XInitThreads`): every call on `display` happens on the
/// main queue, where the host's sources run.
@MainActor package final class X11Display {
  /// The Xlib `Display*`.
  package let display: OpaquePointer
  /// The display's name as opened (e.g. ":1").
  package let name: String
  package let screen: Int32
  package let rootWindow: Window
  /// The TrueColor visual windows are created with, and its depth (24 or 32 bits).
  package let visual: UnsafeMutablePointer<Visual>
  package let depth: Int32
  /// The socket Xlib reads from (`XConnectionNumber`).
  package var fileDescriptor: Int32 { XConnectionNumber(display) }
  private var closed = false

  /// Opens `name` (nil: the `DISPLAY` environment variable).
  ///
  /// - Throws: `X11Error.noDisplay` when there is no display to open, `.unsupportedVisual`
  ///   when the screen has no 24/32-bit TrueColor visual.
  package init(name: String? = nil) throws {
    let requested = name ?? ProcessInfo.processInfo.environment["DISPLAY"]
    guard let requested, !requested.isEmpty else { throw X11Error.noDisplay(nil) }
    X11ErrorTrap.install()
    guard let display = XOpenDisplay(requested) else { throw X11Error.noDisplay(requested) }
    self.display = display
    self.name = requested
    screen = XDefaultScreen(display)
    rootWindow = XRootWindow(display, screen)
    X11ErrorTrap.connectionLostMessage =
      "segue: lost the connection to the X server on display '\(requested)' (the server exited or the connection broke); exiting."
    var info = XVisualInfo()
    let defaultVisual = XDefaultVisual(display, screen)
    let defaultDepth = XDefaultDepth(display, screen)
    if let defaultVisual, defaultDepth == 24 || defaultDepth == 32, Self.isTrueColor(defaultVisual) {
      visual = defaultVisual
      depth = defaultDepth
    } else if XMatchVisualInfo(display, screen, 24, TrueColor, &info) != 0, let found = info.visual {
      visual = found
      depth = 24
    } else if XMatchVisualInfo(display, screen, 32, TrueColor, &info) != 0, let found = info.visual {
      visual = found
      depth = 32
    } else {
      XCloseDisplay(display)
      throw X11Error.unsupportedVisual("default depth \(defaultDepth)")
    }
  }

  private static func isTrueColor(_ visual: UnsafeMutablePointer<Visual>) -> Bool {
    visual.pointee.class == TrueColor
  }

  /// An atom by name (created if missing).
  package func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

  /// Whether the server has extension `name`, and its major opcode and first event code.
  /// Uses `XQueryExtension`, which (unlike `XShmQueryExtension`) prints nothing when absent.
  package func queryExtension(_ name: String) -> (opcode: Int32, firstEvent: Int32, firstError: Int32)? {
    var opcode: Int32 = 0
    var event: Int32 = 0
    var error: Int32 = 0
    guard XQueryExtension(display, name, &opcode, &event, &error) != 0 else { return nil }
    return (opcode, event, error)
  }

  /// Waits until the server has handled every request sent on this connection (`XSync`,
  /// events kept).
  package func sync() { XSync(display, 0) }

  /// Closes the connection (once). Windows and shared-memory attachments die with it.
  package func close() {
    guard !closed else { return }
    closed = true
    XCloseDisplay(display)
  }
}
