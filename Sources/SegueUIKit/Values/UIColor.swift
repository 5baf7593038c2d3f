import Foundation
import SegueAnimation

/// UIKit's colour: straight sRGB components in [0, 1].
public final class UIColor: NSObject, @unchecked Sendable {
  public let cgColor: CGColor

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  public init(white: CGFloat, alpha: CGFloat) {
    cgColor = CGColor(gray: white, alpha: alpha)
  }

  public init(cgColor: CGColor) { self.cgColor = cgColor }

  /// The colour with a new alpha (0…1).
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: alpha)
  }

  /// UIKit's `getRed(_:green:blue:alpha:)`; always succeeds for RGB colours.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = cgColor.red
    green?.pointee = cgColor.green
    blue?.pointee = cgColor.blue
    alpha?.pointee = cgColor.alpha
    return true
  }

  /// Equal components (UIKit compares colours in one colour space by value).
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.cgColor == cgColor
  }
  public override var hash: Int { cgColor.hashValue }
  public override var description: String {
    "UIColor(\(cgColor.red), \(cgColor.green), \(cgColor.blue), \(cgColor.alpha))"
  }

  private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
    UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
  }

  // Fixed colours.
  public static let clear = UIColor(white: 0, alpha: 0)
  public static let black = UIColor(white: 0, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let darkText = UIColor(white: 0, alpha: 1)
  public static let lightText = UIColor(white: 1, alpha: 0.6)

  // System colours, light appearance (Apple's Human Interface Guidelines values).
  public static let systemRed = rgb(255, 59, 48)
  public static let systemOrange = rgb(255, 149, 0)
  public static let systemYellow = rgb(255, 204, 0)
  public static let systemGreen = rgb(52, 199, 89)
  public static let systemTeal = rgb(48, 176, 199)
  public static let systemBlue = rgb(0, 122, 255)
  public static let systemIndigo = rgb(88, 86, 214)
  public static let systemPurple = rgb(175, 82, 222)
  public static let systemPink = rgb(255, 45, 85)
  public static let systemMint = rgb(0, 199, 190)
  public static let systemCyan = rgb(50, 173, 230)
  public static let systemBrown = rgb(162, 132, 94)
  public static let systemGray = rgb(142, 142, 147)
  public static let systemGray2 = rgb(174, 174, 178)
  public static let systemGray3 = rgb(199, 199, 204)
  public static let systemGray4 = rgb(209, 209, 214)
  public static let systemGray5 = rgb(229, 229, 234)
  public static let systemGray6 = rgb(242, 242, 247)
  public static let systemBackground = rgb(255, 255, 255)
  public static let secondarySystemBackground = rgb(242, 242, 247)
  public static let systemGroupedBackground = rgb(242, 242, 247)
  public static let secondarySystemGroupedBackground = rgb(255, 255, 255)
  public static let label = rgb(0, 0, 0)
  public static let secondaryLabel = rgb(60, 60, 67, 0.6)
  public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
  public static let separator = rgb(60, 60, 67, 0.29)
  public static let systemFill = rgb(120, 120, 128, 0.2)
  public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
  public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
  public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
  public static let tertiarySystemBackground = rgb(255, 255, 255)
  public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
  public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
  public static let placeholderText = rgb(60, 60, 67, 0.3)
  public static let opaqueSeparator = rgb(198, 198, 200)
  public static let link = rgb(0, 122, 255)
  public static let tintColor = systemBlue
}
