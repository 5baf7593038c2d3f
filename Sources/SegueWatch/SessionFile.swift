import Foundation

/// What a watched app writes beside its pointer script (`input.json`, the format `record`
/// writes, times from launch) when the watcher asks for a snapshot: the keys pressed, the
/// screen each touch began on, the transitions' beginnings, how far the session goes and
/// whether a touch was held. A new build replays both to reach the same state
/// (docs/watch.md, "How a reload works").
package struct SessionFile: Codable, Sendable, Equatable {
  /// A host key (`X11Host`'s `HostKey` raw value: `back`, `dark`, `slow`, …) at `t` seconds
  /// since launch.
  package struct Key: Codable, Sendable, Equatable {
    package var t: Double
    package var key: String
    package init(t: Double, key: String) {
      self.t = t
      self.key = key
    }
  }

  /// The screen the app was on when a touch began at `t`.
  package struct Checkpoint: Codable, Sendable, Equatable {
    package var t: Double
    package var state: ScreenState
    package init(t: Double, state: ScreenState) {
      self.t = t
      self.state = state
    }
  }

  /// Seconds since launch (animation clock) the session covers: a replay runs to here.
  package var until: Double
  package var keys: [Key] = []
  package var checkpoints: [Checkpoint] = []
  /// When each transition began, seconds since launch.
  package var transitionBegins: [Double] = []
  /// Whether the last touch was still down (a held drag): the script ends it with a
  /// `cancel` so it reads back, and the replay drops that `cancel` and keeps the touch.
  package var held = false
  /// Where the app was at `until`.
  package var state: ScreenState?

  package init(until: Double) { self.until = until }

  package static let fileName = "session.json"
  package static let scriptName = "input.json"

  /// Reads `session.json` in `directory`.
  ///
  /// - Throws: `CocoaError` when it is missing or not a session file.
  package static func read(from directory: URL) throws -> SessionFile {
    let data = try Data(contentsOf: directory.appendingPathComponent(fileName))
    return try JSONDecoder().decode(SessionFile.self, from: data)
  }

  /// Writes `session.json` into `directory`.
  package func write(to directory: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    try encoder.encode(self).write(to: directory.appendingPathComponent(Self.fileName), options: .atomic)
  }
}
