import CX11
import Foundation

/// Creating and destroying MIT-SHM images (docs/rendering-notes.md §1.2):
/// `XShmCreateImage` → `shmget(IPC_PRIVATE, 0600)` → `shmat` → `XShmAttach` → `XSync` →
/// `shmctl(IPC_RMID)` at once, so the segment disappears with the last detach even when the
/// process is killed with SIGKILL. Teardown: `XShmDetach` → `XSync` → `XDestroyImage` →
/// `shmdt`.
///
/// The mark cannot come earlier: Xvfb refuses to attach a segment already marked (BadAccess;
/// tried). So a SIGKILL that lands inside the attach's round trip — once per buffer, when the
/// window is made or grows — leaves that segment behind (`ipcrm -m ID` removes it). MIT-SHM
/// 1.2's file-descriptor attach (`xcb_shm_attach_fd` with a memfd) has no such window; Segue
/// does not use it yet.
@MainActor enum SharedMemoryImage {
  /// Why a shared-memory image could not be made.
  enum Failure: Error {
    /// The kernel refused the segment (`shmget`/`shmat` errno).
    case segment(Int32)
    /// The server refused to attach (usually BadAccess: a remote or sandboxed server).
    case attach(UInt8)
    /// Xlib could not describe the image.
    case image
  }

  /// Test hook: make attaches fail as a remote server's would (the server is given a
  /// segment id it cannot attach and answers with an X error).
  nonisolated(unsafe) static var simulatesAttachFailure = false

  /// A `width × height` image over a new segment of at least `minimumCapacity` bytes.
  static func make(
    display: X11Display, shmOpcode: Int32, width: Int, height: Int, minimumCapacity: Int = 0
  ) throws(Failure) -> FrameBuffer {
    let dpy = display.display
    let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
    info.initialize(to: XShmSegmentInfo())
    guard
      let image = XShmCreateImage(
        dpy, display.visual, UInt32(display.depth), ZPixmap, nil, info, UInt32(width), UInt32(height))
    else {
      info.deallocate()
      throw .image
    }
    let bytes = Int(image.pointee.bytes_per_line) * max(height, 1)
    // Headroom: a power of two, so a window growing a little keeps its segments.
    var capacity = 1 << 16
    while capacity < max(bytes, minimumCapacity) { capacity <<= 1 }
    let id = shmget(IPC_PRIVATE, capacity, IPC_CREAT | 0o600)
    guard id >= 0 else {
      let code = errno
      segue_destroy_image(image)
      info.deallocate()
      throw .segment(code)
    }
    let address = shmat(id, nil, 0)
    guard let address, address != UnsafeMutableRawPointer(bitPattern: -1) else {
      let code = errno
      shmctl(id, IPC_RMID, nil)
      segue_destroy_image(image)
      info.deallocate()
      throw .segment(code)
    }
    info.pointee.shmid = id
    info.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
    info.pointee.readOnly = 1
    image.pointee.data = address.assumingMemoryBound(to: CChar.self)
    // A segment id the server cannot attach, as when client and server share no memory.
    if simulatesAttachFailure { info.pointee.shmid = Int32.max }
    _ = X11ErrorTrap.take(majorOpcode: shmOpcode)
    let attached = XShmAttach(dpy, info)
    XSync(dpy, 0)
    let errors = X11ErrorTrap.take(majorOpcode: shmOpcode)
    // Marked for removal now: it lives only as long as someone is attached.
    shmctl(id, IPC_RMID, nil)
    guard attached != 0, errors.isEmpty else {
      segue_destroy_image(image)
      shmdt(address)
      info.deallocate()
      throw .attach(errors.first?.errorCode ?? 0)
    }
    return FrameBuffer(image: image, storage: .sharedMemory(info), capacity: capacity)
  }

  /// The same segment described at a new size (no new segment, no new attach), when it
  /// fits; nil otherwise.
  static func reshape(_ buffer: FrameBuffer, display: X11Display, width: Int, height: Int) -> FrameBuffer? {
    guard case .sharedMemory(let info) = buffer.storage,
      let image = XShmCreateImage(
        display.display, display.visual, UInt32(display.depth), ZPixmap, info.pointee.shmaddr, info,
        UInt32(width), UInt32(height))
    else { return nil }
    guard Int(image.pointee.bytes_per_line) * height <= buffer.capacity else {
      segue_destroy_image(image)
      return nil
    }
    // The old header only (SHM images never free their data).
    segue_destroy_image(buffer.image)
    return FrameBuffer(image: image, storage: buffer.storage, capacity: buffer.capacity)
  }

  /// Detaches and frees a shared-memory buffer; the caller drains events afterwards (XSync).
  static func destroy(_ buffer: FrameBuffer, display: X11Display) {
    guard case .sharedMemory(let info) = buffer.storage else { return }
    XShmDetach(display.display, info)
    XSync(display.display, 0)
    let address = info.pointee.shmaddr
    segue_destroy_image(buffer.image)
    if let address { shmdt(address) }
    info.deallocate()
  }
}

/// Images in ordinary memory, sent with `XPutImage` (no MIT-SHM, or a remote server).
@MainActor enum WireImage {
  static func make(display: X11Display, width: Int, height: Int) -> FrameBuffer? {
    // 32-bit scanline padding; bits per pixel from the server's format for this depth.
    var count: Int32 = 0
    var bitsPerPixel: Int32 = 32
    if let formats = XListPixmapFormats(display.display, &count) {
      for index in 0..<Int(count) where formats[index].depth == display.depth {
        bitsPerPixel = formats[index].bits_per_pixel
      }
      XFree(formats)
    }
    let stride = ((width * Int(bitsPerPixel) + 31) / 32) * 4
    let bytes = max(stride * height, 4)
    guard let memory = malloc(bytes) else { return nil }
    guard
      let image = XCreateImage(
        display.display, display.visual, UInt32(display.depth), ZPixmap, 0,
        memory.assumingMemoryBound(to: CChar.self), UInt32(width), UInt32(height), 32, Int32(stride))
    else {
      free(memory)
      return nil
    }
    return FrameBuffer(image: image, storage: .wire, capacity: bytes)
  }

  /// Frees the image and its memory.
  static func destroy(_ buffer: FrameBuffer) {
    segue_destroy_image(buffer.image)
  }
}
