import Foundation
import SegueWatch

/// A child process started through SegueWatch's `SpawnedProcess` (`posix_spawn`, with an
/// empty signal mask and default signal actions). (Foundation's `Process` lets the child inherit the spawning thread's
/// mask; from a dispatch worker that blocks SIGTERM, and an Xvfb started that way never
/// dies of it.) Standard output and error go to pipes.
final class ChildProcess {
  let pid: pid_t
  let stdoutFD: Int32
  let stderrFD: Int32
  private(set) var exitStatus: Int32?

  /// - Parameters:
  ///   - environment: the full environment (nil: this process's).
  init(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws {
    let output = try PipeEnds()
    let errors = try PipeEnds()
    let child: SpawnedProcess
    do {
      child = try SpawnedProcess(
        program: path, arguments: arguments, standardOutput: output.write, standardError: errors.write,
        environment: environment ?? ProcessInfo.processInfo.environment)
    } catch {
      for end in [output.read, output.write, errors.read, errors.write] { close(end) }
      throw error
    }
    close(output.write)
    close(errors.write)
    pid = child.pid
    stdoutFD = output.read
    stderrFD = errors.read
  }

  /// Reads standard output until a newline or `timeout` seconds; the line without it.
  func readLine(timeout: Double) -> String? {
    var text = ""
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      var poller = pollfd(fd: stdoutFD, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 50) > 0 else { continue }
      var byte: UInt8 = 0
      guard read(stdoutFD, &byte, 1) == 1 else { return nil }
      if byte == UInt8(ascii: "\n") { return text }
      text.append(Character(UnicodeScalar(byte)))
    }
    return nil
  }

  /// Everything left on standard error (after the child exited).
  func readStandardError() -> String {
    var data = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(stderrFD, &buffer, buffer.count)
      guard count > 0 else { break }
      data += buffer[0..<count]
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// Waits up to `timeout` seconds for the exit; the exit status (128 + signal when
  /// killed), nil if still running.
  @discardableResult func wait(timeout: Double) -> Int32? {
    if let exitStatus { return exitStatus }
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid {
        let signal = status & 0x7f
        exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        return exitStatus
      }
      usleep(5_000)
    } while Date() < deadline
    return nil
  }

  /// Sends `signal` and waits (SIGKILL after 5 s if it is still alive).
  func stop(signal: Int32 = SIGTERM) {
    guard exitStatus == nil else { return }
    kill(pid, signal)
    if wait(timeout: 5) == nil {
      kill(pid, SIGKILL)
      wait(timeout: 5)
    }
  }

  deinit {
    stop()
    close(stdoutFD)
    close(stderrFD)
  }
}
