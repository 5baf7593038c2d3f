import Foundation
import SegueAnimation

/// A timed animation the frame loop drives, in libadwaita's split: immutable parameters (a
/// duration and a timing curve), a state, and a target that receives the eased progress.
/// Each frame the target gets `curve(t / duration)` for the time t since the start; at the
/// end (within `MediaTime.sameInstant`) it gets exactly 1, then `completion` runs and the
/// animation is dropped. Used where UIKit moves a value on its own clock without a layer
/// animation: a percent-driven transition's finish or cancel, `setContentOffset(_:animated:)`.
@MainActor package final class FrameAnimation: FrameDriven {
  /// Seconds from start to end (> 0).
  let duration: TimeInterval
  /// The easing of progress over time.
  let curve: any TimingCurve
  /// Media time (seconds) the animation started at.
  let startTime: TimeInterval
  private let target: (Double) -> Void
  private let completion: () -> Void
  private(set) var state = FrameDrivenState.running

  /// - Parameters:
  ///   - duration: seconds, > 0.
  ///   - curve: the easing (`curve.progress(atTime:duration:)`).
  ///   - startTime: media seconds of progress 0.
  ///   - target: receives the eased progress, 0…1 (a spring may overshoot).
  ///   - completion: runs once, on the frame that reaches the end.
  init(
    duration: TimeInterval, curve: any TimingCurve, startTime: TimeInterval, target: @escaping (Double) -> Void,
    completion: @escaping () -> Void
  ) {
    self.duration = duration
    self.curve = curve
    self.startTime = startTime
    self.target = target
    self.completion = completion
  }

  package var frameState: FrameDrivenState { state }

  package func advance(toMediaTime mediaTime: CFTimeInterval) {
    guard state == .running else { return }
    let elapsed = mediaTime - startTime
    let reached = elapsed >= duration - MediaTime.sameInstant
    let fraction = min(elapsed / duration, 1)
    target(reached ? 1 : curve.progress(atTime: fraction * duration, duration: duration))
    guard reached else { return }
    state = .finished
    completion()
  }

  /// Stops it where it is (no more values, no completion).
  func stop() { state = .finished }

  /// Starts an animation on the loop `layer` is shown by (else the current loop); returns it
  /// (nil without a loop).
  @discardableResult
  static func start(
    for layer: CALayer?, duration: TimeInterval, curve: any TimingCurve, startTime: TimeInterval,
    target: @escaping (Double) -> Void, completion: @escaping () -> Void = {}
  ) -> FrameAnimation? {
    guard let loop = layer.flatMap({ FrameLoop.owning($0) }) ?? FrameLoop.current else { return nil }
    let animation = FrameAnimation(
      duration: duration, curve: curve, startTime: startTime, target: target, completion: completion)
    loop.drive(animation, in: .callbacks)
    return animation
  }
}
