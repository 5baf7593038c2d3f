import CX11
import Foundation
import SegueTesting
import Testing

/// Faults from outside the process, each from the reproducer, against the built
/// `segue` and a private Xvfb: another client resizing or destroying the window, the server
/// dying, SIGHUP. Each ends in one sentence, and `record` writes what it recorded.
@Suite(.serialized) struct WindowFaultProcessTests {
  typealias Support = RecordReplayProcessTests

  /// Starts `segue ARGUMENTS` on `server` and waits until its window is mapped.
  func start(_ arguments: [String], on server: XvfbServer) throws -> (ChildProcess, XTestInput) {
    let child = try ChildProcess(
      try Support.executable(), arguments, environment: Support.environment(display: server.display))
    let input = try #require(XTestInput(displayName: server.display))
    input.waitForWindow()
    return (child, input)
  }

  /// `xdotool windowsize` to 32767×32767 (no window manager enforces the size hints): the
  /// window keeps running, drawing the top-left 4096×4096 px, instead of aborting on a 4 GB
  /// allocation.
  @Test func aHugeResizeIsClampedToTheFrameLimit() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let (preview, input) = try start(["preview", "ios-push", "--scale", "1"], on: server)
    defer { input.close() }
    let window = try #require(input.topLevelWindow())
    XResizeWindow(input.display, window, 32767, 32767)
    XSync(input.display, 0)
    #expect(
      Support.readLine(from: preview.stderrFD, timeout: 30)
        == "segue: the window was resized to 32767×32767 px, over the 16,777,216-pixel frame limit; drawing its top-left 4096×4096 px until it is made smaller."
    )
    // Still running (a debug build takes seconds for a frame this large), then stopped.
    usleep(500_000)
    #expect(kill(preview.pid, 0) == 0, "segue exited after the resize: \(preview.readStandardError())")
    kill(preview.pid, SIGKILL)
    #expect(preview.wait(timeout: 10) == 128 + SIGKILL)
  }

  /// `xdotool windowclose`: the preview exits with a sentence (not a wrong "shared-memory
  /// put rejected" explanation, and not never).
  @Test func aWindowDestroyedByAnotherClientEndsThePreview() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let (preview, input) = try start(["preview", "ios-push", "--scale", "1"], on: server)
    defer { input.close() }
    let window = try #require(input.topLevelWindow())
    XDestroyWindow(input.display, window)
    XSync(input.display, 0)
    #expect(preview.wait(timeout: 10) == 1)
    #expect(
      preview.readStandardError()
        == "segue: the window was closed by another program (its X window was destroyed); exiting.\n")
  }

  @Test func recordWritesItsScriptWhenTheWindowIsDestroyed() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let directory = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("destroyed.json").path
    let (record, input) = try start(["record", "cross-dissolve", "-o", file, "--scale", "1"], on: server)
    defer { input.close() }
    #expect(Support.readLine(from: record.stderrFD, timeout: 20) != nil)
    let window = try #require(input.topLevelWindow())
    XDestroyWindow(input.display, window)
    XSync(input.display, 0)
    #expect(record.wait(timeout: 10) == 1)
    #expect(
      record.readStandardError()
        == "segue: the window was closed by another program (its X window was destroyed); exiting.\nsegue: wrote the 0 events recorded so far to \(file).\n"
    )
    let script = try PointerScript(contentsOfFile: file)
    #expect(script.scene == "cross-dissolve" && script.events.isEmpty)
  }

  @Test func recordWritesItsScriptWhenTheServerDies() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let directory = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("died.json").path
    let (record, input) = try start(["record", "cross-dissolve", "-o", file, "--scale", "1"], on: server)
    #expect(Support.readLine(from: record.stderrFD, timeout: 20) != nil)
    input.close()
    kill(server.child.pid, SIGKILL)
    #expect(record.wait(timeout: 10) == 1)
    #expect(
      record.readStandardError()
        == "segue: lost the connection to the X server on display '\(server.display)' (the server exited or the connection broke); exiting.\nsegue: wrote the 0 events recorded so far to \(file).\n"
    )
    let script = try PointerScript(contentsOfFile: file)
    #expect(script.scene == "cross-dissolve" && script.events.isEmpty)
  }

  @Test func recordWritesItsScriptOnSIGHUP() throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let directory = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("hangup.json").path
    let (record, input) = try start(["record", "cross-dissolve", "-o", file, "--scale", "1"], on: server)
    defer { input.close() }
    #expect(Support.readLine(from: record.stderrFD, timeout: 20) != nil)
    kill(record.pid, SIGHUP)
    #expect(record.wait(timeout: 10) == 0)
    #expect(
      record.readStandardError()
        == "segue: wrote 0 events (0 s) to \(file); replay them with 'segue replay \(file)'.\n")
    let script = try PointerScript(contentsOfFile: file)
    #expect(script.scene == "cross-dissolve" && script.events.isEmpty)
  }

  /// SIGSTOP the X server while `segue preview --exit-after 2` runs: closing the window
  /// waits on the server (XSync), so the time-out used to wait forever; the watchdog ends
  /// the process 2 s after the deadline, naming the stopped process and how to resume it.
  @Test func aStoppedServerDoesNotHoldExitAfter() throws {
    let server = try XvfbServer()
    defer {
      kill(server.child.pid, SIGCONT)
      server.stop()
    }
    let (preview, input) = try start(["preview", "--exit-after", "2", "--scale", "1"], on: server)
    input.close()  // before the server stops: closing a connection waits for the server too
    kill(server.child.pid, SIGSTOP)
    let stopped = Date()
    #expect(preview.wait(timeout: 15) == 1)
    let elapsed = Date().timeIntervalSince(stopped)
    #expect(elapsed < 6, "exited \(elapsed) s after the server stopped")
    let pid = server.child.pid
    #expect(
      preview.readStandardError()
        == "segue: the X server on display '\(server.display)' stopped answering: its process (\(pid)) is stopped; exiting — resume it with 'kill -CONT \(pid)' and run segue again.\n"
    )
  }

  /// SIGSTOP the X server, then Ctrl+C `segue record`: quitting closes the window, which waits
  /// on the stopped server; the watchdog ends the process, and writes the recording first.
  @Test func recordWritesItsScriptWhenTheWatchdogEndsIt() throws {
    let server = try XvfbServer()
    defer {
      kill(server.child.pid, SIGCONT)
      server.stop()
    }
    let directory = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("stopped.json").path
    let (record, input) = try start(["record", "cross-dissolve", "-o", file, "--scale", "1"], on: server)
    #expect(Support.readLine(from: record.stderrFD, timeout: 20) != nil)
    input.close()
    kill(server.child.pid, SIGSTOP)
    kill(record.pid, SIGINT)
    #expect(record.wait(timeout: 20) == 1)
    let pid = server.child.pid
    #expect(
      record.readStandardError()
        == "segue: wrote the 0 events recorded so far to \(file).\n"
        + "segue: the X server on display '\(server.display)' stopped answering: its process (\(pid)) is stopped; exiting — resume it with 'kill -CONT \(pid)' and run segue again.\n"
    )
    let script = try PointerScript(contentsOfFile: file)
    #expect(script.scene == "cross-dissolve" && script.events.isEmpty)
  }
}
