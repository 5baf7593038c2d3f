import Dispatch
import Foundation

/// One `swift build` of the watched product, its output collected, stopped after a
/// timeout. Runs on the main queue's terms: `onFinish` is called there once.
@MainActor package final class PackageBuild {
  /// How a build ended.
  package enum Outcome: Sendable, Equatable {
    case succeeded
    /// The compiler's (or SwiftPM's) errors, first first; the output's last lines when it
    /// printed no `error:` line.
    case failed([BuildDiagnostic], tail: [String])
    /// Stopped after this many seconds.
    case timedOut(TimeInterval)
  }

  package let started = monotonicNow()
  package private(set) var finished: TimeInterval?
  private let process: SpawnedProcess
  private let reader: FileHandle
  private let output = OutputCollector()
  private let packageDirectory: URL
  private var timeout: DispatchWorkItem?
  private var timedOut: TimeInterval?
  private var onFinish: ((Outcome) -> Void)?

  /// Starts `swift build --product PRODUCT` (`-c release` when `release`) in `packageDirectory`,
  /// in a process group of its own (so stopping it stops its compilers).
  ///
  /// - Throws: `POSIXError` when `swift` cannot be started (it is not on PATH).
  package init(
    packageDirectory: URL, product: String, release: Bool, timeout seconds: TimeInterval,
    onFinish: @escaping (Outcome) -> Void
  ) throws {
    self.packageDirectory = packageDirectory
    self.onFinish = onFinish
    let pipe = try PipeEnds()
    let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
    defer { close(null) }
    do {
      process = try SpawnedProcess(
        program: "swift",
        arguments: ["build", "--package-path", packageDirectory.path, "--product", product]
          + (release ? ["-c", "release"] : []),
        standardInput: null, standardOutput: pipe.write, standardError: pipe.write, ownGroup: true)
    } catch {
      close(pipe.read)
      close(pipe.write)
      throw error
    }
    close(pipe.write)
    reader = FileHandle(fileDescriptor: pipe.read, closeOnDealloc: true)
    let collector = output
    reader.readabilityHandler = { handle in
      let data = handle.availableData
      if data.isEmpty {
        handle.readabilityHandler = nil
      } else {
        collector.append(data)
      }
    }
    process.whenExited { [weak self] status, signal in self?.processEnded(status: status, signal: signal) }
    let item = DispatchWorkItem { [weak self] in MainActor.assumeIsolated { self?.stop(after: seconds) } }
    timeout = item
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: item)
  }

  /// Seconds the build took (so far).
  package var seconds: TimeInterval { (finished ?? monotonicNow()) - started }

  /// Whether the build is still running.
  package var isRunning: Bool { finished == nil }

  /// SwiftPM's latest progress line so far (`[212/460] Compiling SegueUIKit CALayer.swift`),
  /// if it printed one.
  package var progressLine: String? { output.lastLine { $0.hasPrefix("[") } }

  /// Stops the build (its compiler processes with it); `onFinish` is not called.
  package func cancel() {
    onFinish = nil
    timeout?.cancel()
    terminate()
  }

  private func stop(after seconds: TimeInterval) {
    guard finished == nil else { return }
    timedOut = seconds
    terminate()
  }

  private func terminate() {
    guard finished == nil else { return }
    process.send(SIGTERM)
    // SIGKILL for whatever of the group is left after 3 s.
    DispatchQueue.main.asyncAfter(deadline: .now() + 3) { [process] in process.send(SIGKILL) }
  }

  private func processEnded(status: Int32, signal: Int32?) {
    guard finished == nil else { return }
    finished = monotonicNow()
    timeout?.cancel()
    // The pipe's last bytes may still be on their way to the collector.
    let text = output.text(waitingUpTo: 0.5)
    let outcome: Outcome
    if let timedOut {
      outcome = .timedOut(timedOut)
    } else if status == 0 && signal == nil {
      outcome = .succeeded
    } else {
      let errors = BuildDiagnostic.errors(in: text, packageDirectory: packageDirectory.path)
      let tail = text.split(separator: "\n").suffix(12).map(String.init)
      outcome = .failed(errors, tail: tail)
    }
    let finish = onFinish
    onFinish = nil
    finish?(outcome)
  }
}

/// A build's output, appended from the pipe's reading thread.
final class OutputCollector: @unchecked Sendable {
  private let lock = NSCondition()
  private var data = Data()

  func append(_ chunk: Data) {
    lock.lock()
    data.append(chunk)
    lock.unlock()
  }

  /// The last complete line that `matches`, looking back at most 64 KiB.
  func lastLine(where matches: (String) -> Bool) -> String? {
    lock.lock()
    let tail = data.suffix(65_536)
    lock.unlock()
    let lines = String(decoding: tail, as: UTF8.self).split(separator: "\n")
    return lines.last { matches(String($0)) }.map(String.init)
  }

  /// What arrived, after waiting up to `seconds` for nothing more to arrive.
  func text(waitingUpTo seconds: TimeInterval) -> String {
    var previous = -1
    let deadline = Date(timeIntervalSinceNow: seconds)
    lock.lock()
    while data.count != previous && Date() < deadline {
      previous = data.count
      lock.unlock()
      usleep(20_000)
      lock.lock()
    }
    let text = String(decoding: data, as: UTF8.self)
    lock.unlock()
    return text
  }
}
