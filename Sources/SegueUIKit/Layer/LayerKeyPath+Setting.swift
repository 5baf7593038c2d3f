import Foundation
import SegueAnimation

extension LayerKeyPath {
  /// Sets a whole-property key on `layer`'s model from a boxed value, without actions.
  static func setModelValue(_ value: Any, forKey key: String, on layer: CALayer) {
    CATransaction.performWithoutActions {
      switch (key, value) {
      case ("position", let v as CGPoint): layer.position = v
      case ("bounds", let v as CGRect): layer.bounds = v
      case ("anchorPoint", let v as CGPoint): layer.anchorPoint = v
      case ("transform", let v as CATransform3D): layer.transform = v
      case ("sublayerTransform", let v as CATransform3D): layer.sublayerTransform = v
      case ("zPosition", let v as CGFloat): layer.zPosition = v
      case ("opacity", let v as Float): layer.opacity = v
      case ("backgroundColor", let v as CGColor): layer.backgroundColor = v
      case ("cornerRadius", let v as CGFloat): layer.cornerRadius = v
      case ("borderWidth", let v as CGFloat): layer.borderWidth = v
      case ("borderColor", let v as CGColor): layer.borderColor = v
      case ("shadowColor", let v as CGColor): layer.shadowColor = v
      case ("shadowOpacity", let v as Float): layer.shadowOpacity = v
      case ("shadowRadius", let v as CGFloat): layer.shadowRadius = v
      case ("shadowOffset", let v as CGSize): layer.shadowOffset = v
      default: break
      }
    }
  }
}
