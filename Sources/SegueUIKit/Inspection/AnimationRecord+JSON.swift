import Foundation
import SegueSupport

// The JSON forms of records: one line per animation for `segue replay --animations`, and the
// objects `segue render --timeline-json` writes (docs/inspector.md, "JSON").

extension AnimationRecord {
  /// One JSON object on one line, keys in a fixed order, times in seconds from `origin`
  /// (media time) with 4 decimals:
  /// `{"t":0.0167,"event":"animation","id":0,"layer":"Detail.view","keyPath":"position",…}`.
  package func jsonLine(origin: Double) -> String {
    var fields: [String] = [
      "\"t\":\(time(addedAt, origin))", "\"event\":\"animation\"", "\"id\":\(id)",
      "\"layer\":\(JSONText.string(layer))", "\"key\":\(JSONText.string(key))",
      "\"keyPath\":\(JSONText.string(keyPath))", "\"from\":\(from.json)", "\"to\":\(to.json)",
      "\"begin\":\(time(begin, origin))", "\"duration\":\(number(duration))",
      "\"activeDuration\":\(number(activeDuration))", "\"speed\":\(number(speed))",
      "\"repeatCount\":\(number(repeatCount))", "\"repeatDuration\":\(number(repeatDuration))",
      "\"autoreverses\":\(autoreverses)", "\"fillMode\":\(JSONText.string(fillMode))", "\"additive\":\(isAdditive)",
      "\"paused\":\(startedPaused)", "\"timing\":\(timing.json)", "\"origin\":\(JSONText.string(self.origin.rawValue))",
      "\"transition\":\(transition.map(String.init) ?? "null")",
    ]
    fields.append("\"end\":\(end.map { time($0, origin) } ?? "null")")
    fields.append("\"finished\":\(finished.map { "\($0)" } ?? "null")")
    return "{" + fields.joined(separator: ",") + "}"
  }

  private func time(_ value: Double, _ origin: Double) -> String { JSONText.number(value - origin, decimals: 4) }
  private func number(_ value: Double) -> String { JSONText.number(value, decimals: 4) }
}

extension AnimationRecord.Transition {
  /// `{"kind":"push","animator":"NavigationParallaxAnimator","from":"List","to":"Detail",…}`,
  /// times in seconds from `origin`.
  package func json(index: Int, origin: Double) -> String {
    "{\"index\":\(index),\"kind\":\(JSONText.string(kind)),\"animator\":\(JSONText.string(animator)),\"from\":\(JSONText.string(from)),\"to\":\(JSONText.string(to)),\"interactive\":\(interactive),\"begin\":\(JSONText.number(begin - origin, decimals: 4)),\"end\":\(end.map { JSONText.number($0 - origin, decimals: 4) } ?? "null"),\"completed\":\(completed.map { "\($0)" } ?? "null")}"
  }
}

extension AnimationRecord.Value {
  /// A number, an object of named numbers, or a string naming a value that is not numeric.
  package var json: String {
    switch self {
    case .number(let value): JSONText.number(value, decimals: 4)
    case .components(let components):
      "{"
        + components.map { "\(JSONText.string($0.name)):\(JSONText.number($0.value, decimals: 4))" }
        .joined(separator: ",") + "}"
    case .described(let text): JSONText.string(text)
    }
  }
}

extension AnimationRecord.Timing {
  /// `{"type":"bezier","controlPoints":[0.25,0.1,0.25,1]}`,
  /// `{"type":"spring","mass":3,"stiffness":1000,"damping":500,"initialVelocity":0,…}` or
  /// `{"type":"keyframes","keyTimes":[0,0.5,1],"calculationMode":"linear",…}`.
  package var json: String {
    func n(_ value: Double) -> String { JSONText.number(value, decimals: 4) }
    switch self {
    case .bezier(let x1, let y1, let x2, let y2):
      return "{\"type\":\"bezier\",\"controlPoints\":[\(n(x1)),\(n(y1)),\(n(x2)),\(n(y2))]}"
    case .spring(let mass, let stiffness, let damping, let velocity, let settling, let uikit):
      let uikitText =
        uikit.map { "{\"duration\":\(n($0.duration)),\"dampingRatio\":\(n($0.dampingRatio))}" } ?? "null"
      return
        "{\"type\":\"spring\",\"mass\":\(n(mass)),\"stiffness\":\(n(stiffness)),\"damping\":\(n(damping)),\"initialVelocity\":\(n(velocity)),\"settlingDuration\":\(n(settling)),\"uikit\":\(uikitText)}"
    case .keyframes(let keyTimes, let mode, let overall):
      let overallText = overall.map { "[\(n($0.x1)),\(n($0.y1)),\(n($0.x2)),\(n($0.y2))]" } ?? "null"
      return
        "{\"type\":\"keyframes\",\"keyTimes\":[\(keyTimes.map(n).joined(separator: ","))],\"calculationMode\":\(JSONText.string(mode)),\"controlPoints\":\(overallText)}"
    }
  }
}
