import Foundation
import SegueAnimation
import SegueRender

/// Core Animation's layer: a model of properties, animations that change how those
/// properties are presented over time, and sublayers.
///
/// Reading a property returns the model value; `presentation()` returns what is on screen
/// now. Geometry is in points, in the superlayer's coordinate space (origin top-left,
/// y down). Setting a property asks the delegate for an action (UIView's animation blocks
/// answer with an animation) before the model changes.
@preconcurrency @MainActor open class CALayer: NSObject, CAMediaTiming {
  private static var nextID: UInt64 = 1

  /// A process-unique identity; keys the renderer's content cache (a presentation copy
  /// has its model layer's).
  public private(set) var layerID: UInt64

  /// The model state.
  package internal(set) var model = LayerState()
  /// Bumped whenever something that changes the layer's own pixels changes (background,
  /// border, corner radius, contents, size); the renderer uses it to re-rasterize.
  public internal(set) var contentVersion: UInt64 = 0 {
    didSet { FrameLoop.showing(self)?.setNeedsFrames() }
  }

  open weak var delegate: (any CALayerDelegate)?
  open var name: String?
  /// Actions by property key, searched after the delegate's (`action(forKey:)`).
  open var actions: [String: any CAAction]?
  /// Whether the layer is composited from a cached bitmap of itself and its sublayers. Kept:
  /// Segue's compositor already caches every layer's contents and redraws only what changed,
  /// so the frames are the same either way.
  open var shouldRasterize = false
  /// The scale of that bitmap (1 by default, as in Core Animation). Kept, see `shouldRasterize`.
  open var rasterizationScale: CGFloat = 1
  open private(set) weak var superlayer: CALayer?
  open private(set) var sublayers: [CALayer]?

  /// Running animations in the order they were added: (key, animation, started).
  var animationEntries: [AnimationEntry] = []
  /// Set on a frame loop's root layer only.
  var rootFrameLoop = WeakFrameLoop()

  /// Image contents (a `UIImage`'s bitmap), drawn into the bounds by `contentsGravity`.
  open var contents: Any? {
    didSet { contentVersion &+= 1 }
  }
  /// How contents fill the bounds (UIKit's content mode).
  open var contentsGravity: CALayerContentsGravity = .resize {
    didSet { contentVersion &+= 1 }
  }
  /// Pixels per point of `contents`.
  open var contentsScale: CGFloat = 1
  /// Hook for subclasses that draw text or other content: a value identifying what the
  /// layer draws beyond background, border and image (see `UILabel`).
  package var drawnContent: (any DrawnContent)? {
    didSet { if !drawnContent.isSameDrawnContent(as: oldValue) { contentVersion &+= 1 } }
  }

  /// What the layer draws for its presentation `state` (default: `drawnContent`). A
  /// subclass whose drawing follows its own animatable properties overrides this and reads
  /// them from `state`, so the drawing animates (docs/architecture.md, "Layer properties").
  package func drawnContent(presenting state: LayerState) -> (any DrawnContent)? { drawnContent }

  /// What the layer does to the pixels behind it for its presentation `state` (a visual
  /// effect view's blur, docs/uikit-behaviour-drawing.md §12); nil for a plain layer.
  package func backdrop(presenting state: LayerState) -> RenderBackdrop? { nil }

  /// The colour a vibrancy effect view draws its content in for its presentation `state`
  /// (docs/uikit-behaviour-drawing.md §12.4); nil for a plain layer.
  package func vibrancyTone(presenting state: LayerState) -> RenderColor? { nil }

  /// Whether the layer needs `layoutSublayers()`.
  public private(set) var needsLayout = false

  // CAMediaTiming of the layer itself (percent-driven transitions set speed 0 and scrub
  // timeOffset).
  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed

  public required override init() {
    layerID = CALayer.nextID
    CALayer.nextID &+= 1
  }

  /// A copy of another layer's properties (Core Animation's `init(layer:)`, used for
  /// presentation layers); sublayers and animations are not copied. `layer` is `Any`, as in
  /// Core Animation, and is a `CALayer` there; anything else gives a new layer with default
  /// properties (Core Animation does not say; Segue copies nothing).
  public init(layer: Any) {
    guard let other = layer as? CALayer else {
      layerID = CALayer.nextID
      CALayer.nextID &+= 1
      super.init()
      return
    }
    layerID = other.layerID
    super.init()
    copyProperties(of: other)
  }

  /// Takes `other`'s identity and properties (not its sublayers or animations): what
  /// `init(layer:)` copies, for presentation copies of subclasses.
  func copyProperties(of other: CALayer) {
    layerID = other.layerID
    model = other.model
    contents = other.contents
    contentsGravity = other.contentsGravity
    contentsScale = other.contentsScale
    drawnContent = other.drawnContent
    name = other.name
    beginTime = other.beginTime
    speed = other.speed
    timeOffset = other.timeOffset
    // Last: setting contents bumps it.
    contentVersion = other.contentVersion
  }

  // MARK: Model properties

  /// The properties this layer class has (Core Animation's, plus any a subclass declares
  /// by overriding this with a table that inherits its superclass's; docs/architecture.md,
  /// "Layer properties").
  package class var propertyTable: LayerPropertyTable { .core }

  /// This layer's class's `propertyTable`.
  package var propertyTable: LayerPropertyTable { type(of: self).propertyTable }

  /// Changes one model property, running the delegate's action for its key around it.
  @inline(__always)
  package func change<T>(_ property: LayerProperty<T>, to newValue: T) {
    let key = property.key
    let action = actionsEnabled ? action(forKey: key) : nil
    let oldValue = property.path.exchange(newValue, in: &model)
    let changed = oldValue != newValue
    if changed && (property.effect.redraws(oldValue, newValue) || type(of: self).needsDisplay(forKey: key)) {
      contentVersion &+= 1
    } else if changed {
      // Core Animation commits every change at the end of the run-loop turn: a window shows
      // a change made outside an animation (a timer, a main-queue block) on its next frame.
      FrameLoop.showing(self)?.setNeedsFrames()
    }
    action?.run(forKey: key, object: self, arguments: nil)
    if changed && property.effect.relayouts(oldValue, newValue) { setNeedsLayout() }
  }

  /// False while `CATransaction.setDisableActions(true)` is in force.
  var actionsEnabled: Bool { !CATransaction.disableActions() }

  /// The action for a change of `event` (a property key), in Core Animation's search order:
  /// the delegate's `action(for:forKey:)` — a view answers for its own layer and stops the
  /// search there, as UIKit's views do outside an animation block — then `actions[event]`,
  /// then the class's `defaultAction(forKey:)`. Subclasses override it to give their own
  /// (a `CABasicAnimation` is an action: running it adds it to the layer for the key).
  open func action(forKey event: String) -> (any CAAction)? {
    if let delegate {
      if let action = delegate.action(for: self, forKey: event) { return action }
      if delegate is UIView { return nil }
    }
    if let action = actions?[event] { return action }
    return type(of: self).defaultAction(forKey: event)
  }

  /// The action a layer of this class runs for `event` when nothing else gives one. Core
  /// Animation's implicit animations of standalone layers (0.25 s) are not in Segue: nil
  /// (docs/uikit-behaviour-drawing.md §9.1).
  open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

  /// Whether a change of the property `key` redraws the layer (`display()` runs again): false
  /// by default; subclasses with drawn properties override it.
  open class func needsDisplay(forKey key: String) -> Bool { false }

  open var bounds: CGRect {
    get { model.bounds }
    set { change(CoreLayerProperty.bounds, to: newValue) }
  }
  open var position: CGPoint {
    get { model.position }
    set { change(CoreLayerProperty.position, to: newValue) }
  }
  open var anchorPoint: CGPoint {
    get { model.anchorPoint }
    set { change(CoreLayerProperty.anchorPoint, to: newValue) }
  }
  open var transform: CATransform3D {
    get { model.transform }
    set { change(CoreLayerProperty.transform, to: newValue) }
  }
  open var sublayerTransform: CATransform3D {
    get { model.sublayerTransform }
    set { change(CoreLayerProperty.sublayerTransform, to: newValue) }
  }
  open var zPosition: CGFloat {
    get { model.zPosition }
    set { change(CoreLayerProperty.zPosition, to: newValue) }
  }
  /// The anchor point's depth in the layer's own space (points; default 0): 3D transforms
  /// turn about (anchorPoint, anchorPointZ). Segue does not animate it (the render tree
  /// reads the model value).
  open var anchorPointZ: CGFloat = 0 {
    didSet { FrameLoop.showing(self)?.setNeedsFrames() }
  }
  open var opacity: Float {
    get { model.opacity }
    set { change(CoreLayerProperty.opacity, to: newValue) }
  }
  open var isHidden: Bool {
    get { model.isHidden }
    set { change(CoreLayerProperty.isHidden, to: newValue) }
  }
  open var backgroundColor: CGColor? {
    get { model.backgroundColor }
    set { change(CoreLayerProperty.backgroundColor, to: newValue) }
  }
  open var cornerRadius: CGFloat {
    get { model.cornerRadius }
    set { change(CoreLayerProperty.cornerRadius, to: newValue) }
  }
  open var masksToBounds: Bool {
    get { model.masksToBounds }
    set { change(CoreLayerProperty.masksToBounds, to: newValue) }
  }
  /// The corners `cornerRadius` rounds (default all four): the background, the border, the
  /// clip of `masksToBounds` and the default shadow follow it. Not animatable, as in Core
  /// Animation.
  open var maskedCorners: CACornerMask {
    get { model.maskedCorners }
    set { change(CoreLayerProperty.maskedCorners, to: newValue) }
  }
  /// The corner shape (default `.circular`); `.continuous` draws iOS's curvature-continuous
  /// corner for the background, border, `masksToBounds` clip and default shadow
  /// (docs/uikit-behaviour-drawing.md §8).
  open var cornerCurve: CALayerCornerCurve {
    get { model.cornerCurve }
    set { change(CoreLayerProperty.cornerCurve, to: newValue) }
  }
  open var borderWidth: CGFloat {
    get { model.borderWidth }
    set { change(CoreLayerProperty.borderWidth, to: newValue) }
  }
  open var borderColor: CGColor? {
    get { model.borderColor }
    set { change(CoreLayerProperty.borderColor, to: newValue) }
  }
  open var shadowColor: CGColor? {
    get { model.shadowColor }
    set { change(CoreLayerProperty.shadowColor, to: newValue) }
  }
  open var shadowOpacity: Float {
    get { model.shadowOpacity }
    set { change(CoreLayerProperty.shadowOpacity, to: newValue) }
  }
  open var shadowRadius: CGFloat {
    get { model.shadowRadius }
    set { change(CoreLayerProperty.shadowRadius, to: newValue) }
  }
  open var shadowOffset: CGSize {
    get { model.shadowOffset }
    set { change(CoreLayerProperty.shadowOffset, to: newValue) }
  }
  /// The shadow's shape in layer points, or nil for the (rounded) bounds.
  open var shadowPath: CGPath?

  /// A layer whose alpha masks this layer and its sublayers (Core Animation's `mask`;
  /// docs/uikit-behaviour-drawing.md §10): positioned in this layer's coordinate space,
  /// animated on this layer's time. It must not have a superlayer.
  open var mask: CALayer? {
    didSet {
      guard mask !== oldValue else { return }
      if oldValue?.maskedLayer === self { oldValue?.maskedLayer = nil }
      mask?.maskedLayer = self
      FrameLoop.showing(self)?.setNeedsFrames()
    }
  }
  /// The layer this one is the `mask` of (its parent in the rendered tree and in time).
  weak var maskedLayer: CALayer?

  /// The frame in the superlayer's coordinates (derived from bounds, position, anchor
  /// point and transform). Setting it sets bounds size and position.
  open var frame: CGRect {
    get { model.frame }
    set {
      var target = model
      target.setFrame(newValue)
      if target.bounds.size != model.bounds.size {
        bounds = CGRect(origin: model.bounds.origin, size: target.bounds.size)
      }
      position = target.position
    }
  }

  /// The transform as an affine transform (Core Animation's `affineTransform()`).
  open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
  open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

  // MARK: Hierarchy

  open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }

  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self, !layer.isAncestor(of: self) else { return }
    if layer.superlayer === self, let current = sublayers?.firstIndex(where: { $0 === layer }) {
      sublayers?.remove(at: current)
    } else {
      layer.removeFromSuperlayer()
    }
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
    layer.superlayer = self
    FrameLoop.showing(self)?.setNeedsFrames()
  }

  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    guard let sibling, let index = sublayers?.firstIndex(where: { $0 === sibling }) else {
      insertSublayer(layer, at: 0)
      return
    }
    let adjusted = layer.superlayer === self && (sublayers?.firstIndex(where: { $0 === layer }) ?? Int.max) < index
    insertSublayer(layer, at: UInt32(adjusted ? index - 1 : index))
  }

  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    guard let sibling, let index = sublayers?.firstIndex(where: { $0 === sibling }) else {
      addSublayer(layer)
      return
    }
    let adjusted = layer.superlayer === self && (sublayers?.firstIndex(where: { $0 === layer }) ?? Int.max) < index
    insertSublayer(layer, at: UInt32(adjusted ? index : index + 1))
  }

  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    FrameLoop.showing(parent)?.setNeedsFrames()
    parent.sublayers?.removeAll { $0 === self }
    if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
    superlayer = nil
  }

  /// Whether `self` is `layer` or one of its ancestors (a mask's ancestors are the layer it
  /// masks and that layer's).
  public func isAncestor(of layer: CALayer) -> Bool {
    var current: CALayer? = layer
    while let candidate = current {
      if candidate === self { return true }
      current = candidate.renderParent
    }
    return false
  }

  // MARK: Layout

  open func setNeedsLayout() { needsLayout = true }

  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSublayers()
    }
    for sublayer in sublayers ?? [] { sublayer.layoutIfNeeded() }
  }

  open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

  // MARK: Display (drawn contents; CALayer+Display.swift, docs/uikit-behaviour-drawing.md §7)

  /// What `display()` has drawn and what is pending.
  var displayState = LayerDisplayState()
  /// Whether a change of the bounds' size marks the layer for display (default false).
  open var needsDisplayOnBoundsChange = false
  /// Whether `display()` runs before the next frame is committed.
  open func needsDisplay() -> Bool { displayState.pending }
  /// Marks the whole layer for display before the next frame.
  open func setNeedsDisplay() { markNeedsDisplay(nil) }
  /// Marks `r` (bounds coordinates, points) for display before the next frame.
  open func setNeedsDisplay(_ r: CGRect) { markNeedsDisplay(r) }
  /// Displays the layer now if it is marked.
  open func displayIfNeeded() { if displayState.pending { display() } }
  /// Makes `contents`: the delegate's `display(_:)`, by default a bitmap drawn by `draw(in:)`.
  open func display() { displayByDefault() }
  /// Draws the layer's contents into `ctx` (bounds coordinates, points); by default asks
  /// the delegate's `draw(_:in:)`.
  open func draw(in ctx: CGContext) { drawByDefault(in: ctx) }

  // MARK: Coordinates

  /// The affine map from this layer's bounds space into its superlayer's space (position,
  /// anchor point, bounds origin and the affine part of the transform).
  package func transformToSuperlayer(state: LayerState? = nil) -> CGAffineTransform {
    let s = state ?? model
    let anchorX = s.bounds.origin.x + s.anchorPoint.x * s.bounds.width
    let anchorY = s.bounds.origin.y + s.anchorPoint.y * s.bounds.height
    return CGAffineTransform(translationX: -anchorX, y: -anchorY)
      .concatenating(CATransform3DGetAffineTransform(s.transform))
      .concatenating(CGAffineTransform(translationX: s.position.x, y: s.position.y))
  }

  /// The affine map from this layer's space to `layer`'s space (nil: the root's space).
  public func transform(to layer: CALayer?) -> CGAffineTransform {
    let toRoot = transformToRoot()
    guard let layer else { return toRoot }
    return toRoot.concatenating(layer.transformToRoot().inverted())
  }

  private func transformToRoot() -> CGAffineTransform {
    var result = CGAffineTransform.identity
    var current: CALayer? = self
    while let layer = current, let parent = layer.superlayer {
      result = result.concatenating(layer.transformToSuperlayer())
      current = parent
    }
    return result
  }

  open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint { point.applying(transform(to: layer)) }
  open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
    guard let layer else { return point.applying(transform(to: nil).inverted()) }
    return point.applying(layer.transform(to: self))
  }
  open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect { rect.applying(transform(to: layer)) }
  open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
    guard let layer else { return rect.applying(transform(to: nil).inverted()) }
    return rect.applying(layer.transform(to: self))
  }

  /// Whether `point` (in this layer's space) lies inside the bounds.
  open func contains(_ point: CGPoint) -> Bool { model.bounds.contains(point) }
}

/// How contents fill the bounds (Core Animation's `CALayerContentsGravity`).
public enum CALayerContentsGravity: String, Sendable, Hashable {
  case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
  case resize, resizeAspect, resizeAspectFill
}
