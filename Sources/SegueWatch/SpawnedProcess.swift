import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with `posix_spawnp`, with an empty signal mask and default signal
/// actions whatever the spawning thread has (Foundation's `Process` passes on the thread's
/// mask, and a dispatch worker blocks most signals, so a child started from one would never
/// die of SIGTERM or Ctrl+C), optionally in a process group of its own so a signal reaches
/// the compilers a build starts too.
package final class SpawnedProcess: @unchecked Sendable {
  package let pid: pid_t
  private let ownsGroup: Bool

  /// Starts `program` (looked up on PATH) with `arguments`; each given descriptor becomes
  /// the child's standard input, output or error (the others are inherited); `environment`
  /// is the child's whole environment (nil: this process's).
  ///
  /// - Throws: `POSIXError` when the program cannot be started.
  package init(
    program: String, arguments: [String], standardInput: Int32? = nil, standardOutput: Int32? = nil,
    standardError: Int32? = nil, ownGroup: Bool = false, environment: [String: String]? = nil
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let standardInput { posix_spawn_file_actions_adddup2(&actions, standardInput, 0) }
    if let standardOutput { posix_spawn_file_actions_adddup2(&actions, standardOutput, 1) }
    if let standardError { posix_spawn_file_actions_adddup2(&actions, standardError, 2) }
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
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    if ownGroup {
      flags |= POSIX_SPAWN_SETPGROUP
      posix_spawnattr_setpgroup(&attributes, 0)
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let variables = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
    defer { variables?.forEach { free($0) } }
    var child: pid_t = 0
    let status =
      variables.map { posix_spawnp(&child, program, &actions, &attributes, argv, $0) }
      ?? posix_spawnp(&child, program, &actions, &attributes, argv, environ)
    guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ENOENT) }
    pid = child
    ownsGroup = ownGroup
  }

  /// Sends `signal` to the process (and its group, when it has its own).
  package func send(_ signal: Int32) {
    kill(ownsGroup ? -pid : pid, signal)
  }

  /// Waits for the process on a thread of its own and calls `handler` on the main queue
  /// with its exit status, or the signal that ended it.
  package func whenExited(_ handler: @escaping @MainActor (_ status: Int32, _ signal: Int32?) -> Void) {
    let pid = self.pid
    Thread.detachNewThread {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import.
      let signal = status & 0x7f
      let exited = signal == 0
      let code = (status >> 8) & 0xff
      DispatchQueue.main.async {
        MainActor.assumeIsolated { handler(exited ? code : 128 + signal, exited ? nil : signal) }
      }
    }
  }
}

/// A pipe whose ends are closed on exec (the child gets its end through `dup2`).
package struct PipeEnds {
  package let read: Int32
  package let write: Int32

  package init() throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    read = ends[0]
    write = ends[1]
  }
}
