import Foundation

/// The drawn keyboard: iOS's English letter layout in light grey — three rows of letter keys,
/// Shift and Delete beside the third, then "123", the space bar and Return — above the empty
/// strip where iOS puts its globe and dictation keys and the home indicator. Drawn through the
/// ordinary views and layers; its keys do not take taps (type with the computer's keyboard).
@MainActor final class KeyboardView: UIView {
  /// The letter rows, top to bottom.
  static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
  /// Key height, the gap between keys and rows, the top padding and the side margin, points.
  static let keyHeight: CGFloat = 42
  static let keyGap: CGFloat = 6
  static let rowGap: CGFloat = 12
  static let topPadding: CGFloat = 8
  static let sideMargin: CGFloat = 3

  private var letterKeys: [[UIView]] = []
  private let shiftKey = KeyboardView.key(title: "\u{21E7}", special: true)
  private let deleteKey = KeyboardView.key(title: "\u{232B}", special: true)
  private let numbersKey = KeyboardView.key(title: "123", special: true)
  private let spaceKey = KeyboardView.key(title: "space", special: false)
  private let returnKey = KeyboardView.key(title: "return", special: true)

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor { traits in
      traits.userInterfaceStyle == .dark
        ? UIColor(white: 0.17, alpha: 1) : UIColor(red: 0.82, green: 0.83, blue: 0.86, alpha: 1)
    }
    isUserInteractionEnabled = false
    accessibilityIdentifier = "keyboard"
    letterKeys = Self.rows.map { row in row.map { Self.key(title: String($0), special: false) } }
    for key in letterKeys.joined() { addSubview(key) }
    for key in [shiftKey, deleteKey, numbersKey, spaceKey, returnKey] { addSubview(key) }
  }

  required init?(coder: NSCoder) { nil }

  private static func key(title: String, special: Bool) -> UIView {
    let key = UIView()
    key.backgroundColor = UIColor { traits in
      let dark = traits.userInterfaceStyle == .dark
      return special
        ? (dark ? UIColor(white: 0.27, alpha: 1) : UIColor(red: 0.67, green: 0.69, blue: 0.73, alpha: 1))
        : (dark ? UIColor(white: 0.42, alpha: 1) : .white)
    }
    key.layer.cornerRadius = 5
    key.layer.shadowColor = UIColor.black.cgColor
    key.layer.shadowOpacity = 0.3
    key.layer.shadowRadius = 0
    key.layer.shadowOffset = CGSize(width: 0, height: 1)
    let label = UILabel()
    label.text = title
    label.textAlignment = .center
    label.font = .systemFont(ofSize: title.count == 1 ? 22 : 16)
    label.textColor = .label
    label.tag = 1
    key.addSubview(label)
    return key
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    let keyWidth = (width - 2 * Self.sideMargin - 9 * Self.keyGap) / 10
    func place(_ key: UIView, _ frame: CGRect) {
      key.frame = frame
      key.viewWithTag(1)?.frame = key.bounds
    }
    for (rowIndex, row) in letterKeys.enumerated() {
      let y = Self.topPadding + CGFloat(rowIndex) * (Self.keyHeight + Self.rowGap)
      let rowWidth = CGFloat(row.count) * keyWidth + CGFloat(row.count - 1) * Self.keyGap
      var x = (width - rowWidth) / 2
      for key in row {
        place(key, CGRect(x: x, y: y, width: keyWidth, height: Self.keyHeight))
        x += keyWidth + Self.keyGap
      }
    }
    let thirdY = Self.topPadding + 2 * (Self.keyHeight + Self.rowGap)
    let sideKeyWidth = keyWidth * 1.3
    place(shiftKey, CGRect(x: Self.sideMargin, y: thirdY, width: sideKeyWidth, height: Self.keyHeight))
    place(
      deleteKey,
      CGRect(x: width - Self.sideMargin - sideKeyWidth, y: thirdY, width: sideKeyWidth, height: Self.keyHeight))
    let bottomY = thirdY + Self.keyHeight + Self.rowGap
    let wideKey = keyWidth * 2.6
    place(numbersKey, CGRect(x: Self.sideMargin, y: bottomY, width: wideKey, height: Self.keyHeight))
    place(
      returnKey, CGRect(x: width - Self.sideMargin - wideKey, y: bottomY, width: wideKey, height: Self.keyHeight))
    let spaceX = Self.sideMargin + wideKey + Self.keyGap
    place(
      spaceKey,
      CGRect(x: spaceX, y: bottomY, width: width - 2 * spaceX, height: Self.keyHeight))
  }
}
