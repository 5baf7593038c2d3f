import Foundation
import SegueAnimation

/// A shape layer's `path` as its layer property holds it: animations see a `CGPath` (an
/// absent path animates as an empty one), blended point by point
/// (`CGPath.interpolated(to:fraction:)`, docs/uikit-behaviour-drawing.md §9.2).
package struct ShapeLayerPath: LayerPropertyValue {
  package var path: CGPath?

  package init(_ path: CGPath?) { self.path = path }

  package var animatedValue: CGPath { path ?? CGPath(segments: []) }
  package init(animatedValue: CGPath) { path = animatedValue }
}
