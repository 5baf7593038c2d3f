import Foundation
import SegueAnimation

/// The layers that carry animations, and the per-frame step that starts and ends them.
///
/// One per `FrameLoop`. Each frame the loop calls `advance(toMediaTime:)` once: animations whose active
/// interval began hear `animationDidStart`; those whose interval ended are removed (when
/// `isRemovedOnCompletion`) and their delegates hear `animationDidStop(finished: true)`,
/// ordered by end time and then by order of addition, so completion blocks run in the
/// order UIKit runs them.
@MainActor package final class RunningAnimations: FrameDriven {
  private var layers: [ObjectIdentifier: WeakLayer] = [:]
  /// The loop's root layer: only animations in its tree need the loop's frames.
  weak var root: CALayer?
  /// The loop's animation recorder, told when animations end.
  var recorder: AnimationRecorder?

  package var frameState: FrameDrivenState { isAnimating(under: root) ? .running : .idle }

  private struct WeakLayer {
    weak var layer: CALayer?
  }

  /// True when every running animation in `root`'s tree repeats forever.
  package var runsForever: Bool { isAnimating(under: root) && !isAnimating(under: root, finiteOnly: true) }

  func register(_ layer: CALayer) { layers[ObjectIdentifier(layer)] = WeakLayer(layer: layer) }

  /// Whether a layer in `root`'s tree (every tree when nil) has an unfinished animation
  /// whose time runs: animations under a paused layer (speed 0, an interactive transition
  /// waiting for input) need no frames until something moves them.
  /// With `finiteOnly`, animations repeated forever do not count.
  func isAnimating(under root: CALayer?, finiteOnly: Bool = false) -> Bool {
    layers.values.contains { entry in
      guard let layer = entry.layer,
        layer.animationEntries.contains(where: {
          !$0.ended && $0.frozenTime == nil && (!finiteOnly || $0.animation.timingModel.activeDuration.isFinite)
        })
      else { return false }
      if let root, !root.isAncestor(of: layer) { return false }
      return !layer.isTimeFrozen
    }
  }

  /// Starts and ends animations at `mediaTime` (seconds on the host's clock).
  package func advance(toMediaTime mediaTime: CFTimeInterval) {
    var started: [(CALayer, AnimationEntry)] = []
    var ended: [(end: Double, layer: CALayer, entry: AnimationEntry)] = []
    for (id, weakLayer) in layers {
      guard let layer = weakLayer.layer, !layer.animationEntries.isEmpty else {
        layers[id] = nil
        continue
      }
      // A layer whose time is frozen by a paused ancestor (speed 0) never reaches an end:
      // scrubbing a paused transition to 100 % does not complete it (§8 pitfall 10).
      if layer.isTimeFrozen { continue }
      let time = layer.localTime(atMediaTime: mediaTime)
      for entry in layer.animationEntries where !entry.ended && entry.frozenTime == nil {
        let timing = entry.animation.timingModel
        let local = timing.localTime(fromParent: time)
        // Within `MediaTime.sameInstant`, so the frame an animation ends in does not depend on
        // the clock's magnitude.
        if !entry.started && local >= -MediaTime.sameInstant { started.append((layer, entry)) }
        if local >= timing.activeDuration - MediaTime.sameInstant {
          // When the end happened, in media time, for ordering.
          let endLocal = timing.parentTime(forLocal: timing.activeDuration) ?? time
          ended.append((endLocal - time + mediaTime, layer, entry))
        }
      }
    }
    for (_, entry) in started.sorted(by: { $0.1.sequence < $1.1.sequence }) where !entry.started {
      entry.started = true
      entry.animation.delegate?.animationDidStart(entry.animation)
    }
    ended.sort { ($0.end, $0.entry.sequence) < ($1.end, $1.entry.sequence) }
    for item in ended where !item.entry.ended {
      if item.entry.animation.isRemovedOnCompletion {
        item.layer.animationEntries.removeAll { $0 === item.entry }
      }
      item.entry.ended = true
      if let id = item.entry.recordID { recorder?.stopped(id, finished: true, at: item.end) }
      item.entry.animation.delegate?.animationDidStop(item.entry.animation, finished: true)
      item.entry.transactionCompletion?.animationStopped()
      item.entry.transactionCompletion = nil
    }
  }
}
