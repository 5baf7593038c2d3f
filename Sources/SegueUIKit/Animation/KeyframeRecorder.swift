import Foundation
import SegueAnimation

/// Records the property changes made inside `addKeyframe` blocks and, when the outer
/// `animateKeyframes` block ends, turns each touched (layer, key) into one
/// `CAKeyframeAnimation` built by UIKit's construction (docs/uikit-behaviour.md §3.2).
@MainActor final class KeyframeRecorder {
  private struct Track {
    let layer: CALayer
    let key: String
    let initialValue: Any
    var frames: [KeyframeTimeline<AnyKeyframeValue>.Keyframe] = []
  }

  let calculationMode: CAAnimationCalculationMode
  private var tracks: [Track] = []
  private var touchedInCurrentFrame: [(CALayer, String)] = []
  private(set) var isRecording = false

  init(calculationMode: CAAnimationCalculationMode) { self.calculationMode = calculationMode }

  /// Called from the layer's action hook before a property changes inside a keyframe.
  func noteChange(of layer: CALayer, key: String, initialValue: Any?) {
    if !tracks.contains(where: { $0.layer === layer && $0.key == key }), let initialValue {
      tracks.append(Track(layer: layer, key: key, initialValue: initialValue))
    }
    if !touchedInCurrentFrame.contains(where: { $0.0 === layer && $0.1 == key }) {
      touchedInCurrentFrame.append((layer, key))
    }
  }

  /// Runs one keyframe's block and appends a frame for every property it touched, valued
  /// at the property's model value after the block.
  func record(start: Double, duration: Double, _ animations: () -> Void) {
    guard !isRecording else {
      // UIKit asserts on nested keyframes; run the block as part of the outer keyframe.
      animations()
      return
    }
    isRecording = true
    touchedInCurrentFrame.removeAll()
    animations()
    isRecording = false
    for (layer, key) in touchedInCurrentFrame {
      guard let index = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }),
        let value = layer.propertyTable.animatableProperty(forKey: key)?.animationValue(in: layer.model)
      else { continue }
      tracks[index].frames.append(
        .init(relativeStartTime: start, relativeDuration: duration, value: AnyKeyframeValue(value)))
    }
  }

  /// Adds one keyframe animation per track to its layer, counted by `state`.
  func emit(into state: ViewAnimationState) {
    for track in tracks where !track.frames.isEmpty {
      let timeline = KeyframeTimeline(
        initialValue: AnyKeyframeValue(track.initialValue), keyframes: track.frames,
        duration: state.duration)
      let animation = CAKeyframeAnimation(keyPath: track.key)
      animation.values = timeline.values.map(\.value)
      animation.keyTimes = timeline.keyTimes.map { NSNumber(value: $0) }
      animation.calculationMode = calculationMode
      animation.duration = state.duration
      if case .curve(let function) = state.timing { animation.timingFunction = function }
      state.configureTiming(animation, on: track.layer)
      state.register(animation)
      track.layer.add(animation, forKey: track.key)
    }
    tracks.removeAll()
  }
}

/// A keyframe value of any property type (the recorder handles every key alike).
struct AnyKeyframeValue: @unchecked Sendable {
  let value: Any
  init(_ value: Any) { self.value = value }
}
