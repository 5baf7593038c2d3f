import Foundation

/// The navigation bar: the top item's title, centred, and a back button — a chevron and
/// the previous item's title — that pops. During a transition the titles cross-fade
/// alongside it (scrubbed with interactive pops, restored when cancelled).
@MainActor open class UINavigationBar: UIView {
  /// Height in points: a 47 pt status-bar area plus the 44 pt bar.
  public static let height: CGFloat = 91
  static let barHeight: CGFloat = 44

  /// The items, bottom to top.
  public private(set) var items: [UINavigationItem] = []
  public var topItem: UINavigationItem? { items.last }
  public var backItem: UINavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

  var onBack: (() -> Void)?
  private var titleLabel = UILabel()
  private var backControl = NavigationBackControl()
  private let hairline = UIView()
  private var outgoing: (title: UILabel, back: NavigationBackControl)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.976, green: 0.976, blue: 0.976, alpha: 1)
    hairline.backgroundColor = .separator
    addSubview(hairline)
    install(titleLabel, backControl)
  }

  private func install(_ title: UILabel, _ back: NavigationBackControl) {
    title.font = .systemFont(ofSize: 17, weight: .semibold)
    title.textAlignment = .center
    title.textColor = .label
    addSubview(title)
    back.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
    addSubview(back)
    layout(title, back)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
    layout(titleLabel, backControl)
    if let outgoing { layout(outgoing.title, outgoing.back) }
  }

  private func layout(_ title: UILabel, _ back: NavigationBackControl) {
    let barTop = bounds.height - Self.barHeight
    title.frame = CGRect(x: 90, y: barTop, width: max(bounds.width - 180, 0), height: Self.barHeight)
    back.frame = CGRect(x: 0, y: barTop, width: 110, height: Self.barHeight)
  }

  /// Shows `items` without animation.
  public func setItems(_ items: [UINavigationItem], animated: Bool) {
    self.items = items
    apply(items, title: titleLabel, back: backControl)
  }

  private func apply(_ items: [UINavigationItem], title: UILabel, back: NavigationBackControl) {
    title.text = items.last?.title
    let previous = items.count > 1 ? items[items.count - 2] : nil
    back.title = previous.map { NavigationBackControl.fittingTitle($0.backButtonTitle ?? $0.title ?? "Back") }
    back.isHidden = previous == nil
  }

  func beginTransition(
    to items: [UINavigationItem], operation: UINavigationController.Operation, animated: Bool,
    coordinator: TransitionCoordinator
  ) {
    guard animated else {
      setItems(items, animated: false)
      return
    }
    let newTitle = UILabel()
    let newBack = NavigationBackControl()
    install(newTitle, newBack)
    apply(items, title: newTitle, back: newBack)
    UIView.performWithoutAnimation {
      newTitle.alpha = 0
      newBack.alpha = 0
    }
    outgoing = (titleLabel, backControl)
    let oldTitle = titleLabel
    let oldBack = backControl
    titleLabel = newTitle
    backControl = newBack
    self.items = items
    coordinator.animate(alongsideTransition: { _ in
      oldTitle.alpha = 0
      oldBack.alpha = 0
      newTitle.alpha = 1
      newBack.alpha = 1
    })
  }

  func endTransition(completed: Bool, items: [UINavigationItem]) {
    guard let outgoing else {
      setItems(items, animated: false)
      return
    }
    self.outgoing = nil
    if completed {
      outgoing.title.removeFromSuperview()
      outgoing.back.removeFromSuperview()
    } else {
      titleLabel.removeFromSuperview()
      backControl.removeFromSuperview()
      titleLabel = outgoing.title
      backControl = outgoing.back
      UIView.performWithoutAnimation {
        titleLabel.alpha = 1
        backControl.alpha = 1
      }
    }
    setItems(items, animated: false)
  }
}

/// The back button: a chevron drawn with two rounded bars, and the previous title.
@MainActor final class NavigationBackControl: UIControl {
  private let label = UILabel()
  private let upper = UIView()
  private let lower = UIView()

  var title: String? {
    didSet { label.text = title }
  }

  /// Points available for the back title beside the chevron (the button is 110 pt wide and
  /// the title starts 26 pt in).
  static let titleWidth: CGFloat = 110 - 26

  /// The previous screen's title, or "Back" when that title does not fit — what UIKit's bar
  /// shows instead of truncating a long back title.
  static func fittingTitle(_ title: String) -> String {
    let probe = UILabel()
    probe.font = .systemFont(ofSize: 17)
    probe.text = title
    return probe.sizeThatFits(.zero).width <= titleWidth ? title : "Back"
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    for bar in [upper, lower] {
      bar.backgroundColor = .systemBlue
      bar.layer.cornerRadius = 1.5
      bar.isUserInteractionEnabled = false
      addSubview(bar)
    }
    label.font = .systemFont(ofSize: 17)
    label.textColor = .systemBlue
    addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let midY = bounds.height / 2
    // Two 3 × 13 pt bars at ±45° meeting at the chevron's point (x ≈ 10 pt).
    for (bar, angle, dy) in [(upper, CGFloat.pi / 4, CGFloat(-4.3)), (lower, -CGFloat.pi / 4, CGFloat(4.3))] {
      UIView.performWithoutAnimation {
        bar.transform = .identity
        bar.bounds = CGRect(x: 0, y: 0, width: 3, height: 13)
        bar.center = CGPoint(x: 14.5, y: midY + dy)
        bar.transform = CGAffineTransform(rotationAngle: angle)
      }
    }
    label.frame = CGRect(x: 26, y: 0, width: max(bounds.width - 26, 0), height: bounds.height)
  }

  override func highlightDidChange() {
    alpha = isHighlighted ? 0.3 : 1
  }
}
