import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// `UILabel.attributedText`, `UIButton.setAttributedTitle(_:for:)` and the attributes Segue
/// draws (docs/uikit-behaviour-2.md §32), written as iOS code writes them and checked on
/// rendered pixels.
@Suite @MainActor struct AttributedTextTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  /// `views` on a white screen in a 390 × 300 host at scale 1, rendered.
  func render(_ views: [UIView]) -> (HeadlessHost, Bitmap) {
    let host = HeadlessHost(size: CGSize(width: 390, height: 300), scale: 1)
    let screen = UIViewController()
    screen.view.backgroundColor = .white
    for view in views { screen.view.addSubview(view) }
    _ = host.show(screen)
    host.step()
    return (host, host.render())
  }

  /// How many pixels in `rect` are close to `color` (0xRRGGBB).
  func count(_ bitmap: Bitmap, in rect: CGRect, near color: UInt32, tolerance: Int = 40) -> Int {
    var found = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) {
        let pixel = bitmap[x, y]
        let channels = [16, 8, 0].map { (Int(pixel >> UInt32($0)) & 0xff, Int(color >> UInt32($0)) & 0xff) }
        if channels.allSatisfy({ abs($0.0 - $0.1) <= tolerance }) { found += 1 }
      }
    }
    return found
  }

  @Test func settingAttributedTextSetsTheTextAndTheFirstCharactersStyle() {
    let label = UILabel()
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineSpacing = 6
    let title = NSMutableAttributedString(
      string: "Sale ",
      attributes: [
        .font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: UIColor.systemRed, .paragraphStyle: style,
      ])
    title.append(NSAttributedString(string: "today", attributes: [.foregroundColor: UIColor.systemBlue]))
    label.attributedText = title
    #expect(label.text == "Sale today")
    #expect(label.font.pointSize == 22 && label.textColor == .systemRed && label.textAlignment == .center)
    #expect(label.attributedText?.string == "Sale today" && label.attributedText?.length == 10)
    #expect(label.renderText?.runs.count == 2)
    #expect(label.renderText?.lineSpacing == 6)
    // A font set afterwards applies to all of the string.
    label.font = .systemFont(ofSize: 15)
    let restyled = label.attributedText
    #expect((restyled?.attribute(.font, at: 7, effectiveRange: nil) as? UIFont)?.pointSize == 15)
    #expect(restyled?.attribute(.foregroundColor, at: 7, effectiveRange: nil) as? UIColor == .systemBlue)
    // Plain text drops the styling; the attributed text is then the text in the label's style.
    label.text = "Plain"
    #expect(label.renderText?.runs.isEmpty == true)
    #expect(label.attributedText?.string == "Plain")
    #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
    label.attributedText = nil
    #expect(label.text == nil && label.attributedText == nil)
    // Neighbouring runs with the same keys (Foundation on Linux cannot copy such a string;
    // the label keeps its runs instead, `StyledText`).
    let same = NSMutableAttributedString(
      string: "One ", attributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.red])
    same.append(
      NSAttributedString(
        string: "two", attributes: [.font: UIFont.systemFont(ofSize: 18), .foregroundColor: UIColor.blue]))
    label.attributedText = same
    label.textColor = .systemGreen
    #expect(label.renderText?.runs.count == 2 && label.renderText?.runs[1].font.size == 18)
    #expect(label.attributedText?.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor == .systemGreen)
  }

  @Test func runsAreDrawnInTheirColoursWithLinesSpacingAndBackground() throws {
    let two = UILabel(frame: CGRect(x: 20, y: 20, width: 350, height: 40))
    let text = NSMutableAttributedString(
      string: "Red", attributes: [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.red])
    text.append(
      NSAttributedString(
        string: " Blue",
        attributes: [
          .font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.blue,
          .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]))
    two.attributedText = text

    let marked = UILabel(frame: CGRect(x: 20, y: 80, width: 350, height: 40))
    marked.attributedText = NSAttributedString(
      string: "Marked",
      attributes: [
        .font: UIFont.systemFont(ofSize: 24), .backgroundColor: UIColor.yellow,
        .strikethroughStyle: NSUnderlineStyle.single,
      ])

    let spaced = UILabel(frame: CGRect(x: 20, y: 140, width: 350, height: 40))
    spaced.attributedText = NSAttributedString(
      string: "KERNED", attributes: [.font: UIFont.systemFont(ofSize: 20), .kern: 6.0])
    let plain = UILabel()
    plain.font = .systemFont(ofSize: 20)
    plain.text = "KERNED"
    // Six characters, six points between each two (Pango spaces graphemes apart; UIKit also
    // adds the kern after the last one, §32).
    #expect(abs(spaced.sizeThatFits(.zero).width - plain.sizeThatFits(.zero).width - 30) <= 1)

    let lines = UILabel(frame: CGRect(x: 20, y: 190, width: 350, height: 100))
    lines.numberOfLines = 0
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 10
    lines.attributedText = NSAttributedString(
      string: "One\nTwo", attributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: style])
    let unspaced = UILabel()
    unspaced.numberOfLines = 0
    unspaced.text = "One\nTwo"
    #expect(lines.sizeThatFits(.zero).height == unspaced.sizeThatFits(.zero).height + 10)

    let (_, frame) = render([two, marked, spaced, lines])
    // "Red" on the left in red, " Blue" in blue, underlined below the baseline.
    #expect(count(frame, in: CGRect(x: 20, y: 20, width: 60, height: 40), near: 0xff0000) > 40)
    #expect(count(frame, in: CGRect(x: 20, y: 20, width: 60, height: 40), near: 0x0000ff) == 0)
    #expect(count(frame, in: CGRect(x: 90, y: 20, width: 100, height: 40), near: 0x0000ff) > 40)
    // One pixel row below the glyphs is blue across the run's width (anti-aliased).
    let underline =
      (48..<60).map { y in
        (80..<200).filter { x in
          let pixel = frame[x, y]
          return Int(pixel & 0xff) - Int((pixel >> 16) & 0xff) > 60
        }.count
      }.max() ?? 0
    #expect(underline > 60, "an underline row: \(underline) blue pixels")
    #expect(count(frame, in: CGRect(x: 20, y: 80, width: 100, height: 40), near: 0xffff00) > 400)
    try GoldenImage.verify(frame, named: "attributed-label-runs", in: Self.goldens)
  }

  @Test func aButtonDrawsItsAttributedTitleOverItsPlainOne() {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 20, width: 200, height: 44)
    button.setTitle("Plain", for: .normal)
    let styled = NSAttributedString(
      string: "Styled", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red])
    button.setAttributedTitle(styled, for: .normal)
    #expect(button.attributedTitle(for: .highlighted)?.string == "Styled")
    #expect(button.currentAttributedTitle?.string == "Styled")
    #expect(button.titleLabel?.text == "Styled" && button.titleLabel?.font.pointSize == 20)
    let (_, frame) = render([button])
    #expect(count(frame, in: CGRect(x: 20, y: 20, width: 200, height: 44), near: 0xff0000) > 30)
    button.setAttributedTitle(nil, for: .normal)
    #expect(button.titleLabel?.text == "Plain")
  }

  @Test func textFieldsAndTextViewsTakeAttributedPlaceholdersAndText() {
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
    field.attributedPlaceholder = NSAttributedString(
      string: "Email", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 20)])
    #expect(field.placeholder == "Email")
    let textView = UITextView(frame: CGRect(x: 20, y: 80, width: 300, height: 100))
    let note = NSMutableAttributedString(
      string: "Blue ", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 24)])
    note.append(NSAttributedString(string: "red", attributes: [.foregroundColor: UIColor.red]))
    textView.attributedText = note
    #expect(textView.text == "Blue red" && textView.font?.pointSize == 24 && textView.textColor == .blue)
    let (_, frame) = render([field, textView])
    #expect(count(frame, in: CGRect(x: 20, y: 20, width: 300, height: 40), near: 0xff0000) > 30)
    #expect(count(frame, in: CGRect(x: 20, y: 80, width: 80, height: 60), near: 0x0000ff) > 30)
    #expect(count(frame, in: CGRect(x: 80, y: 80, width: 120, height: 60), near: 0xff0000) > 30)

    // A plain placeholder drops the styling; an edit drops the text's.
    field.placeholder = "Name"
    #expect(
      field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        == .placeholderText)
    field.attributedText = NSAttributedString(string: "Ada", attributes: [.foregroundColor: UIColor.red])
    #expect(field.text == "Ada" && field.textColor == .red)
    #expect(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
    field.insertText("!")
    #expect(field.text == "Ada!" && field.attributedText?.string == "Ada!")
    #expect(field.editedText.label.renderText?.runs.isEmpty == true)
  }
}
