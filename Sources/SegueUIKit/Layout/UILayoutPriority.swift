import Foundation
import SegueLayout

/// How strongly the layout engine holds a constraint (UIKit's `UILayoutPriority`), from 1 to
/// 1000. `required` constraints must hold; lower priorities are satisfied as far as possible,
/// higher ones first. Values are UIKit's (docs/uikit-behaviour-2.md §3.1).
///
/// Segue gives an optional priority `p` the weight 10^(p/150) in the solver's objective, so
/// that priorities far apart behave nearly lexicographically (750 weighs 2,154 times 250: a
/// point of error at 750 outweighs up to 2,154 points at 250) while close ones (250 and 251)
/// trade points of error nearly one for one (1.5 % apart). UIKit does not publish its weights; this is our
/// choice (docs/uikit-behaviour-2.md §3.1).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

  /// The solver weight: required (≥ 1000) is a hard constraint, otherwise 10^(p/150) (see the
  /// type's documentation). Priorities below 1 are treated as 1.
  var solverStrength: Double {
    rawValue >= 1000 ? LayoutSolver.required : pow(10, Double(max(rawValue, 1)) / 150)
  }
}
