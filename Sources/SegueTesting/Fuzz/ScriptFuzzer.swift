import Foundation
import SegueUIKit

/// Random pointer scripts from a seed, for fuzzing a scene's transitions: taps on chosen
/// targets (a scene's trigger and back elements) and anywhere, taps in quick succession and
/// during transitions, edge swipes, drags, and pairs of events at the same instant (a lift
/// and the next press). The same seed gives the same scripts on every machine.
///
/// ```swift
/// var fuzzer = ScriptFuzzer(seed: 7)
/// let script = fuzzer.script(scene: "ios-push", targets: [CGPoint(x: 195, y: 230)])
/// ```
public struct ScriptFuzzer: Sendable {
  private var state: UInt64

  /// A fuzzer whose scripts are determined by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits (SplitMix64).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform number in `range`.
  public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
  }

  /// A uniform whole number in `range`.
  public mutating func integer(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
  }

  /// A script of `gestures` gestures (2–7 by default) on `scene`, inside `viewport`; times in
  /// seconds from 0, never decreasing; coordinates in points.
  ///
  /// - Parameter targets: points worth hitting (trigger and back buttons, dimmed areas);
  ///   most taps land within 6 pt of one.
  public mutating func script(
    scene: String, targets: [CGPoint], viewport: PointerScript.Viewport = .standard, gestures: Int? = nil
  ) -> PointerScript {
    var events: [PointerScript.Event] = []
    var t = 0.0
    let count = gestures ?? integer(2...7)
    for _ in 0..<count {
      // Gaps from "at once" (the lift and the next press at one instant) to a settled screen.
      switch integer(0...5) {
      case 0: break
      case 1, 2: t += uniform(0.02...0.25)
      case 3, 4: t += uniform(0.25...0.8)
      default: t += uniform(0.8...1.6)
      }
      let kind = integer(0...9)
      if kind <= 5 {
        let point = targets.isEmpty || kind == 5 ? randomPoint(in: viewport) : nearby(targets, in: viewport)
        let hold = integer(0...4) == 0 ? 0 : uniform(0.01...0.2)
        events.append(event(t, .down, point))
        t += hold
        events.append(event(t, .up, point))
      } else {
        // An edge swipe (from the left edge) or a drag from anywhere.
        let start =
          kind <= 7
          ? CGPoint(x: uniform(0...10), y: uniform(120...(viewport.height - 40)))
          : randomPoint(in: viewport)
        let end = CGPoint(
          x: min(max(start.x + uniform(-80...330), 0), viewport.width),
          y: min(max(start.y + uniform(-60...60), 0), viewport.height))
        let duration = uniform(0.05...0.6)
        let steps = integer(2...12)
        events.append(event(t, .down, start))
        for step in 1...steps {
          let fraction = Double(step) / Double(steps)
          let point = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
          events.append(event(t + duration * fraction, .move, point))
        }
        t += duration
        events.append(event(t, integer(0...9) == 0 ? .cancel : .up, end))
      }
    }
    return PointerScript(scene: scene, viewport: viewport, events: events)
  }

  private func event(_ t: Double, _ type: PointerScript.EventType, _ point: CGPoint) -> PointerScript.Event {
    // Millisecond times, as recordings hold them, and tenths of points.
    PointerScript.Event(
      t: (t * 1000).rounded() / 1000, type: type, x: (Double(point.x) * 10).rounded() / 10,
      y: (Double(point.y) * 10).rounded() / 10)
  }

  private mutating func randomPoint(in viewport: PointerScript.Viewport) -> CGPoint {
    CGPoint(x: uniform(0...viewport.width), y: uniform(0...viewport.height))
  }

  private mutating func nearby(_ targets: [CGPoint], in viewport: PointerScript.Viewport) -> CGPoint {
    let target = targets[integer(0...(targets.count - 1))]
    return CGPoint(
      x: min(max(Double(target.x) + uniform(-6...6), 0), viewport.width),
      y: min(max(Double(target.y) + uniform(-6...6), 0), viewport.height))
  }
}
