import Foundation
import SegueRender

/// The vector kinds of `segue bench render` (docs/uikit-behaviour-drawing.md §9, §10):
///
/// - `reveal`: a full-screen page masked by a circular shape layer (a zero-size layer whose
///   path is the circle) growing from a 44-point button at (317, 766)–(361, 810) until it
///   covers the screen (radius 22 → 858 points, the distance to the far corner), over the
///   page it is presented on. The mask changes every frame but has no raster (`PathMaskDraw`
///   fills its path with the page); the pages' rasters never change.
/// - `stroke`: a 300-segment path (cubic loops of a spiral, 4-point stroke, round caps and
///   joins) drawn on by `strokeEnd` going 0 → 1 over a full-screen page; each frame draws
///   again only the raster's rows the trim moved through (`RenderShape.trimChange(since:)`).
///
/// Their rasters come from a `ContentCache` (the real one) behind `CachingRasterSource`.
enum VectorBenchmarkScenes {
  static let maskID: UInt64 = 20
  static let strokeID: UInt64 = 21
  /// The reveal's button centre and end radius (points).
  static let buttonCentre = (x: 339.0, y: 788.0)
  static let startRadius = 22.0
  static let endRadius = (339.0 * 339.0 + 788.0 * 788.0).squareRoot().rounded(.up)

  static func reveal(progress: Double, width: Double, height: Double) -> [RenderLayer] {
    let radius = startRadius + (endRadius - startRadius) * progress
    let mask = RenderLayer(
      id: maskID, width: 0, height: 0,
      appearance: LayerAppearance(
        contents: .drawing(AnyRenderDrawing(RenderShape(path: circle(centre: buttonCentre, radius: radius))))))
    return [
      RenderLayer(id: CachingRasterSource.pageB, width: width, height: height),
      RenderLayer(id: CachingRasterSource.pageA, width: width, height: height, mask: RenderMask(mask)),
    ]
  }

  static func stroke(progress: Double, width: Double, height: Double) -> [RenderLayer] {
    let shape = RenderShape(
      path: spiral, fillColor: nil, strokeColor: RenderColor(red: 0.1, green: 0.4, blue: 0.9), lineWidth: 4,
      lineCap: .round, lineJoin: .round, strokeEnd: progress)
    return [
      RenderLayer(id: CachingRasterSource.pageA, width: width, height: height),
      RenderLayer(
        id: strokeID, width: 0, height: 0, transform: ProjectiveTransform(translationX: 45, y: 250),
        appearance: LayerAppearance(contents: .drawing(AnyRenderDrawing(shape)))),
    ]
  }

  /// A circle as four cubics (k = 0.5523 · r), clockwise from the right.
  static func circle(centre: (x: Double, y: Double), radius r: Double) -> [RenderPathElement] {
    let k = 4.0 / 3 * (2.0.squareRoot() - 1) * r
    let (x, y) = centre
    return [
      .move(x: x + r, y: y),
      .curve(c1x: x + r, c1y: y + k, c2x: x + k, c2y: y + r, x: x, y: y + r),
      .curve(c1x: x - k, c1y: y + r, c2x: x - r, c2y: y + k, x: x - r, y: y),
      .curve(c1x: x - r, c1y: y - k, c2x: x - k, c2y: y - r, x: x, y: y - r),
      .curve(c1x: x + k, c1y: y - r, c2x: x + r, c2y: y - k, x: x + r, y: y),
      .close,
    ]
  }

  /// 300 cubic segments: a spiral of 10 turns, 30 segments a turn, about (150, 150),
  /// radius 10 → 150 points, each segment bulging outwards.
  static let spiral: [RenderPathElement] = {
    var path: [RenderPathElement] = []
    func point(_ i: Double) -> (Double, Double) {
      let angle = i / 30 * 2 * Double.pi
      let radius = 10 + 140 * i / 300
      return (150 + radius * cos(angle), 150 + radius * sin(angle))
    }
    let start = point(0)
    path.append(.move(x: start.0, y: start.1))
    for i in 0..<300 {
      let a = point(Double(i) + 1 / 3)
      let b = point(Double(i) + 2 / 3)
      let end = point(Double(i) + 1)
      path.append(.curve(c1x: a.0 * 1.01 - 1.5, c1y: a.1, c2x: b.0, c2y: b.1 * 1.01 - 1.5, x: end.0, y: end.1))
    }
    return path
  }()

  /// Every layer's appearance by id, masks included (to tell which rasterizations drew
  /// content that had not changed).
  static func appearances(of layer: RenderLayer, into result: inout [UInt64: LayerAppearance]) {
    result[layer.id] = layer.appearance
    if let mask = layer.mask { appearances(of: mask.layer, into: &result) }
    for sublayer in layer.sublayers { appearances(of: sublayer, into: &result) }
  }
}
