import CX11
import Foundation

/// Puts frames into a window from a pool of two images, MIT-SHM when the server allows it
/// and `XPutImage` otherwise, behind one interface: `acquire()` a free buffer, fill it (any
/// thread), `present(_:)` it.
///
/// A shared-memory buffer belongs to the server from `XShmPutImage` until its
/// `ShmCompletion` event; `acquire()` never hands it out before, and returns nil when no
/// buffer is free (the caller skips that frame rather than block). Without MIT-SHM, or when
/// the attach fails (BadAccess from a remote or sandboxed server), frames go over the wire
/// and one line on standard error says so.
@MainActor package final class WindowPresenter {
  /// How frames reach the server.
  package enum Path: String, Sendable {
    case sharedMemory = "MIT-SHM"
    case wire = "XPutImage"
  }

  package private(set) var path: Path
  /// Pixels the window shows (the buffers' size).
  package private(set) var width: Int
  package private(set) var height: Int
  /// Frames put so far.
  package private(set) var presentedCount = 0

  private let display: X11Display
  private let window: Window
  private let gc: GC
  private var buffers: [FrameBuffer] = []
  /// Buffers replaced by a resize while the renderer or the server still held them.
  private var retired: [FrameBuffer] = []
  private let shm: (opcode: Int32, completionEvent: Int32)?
  private var warned = false
  /// Where messages about the fallback go (standard error by default).
  var warn: (String) -> Void = { FileHandle.standardError.write(Data(("segue: " + $0 + "\n").utf8)) }

  /// - Parameters:
  ///   - preferred: `.wire` forces `XPutImage` (for measurements); `.sharedMemory` uses
  ///     MIT-SHM when available.
  package init(display: X11Display, window: Window, width: Int, height: Int, preferred: Path = .sharedMemory) {
    self.display = display
    self.window = window
    self.width = max(width, 1)
    self.height = max(height, 1)
    gc = XCreateGC(display.display, window, 0, nil)
    if preferred == .sharedMemory, let ext = display.queryExtension("MIT-SHM") {
      shm = (ext.opcode, ext.firstEvent + ShmCompletion)
      path = .sharedMemory
    } else {
      shm = nil
      path = .wire
      if preferred == .sharedMemory {
        warned = true
        warn(
          "the X server on '\(display.name)' has no MIT-SHM extension; frames go over the connection "
            + "with XPutImage (slower, still correct).")
      }
    }
    allocate()
  }

  /// The pixel layout of the buffers.
  package var pixelFormat: PixelFormat? { buffers.first?.pixelFormat }

  /// The event type of `ShmCompletion` on this connection (nil without MIT-SHM).
  package var completionEventType: Int32? { shm?.completionEvent }

  /// A free buffer, now owned by the caller until `present` or `release`; nil when every
  /// buffer is being rendered or read by the server.
  func acquire() -> FrameBuffer? {
    guard let buffer = buffers.first(where: { $0.state == .free }) else { return nil }
    buffer.state = .rendering
    return buffer
  }

  /// Gives a buffer back unpresented.
  func release(_ buffer: FrameBuffer) {
    if buffer.state == .rendering { buffer.state = .free }
    collectRetired()
  }

  /// Puts a filled buffer into the window at (0, 0) and flushes. A buffer from before a
  /// resize is dropped instead (its size is stale).
  func present(_ buffer: FrameBuffer) {
    guard buffers.contains(where: { $0 === buffer }) else {
      buffer.state = .free
      collectRetired()
      return
    }
    let w = UInt32(min(buffer.width, width))
    let h = UInt32(min(buffer.height, height))
    switch buffer.storage {
    case .sharedMemory:
      buffer.state = .onServer
      XShmPutImage(display.display, window, gc, buffer.image, 0, 0, 0, 0, w, h, 1)
    case .wire:
      // XPutImage copies the pixels into the request before returning.
      XPutImage(display.display, window, gc, buffer.image, 0, 0, 0, 0, w, h)
      buffer.state = .free
    }
    XFlush(display.display)
    presentedCount += 1
  }

  /// Puts a buffer and waits until the server has processed it (XSync); for measurements.
  func presentSynchronously(_ buffer: FrameBuffer) {
    present(buffer)
    XSync(display.display, 0)
    if buffer.state == .onServer { buffer.state = .free }
  }

  /// Handles an event if it is this presenter's `ShmCompletion`; returns whether it was.
  package func handle(_ event: inout XEvent) -> Bool {
    guard let shm, event.type == shm.completionEvent else { return false }
    guard let completion = segue_shm_completion_event(&event) else { return true }
    let segment = completion.pointee.shmseg
    for buffer in buffers + retired where buffer.segment == segment && buffer.state == .onServer {
      buffer.state = .free
    }
    collectRetired()
    return true
  }

  /// Checks recorded X errors from MIT-SHM requests: a failed put never completes, so its
  /// buffers are released and frames move to `XPutImage`.
  func checkErrors() {
    guard let shm, path == .sharedMemory else { return }
    let errors = X11ErrorTrap.take(majorOpcode: shm.opcode)
    // BadDrawable: the window is gone (another client destroyed it), not a shared-memory
    // problem; its DestroyNotify ends the run.
    guard let first = errors.first(where: { $0.errorCode != UInt8(BadDrawable) }) else { return }
    fallBackToWire(reason: "the X server rejected a shared-memory put (X error \(first.errorCode))")
  }

  /// Resizes the buffers to `width × height` pixels (lazily: buffers in use are replaced
  /// when they come back).
  package func resize(width: Int, height: Int) {
    let width = max(width, 1)
    let height = max(height, 1)
    guard width != self.width || height != self.height else { return }
    self.width = width
    self.height = height
    let old = buffers
    buffers.removeAll()
    for buffer in old {
      if buffer.state == .free, path == .sharedMemory,
        let reshaped = SharedMemoryImage.reshape(buffer, display: display, width: width, height: height)
      {
        buffers.append(reshaped)
      } else {
        retired.append(buffer)
      }
    }
    collectRetired()
    allocate()
  }

  /// Frees every buffer (detaching segments) and the GC.
  package func close() {
    for buffer in buffers + retired { destroy(buffer) }
    buffers.removeAll()
    retired.removeAll()
    XFreeGC(display.display, gc)
  }

  private func allocate() {
    while buffers.count < 2 {
      guard let buffer = makeBuffer() else { return }
      buffers.append(buffer)
    }
  }

  private func makeBuffer() -> FrameBuffer? {
    if path == .sharedMemory, let shm {
      do {
        return try SharedMemoryImage.make(display: display, shmOpcode: shm.opcode, width: width, height: height)
      } catch .attach(let code) {
        fallBackToWire(
          reason: "the X server refused to attach shared memory (X error \(code), as remote and sandboxed servers do)")
      } catch .segment(let code) {
        fallBackToWire(reason: "the kernel refused a shared-memory segment (\(String(cString: strerror(code))))")
      } catch {
        fallBackToWire(reason: "Xlib could not create a shared-memory image")
      }
    }
    return WireImage.make(display: display, width: width, height: height)
  }

  private func fallBackToWire(reason: String) {
    guard path == .sharedMemory else { return }
    path = .wire
    if !warned {
      warned = true
      warn(reason + "; frames now go over the connection with XPutImage (slower, still correct).")
    }
    // Buffers the server holds may never complete: retire all shared-memory buffers.
    for buffer in buffers where buffer.segment != nil {
      if buffer.state == .onServer { buffer.state = .free }
      retired.append(buffer)
    }
    buffers.removeAll { $0.segment != nil }
    collectRetired()
    allocate()
  }

  private func collectRetired() {
    let done = retired.filter { $0.state == .free }
    retired.removeAll { $0.state == .free }
    for buffer in done { destroy(buffer) }
  }

  private func destroy(_ buffer: FrameBuffer) {
    switch buffer.storage {
    case .sharedMemory: SharedMemoryImage.destroy(buffer, display: display)
    case .wire: WireImage.destroy(buffer)
    }
  }
}
