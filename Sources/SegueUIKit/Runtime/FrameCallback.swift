import Foundation

/// A per-frame callback (scroll deceleration, a touchpad scroll's end, the transition
/// watchdog), run in the loop's callbacks phase until it returns false.
@MainActor package final class FrameCallback: FrameDriven {
  private let demandsFrames: Bool
  private let callback: (TimeInterval) -> Bool
  private var isFinished = false

  /// - Parameters:
  ///   - demandsFrames: false marks a watcher: it runs on frames others cause but never keeps
  ///     a host producing frames.
  ///   - callback: called with each frame's media time (seconds); false ends it.
  init(demandsFrames: Bool, callback: @escaping (TimeInterval) -> Bool) {
    self.demandsFrames = demandsFrames
    self.callback = callback
  }

  package var frameState: FrameDrivenState { isFinished ? .finished : demandsFrames ? .running : .idle }

  package func advance(toMediaTime mediaTime: CFTimeInterval) {
    guard !isFinished else { return }
    if !callback(mediaTime) { isFinished = true }
  }

  /// Adds a callback to the loop `layer` is shown by (else the current loop), in `phase`;
  /// see `init`.
  static func add(
    for layer: CALayer? = nil, demandsFrames: Bool = true, in phase: FramePhase = .callbacks,
    _ callback: @escaping (TimeInterval) -> Bool
  ) {
    guard let loop = layer.flatMap({ FrameLoop.owning($0) }) ?? FrameLoop.current else { return }
    loop.drive(FrameCallback(demandsFrames: demandsFrames, callback: callback), in: phase)
  }
}
