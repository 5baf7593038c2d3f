import Foundation

/// The rule a `CAShapeLayer` fills its path with (Core Animation's
/// `CAShapeLayerFillRule`; raw values as Core Animation's constants).
public struct CAShapeLayerFillRule: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A point is inside when the path winds around it a non-zero number of times (the default).
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// A point is inside when a ray from it crosses the path an odd number of times.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a `CAShapeLayer` draws the open ends of its stroke (Core Animation's
/// `CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The stroke ends at the end point (the default).
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// A half circle of the line width's diameter past the end point.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// A half square past the end point.
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a `CAShapeLayer` draws the corners of its stroke (Core Animation's
/// `CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A sharp corner, bevelled past `miterLimit` (the default).
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// A round corner.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// A corner cut square across.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
