import Foundation
import SegueUIKit

extension SceneDriver {
  /// Starts recording every animation added in the driver's window from now on (the
  /// animation inspector's records, docs/inspector.md); calling it again keeps what was
  /// recorded.
  public func recordAnimations() {
    if host.loop.animationRecorder == nil { host.loop.animationRecorder = AnimationRecorder() }
  }

  /// The animations recorded since `recordAnimations()`, in order of addition (times are
  /// media time; subtract `origin` for seconds since the start).
  public var animationRecords: [AnimationRecord] { host.loop.animationRecorder?.records ?? [] }

  /// The transitions that ran while animations were recorded (`AnimationRecord.transition`
  /// indexes them).
  public var animationTransitions: [AnimationRecord.Transition] { host.loop.animationRecorder?.transitions ?? [] }

  /// `segue replay --animations`'s output so far: the lifecycle lines with a line per
  /// recorded animation between them, in time order (a transition's begin before the
  /// animations its animator adds at the same instant), then the final state.
  public var jsonLinesWithAnimations: [String] {
    var lines: [String] = []
    var animations = animationRecords[...]
    for record in records {
      let t = record.time ?? .infinity
      while let next = animations.first, next.addedAt - origin < t - 1e-9 {
        lines.append(next.jsonLine(origin: origin))
        animations = animations.dropFirst()
      }
      lines.append(record.jsonLine)
    }
    lines += animations.map { $0.jsonLine(origin: origin) }
    lines.append(finalState.jsonLine)
    return lines
  }
}

extension LifecycleRecord {
  /// Seconds since the driver's origin (nil for the final state).
  var time: Double? {
    switch self {
    case .begin(let t, _, _, _, _), .end(let t, _, _): t
    case .final: nil
    }
  }
}
