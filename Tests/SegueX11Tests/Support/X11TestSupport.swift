import CX11
import CXTest
import Foundation
import Segue
import SegueRender

@testable import SegueX11

/// Polls `condition` on the main actor every 10 ms until it holds or `timeout` seconds
/// pass; the main queue keeps running the host's sources meanwhile. The default is
/// `X11HostTests.windowWaitLimit`: in a full run other tests hold the main actor for
/// seconds (an XTest pinch waited out 5 s in one), and a condition that never holds
/// fails all the same.
@MainActor func waitUntil(timeout: Double = X11HostTests.windowWaitLimit, _ condition: () -> Bool) async throws -> Bool
{
  let deadline = Date().addingTimeInterval(timeout)
  while Date() < deadline {
    if condition() { return true }
    try await Task.sleep(nanoseconds: 10_000_000)
  }
  return condition()
}

/// The window's pixels as the server has them (`XGetImage`), as opaque ARGB32.
@MainActor func windowPixels(of host: X11Host) -> Bitmap? {
  let bitmap = pixels(of: host.window.id, on: host.display.display)
  host.drainEvents()
  return bitmap
}

/// The pixels of `window` on the connection `dpy` (`XGetImage`), as opaque ARGB32.
func pixels(of window: Window, on dpy: OpaquePointer) -> Bitmap? {
  var attributes = XWindowAttributes()
  XGetWindowAttributes(dpy, window, &attributes)
  let width = Int(attributes.width)
  let height = Int(attributes.height)
  guard
    let image = XGetImage(dpy, window, 0, 0, UInt32(width), UInt32(height), UInt.max, ZPixmap)
  else { return nil }
  defer { _ = segue_destroy_image(image) }
  let i = image.pointee
  let format = PixelFormat(
    bitsPerPixel: Int(i.bits_per_pixel), redMask: UInt32(truncatingIfNeeded: i.red_mask),
    greenMask: UInt32(truncatingIfNeeded: i.green_mask), blueMask: UInt32(truncatingIfNeeded: i.blue_mask),
    isBigEndian: i.byte_order == MSBFirst)
  guard let data = i.data else { return nil }
  let bitmap = Bitmap(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width {
      bitmap[x, y] = format.argb(at: UnsafeRawPointer(data), stride: Int(i.bytes_per_line), x: x, y: y)
    }
  }
  return bitmap
}

/// Pixels that differ in colour (alpha ignored: the window is opaque).
func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
  guard a.width == b.width, a.height == b.height else { return max(a.width * a.height, b.width * b.height) }
  var count = 0
  for y in 0..<a.height {
    let rowA = a.row(y)
    let rowB = b.row(y)
    for x in 0..<a.width where rowA[x] & 0x00ff_ffff != rowB[x] & 0x00ff_ffff { count += 1 }
  }
  return count
}

/// A string property of a window (`XGetWindowProperty`), decoded as UTF-8; for WM_CLASS
/// the NUL-separated parts joined with "|".
@MainActor func windowProperty(_ name: String, of host: X11Host) -> String? {
  let dpy = host.display.display
  var type: Atom = 0
  var format: Int32 = 0
  var count: UInt = 0
  var remaining: UInt = 0
  var data: UnsafeMutablePointer<UInt8>?
  let status = XGetWindowProperty(
    dpy, host.window.id, host.display.atom(name), 0, 1024, 0, 0 /* AnyPropertyType */, &type, &format, &count,
    &remaining, &data)
  guard status == Success, let data, count > 0 else { return nil }
  defer { XFree(data) }
  let bytes = Array(UnsafeBufferPointer(start: data, count: Int(count)))
  return bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: "|")
}

/// Real device input through XTest on a connection of its own (as a mouse would send).
@MainActor final class FakePointer {
  let display: OpaquePointer

  init?(displayName: String) {
    guard let display = XOpenDisplay(displayName) else { return nil }
    self.display = display
  }

  /// Moves the pointer to (x, y) pixels on the screen.
  func move(to x: Int, _ y: Int) {
    XTestFakeMotionEvent(display, 0, Int32(x), Int32(y), 0)
    XSync(display, 0)
  }

  func button(_ down: Bool) {
    XTestFakeButtonEvent(display, 1, down ? 1 : 0, 0)
    XSync(display, 0)
  }

  /// Presses or releases the key with `keysym` (e.g. 0xffe9, Alt_L).
  func key(_ keysym: UInt, down: Bool) {
    let code = XKeysymToKeycode(display, KeySym(keysym))
    XTestFakeKeyEvent(display, UInt32(code), down ? 1 : 0, 0)
    XSync(display, 0)
  }

  func close() { XCloseDisplay(display) }
}

/// The built `segue` executable next to the test bundle.
func segueExecutable() -> URL? { builtExecutable(named: "segue") }

/// The package's executable `name`, built next to the test bundle.
func builtExecutable(named name: String) -> URL? {
  var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<3 {
    let candidate = directory.appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    directory = directory.deletingLastPathComponent()
  }
  // From the source tree: .build/debug/segue.
  let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let built = package.appendingPathComponent(".build/debug/\(name)")
  return FileManager.default.isExecutableFile(atPath: built.path) ? built : nil
}

/// Shared-memory segment ids created by process `pid` (`ipcs -m -p`: shmid, owner, cpid, lpid).
func sharedMemorySegments(createdBy pid: Int32) -> [String] {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/ipcs")
  process.arguments = ["-m", "-p"]
  let output = Pipe()
  process.standardOutput = output
  guard (try? process.run()) != nil else { return [] }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
    guard fields.count >= 4, Int(fields[0]) != nil, Int32(fields[2]) == pid else { return nil }
    return String(fields[0])
  }
}

/// Whether every shared-memory segment `pid` created is marked for removal (`SHM_DEST`, 0o1000
/// in `/proc/sysvipc/shm`'s octal perms): its attach round trip is over, so the kernel frees
/// the segment with the last detach. False when it has none.
func sharedMemorySegmentsAreMarkedForRemoval(createdBy pid: Int32) -> Bool {
  guard let table = try? String(contentsOfFile: "/proc/sysvipc/shm", encoding: .utf8) else { return false }
  let rows = table.split(separator: "\n").dropFirst().map { $0.split(separator: " ", omittingEmptySubsequences: true) }
  let own = rows.filter { $0.count > 4 && Int32($0[4]) == pid }
  return !own.isEmpty && own.allSatisfy { Int($0[2], radix: 8).map { $0 & 0o1000 != 0 } ?? false }
}
