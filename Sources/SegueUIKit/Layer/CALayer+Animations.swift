import Foundation
import SegueAnimation

/// One animation attached to a layer.
@MainActor final class AnimationEntry {
  let key: String
  let animation: CAAnimation
  /// Order of addition across all layers (completion ordering ties).
  let sequence: UInt64
  var started = false
  var ended = false
  /// The transaction whose completion block waits for this animation.
  var transactionCompletion: TransactionCompletion?
  /// Its record in the loop's `AnimationRecorder`, when one recorded it.
  var recordID: Int?
  /// The layer-local time the inspector holds it at (`AnimationRecorder.freeze`): it shows
  /// its value at that time and neither starts nor ends while held.
  var frozenTime: Double?
  /// The key path the animation was last resolved for and where it lands (nil: no
  /// property answers to it), so sampling does not look the key path up every frame.
  private var resolved: (keyPath: String, target: (any LayerAnimationTarget)?)?

  /// Where the animation's `keyPath` lands on a layer with `table`; looked up again only
  /// when the key path changed.
  func target(for keyPath: String, in table: LayerPropertyTable) -> (any LayerAnimationTarget)? {
    if let resolved, resolved.keyPath == keyPath { return resolved.target }
    let target = table.target(forKeyPath: keyPath)
    resolved = (keyPath, target)
    return target
  }

  init(key: String, animation: CAAnimation, sequence: UInt64) {
    self.key = key
    self.animation = animation
    self.sequence = sequence
  }
}

extension CALayer {
  private static var nextSequence: UInt64 = 0

  /// Told about every layer an animation is added to while set (the transition coordinator
  /// collects the layers its alongside animations touch).
  static var additionObserver: ((CALayer) -> Void)?

  /// The sequence number of the most recently added animation (process-wide).
  static var currentSequence: UInt64 { nextSequence }

  /// Attaches a copy of `anim` (Core Animation copies on add). A `beginTime` of 0 means
  /// "now" in the layer's time; an animation under an existing key replaces it, and the
  /// replaced one's delegate hears `finished = false`.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    let copy = anim.animationCopy()
    if copy.beginTime == 0 { copy.beginTime = localTime() }
    let entryKey = key ?? "segue.anonymous.\(CALayer.nextSequence)"
    if let key, let index = animationEntries.firstIndex(where: { $0.key == key }) {
      let replaced = animationEntries.remove(at: index)
      stop(replaced, finished: false)
    }
    CALayer.nextSequence &+= 1
    let entry = AnimationEntry(key: entryKey, animation: copy, sequence: CALayer.nextSequence)
    if let completion = CATransaction.currentCompletion {
      completion.animationAdded()
      entry.transactionCompletion = completion
    }
    animationEntries.append(entry)
    let loop = FrameLoop.owning(self)
    loop?.animations.register(self)
    if let loop, let recorder = loop.animationRecorder { recorder.added(entry, to: self, at: loop.mediaClock.now) }
    CALayer.additionObserver?(self)
    loop?.setNeedsFrames()
  }

  /// The running animation under `key` (a copy of what was added).
  public func animation(forKey key: String) -> CAAnimation? {
    animationEntries.first { $0.key == key }?.animation
  }

  /// Keys of the running animations, in the order they were added.
  public func animationKeys() -> [String]? {
    animationEntries.isEmpty ? nil : animationEntries.map(\.key)
  }

  /// Removes one animation; its delegate hears `finished = false` at once.
  public func removeAnimation(forKey key: String) {
    guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
    let entry = animationEntries.remove(at: index)
    stop(entry, finished: false)
  }

  /// Removes every animation; each delegate hears `finished = false`, in order of addition.
  public func removeAllAnimations() {
    let entries = animationEntries
    animationEntries.removeAll()
    for entry in entries { stop(entry, finished: false) }
  }

  func stop(_ entry: AnimationEntry, finished: Bool) {
    guard !entry.ended else { return }
    entry.ended = true
    // What is presented changes: a window draws the layer without the animation.
    let loop = FrameLoop.showing(self)
    loop?.setNeedsFrames()
    if let id = entry.recordID, let loop {
      loop.animationRecorder?.stopped(id, finished: finished, at: loop.mediaClock.now)
    }
    if !entry.started {
      entry.started = true
      entry.animation.delegate?.animationDidStart(entry.animation)
    }
    entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
    entry.transactionCompletion?.animationStopped()
    entry.transactionCompletion = nil
  }

  // MARK: Time

  /// This layer's local time at media time `mediaTime` (default: now), through every
  /// ancestor's `beginTime`, `speed` and `timeOffset`.
  public func localTime(atMediaTime mediaTime: CFTimeInterval) -> CFTimeInterval {
    var chain: [CALayer] = []
    var current: CALayer? = self
    while let layer = current {
      chain.append(layer)
      current = layer.renderParent
    }
    var time = mediaTime
    for layer in chain.reversed() { time = layer.childTime(fromParent: time) }
    return time
  }

  /// This layer's local time now: on the clock of the frame loop its tree is shown by (so
  /// work running between another host's frames still reads its own host's time).
  public func localTime() -> CFTimeInterval {
    localTime(atMediaTime: FrameLoop.owning(self)?.mediaClock.now ?? CACurrentMediaTime())
  }

  /// Whether this layer or an ancestor has `speed == 0`, so its time does not advance.
  var isTimeFrozen: Bool {
    var current: CALayer? = self
    while let layer = current {
      if layer.speed == 0 { return true }
      current = layer.renderParent
    }
    return false
  }

  /// `(parent − beginTime) × speed + timeOffset`.
  @inline(__always)
  func childTime(fromParent parent: CFTimeInterval) -> CFTimeInterval {
    (parent - beginTime) * Double(speed) + timeOffset
  }

  /// Core Animation's `convertTime(_:from:)`: `t` in `layer`'s time (nil: media time) to
  /// this layer's time.
  public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
    guard let layer else { return localTime(atMediaTime: t) }
    // Invert the other layer's chain to media time, then come down this one.
    var chain: [CALayer] = []
    var current: CALayer? = layer
    while let l = current {
      chain.append(l)
      current = l.renderParent
    }
    var time = t
    for l in chain where l.speed != 0 {
      time = (time - l.timeOffset) / Double(l.speed) + l.beginTime
    }
    return localTime(atMediaTime: time)
  }

  // MARK: Presentation

  /// What is on screen now: a copy of the layer with its running animations applied
  /// (Core Animation's presentation layer, of the layer's own class; sublayers are not
  /// copied).
  public func presentation() -> Self? {
    let copy: CALayer
    if type(of: self) == CALayer.self {
      copy = CALayer(layer: self)
    } else {
      // A subclass's copy, so that its own properties read back from the presentation.
      copy = type(of: self).init()
      copy.copyProperties(of: self)
    }
    copy.model = presentationState(atLocalTime: localTime())
    return copy as? Self
  }

  /// The model state with every running animation sampled at `time` (this layer's local
  /// time), in the order the animations were added: non-additive values replace what is
  /// below them, additive ones are summed onto it (docs/uikit-behaviour.md §0.5).
  package func presentationState(atLocalTime time: CFTimeInterval) -> LayerState {
    guard !animationEntries.isEmpty else { return model }
    var state = model
    let table = propertyTable
    for entry in animationEntries {
      let animation = entry.animation
      let timing = animation.timingModel
      guard
        let simpleTime = timing.phase(atLocalTime: timing.localTime(fromParent: entry.frozenTime ?? time)).simpleTime,
        let property = animation as? CAPropertyAnimation, let keyPath = property.keyPath,
        let target = entry.target(for: keyPath, in: table)
      else { continue }
      target.apply(property, simpleTime: simpleTime, to: &state, model: model)
    }
    return state
  }
}
