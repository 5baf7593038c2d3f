import Foundation
import SegueAnimation

/// A progress bar on standard error for work that takes longer than a second:
/// `rendering [##########----------]  52/120 frames`. Nothing is drawn for shorter work;
/// redraws at most ten times a second; `finish()` ends the line.
struct ProgressBar {
  let label: String
  let total: Int
  private let start = monotonicSeconds()
  private var lastDraw = -1.0
  private var drawn = false

  init(label: String, total: Int) {
    self.label = label
    self.total = max(total, 1)
  }

  /// Reports `done` of `total` items.
  mutating func update(_ done: Int) {
    let now = monotonicSeconds()
    guard now - start > 1, now - lastDraw >= 0.1 || done == total else { return }
    lastDraw = now
    drawn = true
    let width = 30
    let filled = min(width, done * width / total)
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
    let count = String(done).padding(toLength: String(total).count, withPad: " ", startingAt: 0)
    FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(count)/\(total) frames".utf8))
  }

  /// Ends the bar's line (when one was drawn).
  func finish() {
    if drawn { FileHandle.standardError.write(Data("\n".utf8)) }
  }
}
