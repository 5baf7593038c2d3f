import Foundation

/// The animation inspector's panel: a bar of controls (in a window), the timeline and the
/// selected animation's curves (docs/inspector.md). It draws what it is given; the window's
/// `InspectorSession` feeds it and carries out its commands.
@MainActor package final class AnimationInspectorView: UIView {
  /// What a control asks for.
  package enum Command: Equatable {
    case togglePause
    case stepFrame
    case loopLastTransition
    /// Playback rate: 1, 0.25 or 0.1.
    case rate(Double)
    case toggleFreeze
  }

  package let timeline = AnimationTimelineView()
  package let curves = AnimationCurveView()
  /// Called when a control is tapped.
  package var onCommand: ((Command) -> Void)?
  /// Whether the bar of controls shows (a window's panel) or not (a picture).
  package let showsControls: Bool
  private let controls = UIView()
  private let status = UILabel()
  private var buttons: [(UIButton, Command)] = []

  /// The height of the controls bar, points.
  package static let controlsHeight: CGFloat = 34

  package init(frame: CGRect, showsControls: Bool) {
    self.showsControls = showsControls
    super.init(frame: frame)
    backgroundColor = InspectorStyle.background
    addSubview(timeline)
    addSubview(curves)
    guard showsControls else { return }
    controls.backgroundColor = UIColor(white: 0.93, alpha: 1)
    addSubview(controls)
    let specs: [(String, Command)] = [
      ("Pause", .togglePause), ("Step", .stepFrame), ("Loop", .loopLastTransition), ("100 %", .rate(1)),
      ("25 %", .rate(0.25)), ("10 %", .rate(0.1)), ("Freeze", .toggleFreeze),
    ]
    for (title, command) in specs {
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      button.titleLabel?.font = InspectorStyle.labelFont
      button.addAction(UIAction { [weak self] _ in self?.onCommand?(command) }, for: .touchUpInside)
      controls.addSubview(button)
      buttons.append((button, command))
    }
    status.font = InspectorStyle.numberFont
    status.textColor = InspectorStyle.secondaryText
    controls.addSubview(status)
  }

  package required init?(coder: NSCoder) { nil }

  /// Shows the clock's state in the bar: paused or running, the rate, the playhead's time
  /// (seconds), or `message` instead when given. Returns whether anything changed.
  @discardableResult
  package func showStatus(paused: Bool, rate: Double, time: Double?, message: String? = nil) -> Bool {
    guard showsControls else { return false }
    var changed = false
    for (button, command) in buttons {
      switch command {
      case .togglePause:
        let title = paused ? "Resume" : "Pause"
        if button.title(for: .normal) != title {
          button.setTitle(title, for: .normal)
          changed = true
        }
      case .rate(let value):
        let selected = abs(value - rate) < 1e-9
        if button.isSelected != selected {
          button.isSelected = selected
          changed = true
        }
      default: break
      }
    }
    let timeText = time.map { " · \(String(format: "%.3f", $0)) s" } ?? ""
    let text = message ?? "\(paused ? "paused" : "playing") \(InspectorStyle.number(rate * 100)) %\(timeText)"
    if status.text != text {
      status.text = text
      changed = true
    }
    return changed
  }

  package override func layoutSubviews() {
    super.layoutSubviews()
    var top: CGFloat = 0
    if showsControls {
      controls.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.controlsHeight)
      var x = InspectorStyle.margin
      for (button, _) in buttons {
        let width = max(button.intrinsicContentSize.width + 6, 36)
        button.frame = CGRect(x: x, y: 2, width: width, height: Self.controlsHeight - 4)
        x += width + 2
      }
      status.frame = CGRect(
        x: x + 8, y: 0, width: max(bounds.width - x - 8 - InspectorStyle.margin, 0), height: Self.controlsHeight)
      top = Self.controlsHeight
    }
    let curvesHeight = AnimationCurveView.preferredHeight
    timeline.frame = CGRect(x: 0, y: top, width: bounds.width, height: max(bounds.height - top - curvesHeight, 0))
    curves.frame = CGRect(x: 0, y: bounds.height - curvesHeight, width: bounds.width, height: curvesHeight)
  }

  /// The panel's height for a picture of `model`: every row, then the curves.
  package static func pictureHeight(for model: TimelineModel) -> CGFloat {
    AnimationTimelineView.height(for: model) + AnimationCurveView.preferredHeight
  }
}
