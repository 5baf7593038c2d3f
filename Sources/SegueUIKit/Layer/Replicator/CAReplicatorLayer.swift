import Foundation
import SegueAnimation

/// A layer that draws its sublayers `instanceCount` times, each copy moved by one more
/// `instanceTransform`, started `instanceDelay` later and tinted by a colour that steps by the
/// instance offsets (Core Animation's `CAReplicatorLayer`; docs/uikit-behaviour-drawing.md
/// §13): the dots of an activity spinner, a row of bars of an equaliser.
///
/// `instanceDelay`, `instanceTransform`, `instanceColor` and the four offsets animate with
/// `CABasicAnimation`, `CASpringAnimation` and `CAKeyframeAnimation`; `instanceCount` and
/// `preservesDepth` do not. Copies beyond `maximumInstanceCount` are not drawn.
open class CAReplicatorLayer: CALayer {
  /// The most copies drawn of one replicator (nested replicators multiply): a count that would
  /// stall every frame is cut here, and reported once.
  public static let maximumInstanceCount = 1_000

  static let instanceCountProperty = LayerProperty<Int>(
    "instanceCount", storage: \LayerState.[slot: LayerStateSlot<Int>(defaultValue: 1)], effect: .composites)
  static let preservesDepthProperty = LayerProperty<Bool>(
    "preservesDepth", storage: \LayerState.[slot: LayerStateSlot<Bool>(defaultValue: false)], effect: .composites)
  static let instanceDelayProperty = LayerProperty<CGFloat>("instanceDelay", defaultValue: 0)
  static let instanceTransformProperty = LayerProperty<CATransform3D>(
    "instanceTransform", defaultValue: .identity)
  static let instanceColorProperty = LayerProperty<CGColor?>("instanceColor", defaultValue: .white)
  static let instanceRedOffsetProperty = LayerProperty<Float>("instanceRedOffset", defaultValue: 0)
  static let instanceGreenOffsetProperty = LayerProperty<Float>("instanceGreenOffset", defaultValue: 0)
  static let instanceBlueOffsetProperty = LayerProperty<Float>("instanceBlueOffset", defaultValue: 0)
  static let instanceAlphaOffsetProperty = LayerProperty<Float>("instanceAlphaOffset", defaultValue: 0)

  static let properties = LayerPropertyTable(
    inheriting: .core,
    [
      instanceCountProperty, preservesDepthProperty, instanceDelayProperty, instanceTransformProperty,
      instanceColorProperty, instanceRedOffsetProperty, instanceGreenOffsetProperty, instanceBlueOffsetProperty,
      instanceAlphaOffsetProperty,
    ])
  override package class var propertyTable: LayerPropertyTable { properties }

  /// Whether an over-large `instanceCount` was reported already.
  var reportedInstanceLimit = false

  /// The number of copies, the sublayers themselves included (default 1: no extra copy).
  open var instanceCount: Int {
    get { model[Self.instanceCountProperty] }
    set { change(Self.instanceCountProperty, to: newValue) }
  }
  /// Whether the copies keep their depth (Core Animation flattens them into the layer's plane
  /// otherwise; default false). Kept for source compatibility: Segue draws the copies in order,
  /// the source first, as it draws every flattened layer.
  open var preservesDepth: Bool {
    get { model[Self.preservesDepthProperty] }
    set { change(Self.preservesDepthProperty, to: newValue) }
  }
  /// Seconds between one copy's time and the next's (default 0): copy k shows its
  /// sublayers' animations as they were k × `instanceDelay` earlier. Animatable.
  open var instanceDelay: CFTimeInterval {
    get { CFTimeInterval(model[Self.instanceDelayProperty]) }
    set { change(Self.instanceDelayProperty, to: CGFloat(newValue)) }
  }
  /// The transform that takes one copy to the next (default identity), in the layer's
  /// coordinate space about its anchor point, as `sublayerTransform` is: copy k is moved by
  /// it k times. Animatable.
  open var instanceTransform: CATransform3D {
    get { model[Self.instanceTransformProperty] }
    set { change(Self.instanceTransformProperty, to: newValue) }
  }
  /// The colour the first copy is multiplied by (default opaque white: unchanged); nil reads
  /// as white. Animatable.
  open var instanceColor: CGColor? {
    get { model[Self.instanceColorProperty] }
    set { change(Self.instanceColorProperty, to: newValue) }
  }
  /// Added to the red component of copy k − 1's colour to give copy k's (default 0).
  /// Animatable.
  open var instanceRedOffset: Float {
    get { model[Self.instanceRedOffsetProperty] }
    set { change(Self.instanceRedOffsetProperty, to: newValue) }
  }
  /// Added to the green component of copy k − 1's colour to give copy k's (default 0).
  /// Animatable.
  open var instanceGreenOffset: Float {
    get { model[Self.instanceGreenOffsetProperty] }
    set { change(Self.instanceGreenOffsetProperty, to: newValue) }
  }
  /// Added to the blue component of copy k − 1's colour to give copy k's (default 0).
  /// Animatable.
  open var instanceBlueOffset: Float {
    get { model[Self.instanceBlueOffsetProperty] }
    set { change(Self.instanceBlueOffsetProperty, to: newValue) }
  }
  /// Added to the alpha of copy k − 1's colour to give copy k's (default 0): a negative
  /// offset fades the later copies, the trail of a spinner. Animatable.
  open var instanceAlphaOffset: Float {
    get { model[Self.instanceAlphaOffsetProperty] }
    set { change(Self.instanceAlphaOffsetProperty, to: newValue) }
  }
}
