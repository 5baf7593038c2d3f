/// What a layer draws itself, before transform and opacity: background, border, corner
/// radius and contents. The compositor's content cache rasterizes a layer again only when
/// this value (or the layer's pixel size) changes — never for transform, position or
/// opacity changes.
package struct LayerAppearance: Sendable, Hashable {
  /// Fill of the bounds (rounded by `cornerRadius`), or nil for none.
  package var backgroundColor: RenderColor?
  /// Corner radius in points; rounds the background, the border and (with `masksToBounds`)
  /// the clip of contents and sublayers.
  package var cornerRadius: Double
  /// Which corners `cornerRadius` rounds: bit 0 top left, 1 top right, 2 bottom left,
  /// 3 bottom right (Core Animation's `maskedCorners`); all four by default.
  package var roundedCorners: UInt8
  /// Whether the rounded corners are iOS's continuous ones (`cornerCurve = .continuous`)
  /// rather than quarter circles.
  package var continuousCorners: Bool
  /// Border width in points, drawn inside the bounds, above contents.
  package var borderWidth: Double
  package var borderColor: RenderColor
  /// An image placed by `contentMode`, text, or a layer's own drawing.
  package var contents: Contents?
  /// Image placement inside the bounds.
  package var contentMode: RenderContentMode

  package enum Contents: Sendable, Hashable {
    case image(RenderImage)
    case text(RenderText)
    /// What a layer subclass draws itself (`RenderDrawing`).
    case drawing(AnyRenderDrawing)
  }

  package init(
    backgroundColor: RenderColor? = nil, cornerRadius: Double = 0, roundedCorners: UInt8 = 0b1111,
    borderWidth: Double = 0, borderColor: RenderColor = .black, contents: Contents? = nil,
    contentMode: RenderContentMode = .scaleToFill, continuousCorners: Bool = false
  ) {
    self.continuousCorners = continuousCorners
    self.backgroundColor = backgroundColor
    self.cornerRadius = cornerRadius
    self.roundedCorners = roundedCorners
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.contents = contents
    self.contentMode = contentMode
  }

  /// True when the layer draws nothing of its own.
  package var isEmpty: Bool {
    (backgroundColor == nil || backgroundColor?.alpha == 0) && contents == nil
      && (borderWidth <= 0 || borderColor.alpha == 0)
  }
}

/// A layer's drop shadow (Core Animation's `shadow*` properties), drawn below the layer
/// with a real Gaussian blur.
package struct LayerShadow: Sendable, Hashable {
  package var color: RenderColor
  /// 0…1, multiplied into `color`'s alpha.
  package var opacity: Double
  /// Blur radius in points (Core Animation's `shadowRadius`; the Gaussian's σ = radius / 2).
  package var radius: Double
  /// Offset in points (Core Animation's default is (0, −3)).
  package var offsetX: Double
  package var offsetY: Double
  /// The shadow's shape in layer points, or nil for the layer's (rounded) bounds.
  package var path: [RenderPathElement]?

  package init(
    color: RenderColor = .black, opacity: Double, radius: Double, offsetX: Double = 0, offsetY: Double = -3,
    path: [RenderPathElement]? = nil
  ) {
    self.color = color
    self.opacity = opacity
    self.radius = radius
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.path = path
  }
}

/// One committed layer: an immutable snapshot of the presentation values the renderer
/// needs. Geometry is in points; the compositor multiplies by the tree's scale.
package struct RenderLayer: Sendable {
  /// Identity of the model layer this came from; keys the content cache across frames.
  package var id: UInt64
  /// Bounds size in points; the layer's local space is (0, 0)–(width, height).
  package var width: Double
  package var height: Double
  /// Maps the layer's local points into its parent's local points (position, anchor point,
  /// bounds origin and the flattened 3D transform, composed at commit).
  package var transform: ProjectiveTransform
  /// Group opacity 0…1: applies to the layer and its sublayers as one image.
  package var opacity: Double
  /// Clip contents and sublayers to the (rounded) bounds.
  package var masksToBounds: Bool
  package var appearance: LayerAppearance
  package var shadow: LayerShadow?
  /// Sublayers back to front (already ordered by zPosition, hidden ones removed).
  package var sublayers: [RenderLayer]
  /// The layer whose alpha masks this one and its sublayers, or nil.
  package var mask: RenderMask?
  /// What the layer does to the pixels behind it (a visual effect view's blur), applied
  /// before its own contents and sublayers; nil for none.
  package var backdrop: RenderBackdrop?

  package init(
    id: UInt64, width: Double, height: Double, transform: ProjectiveTransform = .identity, opacity: Double = 1,
    masksToBounds: Bool = false, appearance: LayerAppearance = LayerAppearance(), shadow: LayerShadow? = nil,
    sublayers: [RenderLayer] = [], mask: RenderMask? = nil, backdrop: RenderBackdrop? = nil
  ) {
    self.mask = mask
    self.id = id
    self.width = width
    self.height = height
    self.transform = transform
    self.opacity = opacity
    self.masksToBounds = masksToBounds
    self.appearance = appearance
    self.shadow = shadow
    self.sublayers = sublayers
    self.backdrop = backdrop
  }
}

/// Everything one frame shows: the committed layer tree, the viewport and its scale.
package struct RenderTree: Sendable {
  /// Viewport in points.
  package var width: Double
  package var height: Double
  /// Pixels per point (1, 2 or 3).
  package var scale: Int
  /// Cleared behind everything.
  package var backgroundColor: RenderColor
  /// The root layer, in viewport points.
  package var root: RenderLayer

  package init(width: Double, height: Double, scale: Int, backgroundColor: RenderColor = .black, root: RenderLayer) {
    self.width = width
    self.height = height
    self.scale = scale
    self.backgroundColor = backgroundColor
    self.root = root
  }

  /// The frame's size in pixels.
  package var pixelWidth: Int { Int((width * Double(scale)).rounded()) }
  package var pixelHeight: Int { Int((height * Double(scale)).rounded()) }
}
