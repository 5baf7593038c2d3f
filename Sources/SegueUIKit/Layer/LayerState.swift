import Foundation
import SegueAnimation

/// The animatable state of a layer: one value type holding every property the renderer
/// and the animation engine read. A layer keeps its model state; its presentation state
/// is this value with running animations applied.
///
/// Core Animation's own properties are stored fields (their defaults are here), so the
/// commit reads them directly; properties a subclass declares live in `slots`. Each
/// property's key, effect and animation behaviour are declared once, in a `LayerProperty`
/// (docs/architecture.md, "Layer properties").
package struct LayerState: Sendable, Hashable {
  public var bounds = CGRect.zero
  public var position = CGPoint.zero
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  public var transform = CATransform3D.identity
  public var sublayerTransform = CATransform3D.identity
  public var zPosition: CGFloat = 0
  public var opacity: Float = 1
  public var isHidden = false
  public var backgroundColor: CGColor?
  public var cornerRadius: CGFloat = 0
  public var masksToBounds = false
  public var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  public var cornerCurve = CALayerCornerCurve.circular
  public var borderWidth: CGFloat = 0
  public var borderColor: CGColor? = .black
  public var shadowColor: CGColor? = .black
  public var shadowOpacity: Float = 0
  public var shadowRadius: CGFloat = 3
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// Values of the properties layer subclasses declare (`LayerProperty(_:defaultValue:)`).
  package var slots = LayerStateSlots()

  public init() {}

  /// The value of `property` (any property, Core Animation's or a subclass's).
  @MainActor package subscript<Value>(property: LayerProperty<Value>) -> Value {
    get { property.path.get(self) }
    set { property.path.exchange(newValue, in: &self) }
  }

  /// The value of a subclass property's slot (its default until set).
  package subscript<Value>(slot slot: LayerStateSlot<Value>) -> Value {
    get { slots[slot] }
    set { slots[slot] = newValue }
  }

  /// The frame in the superlayer's coordinates: the bounding box of the bounds after
  /// anchor point, transform and position (Core Animation's derived `frame`).
  public var frame: CGRect {
    let anchor = CGPoint(
      x: bounds.origin.x + anchorPoint.x * bounds.width, y: bounds.origin.y + anchorPoint.y * bounds.height)
    if transform.isIdentity {
      return CGRect(
        x: position.x - (anchor.x - bounds.origin.x), y: position.y - (anchor.y - bounds.origin.y),
        width: bounds.width, height: bounds.height)
    }
    let local = CGRect(
      x: bounds.origin.x - anchor.x, y: bounds.origin.y - anchor.y, width: bounds.width, height: bounds.height)
    let affine = CATransform3DGetAffineTransform(transform)
    let box = local.applying(affine)
    return box.offsetBy(dx: position.x, dy: position.y)
  }

  /// Sets bounds size and position so that `frame` equals `newFrame` (when the transform
  /// is the identity; otherwise, as in Core Animation, the result is undefined and we keep
  /// the transform and fit the bounds to the frame's size).
  public mutating func setFrame(_ newFrame: CGRect) {
    bounds.size = newFrame.size
    position = CGPoint(
      x: newFrame.origin.x + anchorPoint.x * newFrame.width, y: newFrame.origin.y + anchorPoint.y * newFrame.height)
  }
}
