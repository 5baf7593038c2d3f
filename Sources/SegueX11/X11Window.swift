import CX11
import Foundation
import SegueSupport

/// A top-level window: created on the display's TrueColor visual, named (`WM_NAME`,
/// `_NET_WM_NAME` in UTF-8, `WM_CLASS`), closable through the window manager's
/// `WM_DELETE_WINDOW`, listening for exposure, size changes, the pointer and keys.
@MainActor package final class X11Window {
  package let display: X11Display
  /// The X window id.
  package let id: Window
  /// `WM_PROTOCOLS` and `WM_DELETE_WINDOW`, to recognise the close request.
  let protocolsAtom: Atom
  let deleteAtom: Atom
  private let colormap: Colormap
  private var destroyed = false

  static let eventMask =
    ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | KeyPressMask
    | FocusChangeMask

  /// - Parameters:
  ///   - width, height: pixels.
  ///   - title: shown by the window manager.
  ///   - className: `WM_CLASS` (instance and class).
  ///   - position: where the window's contents go on the screen (root pixels), asked of the
  ///     window manager with static gravity so the frame goes around that spot; nil lets the
  ///     window manager place it.
  ///   - maps: map the window now; false leaves that to `map()` (`segue watch` draws a
  ///     replayed state before the window appears).
  package init(
    display: X11Display, width: Int, height: Int, title: String, className: String = "segue",
    position: (x: Int, y: Int)? = nil, maps: Bool = true
  ) throws {
    self.display = display
    let dpy = display.display
    colormap = XCreateColormap(dpy, display.rootWindow, display.visual, AllocNone)
    var attributes = XSetWindowAttributes()
    attributes.background_pixmap = 0  // None: no server-side clear before our frame, no flicker
    attributes.border_pixel = 0
    attributes.colormap = colormap
    attributes.event_mask = Self.eventMask
    attributes.bit_gravity = NorthWestGravity
    let mask = UInt(CWBackPixmap | CWBorderPixel | CWColormap | CWEventMask | CWBitGravity)
    _ = X11ErrorTrap.take()
    let window = XCreateWindow(
      dpy, display.rootWindow, Int32(position?.x ?? 0), Int32(position?.y ?? 0), UInt32(max(width, 1)),
      UInt32(max(height, 1)), 0, display.depth,
      UInt32(InputOutput), display.visual, mask, &attributes)
    XSync(dpy, 0)
    if let error = X11ErrorTrap.take().first {
      XFreeColormap(dpy, colormap)
      throw X11Error.windowCreation("X error \(error.errorCode)")
    }
    id = window
    protocolsAtom = display.atom("WM_PROTOCOLS")
    deleteAtom = display.atom("WM_DELETE_WINDOW")
    setTitle(title)
    let instanceName = strdup(className)
    let classHintName = strdup("Segue")
    var hint = XClassHint(res_name: instanceName, res_class: classHintName)
    XSetClassHint(dpy, window, &hint)
    free(instanceName)
    free(classHintName)
    var protocols = [deleteAtom]
    XSetWMProtocols(dpy, window, &protocols, 1)
    if let hints = XAllocSizeHints() {
      // At most a frame's 4096 × 4096 pixels (SegueLimits.framePixels).
      hints.pointee.flags = PMinSize | PMaxSize
      if let position {
        hints.pointee.flags |= USPosition | PWinGravity
        hints.pointee.x = Int32(position.x)
        hints.pointee.y = Int32(position.y)
        hints.pointee.win_gravity = StaticGravity
      }
      hints.pointee.min_width = 1
      hints.pointee.min_height = 1
      hints.pointee.max_width = 4096
      hints.pointee.max_height = 4096
      XSetWMNormalHints(dpy, window, hints)
      XFree(hints)
    }
    if maps { XMapWindow(dpy, window) }
    XFlush(dpy)
  }

  /// Maps the window (made with `maps: false`) and raises it above its siblings.
  package func map() {
    guard !destroyed else { return }
    XMapRaised(display.display, id)
    XFlush(display.display)
  }

  /// Where the window's contents are on the screen (root pixels) and their size (pixels),
  /// whatever frame the window manager put around them.
  package func geometry() -> (x: Int, y: Int, width: Int, height: Int) {
    let dpy = display.display
    var attributes = XWindowAttributes()
    XGetWindowAttributes(dpy, id, &attributes)
    var x: Int32 = 0
    var y: Int32 = 0
    var child: Window = 0
    XTranslateCoordinates(dpy, id, display.rootWindow, 0, 0, &x, &y, &child)
    return (Int(x), Int(y), Int(attributes.width), Int(attributes.height))
  }

  /// Asks for a new size (pixels); the window's `ConfigureNotify` reports the size it got.
  package func resize(width: Int, height: Int) {
    XResizeWindow(display.display, id, UInt32(max(width, 1)), UInt32(max(height, 1)))
    XFlush(display.display)
  }

  /// Sets `WM_NAME` (Latin-1 fallback) and `_NET_WM_NAME` (UTF-8).
  package func setTitle(_ title: String) {
    let dpy = display.display
    XStoreName(dpy, id, title)
    let utf8 = Array(title.utf8)
    utf8.withUnsafeBufferPointer { bytes in
      _ = XChangeProperty(
        dpy, id, display.atom("_NET_WM_NAME"), display.atom("UTF8_STRING"), 8, PropModeReplace, bytes.baseAddress,
        Int32(bytes.count))
    }
  }

  /// Grabs the pointer for a drag that began at server time `time` (so motion and the
  /// release keep coming outside the window).
  func grabPointer(time: Time) {
    let mask = UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask)
    _ = XGrabPointer(display.display, id, 0, mask, GrabModeAsync, GrabModeAsync, 0, 0, time)
  }

  func ungrabPointer(time: Time) {
    XUngrabPointer(display.display, time)
  }

  /// Records that another client destroyed the window, so `destroy()` only frees what is
  /// Segue's own.
  func markDestroyed() {
    guard !destroyed else { return }
    destroyed = true
    XFreeColormap(display.display, colormap)
  }

  /// Destroys the window (once).
  package func destroy() {
    guard !destroyed else { return }
    destroyed = true
    XDestroyWindow(display.display, id)
    XFreeColormap(display.display, colormap)
    XFlush(display.display)
  }
}
