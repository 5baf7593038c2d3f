import Foundation
import SegueRender

/// How an attributed string becomes Pango runs: each attribute run in its `.font` and
/// `.foregroundColor` (else the given defaults), with `.kern`, `.underlineStyle`,
/// `.strikethroughStyle`, `.backgroundColor` and `.baselineOffset`; the first character's
/// `.paragraphStyle` gives the alignment, line break mode and line spacing of the whole text
/// (docs/uikit-behaviour-2.md §32).
enum AttributedTextRuns {
  /// The runs of `attributed`, dynamic colours resolved with `traits`.
  static func runs(
    of attributed: NSAttributedString, font: UIFont, color: UIColor, traits: UITraitCollection?
  ) -> [RenderTextRun] {
    runs(of: StyledText(attributed), font: font, color: color, traits: traits)
  }

  /// The runs of `styled`, dynamic colours resolved with `traits`.
  static func runs(of styled: StyledText, font: UIFont, color: UIColor, traits: UITraitCollection?)
    -> [RenderTextRun]
  {
    let whole = styled.string
    var runs: [RenderTextRun] = []
    for (range, attributes) in styled.runs {
      guard let span = Range(range, in: whole) else { continue }
      runs.append(
        RenderTextRun(
          utf8Start: whole.utf8.distance(from: whole.startIndex, to: span.lowerBound),
          utf8End: whole.utf8.distance(from: whole.startIndex, to: span.upperBound),
          font: (attributes[.font] as? UIFont ?? font).renderFont,
          color: renderColor(attributes[.foregroundColor] as? UIColor ?? color, traits),
          kern: number(attributes[.kern]) ?? 0,
          underline: line(attributes[.underlineStyle]),
          strikethrough: line(attributes[.strikethroughStyle]),
          background: (attributes[.backgroundColor] as? UIColor).map { renderColor($0, traits) },
          baselineOffset: number(attributes[.baselineOffset]) ?? 0))
    }
    return runs
  }

  /// The first character's paragraph style, if any.
  static func paragraphStyle(of styled: StyledText) -> NSParagraphStyle? {
    styled.firstAttributes[.paragraphStyle] as? NSParagraphStyle
  }

  /// A number attribute's value, whatever numeric type it was written with.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as Double: value
    case let value as CGFloat: Double(value)
    case let value as Float: Double(value)
    case let value as Int: Double(value)
    case let value as NSNumber: value.doubleValue
    default: nil
    }
  }

  /// A line style written as `NSUnderlineStyle` or as its raw value.
  static func line(_ value: Any?) -> RenderTextRun.Line {
    let style: NSUnderlineStyle
    switch value {
    case let value as NSUnderlineStyle: style = value
    case let value as Int: style = NSUnderlineStyle(rawValue: value)
    case let value as NSNumber: style = NSUnderlineStyle(rawValue: value.intValue)
    default: return .none
    }
    if style.rawValue & 0x0f == NSUnderlineStyle.double.rawValue & 0x0f { return .double }
    if style.contains(.thick) { return .thick }
    return style.rawValue & 0x0f == 0 ? .none : .single
  }

  private static func renderColor(_ color: UIColor, _ traits: UITraitCollection?) -> RenderColor {
    let resolved = traits.map { color.resolvedColor(with: $0) } ?? color
    return RenderCommit.renderColor(resolved.cgColor)
  }
}
