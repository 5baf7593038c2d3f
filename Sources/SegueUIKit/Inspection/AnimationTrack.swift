import Foundation
import SegueAnimation

/// One recorded animation's values over time, for the inspector's curves: the animation as
/// it was added, sampled against the layer's model at that moment (docs/inspector.md,
/// "Curves").
///
/// A track keeps its own copy of the layer (a probe whose model it overwrites per sample), so
/// sampling never touches the layer on screen.
@MainActor package final class AnimationTrack {
  /// The animation as stored on the layer (Core Animation's copy).
  let animation: CAPropertyAnimation
  let keyPath: String
  let timing: AnimationRecord.Timing
  /// One iteration, seconds.
  let duration: Double
  /// Repeats, autoreverse and fill of the animation, with its begin at 0.
  let timingModel: MediaTimingModel
  private let model: LayerState
  private let target: any LayerAnimationTarget
  private let probe: CALayer
  /// A copy of a basic (or spring, or animator-driven) animation whose progress is set
  /// directly: its values at fractions 0 and 1 are the resolved from and to values.
  private let fractionProbe: FractionProbe?

  init?(animation: CAPropertyAnimation, layer: CALayer, timing: AnimationRecord.Timing, duration: Double) {
    guard let keyPath = animation.keyPath, let target = layer.propertyTable.target(forKeyPath: keyPath) else {
      return nil
    }
    self.animation = animation
    self.keyPath = keyPath
    self.timing = timing
    self.duration = duration
    self.target = target
    model = layer.model
    if type(of: layer) == CALayer.self {
      probe = CALayer(layer: layer)
    } else {
      probe = type(of: layer).init()
      probe.copyProperties(of: layer)
    }
    if let basic = animation as? CABasicAnimation {
      let copy = FractionProbe(keyPath: keyPath)
      basic.copyBasic(to: copy)
      fractionProbe = copy
    } else {
      fractionProbe = nil
    }
    let isDriven = animation is AnimatorDrivenAnimation
    timingModel = MediaTimingModel(
      duration: duration, repeatCount: isDriven ? 0 : Double(animation.repeatCount),
      repeatDuration: isDriven ? 0 : animation.repeatDuration, autoreverses: !isDriven && animation.autoreverses,
      fillMode: .both)
  }

  /// The value shown at its first frame.
  var from: AnimationRecord.Value { value(atSimpleTime: 0, useFraction: 0) }
  /// The value its curve ends on.
  var to: AnimationRecord.Value { value(atSimpleTime: duration, useFraction: 1) }

  /// The value `time` seconds after the animation's begin (repeats and autoreverse
  /// included; before 0 the start, after the end the end).
  func value(atTime time: Double) -> AnimationRecord.Value {
    let simple = timingModel.phase(atLocalTime: time).simpleTime ?? 0
    return value(atSimpleTime: simple, useFraction: nil)
  }

  /// Progress (0 … 1, springs overshoot) `time` seconds after the begin.
  func progress(atTime time: Double) -> Double {
    let simple = timingModel.phase(atLocalTime: time).simpleTime ?? 0
    if isDriven { return timing.progress(atTime: simple, duration: duration) }
    return animation.progress(atSimpleTime: simple)
  }

  /// Whether a property animator drives the animation (its progress is the animator's, so
  /// the track samples the animator's curve instead).
  private var isDriven: Bool { animation is AnimatorDrivenAnimation }

  private func value(atSimpleTime simpleTime: Double, useFraction fraction: Double?) -> AnimationRecord.Value {
    var state = model
    if let fractionProbe, fraction != nil || isDriven {
      fractionProbe.fraction = fraction ?? timing.progress(atTime: simpleTime, duration: duration)
      target.apply(fractionProbe, simpleTime: simpleTime, to: &state, model: model)
    } else {
      target.apply(animation, simpleTime: simpleTime, to: &state, model: model)
    }
    probe.model = state
    return AnimationRecord.Value(probe.value(forKeyPath: keyPath))
  }
}

/// A basic animation whose progress is a number set from outside (a track's probe).
@MainActor final class FractionProbe: CABasicAnimation {
  var fraction = 0.0

  override func progress(atSimpleTime simpleTime: Double) -> Double { fraction }
}
