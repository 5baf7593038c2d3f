import Foundation
import SegueAnimation
import SegueRender

/// UIKit's text field: one line of editable text, drawn with Pango in DejaVu Sans as labels
/// are, with a blinking caret, a selection, a placeholder, bullets for secure entry and the
/// clear button.
///
/// A tap makes it first responder (the drawn keyboard slides up) and puts the caret at the
/// tapped character; typed keys edit it (`UITextField+Editing.swift`). Delegate calls, control
/// events and notifications come in the order of docs/uikit-behaviour-2.md §15.
@preconcurrency @MainActor open class UITextField: UIControl, UITextInputTraits {
  /// Points between a rounded-rect field's edges and its text (UIKit's 7 pt).
  static let roundedRectTextInset: CGFloat = 7
  /// The clear button's circle, points, and its gap to the field's trailing edge.
  static let clearButtonSize: CGFloat = 19
  static let clearButtonInset: CGFloat = 6

  var editable = EditableText("")
  let editedText = EditedTextView(wraps: false)
  let clearButton = TextFieldClearButton()

  /// The text; never nil when read (an empty field's is ""), as UIKit's. Setting it moves
  /// the caret to the end and sends no events.
  open var text: String? {
    get { editable.string }
    set {
      editable = EditableText(newValue ?? "")
      storedAttributedText = nil
      textDidChange()
    }
  }
  /// Grey text shown while the field is empty.
  open var placeholder: String? {
    didSet {
      if !isApplyingAttributes { storedAttributedPlaceholder = nil }
      textDidChange()
    }
  }
  /// The placeholder with its own styling (characters without a colour are
  /// `.placeholderText`); setting it sets `placeholder` to its string
  /// (docs/uikit-behaviour-2.md §32).
  open var attributedPlaceholder: NSAttributedString? {
    get {
      storedAttributedPlaceholder?.attributedString
        ?? placeholder.map {
          NSAttributedString(
            string: $0, attributes: [.font: resolvedFont, .foregroundColor: UIColor.placeholderText])
        }
    }
    set {
      isApplyingAttributes = true
      defer { isApplyingAttributes = false }
      storedAttributedPlaceholder = newValue.map(StyledText.init)
      placeholder = newValue?.string
    }
  }
  /// The text with its styling. Setting it sets `text`, and `font` and `textColor` to the first
  /// character's; the styling shows until the text is edited or set again (typed text is in
  /// the field's font and colour).
  open var attributedText: NSAttributedString? {
    get {
      storedAttributedText.flatMap { $0.string == editable.string ? $0.attributedString : nil }
        ?? NSAttributedString(
          string: editable.string, attributes: [.font: resolvedFont, .foregroundColor: textColor ?? .label])
    }
    set {
      let styled = newValue.map(StyledText.init)
      text = newValue?.string
      if let font = styled?.firstFont { self.font = font }
      if let color = styled?.firstColor { textColor = color }
      storedAttributedText = styled
      textDidChange()
    }
  }
  private var storedAttributedPlaceholder: StyledText?
  private var storedAttributedText: StyledText?
  private var isApplyingAttributes = false
  /// The text's font (17 pt system font, as iOS 13 and later report).
  open var font: UIFont? = .systemFont(ofSize: 17) {
    didSet {
      textDidChange()
      invalidateIntrinsicContentSize()
    }
  }
  open var textColor: UIColor? = .label { didSet { textDidChange() } }
  open var textAlignment: NSTextAlignment = .natural { didSet { textDidChange() } }
  open var borderStyle: BorderStyle = .none {
    didSet {
      updateBorder()
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }
  open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
  /// Whether editing starts with an empty field.
  open var clearsOnBeginEditing = false
  /// Whether the text is drawn as bullets (one "•" per character).
  open var isSecureTextEntry = false { didSet { textDidChange() } }
  /// The view before the text and when it shows (stored; not drawn).
  open var leftView: UIView?
  open var leftViewMode: ViewMode = .never
  /// The view after the text and when it shows (stored; not drawn).
  open var rightView: UIView?
  open var rightViewMode: ViewMode = .never
  /// The font size shrinks to fit in UIKit; stored here.
  open var adjustsFontSizeToFitWidth = false
  open var minimumFontSize: CGFloat = 0
  open weak var delegate: UITextFieldDelegate?
  /// Whether the field is editing (first responder).
  open private(set) var isEditing = false

  // MARK: Text input traits (stored: Segue's keyboard is the same for all)

  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var keyboardAppearance: UIKeyboardAppearance = .default
  open var enablesReturnKeyAutomatically = false
  open var textContentType: UITextContentType?

  private var storedAccessoryView: UIView?
  private var storedInputView: UIView?
  /// The view above the keyboard while editing (stored; Segue does not draw it).
  open override var inputAccessoryView: UIView? {
    get { storedAccessoryView }
    set { storedAccessoryView = newValue }
  }
  /// A view replacing the keyboard (stored; Segue draws its keyboard regardless).
  open override var inputView: UIView? {
    get { storedInputView }
    set { storedInputView = newValue }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpTextField()
  }

  public convenience init() { self.init(frame: .zero) }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpTextField()
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UITextField.self)
  }

  private func setUpTextField() {
    backgroundColor = nil
    contentVerticalAlignment = .center
    setContentHuggingPriority(UILayoutPriority(250), for: .horizontal)
    setContentHuggingPriority(UILayoutPriority(750), for: .vertical)
    addSubview(editedText)
    clearButton.isHidden = true
    clearButton.isUserInteractionEnabled = false
    addSubview(clearButton)
    updateBorder()
    textDidChange()
  }

  // MARK: Geometry (UIKit's overridable rectangles)

  /// The rectangle the border is drawn in: the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The text's rectangle when not editing: inside the border's inset (7 pt for a rounded
  /// rect, 0 without a border), left of a showing clear button.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    let inset: CGFloat =
      switch borderStyle {
      case .roundedRect: Self.roundedRectTextInset
      case .line, .bezel: 2
      case .none: 0
      }
    var rect = bounds.insetBy(dx: inset, dy: 0)
    if showsClearButton {
      rect.size.width = max(clearButtonRect(forBounds: bounds).minX - rect.minX - 2, 0)
    }
    return rect
  }

  /// The text's rectangle while editing (the same as `textRect(forBounds:)`).
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The placeholder's rectangle (the same as `textRect(forBounds:)`).
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The clear button's rectangle: a 19 pt circle 6 pt from the trailing edge, centred
  /// vertically.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let size = Self.clearButtonSize
    return CGRect(
      x: bounds.maxX - Self.clearButtonInset - size, y: bounds.minY + (bounds.height - size) / 2, width: size,
      height: size)
  }

  /// Whether the clear button shows now (`clearButtonMode`, and only over text).
  var showsClearButton: Bool {
    guard !editable.string.isEmpty else { return false }
    switch clearButtonMode {
    case .never: return false
    case .always: return true
    case .whileEditing: return isEditing
    case .unlessEditing: return !isEditing
    }
  }

  /// The line height rounded up, plus 14 pt for a rounded rect's margins (34 pt at 17 pt).
  open override var intrinsicContentSize: CGSize {
    let lineHeight = resolvedFont.lineHeight.rounded(.up)
    let shown = editable.string.isEmpty ? (placeholder ?? "") : displayedString
    let textWidth =
      shown.isEmpty
      ? 0 : CGFloat(TextLayout.size(of: RenderText(string: shown, font: resolvedFont.renderFont), maxWidth: nil).width)
    let inset: CGFloat = borderStyle == .roundedRect ? Self.roundedRectTextInset : 0
    return CGSize(
      width: textWidth + 2 * inset, height: lineHeight + (borderStyle == .roundedRect ? 14 : 0))
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override func layoutSubviews() {
    super.layoutSubviews()
    clearButton.isHidden = !showsClearButton
    clearButton.frame = clearButtonRect(forBounds: bounds)
    let textFrame = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    if editedText.frame != textFrame {
      editedText.frame = textFrame
    }
    if borderStyle == .roundedRect {
      layer.borderWidth = 1 / (window?.screen.scale ?? 2)
    }
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    textDidChange()
  }

  override func traitColorsDidChange() {
    super.traitColorsDidChange()
    updateBorder()
    textDidChange()
  }

  private func updateBorder() {
    layer.cornerRadius = borderStyle == .roundedRect ? 5 : 0
    switch borderStyle {
    case .none:
      layer.borderWidth = 0
    case .line:
      layer.borderWidth = 1
      layer.borderColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
    case .bezel:
      layer.borderWidth = 1
      layer.borderColor = UIColor.systemGray.resolvedColor(with: traitCollection).cgColor
    case .roundedRect:
      layer.borderWidth = 1 / (window?.screen.scale ?? 2)
      layer.borderColor = UIColor.systemGray4.resolvedColor(with: traitCollection).cgColor
      if backgroundColor == nil { backgroundColor = .systemBackground }
    }
  }

  // MARK: Drawing the text

  var resolvedFont: UIFont { font ?? .systemFont(ofSize: 17) }

  /// The drawn string: the text, or one bullet per character for secure entry.
  var displayedString: String {
    isSecureTextEntry ? String(repeating: "\u{2022}", count: editable.string.count) : editable.string
  }

  /// The drawn string's UTF-16 offset for the text's offset `offset`.
  func displayedOffset(_ offset: Int) -> Int {
    guard isSecureTextEntry else { return offset }
    let prefix = String(decoding: Array(editable.string.utf16).prefix(offset), as: UTF16.self)
    return prefix.count
  }

  /// The text's UTF-16 offset for the drawn string's offset `offset`.
  func textOffset(forDisplayed offset: Int) -> Int {
    guard isSecureTextEntry else { return offset }
    return editable.string.prefix(offset).utf16.count
  }

  /// Draws the text (or placeholder), caret and selection again.
  func textDidChange() {
    let empty = editable.string.isEmpty
    let selection = editable.selectedRange
    let start = displayedOffset(selection.location)
    let end = displayedOffset(selection.location + selection.length)
    editedText.show(
      EditedTextView.Content(
        string: empty ? (placeholder ?? "") : displayedString, font: resolvedFont,
        color: empty ? .placeholderText : (textColor ?? .label), alignment: textAlignment,
        selection: empty ? NSRange(location: 0, length: 0) : NSRange(location: start, length: end - start),
        showsCaret: isEditing, tint: tintColor,
        attributed: empty ? storedAttributedPlaceholder : isSecureTextEntry ? nil : storedAttributedText))
    clearButton.isHidden = !showsClearButton
    setNeedsLayout()
  }

  // MARK: First responder

  /// True while the field is enabled, as UIKit's.
  open override var canBecomeFirstResponder: Bool { isEnabled && isUserInteractionEnabled }

  /// Asks the delegate (`textFieldShouldBeginEditing`), becomes first responder, then begins
  /// editing: `textFieldDidBeginEditing`, `.editingDidBegin`,
  /// `textDidBeginEditingNotification`.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, firstResponderLoop != nil else { return false }
    guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    beginEditing()
    return true
  }

  /// Asks the delegate (`textFieldShouldEndEditing`), resigns, then ends editing:
  /// `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd`, `textDidEndEditingNotification`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    guard super.resignFirstResponder() else { return false }
    finishEditing()
    return true
  }

  private func beginEditing() {
    isEditing = true
    if clearsOnBeginEditing { editable = EditableText("") }
    textDidChange()
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
  }

  func finishEditing() {
    guard isEditing else { return }
    isEditing = false
    editable.placeCaret(at: editable.length)
    textDidChange()
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }

  override var touchUpIsPrimaryAction: Bool { false }

  /// A tap inside begins editing with the caret at the tapped character, or moves the caret
  /// there while editing; a tap on the clear button clears the text.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard let touch, point(inside: touch.location(in: self), with: event) else { return }
    let location = touch.location(in: self)
    if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(location) {
      clearText()
      return
    }
    let wasEditing = isFirstResponder
    guard wasEditing || becomeFirstResponder() else { return }
    let offset = editedText.offset(nearest: convert(location, to: editedText))
    editable.placeCaret(at: textOffset(forDisplayed: offset))
    textDidChange()
    delegate?.textFieldDidChangeSelection(self)
  }
}

/// The clear button's drawing: a grey circle with a white cross.
@MainActor final class TextFieldClearButton: UIView {
  private let cross = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemGray3
    layer.cornerRadius = UITextField.clearButtonSize / 2
    cross.strokeColor = UIColor.white.cgColor
    cross.lineWidth = 1.5
    cross.lineCap = .round
    cross.fillColor = nil
    layer.addSublayer(cross)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let size = bounds.width
    let inset = size * 0.32
    let path = UIBezierPath()
    path.move(to: CGPoint(x: inset, y: inset))
    path.addLine(to: CGPoint(x: size - inset, y: size - inset))
    path.move(to: CGPoint(x: size - inset, y: inset))
    path.addLine(to: CGPoint(x: inset, y: size - inset))
    cross.frame = bounds
    cross.path = path.cgPath
  }
}
