import Foundation

/// The view of an `.actionSheet` controller: a group on a blurred material with 14 pt
/// continuous corners holding the title (semibold 13 pt) and message (13 pt) in the secondary
/// label colour and the actions, 57 pt rows under hairline separators in 20 pt text; the
/// cancel action in its own opaque rounded row 8 pt below (docs/uikit-behaviour-2.md §14.2).
@MainActor final class ActionSheetView: UIView {
  /// Points (docs/uikit-behaviour-2.md §14.2).
  static let rowHeight: CGFloat = 57
  static let cornerRadius: CGFloat = 14
  static let cancelSpacing: CGFloat = 8
  static let headerInsets = UIEdgeInsets(top: 14, left: 16, bottom: 14, right: 16)
  static let labelSpacing: CGFloat = 2
  static let fontSize: CGFloat = 20

  let group = UIView()
  let background = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
  let titleLabel = UILabel()
  let messageLabel = UILabel()
  /// The cancel row's rounded, opaque background (`.tertiarySystemBackground`: white, dark
  /// 44, 44, 46), holding the cancel button.
  let cancelGroup = UIView()
  private(set) var buttons: [AlertActionButton] = []
  private(set) var cancelButton: AlertActionButton?
  private var separators: [UIView] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = nil
    for view in [group, cancelGroup] {
      view.layer.cornerRadius = Self.cornerRadius
      view.layer.cornerCurve = .continuous
      view.clipsToBounds = true
      addSubview(view)
    }
    group.backgroundColor = nil
    cancelGroup.backgroundColor = .tertiarySystemBackground
    background.isUserInteractionEnabled = false
    group.addSubview(background)
    titleLabel.font = .systemFont(ofSize: 13, weight: .semibold)
    messageLabel.font = .systemFont(ofSize: 13)
    for label in [titleLabel, messageLabel] {
      label.textColor = .secondaryLabel
      label.textAlignment = .center
      label.numberOfLines = 0
      group.addSubview(label)
    }
  }

  /// Never in an archive: only `UIAlertController` makes this view, so decoding one fails.
  required init?(coder: NSCoder) {
    return nil
  }

  /// Shows `actions`: the cancel one in its own row below, the others in order.
  func setActions(_ actions: [UIAlertAction], preferred: UIAlertAction?) -> [AlertActionButton] {
    buttons.forEach { $0.removeFromSuperview() }
    cancelButton?.removeFromSuperview()
    separators.forEach { $0.removeFromSuperview() }
    buttons = actions.filter { $0.style != .cancel }.map { action in
      let button = AlertActionButton(action: action, fontSize: Self.fontSize)
      button.isEmphasized = preferred === action
      return button
    }
    cancelButton = actions.first { $0.style == .cancel }.map { action in
      let button = AlertActionButton(action: action, fontSize: Self.fontSize)
      button.isEmphasized = preferred == nil || preferred === action
      return button
    }
    separators = buttons.map { _ in
      let line = UIView()
      line.backgroundColor = .separator
      line.isUserInteractionEnabled = false
      return line
    }
    for (button, line) in zip(buttons, separators) {
      group.addSubview(button)
      group.addSubview(line)
    }
    if let cancelButton { cancelGroup.addSubview(cancelButton) }
    cancelGroup.isHidden = cancelButton == nil
    setNeedsLayout()
    return buttons + (cancelButton.map { [$0] } ?? [])
  }

  private func headerHeight(width: CGFloat) -> CGFloat {
    let textWidth = width - Self.headerInsets.left - Self.headerInsets.right
    let heights = [titleLabel, messageLabel].filter { !($0.text ?? "").isEmpty }.map { label in
      ceil(label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
    }
    guard !heights.isEmpty else { return 0 }
    return Self.headerInsets.top + heights.reduce(0, +) + Self.labelSpacing * CGFloat(heights.count - 1)
      + Self.headerInsets.bottom
  }

  /// The height of the group (points) at `width`.
  private func groupHeight(width: CGFloat) -> CGFloat {
    headerHeight(width: width) + Self.rowHeight * CGFloat(buttons.count)
  }

  /// The sheet's height at `width` (points): the group, and the cancel row with its gap.
  func fittingHeight(width: CGFloat) -> CGFloat {
    let group = groupHeight(width: width)
    let cancel = cancelButton == nil ? 0 : Self.rowHeight + (group > 0 ? Self.cancelSpacing : 0)
    return group + cancel
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    let groupHeight = groupHeight(width: width)
    group.frame = CGRect(x: 0, y: 0, width: width, height: groupHeight)
    group.isHidden = groupHeight == 0
    background.frame = group.bounds
    let textWidth = width - Self.headerInsets.left - Self.headerInsets.right
    var y = Self.headerInsets.top
    for label in [titleLabel, messageLabel] {
      guard !(label.text ?? "").isEmpty else {
        label.frame = .zero
        continue
      }
      let height = ceil(label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
      label.frame = CGRect(x: Self.headerInsets.left, y: y, width: textWidth, height: height)
      y += height + Self.labelSpacing
    }
    let hairline = 1 / max(traitCollection.displayScale, 1)
    var top = headerHeight(width: width)
    for (index, (button, line)) in zip(buttons, separators).enumerated() {
      button.frame = CGRect(x: 0, y: top, width: width, height: Self.rowHeight)
      line.frame = CGRect(x: 0, y: top, width: width, height: hairline)
      line.isHidden = index == 0 && top == 0
      top += Self.rowHeight
    }
    let cancelTop = groupHeight > 0 ? groupHeight + Self.cancelSpacing : 0
    cancelGroup.frame = CGRect(x: 0, y: cancelTop, width: width, height: Self.rowHeight)
    cancelButton?.frame = cancelGroup.bounds
  }
}
