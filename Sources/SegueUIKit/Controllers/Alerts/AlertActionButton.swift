import Foundation

/// One action's button in an alert or action sheet: its title centred on one line in the
/// action's colour (`tintColor`, `.systemRed` when destructive, `.secondaryLabel` when
/// disabled), semibold for the cancel or preferred action, and a grey fill while pressed
/// (docs/uikit-behaviour-2.md §14).
@MainActor final class AlertActionButton: UIControl {
  let action: UIAlertAction
  let titleLabel = UILabel()
  /// Whether the title is semibold (the cancel action, or the preferred action).
  var isEmphasized = false { didSet { updateAppearance() } }

  init(action: UIAlertAction, fontSize: CGFloat) {
    self.action = action
    super.init(frame: .zero)
    backgroundColor = nil
    titleLabel.text = action.title
    titleLabel.textAlignment = .center
    titleLabel.font = .systemFont(ofSize: fontSize)
    titleLabel.isUserInteractionEnabled = false
    addSubview(titleLabel)
    isEnabled = action.isEnabled
    action.enabledDidChange = { [weak self] in
      guard let self else { return }
      self.isEnabled = self.action.isEnabled
    }
    updateAppearance()
  }

  /// Never in an archive: only `UIAlertController` makes this view, so decoding one fails.
  required init?(coder: NSCoder) {
    return nil
  }

  /// Called for highlight and enabled changes alike.
  override func highlightDidChange() {
    super.highlightDidChange()
    updateAppearance()
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    updateAppearance()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = bounds.insetBy(dx: 8, dy: 0)
  }

  private func updateAppearance() {
    let size = titleLabel.font.pointSize
    titleLabel.font = .systemFont(ofSize: size, weight: isEmphasized ? .semibold : .regular)
    if !isEnabled {
      titleLabel.textColor = .secondaryLabel
    } else {
      titleLabel.textColor = action.style == .destructive ? .systemRed : tintColor
    }
    backgroundColor = isHighlighted && isEnabled ? .systemFill : nil
  }
}
