import Dispatch
import Foundation
import SegueAnimation
import Synchronization

/// Ends the process with a sentence when the X server stops answering, from a queue of its
/// own: Xlib's round trips (`XSync`, opening the display) wait for the server without a
/// time-out, so a stopped server (SIGSTOP, a debugger) would otherwise hold the main queue —
/// and every time-out scheduled on it, `--exit-after` included — forever.
///
/// Every quarter second it asks the main queue to answer (an `async` block) and reads how
/// much of what the process sent still sits unread in the connection's socket
/// (`TIOCOUTQ`). The server counts as not answering when the main queue has not answered
/// for `stallLimit` while the unread amount has stayed above zero without shrinking for as
/// long: the main queue is blocked on a server that reads nothing. A deadline
/// (`exit(after:)`) ends the process `deadlineGrace` after it passes if the main queue has
/// not exited by then, whatever the reason.
///
/// No Xlib call is made here (Xlib is not thread-safe without `XInitThreads`).
@MainActor final class ServerWatchdog {
  private let monitor: ServerMonitor
  private var timer: (any DispatchSourceTimer)?

  /// Starts watching; call before opening `displayName`.
  init(displayName: String, stallLimit: Double = 5, connectLimit: Double = 10, deadlineGrace: Double = 2) {
    let monitor = ServerMonitor(
      displayName: displayName, stallLimit: stallLimit, connectLimit: connectLimit, deadlineGrace: deadlineGrace)
    self.monitor = monitor
    timer = Self.startTimer(checking: monitor)
  }

  /// A quarter-second timer on a queue of its own (its handler is not main-actor code).
  private nonisolated static func startTimer(checking monitor: ServerMonitor) -> any DispatchSourceTimer {
    let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "segue.x11.watchdog"))
    timer.schedule(deadline: .now() + 0.25, repeating: 0.25, leeway: .milliseconds(20))
    timer.setEventHandler { monitor.check() }
    timer.resume()
    return timer
  }

  isolated deinit { stop() }

  /// The display is open: watch its socket from now on.
  func connected(fileDescriptor: Int32) {
    monitor.state.withLock { $0.fileDescriptor = fileDescriptor }
  }

  /// The process should have exited by `seconds` from now (`option` is named if it has not).
  func expectExit(after seconds: Double, option: String) {
    let time = monotonicSeconds() + seconds
    monitor.state.withLock { $0.deadline = (time, option) }
  }

  /// Stops watching (the connection is closed).
  /// Runs `work` (on the watchdog's queue, so it must not touch the main actor) just before
  /// the watchdog ends the process: `record` writes what it recorded.
  func beforeExit(_ work: @escaping @Sendable () -> Void) {
    monitor.state.withLock { $0.lastWork = work }
  }

  func stop() {
    monitor.state.withLock { $0.stopped = true }
    timer?.cancel()
    timer = nil
  }
}

/// `ServerWatchdog`'s state and checks, on the watchdog's queue.
private final class ServerMonitor: Sendable {
  /// How long the main queue may wait on a server that reads nothing.
  let stallLimit: Double
  /// How long opening the display may take.
  let connectLimit: Double
  /// How long after a deadline the process may take to exit.
  let deadlineGrace: Double

  struct State {
    /// The connection's socket; -1 while the display is being opened.
    var fileDescriptor: Int32 = -1
    var displayName: String
    var startedConnecting: Double
    /// When the main queue was asked to answer and has not yet (nil: it answered).
    var pingSentAt: Double?
    /// Unread bytes at the last sample, and since when they have not shrunk.
    var unread = 0
    var unreadSince: Double?
    /// A requested exit time and the option that asked for it.
    var deadline: (time: Double, option: String)?
    var stopped = false
    /// Work to do before ending the process.
    var lastWork: (@Sendable () -> Void)?
  }

  let state: Mutex<State>

  init(displayName: String, stallLimit: Double, connectLimit: Double, deadlineGrace: Double) {
    self.stallLimit = stallLimit
    self.connectLimit = connectLimit
    self.deadlineGrace = deadlineGrace
    state = Mutex(State(displayName: displayName, startedConnecting: monotonicSeconds()))
  }

  func check() {
    let now = monotonicSeconds()
    let fileDescriptor = state.withLock { $0.fileDescriptor }
    let unread = fileDescriptor >= 0 ? Self.unreadBytes(fileDescriptor) : 0
    var ping = false
    let verdict: String? = state.withLock { state in
      guard !state.stopped else { return nil }
      if unread == 0 {
        state.unreadSince = nil
      } else if unread < state.unread || state.unreadSince == nil {
        state.unreadSince = now  // the server read something (or this is new)
      }
      state.unread = unread
      if state.pingSentAt == nil {
        state.pingSentAt = now
        ping = true
      }
      let unanswered = state.pingSentAt.map { now - $0 } ?? 0
      let stalled = state.unreadSince.map { now - $0 } ?? 0
      if state.fileDescriptor < 0 {
        guard now - state.startedConnecting >= connectLimit else { return nil }
        return Self.connectMessage(display: state.displayName, seconds: connectLimit)
      }
      if unanswered >= stallLimit && stalled >= stallLimit {
        return Self.stallMessage(display: state.displayName, fileDescriptor: state.fileDescriptor, seconds: stallLimit)
      }
      if let deadline = state.deadline, now >= deadline.time + deadlineGrace {
        if stalled >= deadlineGrace / 2 {
          return Self.stallMessage(
            display: state.displayName, fileDescriptor: state.fileDescriptor, seconds: stalled.rounded(.down))
        }
        return
          "the window did not close within \(Self.seconds(deadlineGrace)) of \(deadline.option) (its main queue is busy); exiting."
      }
      return nil
    }
    if let verdict {
      state.withLock { $0.lastWork }?()
      Self.end(verdict)
    }
    if ping {
      DispatchQueue.main.async {
        self.state.withLock { $0.pingSentAt = nil }
      }
    }
  }

  /// Writes `message` as the program's last line and exits with status 1 at once, without
  /// waiting for the blocked main queue (shared-memory segments are already marked for
  /// removal, so none is left behind).
  private static func end(_ message: String) -> Never {
    fflush(nil)
    let line = Array("\(X11Error.program): \(message)\n".utf8)
    line.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(2, bytes.baseAddress! + offset, bytes.count - offset)
        if written <= 0 { break }
        offset += written
      }
    }
    _exit(1)
  }

  /// Bytes written to the socket that its reader has not read yet (0 when unknown).
  static func unreadBytes(_ fileDescriptor: Int32) -> Int {
    var count: Int32 = 0
    guard ioctl(fileDescriptor, UInt(TIOCOUTQ), &count) == 0 else { return 0 }
    return Int(max(count, 0))
  }

  /// The process at the other end of a local socket, if the kernel knows it.
  static func peerProcess(_ fileDescriptor: Int32) -> pid_t? {
    // struct ucred: pid, uid, gid (Glibc declares it only under _GNU_SOURCE).
    var credentials: (pid: pid_t, uid: uid_t, gid: gid_t) = (0, 0, 0)
    var length = socklen_t(MemoryLayout.size(ofValue: credentials))
    guard getsockopt(fileDescriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0, credentials.pid > 0
    else { return nil }
    return credentials.pid
  }

  /// Whether process `pid` is stopped (state `T` in /proc/PID/stat).
  static func isStopped(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    let state = stat[stat.index(after: close)...].drop(while: { $0 == " " }).first
    return state == "T" || state == "t"
  }

  static func stallMessage(display: String, fileDescriptor: Int32, seconds: Double) -> String {
    if let pid = peerProcess(fileDescriptor), isStopped(pid) {
      return
        "the X server on display '\(display)' stopped answering: its process (\(pid)) is stopped; exiting — resume it with 'kill -CONT \(pid)' and run \(X11Error.program) again."
    }
    return
      "the X server on display '\(display)' stopped answering (it has read nothing for \(Self.seconds(seconds))); exiting — restart the server, or resume it if it is stopped, and run \(X11Error.program) again."
  }

  static func connectMessage(display: String, seconds: Double) -> String {
    "the X server on display '\(display)' did not answer within \(Self.seconds(seconds)) of connecting (it may be stopped or hung); exiting — restart the server, or resume it if it is stopped, and run \(X11Error.program) again."
  }

  private static func seconds(_ value: Double) -> String { "\(Int(value)) s" }
}
