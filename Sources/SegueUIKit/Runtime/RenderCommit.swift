import Foundation
import SegueAnimation
import SegueRender

/// Commits a layer tree: samples every layer's presentation state at one media time and
/// produces the immutable render tree the compositor draws (docs/architecture.md, "One frame", 6).
///
/// Layer times go down the tree (`beginTime`, `speed`, `timeOffset` of each layer), so a
/// paused container (speed 0) shows its descendants' animations at its `timeOffset`.
@MainActor package enum RenderCommit {
  /// The render tree of `root` at `mediaTime`, for a viewport of `size` points at `scale`.
  public static func tree(
    of root: CALayer, atMediaTime mediaTime: CFTimeInterval, size: CGSize, scale: Int,
    backgroundColor: CGColor = .black
  ) -> RenderTree {
    CALayer.displayMarkedLayers(under: root, screenScale: CGFloat(scale))
    let rootTime = root.childTime(fromParent: parentTime(of: root, mediaTime: mediaTime))
    let state = root.presentationState(atLocalTime: rootTime)
    let rootLayer =
      renderLayer(root, state: state, time: rootTime, parentBoundsOrigin: .zero)
      ?? RenderLayer(id: root.layerID, width: 0, height: 0)
    return RenderTree(
      width: Double(size.width), height: Double(size.height), scale: scale,
      backgroundColor: renderColor(backgroundColor), root: rootLayer)
  }

  /// The time of `layer`'s parent (media time through the ancestors).
  private static func parentTime(of layer: CALayer, mediaTime: CFTimeInterval) -> CFTimeInterval {
    guard let parent = layer.renderParent else { return mediaTime }
    return parent.localTime(atMediaTime: mediaTime)
  }

  /// - Parameter idSalt: mixed into every render id of the subtree, so that the copies a
  ///   replicator makes of it have ids of their own (0 for the layers themselves).
  static func renderLayer(
    _ layer: CALayer, state: LayerState, time: CFTimeInterval, parentBoundsOrigin: CGPoint,
    parentSublayerTransform: CATransform3D? = nil, idSalt: UInt64 = 0
  ) -> RenderLayer? {
    guard !state.isHidden else { return nil }
    let sublayerTransform = sublayerTransform(of: state)
    var rendered = renderSublayers(
      of: layer, state: state, time: time, sublayerTransform: sublayerTransform, idSalt: idSalt)
    if let replicator = layer as? CAReplicatorLayer {
      rendered = replicatedSublayers(
        of: replicator, state: state, time: time, sublayerTransform: sublayerTransform, idSalt: idSalt,
        source: rendered)
    }
    if let tone = layer.vibrancyTone(presenting: state), !rendered.isEmpty {
      rendered = [vibrant(rendered, tone: tone, id: layer.layerID ^ idSalt, state: state)]
    }
    return RenderLayer(
      id: layer.layerID ^ idSalt, width: Double(state.bounds.width), height: Double(state.bounds.height),
      transform: transform(
        of: state, parentBoundsOrigin: parentBoundsOrigin,
        parentSublayerTransform: parentSublayerTransform, anchorPointZ: layer.anchorPointZ),
      opacity: Double(min(max(state.opacity, 0), 1)), masksToBounds: state.masksToBounds,
      appearance: appearance(of: layer, state: state), shadow: shadow(of: layer, state: state),
      sublayers: rendered, mask: mask(of: layer, state: state, time: time, idSalt: idSalt),
      backdrop: layer.backdrop(presenting: state))
  }

  /// A vibrancy effect view's sublayers drawn in its tone: a layer of the view's bounds
  /// filled with the tone, masked by the sublayers (so their alpha, not their colour,
  /// shows; docs/uikit-behaviour-drawing.md §12.4). The two added layers take ids with the
  /// top bits set, which `CALayer`'s counter never reaches.
  private static func vibrant(
    _ sublayers: [RenderLayer], tone: RenderColor, id: UInt64, state: LayerState
  ) -> RenderLayer {
    let width = Double(state.bounds.width)
    let height = Double(state.bounds.height)
    let content = RenderLayer(id: id | 1 << 63, width: width, height: height, sublayers: sublayers)
    return RenderLayer(
      id: id | 1 << 62, width: width, height: height,
      appearance: LayerAppearance(backgroundColor: tone), mask: RenderMask(content))
  }

  /// The layer's mask, placed in the layer's space and timed by it (a hidden mask shows
  /// nothing of the layer).
  private static func mask(of layer: CALayer, state: LayerState, time: CFTimeInterval, idSalt: UInt64)
    -> RenderMask?
  {
    guard let mask = layer.mask else { return nil }
    let maskTime = mask.childTime(fromParent: time)
    let maskState = mask.presentationState(atLocalTime: maskTime)
    return RenderMask(
      renderLayer(mask, state: maskState, time: maskTime, parentBoundsOrigin: state.bounds.origin, idSalt: idSalt)
        ?? RenderLayer(id: mask.layerID ^ idSalt, width: 0, height: 0, opacity: 0))
  }

  /// The layer's sublayers at the layer's local `time`, in drawing order (`zPosition`, then
  /// their order among the sublayers), placed through `sublayerTransform`.
  static func renderSublayers(
    of layer: CALayer, state: LayerState, time: CFTimeInterval, sublayerTransform: CATransform3D?,
    idSalt: UInt64
  ) -> [RenderLayer] {
    var sublayers: [(z: CGFloat, index: Int, layer: RenderLayer)] = []
    for (index, sublayer) in (layer.sublayers ?? []).enumerated() {
      let subTime = sublayer.childTime(fromParent: time)
      let subState = sublayer.presentationState(atLocalTime: subTime)
      if let rendered = renderLayer(
        sublayer, state: subState, time: subTime, parentBoundsOrigin: state.bounds.origin,
        parentSublayerTransform: sublayerTransform, idSalt: idSalt)
      {
        sublayers.append((subState.zPosition, index, rendered))
      }
    }
    sublayers.sort { ($0.z, $0.index) < ($1.z, $1.index) }
    return sublayers.map(\.layer)
  }

  /// The layer's `sublayerTransform` as its sublayers see it, in its render-local points:
  /// applied about the layer's anchor point, as Core Animation applies it (the perspective
  /// idiom `sublayerTransform.m34 = -1 / 500` puts the vanishing point at the layer's
  /// centre; docs/uikit-behaviour.md, "Sublayer transform"). Nil for the identity.
  static func sublayerTransform(of s: LayerState) -> CATransform3D? {
    guard !s.sublayerTransform.isIdentity else { return nil }
    let anchorX = s.bounds.width * s.anchorPoint.x
    let anchorY = s.bounds.height * s.anchorPoint.y
    return CATransform3DConcat(
      CATransform3DConcat(CATransform3DMakeTranslation(-anchorX, -anchorY, 0), s.sublayerTransform),
      CATransform3DMakeTranslation(anchorX, anchorY, 0))
  }

  /// Render-local (0…w, 0…h) → parent render-local: bounds origin, minus the anchor (with
  /// `anchorPointZ`, the anchor's depth), the 3D transform, plus the position (and `zPosition`), minus the parent's bounds origin,
  /// then the parent's sublayer transform (from `sublayerTransform(of:)`), flattened to the
  /// parent's plane only at the end, so a sublayer's rotation takes the parent's
  /// perspective.
  static func transform(
    of s: LayerState, parentBoundsOrigin: CGPoint, parentSublayerTransform: CATransform3D? = nil,
    anchorPointZ: CGFloat = 0
  ) -> ProjectiveTransform {
    let anchorX = Double(s.bounds.width * s.anchorPoint.x)
    let anchorY = Double(s.bounds.height * s.anchorPoint.y)
    if parentSublayerTransform != nil || anchorPointZ != 0 {
      let parentSublayerTransform = parentSublayerTransform ?? .identity
      var m = CATransform3DMakeTranslation(CGFloat(-anchorX), CGFloat(-anchorY), -anchorPointZ)
      m = CATransform3DConcat(m, s.transform)
      m = CATransform3DConcat(
        m,
        CATransform3DMakeTranslation(
          s.position.x - parentBoundsOrigin.x, s.position.y - parentBoundsOrigin.y, s.zPosition))
      m = CATransform3DConcat(m, parentSublayerTransform)
      return ProjectiveTransform(
        m11: Double(m.m11), m12: Double(m.m12), m13: Double(m.m14),
        m21: Double(m.m21), m22: Double(m.m22), m23: Double(m.m24),
        m31: Double(m.m41), m32: Double(m.m42), m33: Double(m.m44))
    }
    let t = s.transform
    let flattened = ProjectiveTransform(
      m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m14),
      m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m24),
      m31: Double(t.m41), m32: Double(t.m42), m33: Double(t.m44))
    return ProjectiveTransform(translationX: -anchorX, y: -anchorY)
      .concatenating(flattened)
      .concatenating(
        ProjectiveTransform(
          translationX: Double(s.position.x - parentBoundsOrigin.x), y: Double(s.position.y - parentBoundsOrigin.y)))
  }

  nonisolated static func renderColor(_ color: CGColor) -> RenderColor {
    RenderColor(
      red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
  }

  private static func appearance(of layer: CALayer, state: LayerState) -> LayerAppearance {
    var contents: LayerAppearance.Contents?
    if let image = layer.contents as? UIImage {
      contents = .image(image.renderImage)
    } else if let image = layer.contents as? RenderImage {
      contents = .image(image)
    } else if let image = layer.contents as? CGImage {
      contents = .image(RenderImage(bitmap: image.bitmap, scale: Double(max(layer.contentsScale, 1))))
    } else if let drawn = layer.drawnContent(presenting: state) {
      contents = drawn.renderContents
    }
    return LayerAppearance(
      backgroundColor: state.backgroundColor.map(renderColor), cornerRadius: Double(state.cornerRadius),
      roundedCorners: UInt8(truncatingIfNeeded: state.maskedCorners.rawValue & 0xf),
      borderWidth: Double(state.borderWidth), borderColor: renderColor(state.borderColor ?? .clear),
      contents: contents, contentMode: contentMode(layer.contentsGravity),
      continuousCorners: state.cornerCurve == .continuous)
  }

  static func contentMode(_ gravity: CALayerContentsGravity) -> RenderContentMode {
    switch gravity {
    case .resize: .scaleToFill
    case .resizeAspect: .scaleAspectFit
    case .resizeAspectFill: .scaleAspectFill
    case .center: .center
    case .top: .top
    case .bottom: .bottom
    case .left: .left
    case .right: .right
    case .topLeft: .topLeft
    case .topRight: .topRight
    case .bottomLeft: .bottomLeft
    case .bottomRight: .bottomRight
    }
  }

  private static func shadow(of layer: CALayer, state: LayerState) -> LayerShadow? {
    guard state.shadowOpacity > 0, let color = state.shadowColor, color.alpha > 0 else { return nil }
    let path = layer.shadowPath?.renderElements
    return LayerShadow(
      color: renderColor(color), opacity: Double(min(max(state.shadowOpacity, 0), 1)),
      radius: Double(state.shadowRadius), offsetX: Double(state.shadowOffset.width),
      offsetY: Double(state.shadowOffset.height), path: path)
  }
}
