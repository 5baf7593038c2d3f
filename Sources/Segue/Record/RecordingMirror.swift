import Foundation
import SeguePlayback
import Synchronization

/// A thread-safe copy of a recording's events, for the one writer that cannot use the main
/// queue: the X server watchdog ending the process while the main queue is blocked on a
/// stopped server. The main queue copies each new event over as it records it.
final class RecordingMirror: Sendable {
  let scene: String
  let viewport: PointerScript.Viewport
  let output: String
  private let events = Mutex<[PointerScript.Event]>([])

  init(scene: String, viewport: PointerScript.Viewport, output: String) {
    self.scene = scene
    self.viewport = viewport
    self.output = output
  }

  /// Copies the events `recording` has beyond those already copied.
  func sync(from recording: PointerRecording) {
    let all = recording.recordedEvents
    events.withLock { copied in
      if all.count > copied.count { copied.append(contentsOf: all[copied.count...]) }
    }
  }

  /// Writes the events copied so far (a touch still down closed with a cancel) and says so on
  /// standard error; called on the watchdog's queue.
  func writeNow() {
    var list = events.withLock { $0 }
    if let last = list.last, last.type == .down || last.type == .move {
      list.append(
        PointerScript.Event(t: last.t, type: .cancel, x: last.x, y: last.y, mirroredAbout: last.mirroredAbout))
    }
    let script = PointerScript(scene: scene, viewport: viewport, events: list)
    let message: String
    do {
      try script.write(toFile: output)
      message = "segue: wrote the \(list.count) events recorded so far to \(output).\n"
    } catch {
      message =
        "segue: cannot write the recording to '\(output)'; check that its directory is writable and record again.\n"
    }
    FileHandle.standardError.write(Data(message.utf8))
  }
}
