import Foundation
import SegueAnimation

/// UIKit's text view: scrollable, multi-line text, editable by default, drawn with Pango in
/// DejaVu Sans (12 pt, as UIKit's default) inside `textContainerInset` (8 pt above and below)
/// and the 5 pt line fragment padding each side, wrapped at word boundaries.
///
/// A tap makes an editable text view first responder with the caret at the tapped character;
/// typed keys edit it (`UITextView+Editing.swift`; Return types a newline, up and down move a
/// line). Delegate calls and notifications come in the order of docs/uikit-behaviour-2.md §15.
@preconcurrency @MainActor open class UITextView: UIScrollView, UITextInputTraits {
  /// Points between the text container's edges and the text (UIKit's `lineFragmentPadding`).
  static let lineFragmentPadding: CGFloat = 5

  var editable = EditableText("")
  let editedText = EditedTextView(wraps: true)

  /// The text (an empty text view's is ""). Setting it moves the caret to the end and calls no
  /// delegate method.
  open var text: String! {
    get { editable.string }
    set {
      editable = EditableText(newValue ?? "")
      storedAttributedText = nil
      textDidChange()
    }
  }
  /// The text with its styling (docs/uikit-behaviour-2.md §32). Setting it sets `text`, and
  /// `font` and `textColor` to the first character's; the styling shows until the text is
  /// edited or set again.
  open var attributedText: NSAttributedString! {
    get {
      storedAttributedText.flatMap { $0.string == editable.string ? $0.attributedString : nil }
        ?? NSAttributedString(
          string: editable.string, attributes: [.font: resolvedFont, .foregroundColor: textColor ?? .label])
    }
    set {
      let styled = newValue.map(StyledText.init)
      text = newValue?.string ?? ""
      if let font = styled?.firstFont { self.font = font }
      if let color = styled?.firstColor { textColor = color }
      storedAttributedText = styled
      textDidChange()
    }
  }
  private var storedAttributedText: StyledText?
  open var font: UIFont? = .systemFont(ofSize: 12) { didSet { textDidChange() } }
  open var textColor: UIColor? = .label { didSet { textDidChange() } }
  open var textAlignment: NSTextAlignment = .natural { didSet { textDidChange() } }
  /// Whether typing edits the text (true by default); a non-editable text view does not become
  /// first responder.
  open var isEditable = true {
    didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
  }
  /// Whether text can be selected (stored; selection follows `isEditable` in Segue).
  open var isSelectable = true
  /// The insets of the text container in the view, points (UIKit's default 8 pt top and bottom).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { setNeedsLayout() } }
  /// The selection in UTF-16 offsets of `text`.
  open var selectedRange: NSRange {
    get { editable.selectedRange }
    set {
      editable.selectedRange = newValue
      textDidChange()
    }
  }
  /// The text-view delegate (UIKit's `delegate` is the scroll view's, retyped).
  open weak var textViewDelegate: UITextViewDelegate?
  /// The delegate: a text view's is a `UITextViewDelegate`.
  open override var delegate: UIScrollViewDelegate? {
    get { textViewDelegate }
    set { textViewDelegate = newValue as? UITextViewDelegate }
  }

  // MARK: Text input traits (stored: Segue's keyboard is the same for all)

  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var keyboardAppearance: UIKeyboardAppearance = .default
  open var isSecureTextEntry = false
  open var textContentType: UITextContentType?

  private var storedAccessoryView: UIView?
  /// The view above the keyboard while editing (stored; Segue does not draw it).
  open override var inputAccessoryView: UIView? {
    get { storedAccessoryView }
    set { storedAccessoryView = newValue }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpTextView()
  }

  public convenience init() { self.init(frame: .zero) }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpTextView()
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UITextView.self)
  }

  private func setUpTextView() {
    backgroundColor = .systemBackground
    addSubview(editedText)
    addGestureRecognizer(UITapGestureRecognizer(target: self, action: UITextView.tapped))
    textDidChange()
  }

  var resolvedFont: UIFont { font ?? .systemFont(ofSize: 12) }

  /// Draws the text, caret and selection again and updates the content size.
  func textDidChange() {
    editedText.show(
      EditedTextView.Content(
        string: editable.string, font: resolvedFont, color: textColor ?? .label, alignment: textAlignment,
        selection: editable.selectedRange, showsCaret: isFirstResponder, tint: tintColor,
        attributed: storedAttributedText))
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let inset = textContainerInset
    let padding = Self.lineFragmentPadding
    let width = max(bounds.width - inset.left - inset.right - 2 * padding, 0)
    var frame = CGRect(x: inset.left + padding, y: inset.top, width: width, height: editedText.frame.height)
    if editedText.frame.width != width {
      editedText.frame = frame
      editedText.layoutIfNeeded()
    }
    frame.size.height = max(editedText.textHeight.rounded(.up), bounds.height - inset.top - inset.bottom)
    if editedText.frame != frame { editedText.frame = frame }
    let size = CGSize(width: bounds.width, height: frame.maxY + inset.bottom)
    if contentSize != size { contentSize = size }
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    textDidChange()
  }

  // MARK: First responder

  /// True for an editable text view.
  open override var canBecomeFirstResponder: Bool { isEditable && isUserInteractionEnabled }

  /// Asks the delegate (`textViewShouldBeginEditing`), becomes first responder, then
  /// `textViewDidBeginEditing` and `textDidBeginEditingNotification`.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, firstResponderLoop != nil else { return false }
    guard textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    textDidChange()
    textViewDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Asks the delegate (`textViewShouldEndEditing`), resigns, then `textViewDidEndEditing` and
  /// `textDidEndEditingNotification`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
    guard super.resignFirstResponder() else { return false }
    finishEditing()
    return true
  }

  func finishEditing() {
    textDidChange()
    textViewDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }

  /// A tap begins editing (an editable text view) and puts the caret at the tapped character.
  private func tapped(_ recognizer: UITapGestureRecognizer) {
    guard recognizer.state == .ended, isEditable else { return }
    guard isFirstResponder || becomeFirstResponder() else { return }
    let offset = editedText.offset(nearest: recognizer.location(in: editedText))
    editable.placeCaret(at: offset)
    textDidChange()
    textViewDelegate?.textViewDidChangeSelection(self)
  }
}
