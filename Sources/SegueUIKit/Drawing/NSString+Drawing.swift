import Foundation
import SegueAnimation
import SegueRender

extension NSAttributedString.Key {
  /// A `UIFont`; text without one is drawn in the system font at 12 points, UIKit's default.
  public static let font = NSAttributedString.Key("NSFont")
  /// A `UIColor`; text without one is black.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// How the string-drawing methods read their attributes.
enum StringDrawing {
  static func renderText(_ string: String, attributes: [NSAttributedString.Key: Any]?) -> RenderText {
    let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
    let color = (attributes?[.foregroundColor] as? UIColor)?.cgColor ?? CGColor.black
    return RenderText(
      string: string, font: font.renderFont,
      color: RenderColor(
        red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha)),
      alignment: .left, numberOfLines: 0, lineBreakMode: .byWordWrapping)
  }

  static func draw(_ string: String, at point: CGPoint, attributes: [NSAttributedString.Key: Any]?) {
    UIGraphicsGetCurrentContext()?.canvas.drawText(
      renderText(string, attributes: attributes), x: Double(point.x), y: Double(point.y), width: nil, height: nil)
  }

  static func draw(_ string: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?) {
    guard rect.width > 0, rect.height > 0 else { return }
    UIGraphicsGetCurrentContext()?.canvas.drawText(
      renderText(string, attributes: attributes), x: Double(rect.minX), y: Double(rect.minY),
      width: Double(rect.width), height: Double(rect.height))
  }

  static func size(_ string: String, attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    let size = BitmapCanvas.textSize(renderText(string, attributes: attributes), width: nil)
    return CGSize(width: size.width, height: size.height)
  }
}

extension NSString {
  /// Draws the string in the current context with the top-left of its first line at
  /// `point` (points); lines break only at newlines. Text is laid out by Pango with
  /// `.font` and `.foregroundColor`; other attributes are not read.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(self as String, at: point, attributes: attrs)
  }

  /// Draws the string wrapped by word to `rect`'s width from its top-left corner, clipped
  /// to `rect` (points).
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(self as String, in: rect, attributes: attrs)
  }

  /// The size (points) `draw(at:withAttributes:)` covers.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringDrawing.size(self as String, attributes: attrs)
  }
}

extension String {
  /// `NSString.draw(at:withAttributes:)`.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(self, at: point, attributes: attrs)
  }

  /// `NSString.draw(in:withAttributes:)`.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(self, in: rect, attributes: attrs)
  }

  /// `NSString.size(withAttributes:)`.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringDrawing.size(self, attributes: attrs)
  }
}
