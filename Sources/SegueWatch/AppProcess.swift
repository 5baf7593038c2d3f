import Dispatch
import Foundation

/// One build of the watched app, running in its own window: requests go to its standard
/// input, reports come back through a FIFO (`--watch-channel`), its standard error passes
/// through to ours with the last lines kept (a crash's message). Main queue only.
@MainActor package final class AppProcess {
  /// How the app ended.
  package struct Exit: Sendable, Equatable {
    package var status: Int32
    /// The signal that ended it (SIGSEGV, SIGILL for a Swift runtime trap…), nil for an exit.
    package var signal: Int32?
    /// The last lines it wrote to standard error.
    package var messages: [String]
    /// "exited with status 1" / "crashed (signal 4, SIGILL)".
    package var summary: String {
      guard let signal else { return "exited with status \(status)" }
      let names: [Int32: String] = [
        SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS",
        SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGINT: "SIGINT", SIGFPE: "SIGFPE",
      ]
      return "crashed (signal \(signal)\(names[signal].map { ", \($0)" } ?? ""))"
    }
  }

  package var onReport: ((AppReport) -> Void)?
  package var onExit: ((Exit) -> Void)?
  package var processIdentifier: Int32 { process.pid }
  package private(set) var exit: Exit?

  private let process: SpawnedProcess
  private let input: FileHandle
  private let errors: FileHandle
  private let channelPath: String
  private var channel: FileHandle?
  private var reportLines = LineBuffer()
  private let messages = MessageTail()

  /// Starts `executable` with `arguments` plus `--watch-channel PATH` (a FIFO made at
  /// `channelPath`). Its standard output is ours.
  ///
  /// - Throws: when the FIFO cannot be made or the executable cannot be started.
  package init(executable: URL, arguments: [String], channelPath: String) throws {
    self.channelPath = channelPath
    unlink(channelPath)
    guard mkfifo(channelPath, 0o600) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: channelPath])
    }
    // Opened read-write so the open does not wait for the app, and the FIFO never reads as
    // ended while no app holds it open.
    let descriptor = open(channelPath, O_RDWR | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: channelPath]) }
    let channel = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    let requests = try PipeEnds()
    let errorPipe = try PipeEnds()
    do {
      process = try SpawnedProcess(
        program: executable.path, arguments: arguments + ["--watch-channel", channelPath],
        standardInput: requests.read, standardError: errorPipe.write)
    } catch {
      for end in [requests.read, requests.write, errorPipe.read, errorPipe.write] { close(end) }
      unlink(channelPath)
      throw error
    }
    close(requests.read)
    close(errorPipe.write)
    input = FileHandle(fileDescriptor: requests.write, closeOnDealloc: true)
    errors = FileHandle(fileDescriptor: errorPipe.read, closeOnDealloc: true)
    self.channel = channel
    channel.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard !data.isEmpty else { return }
      DispatchQueue.main.async { MainActor.assumeIsolated { self?.received(data) } }
    }
    let tail = messages
    errors.readabilityHandler = { handle in
      let data = handle.availableData
      if data.isEmpty {
        handle.readabilityHandler = nil
        return
      }
      FileHandle.standardError.write(data)
      tail.append(data)
    }
    process.whenExited { [weak self] status, signal in self?.ended(status: status, signal: signal) }
  }

  /// Whether the app is still running.
  package var isRunning: Bool { exit == nil }

  /// Sends a request (ignored once the app has exited).
  package func send(_ request: WatchRequest) {
    guard isRunning else { return }
    do {
      try input.write(contentsOf: Data((request.jsonLine + "\n").utf8))
    } catch {
      // The app is exiting; its exit is reported.
    }
  }

  /// Asks the app to quit; kills it if it has not exited after `grace` seconds.
  package func quit(grace: TimeInterval = 2) {
    guard isRunning else { return }
    send(WatchRequest(kind: .quit))
    DispatchQueue.main.asyncAfter(deadline: .now() + grace) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.isRunning else { return }
        self.process.send(SIGKILL)
      }
    }
  }

  /// Ends the app now (SIGTERM, then SIGKILL after a second).
  package func terminate() {
    guard isRunning else { return }
    process.send(SIGTERM)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.isRunning else { return }
        self.process.send(SIGKILL)
      }
    }
  }

  /// Waits (blocking the main queue) up to `seconds` for the app to exit, then kills it;
  /// for the watcher's own exit.
  package func waitForExit(seconds: TimeInterval) {
    guard isRunning else { return }
    let deadline = Date(timeIntervalSinceNow: seconds)
    while kill(process.pid, 0) == 0 && Date() < deadline {
      var status: Int32 = 0
      if waitpid(process.pid, &status, WNOHANG) == process.pid { return }
      usleep(10_000)
    }
    process.send(SIGKILL)
  }

  private func received(_ data: Data) {
    for line in reportLines.append(data) where !line.isEmpty {
      guard let report = try? JSONDecoder().decode(AppReport.self, from: Data(line.utf8)) else { continue }
      onReport?(report)
    }
  }

  private func ended(status: Int32, signal: Int32?) {
    guard exit == nil else { return }
    let exit = Exit(status: status, signal: signal, messages: messages.lines(waitingUpTo: 0.3))
    self.exit = exit
    channel?.readabilityHandler = nil
    channel = nil
    unlink(channelPath)
    try? input.close()
    onExit?(exit)
  }
}

/// The last lines an app wrote to standard error, appended from the pipe's thread.
final class MessageTail: @unchecked Sendable {
  private let lock = NSLock()
  private var buffer = LineBuffer()
  private var kept: [String] = []
  private var received = 0

  func append(_ data: Data) {
    lock.lock()
    received += data.count
    kept.append(contentsOf: buffer.append(data))
    if kept.count > 40 { kept.removeFirst(kept.count - 40) }
    lock.unlock()
  }

  /// The kept lines, after waiting up to `seconds` for the pipe to go quiet.
  func lines(waitingUpTo seconds: TimeInterval) -> [String] {
    let deadline = Date(timeIntervalSinceNow: seconds)
    var previous = -1
    while Date() < deadline {
      lock.lock()
      let count = received
      lock.unlock()
      if count == previous { break }
      previous = count
      usleep(30_000)
    }
    lock.lock()
    defer { lock.unlock() }
    return kept.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
  }
}
