import Foundation

/// The view of a `.alert` controller: a 270 pt card with 14 pt continuous corners on a blurred
/// material, the title (semibold 17 pt) and message (13 pt) centred, then the buttons, 44 pt
/// high under hairline separators — two side by side (the cancel one on the left), otherwise
/// stacked with the cancel one last (docs/uikit-behaviour-2.md §14.1).
@MainActor final class AlertCardView: UIView {
  /// Points (docs/uikit-behaviour-2.md §14.1).
  static let width: CGFloat = 270
  static let cornerRadius: CGFloat = 14
  static let buttonHeight: CGFloat = 44
  static let contentInsets = UIEdgeInsets(top: 19, left: 16, bottom: 19, right: 16)
  static let labelSpacing: CGFloat = 4
  /// A text field's row and the space above the fields (points; Segue's estimate from iOS
  /// screenshots, docs/uikit-behaviour-2.md §14.4).
  static let fieldHeight: CGFloat = 26
  static let fieldSpacing: CGFloat = 14

  let background = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
  let titleLabel = UILabel()
  let messageLabel = UILabel()
  /// In drawing order: top to bottom, or left to right when side by side.
  private(set) var buttons: [AlertActionButton] = []
  private var separators: [UIView] = []
  /// `addTextField(configurationHandler:)`'s fields, in a rounded box below the message.
  private(set) var textFields: [UITextField] = []
  private let fieldBox = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = nil
    layer.cornerRadius = Self.cornerRadius
    layer.cornerCurve = .continuous
    clipsToBounds = true
    background.isUserInteractionEnabled = false
    addSubview(background)
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    messageLabel.font = .systemFont(ofSize: 13)
    for label in [titleLabel, messageLabel] {
      label.textColor = .label
      label.textAlignment = .center
      label.numberOfLines = 0
      addSubview(label)
    }
    fieldBox.backgroundColor = .systemBackground
    fieldBox.layer.cornerRadius = 7
    fieldBox.layer.borderWidth = 0.5
    fieldBox.layer.borderColor = UIColor.separator.cgColor
    fieldBox.clipsToBounds = true
    fieldBox.isHidden = true
    addSubview(fieldBox)
  }

  /// Shows `fields` stacked in the box below the message.
  func setTextFields(_ fields: [UITextField]) {
    textFields.forEach { $0.removeFromSuperview() }
    textFields = fields
    fields.forEach { fieldBox.addSubview($0) }
    fieldBox.isHidden = fields.isEmpty
    setNeedsLayout()
  }

  /// The fields' box height with the space above it (points), 0 without fields.
  private var fieldsHeight: CGFloat {
    textFields.isEmpty ? 0 : Self.fieldSpacing + Self.fieldHeight * CGFloat(textFields.count)
  }

  /// Never in an archive: only `UIAlertController` makes this view, so decoding one fails.
  required init?(coder: NSCoder) {
    return nil
  }

  /// Shows `actions` as buttons (the cancel one moved as UIKit places it), `preferred` and
  /// the cancel action semibold (only `preferred` when there is one).
  func setActions(_ actions: [UIAlertAction], preferred: UIAlertAction?) -> [AlertActionButton] {
    buttons.forEach { $0.removeFromSuperview() }
    separators.forEach { $0.removeFromSuperview() }
    let cancel = actions.filter { $0.style == .cancel }
    let others = actions.filter { $0.style != .cancel }
    let ordered = actions.count == 2 ? cancel + others : others + cancel
    buttons = ordered.map { action in
      let button = AlertActionButton(action: action, fontSize: 17)
      button.isEmphasized = preferred.map { $0 === action } ?? (action.style == .cancel)
      return button
    }
    separators = buttons.map { _ in
      let line = UIView()
      line.backgroundColor = .separator
      line.isUserInteractionEnabled = false
      return line
    }
    for (button, line) in zip(buttons, separators) {
      addSubview(button)
      addSubview(line)
    }
    setNeedsLayout()
    return buttons
  }

  /// Whether the buttons sit side by side: exactly two, each title fitting half the width.
  var isSideBySide: Bool {
    guard buttons.count == 2 else { return false }
    let half = Self.width / 2 - 16
    return buttons.allSatisfy { $0.titleLabel.sizeThatFits(CGSize(width: 0, height: 0)).width <= half }
  }

  /// The height of the title and message block (points), including its padding.
  private var headerHeight: CGFloat {
    let width = Self.width - Self.contentInsets.left - Self.contentInsets.right
    let heights = [titleLabel, messageLabel].filter { !($0.text ?? "").isEmpty }.map { label in
      ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    }
    guard !heights.isEmpty || !textFields.isEmpty else { return 0 }
    return Self.contentInsets.top + heights.reduce(0, +) + Self.labelSpacing * CGFloat(max(heights.count - 1, 0))
      + fieldsHeight + Self.contentInsets.bottom
  }

  /// The card's height for its text and buttons (points).
  var fittingHeight: CGFloat {
    let rows = isSideBySide ? 1 : buttons.count
    return headerHeight + Self.buttonHeight * CGFloat(rows)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    background.frame = bounds
    let width = bounds.width - Self.contentInsets.left - Self.contentInsets.right
    var y = Self.contentInsets.top
    for label in [titleLabel, messageLabel] {
      guard !(label.text ?? "").isEmpty else {
        label.frame = .zero
        continue
      }
      let height = ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
      label.frame = CGRect(x: Self.contentInsets.left, y: y, width: width, height: height)
      y += height + Self.labelSpacing
    }
    if !textFields.isEmpty {
      let top = y - Self.labelSpacing + Self.fieldSpacing
      fieldBox.frame = CGRect(
        x: Self.contentInsets.left, y: top, width: width, height: Self.fieldHeight * CGFloat(textFields.count))
      for (index, field) in textFields.enumerated() {
        field.frame = CGRect(x: 5, y: Self.fieldHeight * CGFloat(index), width: width - 10, height: Self.fieldHeight)
      }
    }
    let hairline = 1 / max(traitCollection.displayScale, 1)
    var top = headerHeight
    if isSideBySide {
      let half = bounds.width / 2
      for (index, button) in buttons.enumerated() {
        button.frame = CGRect(x: half * CGFloat(index), y: top, width: half, height: Self.buttonHeight)
      }
      separators[0].frame = CGRect(x: 0, y: top, width: bounds.width, height: hairline)
      separators[1].frame = CGRect(x: half - hairline / 2, y: top, width: hairline, height: Self.buttonHeight)
      return
    }
    for (button, line) in zip(buttons, separators) {
      button.frame = CGRect(x: 0, y: top, width: bounds.width, height: Self.buttonHeight)
      line.frame = CGRect(x: 0, y: top, width: bounds.width, height: hairline)
      top += Self.buttonHeight
    }
  }
}
