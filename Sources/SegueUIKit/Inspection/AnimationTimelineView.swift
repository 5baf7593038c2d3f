import Foundation

/// The inspector's timeline: one row per animation, grouped by transition and by layer, bars
/// on a shared time axis with each curve's progress drawn inside its bar, and the playhead
/// (docs/inspector.md, "The timeline").
///
/// The rows are drawn once per change of model, selection, hover or frozen set (the layer's
/// cached contents); the playhead is its own view, so moving it composites without drawing.
@MainActor package final class AnimationTimelineView: UIView {
  package var model: TimelineModel? {
    didSet { setNeedsDisplay() }
  }
  /// The selected animation (index in the model's records), drawn highlighted.
  package var selected: Int? {
    didSet { if selected != oldValue { setNeedsDisplay() } }
  }
  /// The animation under the pointer.
  package var hovered: Int? {
    didSet { if hovered != oldValue { setNeedsDisplay() } }
  }
  /// Frozen animations, marked "held".
  package var frozen: Set<Int> = [] {
    didSet { if frozen != oldValue { setNeedsDisplay() } }
  }
  /// The playhead's media time (nil: hidden).
  package var playheadTime: Double? {
    didSet { if playheadTime != oldValue { setNeedsLayout() } }
  }

  /// Whether the playhead is a subview (a picture); a window's panel draws it over its
  /// pixels instead (`playheadFrame`), so moving it costs no composite.
  package var showsPlayheadView = true {
    didSet { setNeedsLayout() }
  }

  /// The playhead's frame in this view's coordinates, points; nil when hidden or outside
  /// the axis.
  package var playheadFrame: CGRect? {
    guard let time = playheadTime, model != nil else { return nil }
    let x = x(forTime: time)
    guard x >= barArea.lowerBound - 1, x <= barArea.upperBound + 1 else { return nil }
    return CGRect(x: x - 1, y: 4, width: 2, height: bounds.height - 4)
  }

  private let playhead = UIView()

  package override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = InspectorStyle.background
    contentMode = .redraw
    playhead.backgroundColor = InspectorStyle.playhead
    playhead.isUserInteractionEnabled = false
    addSubview(playhead)
  }

  package required init?(coder: NSCoder) { nil }

  /// The height that shows every row of `model`, points.
  package static func height(for model: TimelineModel) -> CGFloat {
    InspectorStyle.axisHeight + CGFloat(model.rows.count) * InspectorStyle.rowHeight + 6
  }

  // MARK: Geometry

  /// The bars' horizontal extent, points.
  private var barArea: ClosedRange<CGFloat> {
    let lower = InspectorStyle.labelWidth
    return lower...max(lower + 1, bounds.width - InspectorStyle.margin)
  }

  /// The x of a media time, points.
  package func x(forTime time: Double) -> CGFloat {
    guard let model else { return barArea.lowerBound }
    let fraction = (time - model.start) / max(model.end - model.start, 1e-9)
    return barArea.lowerBound + CGFloat(fraction) * (barArea.upperBound - barArea.lowerBound)
  }

  /// The media time at an x, clamped to the axis.
  package func time(atX x: CGFloat) -> Double {
    guard let model else { return 0 }
    let fraction = Double((x - barArea.lowerBound) / (barArea.upperBound - barArea.lowerBound))
    return model.start + min(max(fraction, 0), 1) * (model.end - model.start)
  }

  /// The row at a y, if any.
  package func row(atY y: CGFloat) -> TimelineModel.Row? {
    guard let model, y >= InspectorStyle.axisHeight else { return nil }
    let index = Int((y - InspectorStyle.axisHeight) / InspectorStyle.rowHeight)
    return model.rows.indices.contains(index) ? model.rows[index] : nil
  }

  /// Whether a point is on the axis or in the bar area (where dragging scrubs).
  package func isOnTimeAxis(_ point: CGPoint) -> Bool { point.x >= barArea.lowerBound - 4 }

  package override func layoutSubviews() {
    super.layoutSubviews()
    guard showsPlayheadView, let frame = playheadFrame else {
      playhead.isHidden = true
      return
    }
    playhead.isHidden = false
    playhead.frame = frame
  }

  // MARK: Drawing

  package override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setFillColor(InspectorStyle.background.cgColor)
    context.fill(bounds)
    guard let model else {
      InspectorStyle.draw(
        "No animations yet", at: CGPoint(x: InspectorStyle.margin, y: 6), font: InspectorStyle.labelFont,
        color: InspectorStyle.secondaryText)
      return
    }
    drawAxis(model, in: context)
    for (index, row) in model.rows.enumerated() {
      let top = InspectorStyle.axisHeight + CGFloat(index) * InspectorStyle.rowHeight
      let frame = CGRect(x: 0, y: top, width: bounds.width, height: InspectorStyle.rowHeight)
      switch row {
      case .transition(let transition): drawTransitionRow(transition, model: model, in: frame, context: context)
      case .layer(let name):
        InspectorStyle.draw(
          name, at: CGPoint(x: InspectorStyle.margin + 8, y: top + 4), font: InspectorStyle.numberFont,
          color: InspectorStyle.secondaryText, width: InspectorStyle.labelWidth - 26, keepingTail: true)
      case .animation(let record): drawAnimationRow(record, model: model, in: frame, context: context)
      }
      context.setFillColor(InspectorStyle.rowSeparator.cgColor)
      context.fill(CGRect(x: 0, y: frame.maxY - 0.5, width: bounds.width, height: 0.5))
    }
  }

  /// Ticks at a round step at least 56 points apart, labelled in seconds from the origin.
  private func drawAxis(_ model: TimelineModel, in context: CGContext) {
    let span = model.end - model.start
    let width = Double(barArea.upperBound - barArea.lowerBound)
    let steps = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 30, 60]
    let step = steps.first { width * $0 / max(span, 1e-9) >= 56 } ?? 60
    var tick = ((model.start - model.origin) / step).rounded(.up) * step
    while tick + model.origin <= model.end + 1e-9 {
      let x = x(forTime: tick + model.origin)
      context.setFillColor(InspectorStyle.grid.cgColor)
      context.fill(CGRect(x: x - 0.25, y: InspectorStyle.axisHeight - 4, width: 0.5, height: bounds.height))
      let label = "\(InspectorStyle.number(tick)) s"
      if x + 3 + InspectorStyle.width(of: label, font: InspectorStyle.numberFont) <= bounds.width {
        InspectorStyle.draw(
          label, at: CGPoint(x: x + 3, y: 4), font: InspectorStyle.numberFont, color: InspectorStyle.secondaryText)
      }
      tick += step
    }
    InspectorStyle.draw(
      "\(model.records.count) animation\(model.records.count == 1 ? "" : "s")",
      at: CGPoint(x: InspectorStyle.margin, y: 4), font: InspectorStyle.boldFont, color: InspectorStyle.text)
  }

  private func drawTransitionRow(_ index: Int?, model: TimelineModel, in frame: CGRect, context: CGContext) {
    guard let index else {
      InspectorStyle.draw(
        "Outside transitions", at: CGPoint(x: InspectorStyle.margin, y: frame.minY + 4), font: InspectorStyle.boldFont,
        color: InspectorStyle.text)
      return
    }
    let transition = model.transitions[index]
    let end = transition.end ?? model.end
    let band = CGRect(
      x: x(forTime: transition.begin), y: frame.minY, width: x(forTime: end) - x(forTime: transition.begin),
      height: bounds.height - frame.minY)
    context.setFillColor(InspectorStyle.transitionBand.cgColor)
    context.fill(band)
    InspectorStyle.draw(
      transition.title, at: CGPoint(x: InspectorStyle.margin, y: frame.minY + 4), font: InspectorStyle.boldFont,
      color: InspectorStyle.text, width: InspectorStyle.labelWidth - 20)
    var detail = transition.animator
    if transition.interactive { detail += " · interactive" }
    if let end = transition.end {
      detail += " · \(InspectorStyle.number(end - transition.begin, decimals: 3)) s"
      if transition.completed == false { detail += " · cancelled" }
    }
    InspectorStyle.draw(
      detail, at: CGPoint(x: band.minX + 4, y: frame.minY + 5), font: InspectorStyle.smallFont,
      color: InspectorStyle.secondaryText, width: max(bounds.width - band.minX - 8, 0))
  }

  private func drawAnimationRow(_ index: Int, model: TimelineModel, in frame: CGRect, context: CGContext) {
    let record = model.records[index]
    if selected == index {
      context.setFillColor(InspectorStyle.selection.cgColor)
      context.fill(frame)
    } else if hovered == index {
      context.setFillColor(InspectorStyle.hover.cgColor)
      context.fill(frame)
    }
    var label = "\(record.keyPath)  \(record.timing.name)"
    if frozen.contains(index) { label += "  ‖ held" }
    InspectorStyle.draw(
      label, at: CGPoint(x: InspectorStyle.margin + 18, y: frame.minY + 4), font: InspectorStyle.labelFont,
      color: InspectorStyle.text, width: InspectorStyle.labelWidth - 34)

    let color = InspectorStyle.color(for: record.timing)
    let startX = x(forTime: record.begin)
    let endX = max(x(forTime: TimelineModel.visibleEnd(of: record, now: model.end)), startX + 2)
    let bar = CGRect(x: startX, y: frame.minY + 4, width: endX - startX, height: frame.height - 8)
    context.setFillColor(color.withAlphaComponent(0.22).cgColor)
    context.fill(bar)
    context.setStrokeColor(color.cgColor)
    context.setLineWidth(1)
    context.stroke(bar.insetBy(dx: 0.5, dy: 0.5))
    // The curve's progress inside the bar: 0 at its bottom, 1 at its top.
    guard let track = model.tracks[index], bar.width > 6 else { return }
    let samples = max(Int(bar.width / 2), 8)
    let span = (Double(endX - startX) / Double(x(forTime: model.start + 1) - x(forTime: model.start)))
    var points: [CGPoint] = []
    for step in 0...samples {
      let t = span * Double(step) / Double(samples)
      let progress = min(max(track.progress(atTime: t), -0.2), 1.2)
      points.append(
        CGPoint(
          x: bar.minX + bar.width * CGFloat(step) / CGFloat(samples),
          y: bar.maxY - 1 - (bar.height - 2) * CGFloat(progress)))
    }
    context.saveGState()
    context.clip(to: bar.insetBy(dx: 0, dy: -2))
    context.beginPath()
    context.addLines(between: points)
    context.setStrokeColor(color.cgColor)
    context.setLineWidth(1.25)
    context.strokePath()
    context.restoreGState()
  }
}
