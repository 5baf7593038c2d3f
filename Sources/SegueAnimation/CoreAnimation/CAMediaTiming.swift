import Foundation

/// What a timed object shows outside its active interval (Core Animation's fill modes).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Nothing outside the active interval.
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// The final state is held after the end.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The initial state is shown before the begin time (during a delay).
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both: what UIKit's view animations use (docs/uikit-behaviour.md §1.4).
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Core Animation's hierarchical timing protocol, adopted by layers and animations.
///
/// Time flows from parent to child as `local = (parent − beginTime) × speed + timeOffset`
/// (Apple's CAMediaTiming documentation). A layer with `speed = 0` freezes everything below
/// it at `timeOffset`: that is how interactive transitions scrub their animations.
@preconcurrency @MainActor public protocol CAMediaTiming: AnyObject {
  /// Seconds, in the parent's time space, at which this object's time starts.
  var beginTime: CFTimeInterval { get set }
  /// Simple duration in seconds.
  var duration: CFTimeInterval { get set }
  /// Time multiplier relative to the parent (0 freezes; negative runs backwards).
  var speed: Float { get set }
  /// Seconds added to local time after scaling by `speed`.
  var timeOffset: CFTimeInterval { get set }
  /// Number of iterations (fractional allowed; 0 means 1).
  var repeatCount: Float { get set }
  /// Seconds to repeat for; overrides `repeatCount` when > 0.
  var repeatDuration: CFTimeInterval { get set }
  /// Whether each iteration plays forwards then backwards.
  var autoreverses: Bool { get set }
  var fillMode: CAMediaTimingFillMode { get set }
}

public typealias CFTimeInterval = Double

/// Where a timed object is at some local time, and the simple time to sample there.
public enum MediaTimingPhase: Equatable, Sendable {
  /// Before the active interval; `simpleTime` is set when the fill mode shows the start.
  case before(simpleTime: Double?)
  /// Inside the active interval, at `simpleTime` seconds into the current iteration
  /// (already mirrored for an autoreversing leg).
  case active(simpleTime: Double)
  /// After the active interval; `simpleTime` is set when the fill mode holds the end.
  case after(simpleTime: Double?)

  /// The simple time to sample, or nil when the object shows nothing.
  public var simpleTime: Double? {
    switch self {
    case .before(let t), .after(let t): t
    case .active(let t): t
    }
  }
}

/// The pure timing arithmetic of `CAMediaTiming`, shared by layers and animations.
///
/// Documented semantics (Apple, "CAMediaTiming"; docs/uikit-behaviour.md §1.3–1.4): one
/// iteration lasts `duration` (×2 with autoreverses); the active duration is
/// `repeatDuration` if > 0, else `max(repeatCount, 1)` iterations (FLT_MAX repeats ≈ forever).
public struct MediaTimingModel: Sendable, Hashable {
  public var beginTime: Double
  public var duration: Double
  public var speed: Double
  public var timeOffset: Double
  public var repeatCount: Double
  public var repeatDuration: Double
  public var autoreverses: Bool
  public var fillMode: CAMediaTimingFillMode

  public init(
    beginTime: Double = 0, duration: Double, speed: Double = 1, timeOffset: Double = 0, repeatCount: Double = 0,
    repeatDuration: Double = 0, autoreverses: Bool = false, fillMode: CAMediaTimingFillMode = .removed
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
  }

  /// Local time for a parent time: `(parent − beginTime) × speed + timeOffset`.
  public func localTime(fromParent parentTime: Double) -> Double {
    (parentTime - beginTime) * speed + timeOffset
  }

  /// Parent time at which local time reaches `local` (nil when speed is 0).
  public func parentTime(forLocal local: Double) -> Double? {
    guard speed != 0 else { return nil }
    return (local - timeOffset) / speed + beginTime
  }

  /// One iteration in seconds (duration ×2 when autoreversing).
  public var iterationDuration: Double { duration * (autoreverses ? 2 : 1) }

  /// The whole active interval in local seconds (may be `.infinity`).
  public var activeDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    let count = repeatCount > 0 ? repeatCount : 1
    if count >= Double(Float.greatestFiniteMagnitude) { return .infinity }
    return count * iterationDuration
  }

  /// The phase at a local time (measured from the object's own start, i.e. after
  /// `localTime(fromParent:)`).
  public func phase(atLocalTime t: Double) -> MediaTimingPhase {
    let fillsBackwards = fillMode == .backwards || fillMode == .both
    let fillsForwards = fillMode == .forwards || fillMode == .both
    guard duration > 0 else {
      return t < 0 ? .before(simpleTime: fillsBackwards ? 0 : nil) : .after(simpleTime: fillsForwards ? 0 : nil)
    }
    if t < 0 { return .before(simpleTime: fillsBackwards ? 0 : nil) }
    let active = activeDuration
    if t >= active {
      return .after(simpleTime: fillsForwards ? simpleTime(inActiveTime: active, atEnd: true) : nil)
    }
    return .active(simpleTime: simpleTime(inActiveTime: t, atEnd: false))
  }

  private func simpleTime(inActiveTime t: Double, atEnd: Bool) -> Double {
    let iteration = iterationDuration
    var within = t.truncatingRemainder(dividingBy: iteration)
    if atEnd && within == 0 && t > 0 { within = iteration }  // the end of the last iteration
    if autoreverses && within > duration { return max(2 * duration - within, 0) }
    return min(within, duration)
  }
}
