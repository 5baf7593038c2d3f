import Foundation
import SegueAnimation

/// Every animation added in one frame loop, as `AnimationRecord`s, with the transitions they
/// ran in: what the animation inspector shows and `segue replay --animations` prints
/// (docs/inspector.md).
///
/// A loop records only while its `animationRecorder` is set; without one, adding an
/// animation costs one nil check. Nothing here is process-wide: two hosts record apart.
@MainActor package final class AnimationRecorder {
  /// The records, in order of addition (`id` is the index).
  package private(set) var records: [AnimationRecord] = []
  /// The sampling side of each record (nil for an animation of a key path no property
  /// answers to), parallel to `records`.
  package private(set) var tracks: [AnimationTrack?] = []
  /// The transitions seen, in order of beginning (`AnimationRecord.transition` indexes them).
  package private(set) var transitions: [AnimationRecord.Transition] = []
  /// Called with each new record as it is added.
  package var onRecord: ((AnimationRecord) -> Void)?
  /// Transitions begun and not yet completed (indices), the newest last.
  private var openTransitions: [Int] = []
  /// The live animation behind each record, while it runs.
  private var entries: [Int: (entry: WeakEntry, layer: WeakLayer)] = [:]
  /// The layer of each record, parallel to `records`, kept after the animation ends.
  private var layers: [WeakLayer] = []

  private struct WeakEntry {
    weak var entry: AnimationEntry?
  }

  private struct WeakLayer {
    weak var layer: CALayer?
  }

  package init() {}

  /// Forgets every record and transition (a loop-the-last-transition replay starts afresh).
  package func removeAll() {
    records.removeAll()
    tracks.removeAll()
    transitions.removeAll()
    openTransitions.removeAll()
    entries.removeAll()
    layers.removeAll()
  }

  /// The layer record `id` animated (nil once the layer is gone).
  package func layer(of id: Int) -> CALayer? {
    layers.indices.contains(id) ? layers[id].layer : nil
  }

  /// Whether record `id`'s animation is still running.
  package func isRunning(_ id: Int) -> Bool {
    guard let entry = entries[id]?.entry.entry else { return false }
    return !entry.ended
  }

  // MARK: Recording

  /// Records `entry`, just added to `layer` at media time `time` (seconds).
  func added(_ entry: AnimationEntry, to layer: CALayer, at time: Double) {
    guard let animation = entry.animation as? CAPropertyAnimation, let keyPath = animation.keyPath else { return }
    let state = animation.delegate as? ViewAnimationState
    let animator = (animation as? AnimatorDrivenAnimation)?.animator
    let timingModel = animation.timingModel
    let duration = animator?.duration ?? animation.effectiveDuration
    let timing = AnimationRecord.Timing.of(animation, state: state, animator: animator)
    let track = AnimationTrack(animation: animation, layer: layer, timing: timing, duration: duration)
    // The layer's time runs with media time here (speed 1 up the tree): its begin in media
    // time is as far from now as the animation's begin is from the layer's time now.
    let begin = time + (timingModel.beginTime - layer.localTime(atMediaTime: time))
    let speed = Double(animation.speed)
    let active = animator != nil ? duration : timingModel.activeDuration / (speed == 0 ? 1 : abs(speed))
    let id = records.count
    let record = AnimationRecord(
      id: id, layer: layer.inspectorName, key: entry.key.hasPrefix("segue.anonymous.") ? nil : entry.key,
      keyPath: keyPath, from: track?.from ?? .described("?"), to: track?.to ?? .described("?"), addedAt: time,
      begin: animator != nil ? time : begin, duration: duration, activeDuration: active, speed: speed,
      repeatCount: Double(animation.repeatCount), repeatDuration: animation.repeatDuration,
      autoreverses: animation.autoreverses, fillMode: animation.fillMode.rawValue, isAdditive: animation.isAdditive,
      startedPaused: layer.isTimeFrozen, timing: timing,
      origin: AnimationRecord.Origin(state: state, animator: animator),
      transition: openTransitions.last, end: nil, finished: nil)
    records.append(record)
    tracks.append(track)
    layers.append(WeakLayer(layer: layer))
    entry.recordID = id
    entries[id] = (WeakEntry(entry: entry), WeakLayer(layer: layer))
    onRecord?(record)
  }

  /// Notes that the animation behind record `id` stopped at media time `time`.
  func stopped(_ id: Int, finished: Bool, at time: Double) {
    guard records.indices.contains(id), records[id].end == nil else { return }
    records[id].end = time
    records[id].finished = finished
    entries[id] = nil
  }

  /// Notes a transition's start (after its animator was chosen, before it animates).
  func transitionBegan(
    kind: String, animator: String, from: String?, to: String?, interactive: Bool, at time: Double
  ) {
    transitions.append(
      AnimationRecord.Transition(
        kind: kind, animator: animator, from: from, to: to, interactive: interactive, begin: time))
    openTransitions.append(transitions.count - 1)
  }

  /// Notes that the newest open transition of `kind` ran `completeTransition`.
  func transitionEnded(kind: String, completed: Bool, at time: Double) {
    guard let position = openTransitions.lastIndex(where: { transitions[$0].kind == kind }) else { return }
    let index = openTransitions.remove(at: position)
    transitions[index].end = time
    transitions[index].completed = completed
  }

  // MARK: Freezing

  /// Whether record `id`'s animation is frozen.
  package func isFrozen(_ id: Int) -> Bool { entries[id]?.entry.entry?.frozenTime != nil }

  /// Holds record `id`'s animation at its value now while every other animation runs on;
  /// false when it is no longer running.
  @discardableResult
  package func freeze(_ id: Int) -> Bool {
    guard let live = entries[id], let entry = live.entry.entry, let layer = live.layer.layer, !entry.ended else {
      return false
    }
    if entry.frozenTime == nil { entry.frozenTime = layer.localTime() }
    return true
  }

  /// Lets a frozen animation run again from the value it was held at (its begin moves
  /// later by the time it was held).
  package func unfreeze(_ id: Int) {
    guard let live = entries[id], let entry = live.entry.entry, let layer = live.layer.layer,
      let frozen = entry.frozenTime
    else { return }
    entry.frozenTime = nil
    entry.animation.beginTime += layer.localTime() - frozen
    FrameLoop.showing(layer)?.setNeedsFrames()
  }
}
