import Foundation

/// A private Xvfb for one test: started with `-displayfd 1`, so the server itself picks a
/// free display and writes its number to our pipe only once it accepts connections (no
/// sleeps, no lock-file guessing). Stopped by its process id, never by name.
final class XvfbServer {
  let child: ChildProcess
  /// ":N".
  let display: String

  enum Failure: Error, CustomStringConvertible {
    case notFound
    case noDisplayNumber
    var description: String {
      switch self {
      case .notFound: "Xvfb is not installed (Scripts/install-dependencies installs xvfb)"
      case .noDisplayNumber: "Xvfb did not report a display within 10 s"
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
      path, ["-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-displayfd", "1", "-dpi", "96"] + arguments)
    guard let line = child.readLine(timeout: 10), let number = Int(line.trimmingCharacters(in: .whitespaces)) else {
      child.stop(signal: SIGKILL)
      throw Failure.noDisplayNumber
    }
    display = ":\(number)"
  }

  /// Stops the server (SIGTERM: it removes its socket and lock) and waits for it.
  func stop() { child.stop() }

  deinit { stop() }
}
