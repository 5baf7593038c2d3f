import CX11
import Foundation

/// X protocol errors recorded by Segue's error handler instead of Xlib's default (which
/// prints and exits). The handler only records — it makes no Xlib call, which would
/// deadlock libX11 ≥ 1.8 — and callers inspect the record after an `XSync`.
///
/// Touched only on the thread that makes Xlib calls (the main thread).
enum X11ErrorTrap {
  /// One recorded error (fields of `XErrorEvent`).
  struct Record: Equatable {
    var errorCode: UInt8
    var requestCode: UInt8
    var minorCode: UInt8
    var serial: UInt
  }

  nonisolated(unsafe) private static var records: [Record] = []
  nonisolated(unsafe) private static var installed = false
  /// What to print when the connection dies (set by whoever opened it).
  nonisolated(unsafe) static var connectionLostMessage = "segue: the X server closed the connection; exiting."

  /// Installs the recording error handler and the fatal I/O error handler (once per process).
  static func install() {
    guard !installed else { return }
    installed = true
    _ = XSetErrorHandler { _, event in
      if let event {
        X11ErrorTrap.records.append(
          Record(
            errorCode: event.pointee.error_code, requestCode: event.pointee.request_code,
            minorCode: event.pointee.minor_code, serial: event.pointee.serial))
      }
      return 0
    }
    _ = XSetIOErrorHandler { _ in
      // The server went away (killed, crashed, connection dropped): say so; Xlib then calls
      // the display's exit handler (`X11Host` saves a recording there) and exits with 1.
      FileHandle.standardError.write(Data((X11ErrorTrap.connectionLostMessage + "\n").utf8))
      return 0
    }
  }

  /// Removes and returns everything recorded so far.
  static func take() -> [Record] {
    let taken = records
    records.removeAll()
    return taken
  }

  /// Removes and returns the errors caused by requests of extension `majorOpcode`; others
  /// stay recorded.
  static func take(majorOpcode: Int32) -> [Record] {
    let matching = records.filter { Int32($0.requestCode) == majorOpcode }
    records.removeAll { Int32($0.requestCode) == majorOpcode }
    return matching
  }
}
