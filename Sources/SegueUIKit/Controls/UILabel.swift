import Foundation
import SegueAnimation
import SegueRender

/// UIKit's label: text drawn with Pango in the system font (DejaVu Sans), vertically
/// centred in the bounds like UIKit's.
///
/// `attributedText` draws styled text (docs/uikit-behaviour-2.md §32): as in UIKit, setting it
/// sets `text` to its string and `font`, `textColor`, `textAlignment` and `lineBreakMode` to
/// its first character's style; setting `text` afterwards drops the styling, and setting
/// `font` or `textColor` applies to the whole attributed string.
@preconcurrency @MainActor open class UILabel: UIView {
  open var text: String? {
    didSet {
      if !isApplyingAttributedText { styledText = nil }
      contentDidChange()
    }
  }
  open var font: UIFont = .systemFont(ofSize: 17) {
    didSet {
      restyleAttributedText(.font, font)
      contentDidChange()
    }
  }
  open var textColor: UIColor = .label {
    didSet {
      restyleAttributedText(.foregroundColor, textColor)
      contentDidChange()
    }
  }
  open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
  /// Maximum lines; 0 means no limit. Default 1.
  open var numberOfLines = 1 { didSet { contentDidChange() } }
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { contentDidChange() } }

  /// The styled text; without one set, the text in the label's font and colour.
  open var attributedText: NSAttributedString? {
    get {
      if let styledText { return styledText.attributedString }
      guard let text else { return nil }
      return NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: textColor])
    }
    set {
      isApplyingAttributedText = true
      defer { isApplyingAttributedText = false }
      // Held as runs, not copied by Foundation (see `StyledText`).
      let styled = newValue.map(StyledText.init)
      styledText = styled
      text = newValue?.string
      if let font = styled?.firstFont { self.font = font }
      if let color = styled?.firstColor { textColor = color }
      if let style = styled?.firstAttributes[.paragraphStyle] as? NSParagraphStyle {
        textAlignment = style.alignment
        lineBreakMode = style.lineBreakMode
      }
      contentDidChange()
    }
  }
  /// The styled text as set (nil: plain text).
  private(set) var styledText: StyledText?
  private var isApplyingAttributedText = false

  /// Shows `styled` as `attributedText` does, then `alignment` (for text inputs' labels).
  func setStyledText(_ styled: StyledText, alignment: NSTextAlignment) {
    isApplyingAttributedText = true
    defer { isApplyingAttributedText = false }
    styledText = styled
    text = styled.string
    if let font = styled.firstFont { self.font = font }
    if let color = styled.firstColor { textColor = color }
    textAlignment = alignment
    contentDidChange()
  }

  /// `font` or `textColor` set on a label showing styled text applies to all of it.
  private func restyleAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
    guard !isApplyingAttributedText, let styled = styledText else { return }
    styledText = styled.setting(key, value)
  }
  /// The width, points, a label whose lines wrap is measured at for Auto Layout (0: its
  /// current width, measured again once the engine has solved it).
  open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    backgroundColor = nil
  }

  private func contentDidChange() {
    invalidateIntrinsicContentSize()
    updateDrawnText()
  }

  /// The layer's text, in `textColor` resolved with the label's traits.
  private func updateDrawnText() {
    let color = textColor.resolvedColor(with: traitCollection).cgColor
    layer.drawnContent = renderText.map { text in
      TextContent(
        string: text.string, font: font, color: color, alignment: drawnAlignment.rawValue,
        numberOfLines: numberOfLines, lineBreakMode: lineBreakMode.rawValue, runs: text.runs,
        lineSpacing: text.lineSpacing)
    }
  }

  /// Whether a font from `preferredFont(forTextStyle:)` follows the Dynamic Type size of the
  /// label's traits (UIKit's `UIContentSizeCategoryAdjusting`; default false, as in UIKit).
  open var adjustsFontForContentSizeCategory = false

  /// The alignment drawn: `.natural` is the localization's — right under a right-to-left
  /// layout direction, left otherwise (Apple's `NSTextAlignment.natural`;
  /// docs/uikit-behaviour-2.md §10).
  var drawnAlignment: NSTextAlignment {
    guard textAlignment == .natural else { return textAlignment }
    return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
  }

  /// A text-style font is asked for again at the new content size category; natural alignment
  /// follows a new layout direction.
  override func traitsDidChange(from previous: UITraitCollection) {
    super.traitsDidChange(from: previous)
    if textAlignment == .natural, previous.layoutDirection != traitCollection.layoutDirection { updateDrawnText() }
    guard adjustsFontForContentSizeCategory, let style = font.textStyle,
      previous.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
    else { return }
    font = .preferredFont(forTextStyle: style, compatibleWith: traitCollection)
  }

  /// A dynamic text colour is drawn again with the new traits.
  override func traitColorsDidChange() {
    super.traitColorsDidChange()
    if textColor.isDynamic || styledText != nil { updateDrawnText() }
  }

  var renderText: RenderText? {
    guard let text, !text.isEmpty else { return nil }
    var rendered = RenderText(
      string: text,
      font: font.renderFont,
      color: RenderCommit.renderColor(textColor.resolvedColor(with: traitCollection).cgColor),
      alignment: RenderTextAlignment(rawValue: drawnAlignment.rawValue) ?? .left, numberOfLines: numberOfLines,
      lineBreakMode: RenderLineBreakMode(rawValue: lineBreakMode.rawValue) ?? .byTruncatingTail)
    if let styled = styledText {
      rendered.runs = AttributedTextRuns.runs(of: styled, font: font, color: textColor, traits: traitCollection)
      rendered.lineSpacing = Double(AttributedTextRuns.paragraphStyle(of: styled)?.lineSpacing ?? 0)
    }
    return rendered
  }

  /// The text's size in points, wrapped to `size.width` when lines may wrap, rounded up to
  /// whole points as UIKit does.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let renderText else { return .zero }
    let maxWidth: Double? = numberOfLines == 1 || size.width <= 0 ? nil : Double(size.width)
    let measured = TextLayout.size(of: renderText, maxWidth: maxWidth)
    return CGSize(width: CGFloat(measured.width), height: CGFloat(measured.height))
  }

  open override var intrinsicContentSize: CGSize {
    sizeThatFits(
      CGSize(
        width: numberOfLines == 1 ? 0 : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width),
        height: 0))
  }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
    backgroundColor = nil
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UILabel.self)
    ViewArchive.decode(self, from: coder, at: UILabel.self)
  }
}

/// UIKit's text alignment (same raw values).
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// UIKit's line break mode (same raw values).
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
