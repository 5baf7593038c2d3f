import Foundation
import SegueSupport
import SegueUIKit

/// One line of a replay's output: a transition beginning or ending, or the final state.
/// `jsonLine` is the exact text `segue replay` prints.
public enum LifecycleRecord: Sendable, Equatable {
  /// A transition started. `t`: seconds since the driver's time origin.
  case begin(t: Double, kind: TransitionLifecycleEvent.Kind, interactive: Bool, from: String?, to: String?)
  /// `completeTransition` ran; `completed` is false for a cancelled transition.
  case end(t: Double, kind: TransitionLifecycleEvent.Kind, completed: Bool)
  /// Where the app ended up: the navigation stack's titles (root first) and the topmost
  /// presented controller's title.
  case final(stack: [String], presented: String?)

  /// One JSON object on one line, keys in a fixed order, times with 4 decimals (0.1 ms):
  /// `{"t":0.0167,"event":"begin","kind":"push","interactive":false,"from":"A","to":"B"}`.
  public var jsonLine: String {
    switch self {
    case .begin(let t, let kind, let interactive, let from, let to):
      "{\"t\":\(JSONText.number(t, decimals: 4)),\"event\":\"begin\",\"kind\":\"\(kind.rawValue)\",\"interactive\":\(interactive),\"from\":\(JSONText.string(from)),\"to\":\(JSONText.string(to))}"
    case .end(let t, let kind, let completed):
      "{\"t\":\(JSONText.number(t, decimals: 4)),\"event\":\"end\",\"kind\":\"\(kind.rawValue)\",\"completed\":\(completed)}"
    case .final(let stack, let presented):
      "{\"event\":\"final\",\"stack\":[\(stack.map { JSONText.string($0) }.joined(separator: ","))],\"presented\":\(JSONText.string(presented))}"
    }
  }

  /// Makes a record from an event of `TransitionLifecycle`, with time relative to `origin`.
  init(_ event: TransitionLifecycleEvent, origin: TimeInterval) {
    let t = event.time - origin
    switch event.phase {
    case .begin(let interactive, let from, let to):
      self = .begin(t: t, kind: event.kind, interactive: interactive, from: from, to: to)
    case .end(let completed):
      self = .end(t: t, kind: event.kind, completed: completed)
    }
  }
}

extension UIViewController {
  /// How replays name a controller: its title, else its navigation item's title, else its
  /// type (the same rule as the lifecycle events).
  @MainActor package var replayName: String {
    title ?? navigationItem.title ?? "\(type(of: self))"
  }
}
