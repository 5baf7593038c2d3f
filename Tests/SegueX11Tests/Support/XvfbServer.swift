import CX11
import Foundation

/// A private Xvfb for one test: started with `-displayfd 1`, so the server itself picks a
/// free display and writes its number to our pipe once it listens; a probe connection then
/// confirms clients reach it (no lock-file guessing). Stopped by its process id, never by
/// name.
final class XvfbServer {
  let child: ChildProcess
  /// ":N".
  let display: String

  enum Failure: Error, CustomStringConvertible {
    case notFound
    case noDisplayNumber
    case notAccepting(String)
    var description: String {
      switch self {
      case .notFound: "Xvfb is not installed (Scripts/install-dependencies installs xvfb)"
      case .noDisplayNumber: "Xvfb did not report a display within 10 s"
      case .notAccepting(let display): "Xvfb reported display \(display) but no client could connect within 5 s"
      }
    }
  }

  /// - Parameter arguments: extra server arguments, e.g. ["-extension", "MIT-SHM"].
  init(width: Int = 1280, height: Int = 1800, arguments: [String] = []) throws {
    let candidates = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"]
    guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      throw Failure.notFound
    }
    child = try ChildProcess(
      path,
      ["-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset", "-displayfd", "1", "-dpi", "96"]
        + arguments)
    guard let line = child.readLine(timeout: 10), let number = Int(line.trimmingCharacters(in: .whitespaces)) else {
      child.stop(signal: SIGKILL)
      throw Failure.noDisplayNumber
    }
    display = ":\(number)"
    // The display number is reported once the server listens; a probe connection confirms
    // clients get in (full runs saw XOpenDisplay fail right after the report). `-noreset`
    // keeps the probe's disconnect from resetting the server, which would refuse the next
    // client for a moment.
    let deadline = Date().addingTimeInterval(5)
    while true {
      if let probe = XOpenDisplay(display) {
        XCloseDisplay(probe)
        break
      }
      guard Date() < deadline else {
        child.stop(signal: SIGKILL)
        throw Failure.notAccepting(display)
      }
      usleep(20_000)
    }
  }

  /// Stops the server (SIGTERM: it removes its socket and lock) and waits for it.
  func stop() { child.stop() }

  deinit { stop() }
}
