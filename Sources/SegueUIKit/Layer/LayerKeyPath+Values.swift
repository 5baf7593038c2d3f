import Foundation
import SegueAnimation

extension LayerKeyPath {
  /// The layer keys a `UIView.animate` block animates on view-backed layers.
  static let viewAnimatableKeys: Set<String> = [
    "position", "bounds", "anchorPoint", "transform", "sublayerTransform", "zPosition", "opacity",
    "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
    "shadowRadius", "shadowOffset",
  ]

  /// The value of a whole-property key in `state`, boxed (nil colours become clear).
  static func value(forKey key: String, in state: LayerState) -> Any? {
    switch key {
    case "position": state.position
    case "bounds": state.bounds
    case "anchorPoint": state.anchorPoint
    case "transform": state.transform
    case "sublayerTransform": state.sublayerTransform
    case "zPosition": state.zPosition
    case "opacity": state.opacity
    case "backgroundColor": state.backgroundColor ?? .clear
    case "cornerRadius": state.cornerRadius
    case "borderWidth": state.borderWidth
    case "borderColor": state.borderColor ?? .clear
    case "shadowColor": state.shadowColor ?? .clear
    case "shadowOpacity": state.shadowOpacity
    case "shadowRadius": state.shadowRadius
    case "shadowOffset": state.shadowOffset
    default: nil
    }
  }

  /// Whether two boxed values of the same key are equal.
  static func isEqual(_ a: Any, _ b: Any) -> Bool {
    guard let a = a as? any Hashable else { return false }
    func same<T: Hashable>(_ lhs: T) -> Bool { (b as? T) == lhs }
    return same(a)
  }

  /// UIKit's additive wrapping (§1.1): from = old − new, to = zero.
  static func additiveDelta(forKey key: String, from old: Any, to new: Any) -> (from: Any, zero: Any)? {
    switch (old, new) {
    case (let a as CGPoint, let b as CGPoint): (a - b, CGPoint.zero)
    case (let a as CGRect, let b as CGRect): (a - b, CGRect.zero)
    case (let a as CGFloat, let b as CGFloat): (a - b, CGFloat(0))
    default: nil
    }
  }
}
