import Foundation
import SegueAnimation

/// A minimal UIKit button: a title label, colours per state, tap actions.
@preconcurrency @MainActor open class UIButton: UIControl {
  /// UIKit's control states (normal and highlighted are what the button uses).
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }

  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
  }

  public let titleLabel: UILabel? = UILabel()
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]

  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    if let titleLabel {
      titleLabel.textAlignment = .center
      titleLabel.font = .systemFont(ofSize: 17, weight: .regular)
      titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      titleLabel.frame = bounds
      addSubview(titleLabel)
    }
    updateTitle()
  }

  /// iOS 14's `UIButton(primaryAction:)`.
  public convenience init(primaryAction: UIAction?) {
    self.init(frame: .zero)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    updateTitle()
  }

  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    updateTitle()
  }

  open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

  open var currentTitle: String? { title(for: isHighlighted ? .highlighted : .normal) }

  open override func highlightDidChange() { updateTitle() }

  private func updateTitle() {
    let state: State = isHighlighted ? .highlighted : .normal
    titleLabel?.text = title(for: state)
    var color = titleColor(for: state) ?? tintColor ?? .systemBlue
    if isHighlighted && titleColors[State.highlighted.rawValue] == nil { color = color.withAlphaComponent(0.3) }
    titleLabel?.textColor = color
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let label = titleLabel?.sizeThatFits(.zero) ?? .zero
    return CGSize(width: label.width + 16, height: max(label.height + 12, 44))
  }

  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

  /// UIKit's archive initializer; there are no archives in Segue (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    ArchiveDecoding.reportUndecodable(Self.self)
    return nil
  }
}
