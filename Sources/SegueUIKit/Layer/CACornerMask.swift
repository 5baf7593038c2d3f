import Foundation

/// Which corners `cornerRadius` rounds (Core Animation's `CACornerMask`, iOS 11). The names
/// are in the layer's own coordinates, which on iOS are y-down: `layerMinXMinYCorner` is
/// the top-left corner on screen. Raw values as in Core Animation.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Top left on screen.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// Top right on screen.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// Bottom left on screen.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// Bottom right on screen.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The shape of a layer's rounded corners (iOS 13): `.circular` quarter circles, or
/// `.continuous`, the curvature-continuous corner of iOS's own UI. Segue draws both as
/// quarter circles (docs/uikit-behaviour-drawing.md).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
