import Foundation
import SegueAnimation
import SegueRender

/// UIKit's font. The system font is DejaVu Sans (pinned so every machine renders text
/// identically); sizes are in points.
public final class UIFont: NSObject, @unchecked Sendable {
  /// UIKit's font weights, with UIKit's raw values (−1…1 scale).
  public struct Weight: Hashable, Sendable, RawRepresentable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)

    /// The OpenType weight (100…900) Pango uses.
    public var openTypeWeight: Int {
      switch rawValue {
      case ..<(-0.7): 100
      case ..<(-0.5): 200
      case ..<(-0.2): 300
      case ..<0.1: 400
      case ..<0.26: 500
      case ..<0.35: 600
      case ..<0.5: 700
      case ..<0.6: 800
      default: 900
      }
    }
  }

  /// The family fontconfig resolves ("DejaVu Sans" for the system font).
  public let familyName: String
  /// Size in points.
  public let pointSize: CGFloat
  public let weight: Weight
  /// Whether the italic (oblique) face is used.
  public let isItalic: Bool
  /// The text style of a font from `preferredFont(forTextStyle:)`, which a label that adjusts
  /// for the content size category asks for again at a new size (`UIFont+TextStyle`).
  var textStyle: TextStyle?

  public init(familyName: String, pointSize: CGFloat, weight: Weight, isItalic: Bool = false) {
    self.familyName = familyName
    self.pointSize = pointSize
    self.weight = weight
    self.isItalic = isItalic
  }

  /// UIKit's `init(name:size:)`; any installed fontconfig family name works, and so does
  /// the PostScript name of a font registered with `CTFontManagerRegisterGraphicsFont`
  /// (docs/uikit-behaviour-2.md §24).
  public convenience init?(name: String, size: CGFloat) {
    guard !name.isEmpty, size > 0 else { return nil }
    self.init(
      familyName: RegisteredGraphicsFonts.family(forPostScriptName: name) ?? name, pointSize: size, weight: .regular)
  }

  public static let systemFamilyName = "DejaVu Sans"

  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(familyName: systemFamilyName, pointSize: size, weight: weight)
  }

  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

  /// The system font with digits all one width, for counters and timers that must not jitter
  /// (UIKit's `monospacedDigitSystemFont`). DejaVu Sans's digits are already all one width,
  /// so this is the system font at `weight`.
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: size, weight: weight)
  }

  /// The monospaced system font (UIKit's SF Mono): DejaVu Sans Mono at `weight`.
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(familyName: "DejaVu Sans Mono", pointSize: size, weight: weight)
  }

  /// The system font's italic (DejaVu Sans Oblique).
  public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(familyName: systemFamilyName, pointSize: size, weight: .regular, isItalic: true)
  }

  public func withSize(_ size: CGFloat) -> UIFont {
    UIFont(familyName: familyName, pointSize: size, weight: weight, isItalic: isItalic)
  }

  var renderFont: RenderFont {
    RenderFont(family: familyName, size: Double(pointSize), weight: weight.openTypeWeight, italic: isItalic)
  }

  // MARK: Metrics (points, from the font itself: DejaVu Sans's, not San Francisco's)

  /// Height above the baseline.
  public var ascender: CGFloat { CGFloat(TextLayout.metrics(of: renderFont).ascender) }
  /// Depth below the baseline, negative as in UIKit.
  public var descender: CGFloat { CGFloat(TextLayout.metrics(of: renderFont).descender) }
  /// The distance between baselines of successive lines.
  public var lineHeight: CGFloat { CGFloat(TextLayout.metrics(of: renderFont).lineHeight) }
  /// The extra space between lines beyond ascender and descender.
  public var leading: CGFloat {
    let metrics = TextLayout.metrics(of: renderFont)
    return CGFloat(max(metrics.lineHeight - (metrics.ascender - metrics.descender), 0))
  }
  /// The height of capital letters.
  public var capHeight: CGFloat { CGFloat(TextLayout.metrics(of: renderFont).capHeight) }
  /// The height of lower-case letters without ascenders.
  public var xHeight: CGFloat { CGFloat(TextLayout.metrics(of: renderFont).xHeight) }

  /// The same family, size and weight.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return familyName == other.familyName && pointSize == other.pointSize && weight == other.weight
      && isItalic == other.isItalic
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(familyName)
    hasher.combine(pointSize)
    hasher.combine(weight)
    hasher.combine(isItalic)
    return hasher.finalize()
  }

  public override var description: String {
    "UIFont(\(familyName) \(pointSize) pt, weight \(weight.rawValue)\(isItalic ? ", italic" : ""))"
  }
}
