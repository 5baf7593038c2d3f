import Foundation

/// A child process started with `posix_spawn`, with an empty signal mask and default
/// signal actions. (Foundation's `Process` lets the child inherit the spawning thread's
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
    var outPipe: [Int32] = [0, 0]
    var errPipe: [Int32] = [0, 0]
    guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw POSIXError(.EMFILE) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    posix_spawn_file_actions_addclose(&actions, outPipe[0])
    posix_spawn_file_actions_addclose(&actions, errPipe[0])
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var defaults = sigset_t()
    sigfillset(&defaults)
    sigdelset(&defaults, SIGKILL)
    sigdelset(&defaults, SIGSTOP)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let env = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { env.forEach { free($0) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, path, &actions, &attributes, argv, env)
    close(outPipe[1])
    close(errPipe[1])
    guard status == 0 else {
      close(outPipe[0])
      close(errPipe[0])
      throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ENOENT)
    }
    pid = child
    stdoutFD = outPipe[0]
    stderrFD = errPipe[0]
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
