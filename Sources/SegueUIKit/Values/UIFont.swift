import Foundation
import SegueAnimation

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

  public init(familyName: String, pointSize: CGFloat, weight: Weight) {
    self.familyName = familyName
    self.pointSize = pointSize
    self.weight = weight
  }

  /// UIKit's `init(name:size:)`; any installed fontconfig family name works.
  public convenience init?(name: String, size: CGFloat) {
    guard !name.isEmpty, size > 0 else { return nil }
    self.init(familyName: name, pointSize: size, weight: .regular)
  }

  public static let systemFamilyName = "DejaVu Sans"

  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(familyName: systemFamilyName, pointSize: size, weight: weight)
  }

  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

  public func withSize(_ size: CGFloat) -> UIFont { UIFont(familyName: familyName, pointSize: size, weight: weight) }

  /// The same family, size and weight.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return familyName == other.familyName && pointSize == other.pointSize && weight == other.weight
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(familyName)
    hasher.combine(pointSize)
    hasher.combine(weight)
    return hasher.finalize()
  }

  public override var description: String { "UIFont(\(familyName) \(pointSize) pt, weight \(weight.rawValue))" }
}
