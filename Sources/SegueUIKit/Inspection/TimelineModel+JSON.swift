import Foundation
import SegueSupport

extension TimelineModel {
  /// `segue render --timeline-json`'s document: the axis, the transitions, and every record
  /// (as `segue replay --animations` prints it) with `samples` of its value over its bar,
  /// `samplesPerAnimation` of them evenly spaced; times in seconds from `origin`
  /// (docs/inspector.md, "JSON").
  package func jsonDocument(samplesPerAnimation: Int = 31) -> String {
    func time(_ value: Double) -> String { JSONText.number(value - origin, decimals: 4) }
    var text = "{\n  \"start\": \(time(start)),\n  \"end\": \(time(end)),\n  \"transitions\": [\n"
    text += transitions.enumerated().map { "    " + $1.json(index: $0, origin: origin) }.joined(separator: ",\n")
    text += "\n  ],\n  \"animations\": [\n"
    var objects: [String] = []
    for (index, record) in records.enumerated() {
      var line = record.jsonLine(origin: origin)
      if let track = tracks[index] {
        let span = TimelineModel.visibleEnd(of: record, now: end) - record.begin
        let count = max(samplesPerAnimation, 2)
        let samples = (0..<count).map { step -> String in
          let t = span * Double(step) / Double(count - 1)
          return
            "{\"t\":\(JSONText.number(record.begin + t - origin, decimals: 4)),\"value\":\(track.value(atTime: t).json)}"
        }
        line.removeLast()
        line += ",\"samples\":[\(samples.joined(separator: ","))]}"
      }
      objects.append("    " + line)
    }
    text += objects.joined(separator: ",\n")
    text += "\n  ]\n}\n"
    return text
  }
}
