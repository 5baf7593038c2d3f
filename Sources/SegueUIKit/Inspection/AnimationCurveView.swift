import Foundation

/// One animation's curves: its value over time (each changing component of the value in
/// its colour, the from and to values written at the ends) and its easing (progress over
/// the fraction of the duration, with a Bézier's control points), the value at the playhead
/// marked (docs/inspector.md, "Curves").
@MainActor package final class AnimationCurveView: UIView {
  /// What is plotted: a model and the index of a record in it.
  package var subject: (model: TimelineModel, record: Int)? {
    didSet { setNeedsDisplay() }
  }
  /// The media time marked on the curves (the playhead).
  package var markedTime: Double? {
    didSet { if markedTime != oldValue { setNeedsDisplay() } }
  }

  /// The height the view needs, points.
  package static let preferredHeight: CGFloat = 176
  private static let easingSide: CGFloat = 112

  package override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    contentMode = .redraw
  }

  package required init?(coder: NSCoder) { nil }

  package override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setFillColor(UIColor.white.cgColor)
    context.fill(bounds)
    context.setFillColor(InspectorStyle.rowSeparator.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 1))
    guard let (model, index) = subject, model.records.indices.contains(index), let track = model.tracks[index] else {
      InspectorStyle.draw(
        "Click an animation to plot its curve", at: CGPoint(x: InspectorStyle.margin, y: 8),
        font: InspectorStyle.labelFont, color: InspectorStyle.secondaryText)
      return
    }
    let record = model.records[index]
    InspectorStyle.draw(
      "\(record.layer) · \(record.keyPath)", at: CGPoint(x: InspectorStyle.margin, y: 6), font: InspectorStyle.boldFont,
      color: InspectorStyle.text, width: bounds.width - 2 * InspectorStyle.margin)
    InspectorStyle.draw(
      Self.describe(record), at: CGPoint(x: InspectorStyle.margin, y: 21), font: InspectorStyle.smallFont,
      color: InspectorStyle.secondaryText, width: bounds.width - 2 * InspectorStyle.margin)

    let easing = CGRect(
      x: bounds.width - InspectorStyle.margin - Self.easingSide, y: 44, width: Self.easingSide,
      height: Self.easingSide)
    let plot = CGRect(
      x: InspectorStyle.margin + 52, y: 44, width: max(easing.minX - 24 - InspectorStyle.margin - 52, 10),
      height: Self.easingSide)
    let span = max(TimelineModel.visibleEnd(of: record, now: model.end) - record.begin, 1e-3)
    let marked = markedTime.map { min(max($0 - record.begin, 0), span) }
    drawValues(track, record: record, span: span, marked: marked, in: plot, context: context)
    drawEasing(track, record: record, marked: marked, in: easing, context: context)
  }

  /// "spring: mass 1, stiffness 157.9, damping 25.13, v₀ 5 (UIKit: 0.5 s, ratio 1) · 0.5 s ·
  /// UIView.animate(…)".
  static func describe(_ record: AnimationRecord) -> String {
    var parts: [String] = []
    switch record.timing {
    case .bezier(let x1, let y1, let x2, let y2):
      parts.append(
        "bezier (\(InspectorStyle.number(x1)), \(InspectorStyle.number(y1))) (\(InspectorStyle.number(x2)), \(InspectorStyle.number(y2)))"
      )
    case .spring(let mass, let stiffness, let damping, let velocity, _, let uikit):
      var text =
        "spring mass \(InspectorStyle.number(mass)), stiffness \(InspectorStyle.number(stiffness)), damping \(InspectorStyle.number(damping)), v₀ \(InspectorStyle.number(velocity))"
      if let uikit {
        text +=
          " (UIKit \(InspectorStyle.number(uikit.duration)) s, ratio \(InspectorStyle.number(uikit.dampingRatio)))"
      }
      parts.append(text)
    case .keyframes(let keyTimes, let mode, _):
      parts.append("keyframes \(mode) at \(keyTimes.map { InspectorStyle.number($0) }.joined(separator: ", "))")
    }
    parts.append("\(InspectorStyle.number(record.duration, decimals: 3)) s")
    if record.isAdditive { parts.append("additive") }
    if record.repeatCount > 0 { parts.append("repeat \(InspectorStyle.number(Double(record.repeatCount)))") }
    if record.autoreverses { parts.append("autoreverses") }
    parts.append(record.origin.rawValue.components(separatedBy: "(").first ?? record.origin.rawValue)
    return parts.joined(separator: " · ")
  }

  private func drawValues(
    _ track: AnimationTrack, record: AnimationRecord, span: Double, marked: Double?, in plot: CGRect,
    context: CGContext
  ) {
    let samples = 96
    let values = (0...samples).map { track.value(atTime: span * Double($0) / Double(samples)).numbers }
    guard let first = values.first, !first.isEmpty else {
      InspectorStyle.draw(
        "\(record.from.json) → \(record.to.json)", at: CGPoint(x: plot.minX, y: plot.midY),
        font: InspectorStyle.numberFont, color: InspectorStyle.secondaryText)
      return
    }
    // Components that change, in the value's order.
    let changing = first.indices.filter { component in
      let series = values.compactMap { $0.indices.contains(component) ? $0[component].value : nil }
      return (series.max() ?? 0) - (series.min() ?? 0) > 1e-9
    }
    let shown = changing.isEmpty ? [0] : changing
    var lower = Double.infinity
    var upper = -Double.infinity
    for sample in values {
      for component in shown where sample.indices.contains(component) {
        lower = min(lower, sample[component].value)
        upper = max(upper, sample[component].value)
      }
    }
    if upper - lower < 1e-9 {
      lower -= 1
      upper += 1
    }
    func y(_ value: Double) -> CGFloat { plot.maxY - CGFloat((value - lower) / (upper - lower)) * plot.height }
    context.setStrokeColor(InspectorStyle.grid.cgColor)
    context.setLineWidth(1)
    context.stroke(plot)
    InspectorStyle.draw(
      InspectorStyle.number(upper), at: CGPoint(x: InspectorStyle.margin, y: plot.minY - 6),
      font: InspectorStyle.numberFont, color: InspectorStyle.secondaryText, width: 48)
    InspectorStyle.draw(
      InspectorStyle.number(lower), at: CGPoint(x: InspectorStyle.margin, y: plot.maxY - 8),
      font: InspectorStyle.numberFont, color: InspectorStyle.secondaryText, width: 48)
    InspectorStyle.draw(
      "0 s", at: CGPoint(x: plot.minX, y: plot.maxY + 3), font: InspectorStyle.numberFont,
      color: InspectorStyle.secondaryText)
    InspectorStyle.draw(
      "\(InspectorStyle.number(span, decimals: 3)) s", at: CGPoint(x: plot.maxX - 40, y: plot.maxY + 3),
      font: InspectorStyle.numberFont, color: InspectorStyle.secondaryText)
    var legendX = plot.minX + 60
    for (order, component) in shown.enumerated() {
      let color = InspectorStyle.componentColors[order % InspectorStyle.componentColors.count]
      let points = values.enumerated().map { step, sample in
        CGPoint(
          x: plot.minX + plot.width * CGFloat(step) / CGFloat(samples),
          y: y(sample.indices.contains(component) ? sample[component].value : lower))
      }
      context.beginPath()
      context.addLines(between: points)
      context.setStrokeColor(color.cgColor)
      context.setLineWidth(1.5)
      context.strokePath()
      let name = first[component].name.isEmpty ? record.keyPath : first[component].name
      let from = values.first.map { $0[component].value } ?? 0
      let to = values.last.map { $0[component].value } ?? 0
      var legend = "\(name) \(InspectorStyle.number(from)) → \(InspectorStyle.number(to))"
      if let marked {
        let now = track.value(atTime: marked).numbers
        if now.indices.contains(component) {
          let value = now[component].value
          let point = CGPoint(x: plot.minX + plot.width * CGFloat(marked / span), y: y(value))
          context.setFillColor(color.cgColor)
          context.fillEllipse(in: CGRect(x: point.x - 3, y: point.y - 3, width: 6, height: 6))
          legend += " (now \(InspectorStyle.number(value)))"
        }
      }
      InspectorStyle.draw(
        legend, at: CGPoint(x: legendX, y: plot.maxY + 3), font: InspectorStyle.numberFont, color: color,
        width: 220)
      legendX += min(
        (legend as NSString).size(withAttributes: [.font: InspectorStyle.numberFont]).width + 14, 234)
    }
    if let marked {
      let x = plot.minX + plot.width * CGFloat(marked / span)
      context.setFillColor(InspectorStyle.playhead.withAlphaComponent(0.6).cgColor)
      context.fill(CGRect(x: x - 0.5, y: plot.minY, width: 1, height: plot.height))
    }
  }

  /// Progress against the fraction of one iteration, 0 and 1 dashed; a Bézier's control
  /// points as handles.
  private func drawEasing(
    _ track: AnimationTrack, record: AnimationRecord, marked: Double?, in box: CGRect, context: CGContext
  ) {
    let color = InspectorStyle.color(for: record.timing)
    context.setStrokeColor(InspectorStyle.grid.cgColor)
    context.setLineWidth(1)
    context.stroke(box)
    // Springs overshoot: leave room above 1 and below 0.
    let inner = box.insetBy(dx: 0, dy: box.height * 0.15)
    func point(_ fraction: Double, _ progress: Double) -> CGPoint {
      CGPoint(x: inner.minX + inner.width * CGFloat(fraction), y: inner.maxY - inner.height * CGFloat(progress))
    }
    context.setLineDash(phase: 0, lengths: [3, 3])
    context.strokeLineSegments(between: [point(0, 0), point(1, 0), point(0, 1), point(1, 1)])
    context.setLineDash(phase: 0, lengths: [])
    if case .bezier(let x1, let y1, let x2, let y2) = record.timing {
      context.setStrokeColor(InspectorStyle.secondaryText.cgColor)
      context.strokeLineSegments(between: [point(0, 0), point(x1, y1), point(1, 1), point(x2, y2)])
      context.setFillColor(InspectorStyle.secondaryText.cgColor)
      for handle in [point(x1, y1), point(x2, y2)] {
        context.fillEllipse(in: CGRect(x: handle.x - 2.5, y: handle.y - 2.5, width: 5, height: 5))
      }
    }
    let samples = 80
    let duration = max(track.duration, 1e-6)
    let points = (0...samples).map { step -> CGPoint in
      let fraction = Double(step) / Double(samples)
      return point(fraction, min(max(track.progress(atTime: fraction * duration), -0.15), 1.15))
    }
    context.beginPath()
    context.addLines(between: points)
    context.setStrokeColor(color.cgColor)
    context.setLineWidth(1.5)
    context.strokePath()
    InspectorStyle.draw(
      "easing", at: CGPoint(x: box.minX + 3, y: box.minY + 2), font: InspectorStyle.smallFont,
      color: InspectorStyle.secondaryText)
    if let marked {
      let simple = track.timingModel.phase(atLocalTime: marked).simpleTime ?? 0
      let fraction = min(max(simple / duration, 0), 1)
      let dot = point(fraction, min(max(track.progress(atTime: marked), -0.15), 1.15))
      context.setFillColor(InspectorStyle.playhead.cgColor)
      context.fillEllipse(in: CGRect(x: dot.x - 3, y: dot.y - 3, width: 6, height: 6))
    }
  }
}
