import Foundation
import SegueAnimation

/// Progress on standard error for work that takes longer than a second. On a terminal, a bar
/// redrawn in place at most ten times a second: `rendering [##########----------]  52/120
/// frames`. Elsewhere (a CI log, a file), where carriage returns would pile up, a plain line
/// at most every five seconds, `rendering: 52/120 frames`, and the last count. Nothing for
/// shorter work; `finish()` ends the bar's line.
package struct ProgressBar {
  package let label: String
  package let total: Int
  private let start = monotonicSeconds()
  private let isTerminal = isatty(STDERR_FILENO) == 1
  private var lastDraw = -1.0
  private var drawn = false

  package init(label: String, total: Int) {
    self.label = label
    self.total = max(total, 1)
  }

  /// Reports `done` of `total` items.
  mutating func update(_ done: Int) {
    let now = monotonicSeconds()
    let interval = isTerminal ? 0.1 : 5
    // The last count always shows once anything was shown (the bar full, or a final line).
    let last = done == total && (isTerminal || drawn)
    guard now - start > 1, now - lastDraw >= interval || last else { return }
    lastDraw = now
    let digits = String(total).count
    let count = String(repeating: " ", count: max(digits - String(done).count, 0)) + String(done)
    drawn = true
    guard isTerminal else {
      FileHandle.standardError.write(Data("\(label): \(count)/\(total) frames\n".utf8))
      return
    }
    let width = 30
    let filled = min(width, done * width / total)
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
    FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(count)/\(total) frames".utf8))
  }

  /// Ends the bar's line (when one was drawn on a terminal).
  package func finish() {
    if drawn && isTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
  }
}
