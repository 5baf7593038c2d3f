import Foundation

/// UIKit's paragraph style: how the lines of a paragraph are laid out. Immutable; make an
/// `NSMutableParagraphStyle` to change one. Segue draws `alignment`, `lineBreakMode` and
/// `lineSpacing` (points between lines) in labels and button titles; the other properties are
/// kept (docs/uikit-behaviour-2.md §32). Not main-actor isolated, as in UIKit.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// The default style: natural alignment, word wrapping, no extra spacing.
  public class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// Extra points between lines.
  public internal(set) var lineSpacing: CGFloat = 0
  /// Points after the paragraph (kept).
  public internal(set) var paragraphSpacing: CGFloat = 0
  /// Points before the paragraph (kept).
  public internal(set) var paragraphSpacingBefore: CGFloat = 0
  public internal(set) var alignment: NSTextAlignment = .natural
  public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// Indents and line heights, points (kept).
  public internal(set) var firstLineHeadIndent: CGFloat = 0
  public internal(set) var headIndent: CGFloat = 0
  public internal(set) var tailIndent: CGFloat = 0
  public internal(set) var minimumLineHeight: CGFloat = 0
  public internal(set) var maximumLineHeight: CGFloat = 0
  /// A factor on the line height (kept).
  public internal(set) var lineHeightMultiple: CGFloat = 0
  /// 0…1 (kept).
  public internal(set) var hyphenationFactor: Float = 0

  public override init() { super.init() }

  /// An immutable copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSParagraphStyle()
    copy.take(self)
    return copy
  }

  /// A mutable copy.
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    let copy = NSMutableParagraphStyle()
    copy.take(self)
    return copy
  }

  func take(_ other: NSParagraphStyle) {
    lineSpacing = other.lineSpacing
    paragraphSpacing = other.paragraphSpacing
    paragraphSpacingBefore = other.paragraphSpacingBefore
    alignment = other.alignment
    lineBreakMode = other.lineBreakMode
    firstLineHeadIndent = other.firstLineHeadIndent
    headIndent = other.headIndent
    tailIndent = other.tailIndent
    minimumLineHeight = other.minimumLineHeight
    maximumLineHeight = other.maximumLineHeight
    lineHeightMultiple = other.lineHeightMultiple
    hyphenationFactor = other.hyphenationFactor
  }
}

/// UIKit's mutable paragraph style.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  open override var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  open override var paragraphSpacingBefore: CGFloat {
    get { super.paragraphSpacingBefore }
    set { super.paragraphSpacingBefore = newValue }
  }
  open override var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { super.firstLineHeadIndent }
    set { super.firstLineHeadIndent = newValue }
  }
  open override var headIndent: CGFloat {
    get { super.headIndent }
    set { super.headIndent = newValue }
  }
  open override var tailIndent: CGFloat {
    get { super.tailIndent }
    set { super.tailIndent = newValue }
  }
  open override var minimumLineHeight: CGFloat {
    get { super.minimumLineHeight }
    set { super.minimumLineHeight = newValue }
  }
  open override var maximumLineHeight: CGFloat {
    get { super.maximumLineHeight }
    set { super.maximumLineHeight = newValue }
  }
  open override var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = newValue }
  }
  open override var hyphenationFactor: Float {
    get { super.hyphenationFactor }
    set { super.hyphenationFactor = newValue }
  }

  /// Takes every property of `other`.
  open func setParagraphStyle(_ other: NSParagraphStyle) { take(other) }
}
