import Foundation

/// The search bar's text field (iOS 13's `UISearchTextField`): a 36-point rounded field on
/// `.tertiarySystemFill` (corner radius 10) with a magnifying glass before the text, a
/// clear button while editing, and "Search" as its placeholder (docs/uikit-behaviour-2.md §18.4).
@preconcurrency @MainActor open class UISearchTextField: UITextField {
  /// The field's height in a search bar, points.
  static let height: CGFloat = 36
  /// Points from the field's leading edge to the text: 8 to the glyph, the 16-point glyph and 6.
  static let textInset: CGFloat = 30
  private let glyph = SearchGlyphView()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpSearchField()
  }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSearchField()
  }

  private func setUpSearchField() {
    borderStyle = .none
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = 10
    clipsToBounds = true
    clearButtonMode = .whileEditing
    returnKeyType = .search
    placeholder = "Search"
    glyph.isUserInteractionEnabled = false
    addSubview(glyph)
  }

  /// The text's rectangle: after the glyph, before the clear button.
  open override func textRect(forBounds bounds: CGRect) -> CGRect {
    var rect = super.textRect(forBounds: bounds)
    let trailing = showsClearButton ? rect.maxX : bounds.maxX - 8
    if isRightToLeft {
      rect = CGRect(x: bounds.minX + 8, y: rect.minY, width: bounds.width - Self.textInset - 8, height: rect.height)
    } else {
      rect = CGRect(
        x: bounds.minX + Self.textInset, y: rect.minY, width: max(trailing - bounds.minX - Self.textInset, 0),
        height: rect.height)
    }
    return rect
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: super.intrinsicContentSize.width + Self.textInset + 8, height: Self.height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let side = SearchGlyphView.side
    let x = isRightToLeft ? bounds.maxX - 8 - side : bounds.minX + 8
    glyph.frame = CGRect(x: x, y: (bounds.height - side) / 2, width: side, height: side)
  }
}

/// The magnifying glass drawn before a search field's text: a ring and a handle in
/// `.secondaryLabel`.
@MainActor final class SearchGlyphView: UIView {
  /// The glyph's square, points.
  static let side: CGFloat = 16

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = nil
    isOpaque = false
  }

  override func draw(_ rect: CGRect) {
    let path = UIBezierPath(ovalIn: CGRect(x: 1.5, y: 1.5, width: 10, height: 10))
    path.move(to: CGPoint(x: 10.2, y: 10.2))
    path.addLine(to: CGPoint(x: 14.5, y: 14.5))
    path.lineWidth = 2
    path.lineCapStyle = .round
    UIColor.secondaryLabel.setStroke()
    path.stroke()
  }

  override func traitColorsDidChange() {
    super.traitColorsDidChange()
    setNeedsDisplay()
  }

  /// UIKit's archive initializer; there are no archives in Segue (`UIView.init?(coder:)`).
  required init?(coder: NSCoder) {
    ArchiveDecoding.reportUndecodable(Self.self)
    return nil
  }
}
