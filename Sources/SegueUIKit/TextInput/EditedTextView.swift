import Foundation
import SegueAnimation
import SegueRender

/// The text of a text field or text view with its caret and selection: a label drawing the
/// text with Pango (as `UILabel` does), a selection highlight behind it and a caret in the tint
/// colour, positioned from Pango's cursor positions (`TextLayout.caretPositions`). One line
/// scrolls sideways to keep the caret in view; more lines wrap at the view's width.
@MainActor final class EditedTextView: UIView {
  /// The caret's width, points (UIKit's is 2 pt).
  static let caretWidth: CGFloat = 2
  /// Seconds the caret stays lit, then dark: it blinks with a 1 s period, and is lit again
  /// whenever the text or the caret moves, as UIKit's is.
  static let blinkHalfPeriod: TimeInterval = 0.5

  let label = UILabel()
  private let caret = UIView()
  private var selectionRects: [UIView] = []
  /// Whether lines wrap (a text view) or the one line scrolls (a text field).
  let wraps: Bool
  /// How far the one line is scrolled left, points.
  private var scrollX: CGFloat = 0
  private var positions: [CaretPosition] = [CaretPosition(x: 0, y: 0, height: 0)]
  private var blockHeight: CGFloat = 0
  private var textTop: CGFloat = 0

  init(wraps: Bool) {
    self.wraps = wraps
    super.init(frame: .zero)
    backgroundColor = nil
    clipsToBounds = true
    isUserInteractionEnabled = false
    label.numberOfLines = wraps ? 0 : 1
    label.lineBreakMode = wraps ? .byWordWrapping : .byClipping
    caret.isHidden = true
    caret.layer.cornerRadius = 1
    addSubview(label)
    addSubview(caret)
  }

  required init?(coder: NSCoder) { nil }

  /// The text drawn with its caret and selection.
  struct Content {
    var string: String
    var font: UIFont
    var color: UIColor
    var alignment: NSTextAlignment
    /// The selection in the drawn string's UTF-16 offsets.
    var selection: NSRange
    /// Whether the caret or selection shows (while editing).
    var showsCaret: Bool
    var tint: UIColor
    /// Styled text drawn instead of `string` in one font and colour (its string is `string`).
    var attributed: StyledText? = nil
  }

  private(set) var content: Content?

  /// Draws `content` now (no animation), relighting the caret.
  func show(_ content: Content) {
    self.content = content
    UIView.performWithoutAnimation { layoutText() }
    restartBlink()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    UIView.performWithoutAnimation { layoutText() }
  }

  /// The caret's rectangle in this view's coordinates (for tests and for scrolling).
  var caretRect: CGRect { caret.frame }

  /// The UTF-16 offset of the drawn string nearest to `point` (this view's coordinates).
  func offset(nearest point: CGPoint) -> Int {
    var best = 0
    var bestDistance = CGFloat.infinity
    for (offset, position) in positions.enumerated() {
      let x = label.frame.minX + CGFloat(position.x)
      let top = textTop + CGFloat(position.y)
      let dy = point.y < top ? top - point.y : max(point.y - (top + CGFloat(position.height)), 0)
      let distance = dy * 1000 + abs(point.x - x)
      if distance < bestDistance {
        bestDistance = distance
        best = offset
      }
    }
    return best
  }

  /// The caret position of `offset` in this view's coordinates (top of its line).
  func point(atOffset offset: Int) -> CGPoint {
    let position = positions[min(max(offset, 0), positions.count - 1)]
    return CGPoint(x: label.frame.minX + CGFloat(position.x), y: textTop + CGFloat(position.y))
  }

  /// The drawn string's height, points.
  var textHeight: CGFloat { blockHeight }

  private func layoutText() {
    guard let content else { return }
    label.text = content.string
    label.font = content.font
    label.textColor = content.color
    label.textAlignment = content.alignment
    if let attributed = content.attributed, attributed.string == content.string {
      // The runs over the view's own font and colour.
      label.setStyledText(
        attributed.over([.font: content.font, .foregroundColor: content.color]), alignment: content.alignment)
    }
    let width = bounds.width
    var render = RenderText(
      string: content.string, font: content.font.renderFont, color: .black,
      alignment: RenderTextAlignment(rawValue: label.drawnAlignment.rawValue) ?? .left,
      numberOfLines: wraps ? 0 : 1, lineBreakMode: wraps ? .byWordWrapping : .byClipping)
    // Caret positions follow the runs' fonts and spacing.
    if let runs = label.renderText?.runs { render.runs = runs }
    let oneLineWidth = wraps ? 0 : CGFloat(TextLayout.size(of: render, maxWidth: nil).width)
    let scrolls = !wraps && oneLineWidth + Self.caretWidth > width
    let layoutWidth: Double? = scrolls ? nil : Double(max(width, 1))
    let laidOut = TextLayout.caretPositions(of: render, maxWidth: layoutWidth)
    positions = laidOut.positions
    blockHeight = CGFloat(laidOut.blockHeight)
    let scale = window?.screen.scale ?? 2
    let labelWidth = scrolls ? oneLineWidth + Self.caretWidth : width
    let labelHeight = max(blockHeight.rounded(.up), 1)
    // The label centres the block in its height (whole device pixels).
    let insideTop = ((labelHeight - blockHeight) / 2 * scale).rounded() / scale
    let top = wraps ? 0 : ((bounds.height - labelHeight) / 2 * scale).rounded() / scale
    textTop = top + insideTop
    let caretOffset = min(max(content.selection.location + content.selection.length, 0), positions.count - 1)
    if scrolls {
      let caretX = CGFloat(positions[caretOffset].x)
      scrollX = min(max(scrollX, caretX + Self.caretWidth - width), caretX)
      scrollX = min(max(scrollX, 0), labelWidth - width)
    } else {
      scrollX = 0
    }
    label.frame = CGRect(x: -scrollX, y: top, width: labelWidth, height: labelHeight)
    layoutSelection(content, caretOffset: caretOffset)
  }

  private func layoutSelection(_ content: Content, caretOffset: Int) {
    let selection = content.selection
    let showsSelection = content.showsCaret && selection.length > 0
    caret.isHidden = !content.showsCaret || showsSelection
    caret.backgroundColor = content.tint
    let position = positions[caretOffset]
    let caretX = label.frame.minX + CGFloat(position.x)
    caret.frame = CGRect(
      x: min(max(caretX - Self.caretWidth / 2, 0), max(bounds.width - Self.caretWidth, 0)),
      y: textTop + CGFloat(position.y), width: Self.caretWidth, height: CGFloat(position.height))
    var rects: [CGRect] = []
    if showsSelection {
      let start = positions[min(selection.location, positions.count - 1)]
      let end = positions[min(selection.location + selection.length, positions.count - 1)]
      let left = label.frame.minX
      if start.y == end.y {
        rects.append(
          CGRect(
            x: left + CGFloat(start.x), y: textTop + CGFloat(start.y), width: CGFloat(end.x - start.x),
            height: CGFloat(start.height)))
      } else {
        // First line to its end, whole lines between, last line from its start.
        let firstBottom = CGFloat(start.y + start.height)
        rects.append(
          CGRect(
            x: left + CGFloat(start.x), y: textTop + CGFloat(start.y), width: bounds.width - left - CGFloat(start.x),
            height: CGFloat(start.height)))
        if CGFloat(end.y) > firstBottom {
          rects.append(
            CGRect(x: 0, y: textTop + firstBottom, width: bounds.width, height: CGFloat(end.y) - firstBottom))
        }
        rects.append(
          CGRect(x: 0, y: textTop + CGFloat(end.y), width: left + CGFloat(end.x), height: CGFloat(end.height)))
      }
    }
    while selectionRects.count < rects.count {
      let highlight = UIView()
      highlight.isUserInteractionEnabled = false
      insertSubview(highlight, belowSubview: label)
      selectionRects.append(highlight)
    }
    for (index, highlight) in selectionRects.enumerated() {
      highlight.isHidden = index >= rects.count
      if index < rects.count {
        highlight.frame = rects[index]
        highlight.backgroundColor = content.tint.withAlphaComponent(0.2)
      }
    }
  }

  /// Lights the caret and blinks it from now on: lit for half a period, dark for half, forever
  /// (a repeated animation, which `runUntilIdle()` does not wait for).
  private func restartBlink() {
    caret.layer.removeAnimation(forKey: "blink")
    guard let content, content.showsCaret else { return }
    let blink = CAKeyframeAnimation(keyPath: "opacity")
    blink.values = [1, 1, 0, 0]
    blink.keyTimes = [0, 0.5, 0.5, 1]
    blink.duration = Self.blinkHalfPeriod * 2
    blink.repeatCount = .infinity
    caret.layer.add(blink, forKey: "blink")
  }
}
