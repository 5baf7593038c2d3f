import Dispatch
import Foundation
import SegueWatch

/// A watched app's side of `segue watch`'s messages: reports go out through the FIFO the
/// watcher named (`--watch-channel`), requests come in on standard input. When standard
/// input ends — the watcher is gone — `onClosed` runs (the app quits: no window outlives its
/// watcher).
@MainActor final class WatchChannel {
  var onRequest: ((WatchRequest) -> Void)?
  var onClosed: (() -> Void)?
  private let output: FileHandle
  private var input: DispatchSourceRead?
  private var lines = LineBuffer()

  /// Opens the FIFO at `path` for writing and starts reading standard input.
  ///
  /// - Throws: `WatchSessionError` when the FIFO cannot be opened (not started by `segue watch`).
  init(path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw WatchSessionError(
        "--watch-channel \(path) cannot be opened (\(String(cString: strerror(errno)))); it is for segue watch, which starts the app with it — run 'segue watch' in the package instead."
      )
    }
    // Writes block again: a report is one short line, and the watcher reads them at once.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    output = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
    source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readInput() } }
    source.resume()
    input = source
  }

  /// Sends a report.
  func send(_ report: AppReport) {
    try? output.write(contentsOf: Data((report.jsonLine + "\n").utf8))
  }

  private func readInput() {
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
    guard count > 0 else {
      input?.cancel()
      input = nil
      onClosed?()
      return
    }
    for line in lines.append(Data(buffer[0..<count])) where !line.isEmpty {
      guard let request = try? JSONDecoder().decode(WatchRequest.self, from: Data(line.utf8)) else { continue }
      onRequest?(request)
    }
  }
}
