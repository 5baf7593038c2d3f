import Foundation

/// UIKit's system colours, dynamic with iOS's light and dark values (the light values are
/// what Segue drew before it had traits; sources and inferred values in
/// docs/uikit-behaviour-2.md §7.6).
extension UIColor {
  // MARK: Tints

  public static let systemRed = dynamic(light: rgb(255, 59, 48), dark: rgb(255, 69, 58))
  public static let systemOrange = dynamic(light: rgb(255, 149, 0), dark: rgb(255, 159, 10))
  public static let systemYellow = dynamic(light: rgb(255, 204, 0), dark: rgb(255, 214, 10))
  public static let systemGreen = dynamic(light: rgb(52, 199, 89), dark: rgb(48, 209, 88))
  public static let systemMint = dynamic(light: rgb(0, 199, 190), dark: rgb(99, 230, 226))
  public static let systemTeal = dynamic(light: rgb(48, 176, 199), dark: rgb(64, 200, 224))
  public static let systemCyan = dynamic(light: rgb(50, 173, 230), dark: rgb(100, 210, 255))
  public static let systemBlue = dynamic(light: rgb(0, 122, 255), dark: rgb(10, 132, 255))
  public static let systemIndigo = dynamic(light: rgb(88, 86, 214), dark: rgb(94, 92, 230))
  public static let systemPurple = dynamic(light: rgb(175, 82, 222), dark: rgb(191, 90, 242))
  public static let systemPink = dynamic(light: rgb(255, 45, 85), dark: rgb(255, 55, 95))
  public static let systemBrown = dynamic(light: rgb(162, 132, 94), dark: rgb(172, 142, 104))
  public static let tintColor = systemBlue
  public static let link = dynamic(light: rgb(0, 122, 255), dark: rgb(9, 132, 255))

  // MARK: Greys

  public static let systemGray = dynamic(light: rgb(142, 142, 147), dark: rgb(142, 142, 147))
  public static let systemGray2 = dynamic(light: rgb(174, 174, 178), dark: rgb(99, 99, 102))
  public static let systemGray3 = dynamic(light: rgb(199, 199, 204), dark: rgb(72, 72, 74))
  public static let systemGray4 = dynamic(light: rgb(209, 209, 214), dark: rgb(58, 58, 60))
  public static let systemGray5 = dynamic(light: rgb(229, 229, 234), dark: rgb(44, 44, 46))
  public static let systemGray6 = dynamic(light: rgb(242, 242, 247), dark: rgb(28, 28, 30))

  // MARK: Backgrounds

  public static let systemBackground = dynamic(
    light: rgb(255, 255, 255), dark: rgb(0, 0, 0), elevatedDark: rgb(28, 28, 30))
  public static let secondarySystemBackground = dynamic(
    light: rgb(242, 242, 247), dark: rgb(28, 28, 30), elevatedDark: rgb(44, 44, 46))
  public static let tertiarySystemBackground = dynamic(
    light: rgb(255, 255, 255), dark: rgb(44, 44, 46), elevatedDark: rgb(58, 58, 60))
  public static let systemGroupedBackground = dynamic(
    light: rgb(242, 242, 247), dark: rgb(0, 0, 0), elevatedDark: rgb(28, 28, 30))
  public static let secondarySystemGroupedBackground = dynamic(
    light: rgb(255, 255, 255), dark: rgb(28, 28, 30), elevatedDark: rgb(44, 44, 46))
  public static let tertiarySystemGroupedBackground = dynamic(
    light: rgb(242, 242, 247), dark: rgb(44, 44, 46), elevatedDark: rgb(58, 58, 60))

  // MARK: Text, fills and separators

  public static let label = dynamic(light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
  public static let secondaryLabel = dynamic(light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
  public static let tertiaryLabel = dynamic(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
  public static let quaternaryLabel = dynamic(light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16))
  public static let placeholderText = dynamic(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
  public static let separator = dynamic(light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
  public static let opaqueSeparator = dynamic(light: rgb(198, 198, 200), dark: rgb(56, 56, 58))
  public static let systemFill = dynamic(light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
  public static let secondarySystemFill = dynamic(
    light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
  public static let tertiarySystemFill = dynamic(light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
  public static let quaternarySystemFill = dynamic(
    light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))

  /// The background of a navigation bar at rest: a light grey in light mode; in dark mode a
  /// near-black grey (Segue draws the bar's blur material as a flat colour; the dark value is
  /// inferred, §7.6).
  static let navigationBarBackground = dynamic(
    light: UIColor(red: 0.976, green: 0.976, blue: 0.976, alpha: 1), dark: rgb(22, 22, 23))
}
