import Foundation

// The messages between `segue watch` and the app builds it runs (docs/watch.md, "How a
// reload works"). Each is one JSON object on one line: requests go to the app's standard
// input, reports come back through the channel file named by `--watch-channel`.

/// Where an app is: the stack of its first navigation controller (titles, root first) and
/// its topmost presented controller — the rule `segue replay`'s final line uses.
package struct ScreenState: Codable, Sendable, Equatable, CustomStringConvertible {
  package var stack: [String]
  package var presented: String?

  package init(stack: [String], presented: String?) {
    self.stack = stack
    self.presented = presented
  }

  /// "Photos › Detail", with " + Card presented" when a controller is presented.
  package var description: String {
    let path = stack.isEmpty ? "no navigation stack" : stack.joined(separator: " › ")
    return presented.map { "\(path) + \($0) presented" } ?? path
  }
}

/// A window's contents on the screen: root pixels, and its pixels per point.
package struct WindowGeometry: Codable, Sendable, Equatable {
  package var x: Int
  package var y: Int
  package var width: Int
  package var height: Int
  package var scale: Int

  package init(x: Int, y: Int, width: Int, height: Int, scale: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.scale = scale
  }
}

/// A transition a replay ran: its kind (`push`, `pop`, `present`, `dismiss`), and when it
/// began and ended, seconds since the app launched (`end` nil while it still runs).
package struct TransitionSpan: Codable, Sendable, Equatable {
  package var kind: String
  package var begin: Double
  package var end: Double?

  package init(kind: String, begin: Double, end: Double?) {
    self.kind = kind
    self.begin = begin
    self.end = end
  }
}

/// What the watcher asks of a running app build (one JSON line on its standard input).
package struct WatchRequest: Codable, Sendable, Equatable {
  package enum Kind: String, Codable, Sendable {
    /// Stop taking input, write the session (input so far) into `directory`, answer with a
    /// `snapshot` report.
    case snapshot
    /// Take input again (the new build failed; this one stays).
    case resume
    /// Show `title` and `lines` over the phone (a failed build, a crashed one).
    case overlay
    /// Take the overlay away.
    case clearOverlay = "clear-overlay"
    /// Close the window and exit with status 0.
    case quit
  }

  package var kind: Kind
  package var directory: String?
  package var title: String?
  package var lines: [String]?

  package init(kind: Kind, directory: String? = nil, title: String? = nil, lines: [String]? = nil) {
    self.kind = kind
    self.directory = directory
    self.title = title
    self.lines = lines
  }
}

/// What an app build tells the watcher (one JSON line on its channel).
package struct AppReport: Codable, Sendable, Equatable {
  package enum Kind: String, Codable, Sendable {
    /// The window shows its first frame: the replay (if any) is done.
    case ready
    /// The session is written (answer to a `snapshot` request).
    case snapshot
    /// Ctrl+R in the window: start again from launch.
    case restart
    /// L in the window: reload and play the last transition again.
    case replayLast = "replay-last"
  }

  package var kind: Kind
  /// Where the app is (ready: after the replay; snapshot: as it was written).
  package var state: ScreenState?
  /// Snapshot: seconds since launch the session covers (on the animation clock).
  package var until: Double?
  package var window: WindowGeometry?
  /// Ready: how long the replay took (wall milliseconds) and how many events it delivered.
  package var replayMilliseconds: Double?
  package var replayedEvents: Int?
  /// Ready: the replay stopped before the end, at this many seconds since launch, because
  /// the screen an input was recorded on was no longer the one reached; `reason` says how.
  package var stoppedAt: Double?
  package var reason: String?
  /// Ready: the transitions the replay ran.
  package var transitions: [TransitionSpan]?

  package init(kind: Kind) { self.kind = kind }

}

extension Encodable {
  /// The value as one JSON line: keys sorted, no newline inside (a request or a report).
  package var jsonLine: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

/// Splits bytes arriving in chunks into complete lines (UTF-8, `\n`-terminated).
package struct LineBuffer: Sendable {
  private var pending = Data()

  package init() {}

  /// Adds `data`; returns the lines it completed, without their newlines.
  package mutating func append(_ data: Data) -> [String] {
    pending.append(data)
    var lines: [String] = []
    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
      lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
      pending.removeSubrange(pending.startIndex...newline)
    }
    return lines
  }
}
