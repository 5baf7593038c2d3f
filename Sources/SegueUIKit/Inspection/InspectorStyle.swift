import Foundation

/// The animation inspector's colours, fonts and measures (points), in one place so the
/// window's panel and `segue render --timeline` draw alike. Fixed colours, not dynamic
/// ones: the panel does not follow the simulated phone's dark mode.
@MainActor package enum InspectorStyle {
  static let background = UIColor(white: 0.975, alpha: 1)
  static let rowSeparator = UIColor(white: 0.9, alpha: 1)
  static let grid = UIColor(white: 0.88, alpha: 1)
  static let text = UIColor(white: 0.1, alpha: 1)
  static let secondaryText = UIColor(white: 0.42, alpha: 1)
  static let transitionBand = UIColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 0.08)
  static let selection = UIColor(red: 1, green: 0.85, blue: 0.3, alpha: 0.3)
  static let hover = UIColor(red: 0.2, green: 0.5, blue: 1, alpha: 0.12)
  static let playhead = UIColor(red: 0.9, green: 0.15, blue: 0.15, alpha: 1)

  static let labelFont = UIFont.systemFont(ofSize: 11)
  static let boldFont = UIFont.systemFont(ofSize: 11, weight: .bold)
  static let smallFont = UIFont.systemFont(ofSize: 9.5)
  static let numberFont = UIFont.monospacedSystemFont(ofSize: 9.5, weight: .regular)

  /// Width of the label column, points.
  static let labelWidth: CGFloat = 250
  static let rowHeight: CGFloat = 20
  /// Height of the time axis at the top of the timeline, points.
  package static let axisHeight: CGFloat = 22
  static let margin: CGFloat = 10

  /// The bar colour of a curve: blue for Bézier curves, orange for springs, purple for
  /// keyframes.
  static func color(for timing: AnimationRecord.Timing) -> UIColor {
    switch timing {
    case .bezier: UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    case .spring: UIColor(red: 1, green: 0.584, blue: 0, alpha: 1)
    case .keyframes: UIColor(red: 0.686, green: 0.322, blue: 0.871, alpha: 1)
    }
  }

  /// Colours of a value's components in a curve plot (x, y, …).
  static let componentColors: [UIColor] = [
    UIColor(red: 0, green: 0.478, blue: 1, alpha: 1), UIColor(red: 0.204, green: 0.78, blue: 0.349, alpha: 1),
    UIColor(red: 1, green: 0.584, blue: 0, alpha: 1), UIColor(red: 0.686, green: 0.322, blue: 0.871, alpha: 1),
    UIColor(red: 1, green: 0.176, blue: 0.333, alpha: 1), UIColor(red: 0.188, green: 0.69, blue: 0.78, alpha: 1),
  ]

  /// Draws `text` with its top-left corner at `point`, at most `width` points wide: cut
  /// at the tail with an ellipsis, or at the head when `keepingTail` (a layer's path,
  /// whose last components name it).
  static func draw(
    _ text: String, at point: CGPoint, font: UIFont, color: UIColor, width: CGFloat = .greatestFiniteMagnitude,
    keepingTail: Bool = false
  ) {
    var shown = text
    let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
    func fits(_ candidate: String) -> Bool {
      (candidate as NSString).size(withAttributes: attributes).width <= width
    }
    // No glyph of DejaVu Sans or Sans Mono is wider than 1 em: a short text fits unmeasured.
    let surelyFits = CGFloat(text.count) * font.pointSize <= width
    if !surelyFits, !fits(shown) {
      // The most characters that fit with the ellipsis, by bisection (each measurement lays
      // the text out with Pango: a few of them, not one per character).
      let characters = Array(text)
      func candidate(_ count: Int) -> String {
        keepingTail ? "…" + String(characters.suffix(count)) : String(characters.prefix(count)) + "…"
      }
      var low = 0
      var high = characters.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if fits(candidate(middle)) { low = middle } else { high = middle - 1 }
      }
      shown = candidate(max(low, 1))
    }
    (shown as NSString).draw(at: point, withAttributes: attributes)
  }

  /// The width of `text` in `font`, points.
  static func width(of text: String, font: UIFont) -> CGFloat {
    (text as NSString).size(withAttributes: [.font: font]).width
  }

  /// A number for labels: at most `decimals` decimals, no trailing zeros.
  static func number(_ value: Double, decimals: Int = 2) -> String {
    guard value.isFinite else { return value > 0 ? "∞" : "—" }
    var text = String(format: "%.\(decimals)f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }
}
