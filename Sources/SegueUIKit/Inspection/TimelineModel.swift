import Foundation

/// What the animation inspector's timeline shows: rows grouped by transition and by layer,
/// on one time axis (docs/inspector.md, "The timeline").
///
/// A snapshot of a recorder: build a new one when records change.
@MainActor package struct TimelineModel {
  /// One line of the timeline.
  package enum Row: Equatable {
    /// A transition's header (index in `transitions`), or the animations outside every
    /// transition (nil).
    case transition(Int?)
    /// The layer the animation rows below it belong to.
    case layer(String)
    /// One animation (index in `records`).
    case animation(Int)
  }

  package let records: [AnimationRecord]
  package let tracks: [AnimationTrack?]
  package let transitions: [AnimationRecord.Transition]
  package let rows: [Row]
  /// The media time the axis's 0 stands for (a replay's start).
  package let origin: Double
  /// The axis's span in media time (seconds).
  package let start: Double
  package let end: Double

  /// - Parameters:
  ///   - recorder: what was recorded.
  ///   - origin: media time labelled 0 on the axis.
  ///   - now: media time now (running animations end here on the axis); nil when all ended.
  ///   - lastTransitionOnly: only the newest transition and the animations that overlap it
  ///     (the window's panel); otherwise every transition, then the rest.
  package init(recorder: AnimationRecorder, origin: Double, now: Double?, lastTransitionOnly: Bool = false) {
    let records = recorder.records
    let transitions = recorder.transitions
    self.records = records
    tracks = recorder.tracks
    self.transitions = transitions
    self.origin = origin
    var shown = Array(records.indices)
    var shownTransitions = Array(transitions.indices)
    if lastTransitionOnly, let last = transitions.indices.last {
      let span = transitions[last].begin...(transitions[last].end ?? now ?? .infinity)
      shownTransitions = [last]
      shown = shown.filter { index in
        let record = records[index]
        if let transition = record.transition { return transition == last }
        let recordEnd = record.end ?? now ?? .infinity
        return record.begin <= span.upperBound && recordEnd >= span.lowerBound
      }
    }
    var rows: [Row] = []
    for group in shownTransitions.map(Optional.some) + [nil] {
      let members = shown.filter { records[$0].transition == group }
      guard group != nil || !members.isEmpty else { continue }
      rows.append(.transition(group))
      var layers: [String] = []
      for index in members where !layers.contains(records[index].layer) { layers.append(records[index].layer) }
      for layer in layers {
        rows.append(.layer(layer))
        rows += members.filter { records[$0].layer == layer }.map(Row.animation)
      }
    }
    self.rows = rows
    // The span: every shown transition and animation, at least 0.5 s.
    var lower = Double.infinity
    var upper = -Double.infinity
    for index in shownTransitions {
      lower = min(lower, transitions[index].begin)
      upper = max(upper, transitions[index].end ?? now ?? transitions[index].begin)
    }
    for index in shown {
      let record = records[index]
      lower = min(lower, record.begin)
      upper = max(upper, Self.visibleEnd(of: record, now: now))
    }
    if !lower.isFinite { lower = origin }
    if !upper.isFinite { upper = lower }
    start = lower
    end = max(upper, lower + 0.5)
  }

  /// Where a record's bar ends: its end, else where its active interval ends, else now
  /// (an animation repeated forever).
  package static func visibleEnd(of record: AnimationRecord, now: Double?) -> Double {
    if let end = record.end { return end }
    let planned = record.begin + record.activeDuration
    if planned.isFinite { return planned }
    return max(now ?? record.begin + 1, record.begin + 0.25)
  }

  /// The first animation whose value changes (what a picture of the timeline plots below
  /// the rows).
  package var firstChangingAnimation: Int? {
    for row in rows {
      guard case .animation(let index) = row else { continue }
      if records[index].from != records[index].to { return index }
    }
    return nil
  }
}
