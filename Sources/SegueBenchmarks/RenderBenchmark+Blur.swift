import Dispatch
import SegueRender

extension RenderBenchmark {
  /// The light system material (docs/uikit-behaviour-drawing.md §12.1).
  static let systemMaterial = RenderBackdrop(
    blurRadius: 20, saturation: 1.8, tint: RenderColor(red: 1, green: 1, blue: 1, alpha: 0.72))

  /// `systemMaterial` at a blur's first frame fading in: radius 1.1 pt.
  static let materialStart = RenderBackdrop(
    blurRadius: 1.1, saturation: 1.8, tint: RenderColor(red: 1, green: 1, blue: 1, alpha: 0.72))

  /// The full-screen blur alone, single-threaded, over each `push` frame composited without
  /// it: pixman's pipeline (`PixmanBlur`, no saturation step) and Segue's backdrop step
  /// (prepare and draw), medians in ms.
  static func compareBlurs(
    frames: Int, source: CachingRasterSource, material: RenderBackdrop
  ) -> (Double, Double) {
    let compositor = Compositor(threadCount: 1)
    var pixmanTimes: [Double] = []
    var segueTimes: [Double] = []
    for frame in 0..<frames {
      let frameTree = tree(kind: .push, progress: Double(frame) / Double(max(frames - 1, 1)))
      let backdrop = Bitmap(width: frameTree.pixelWidth, height: frameTree.pixelHeight, scale: scale)
      compositor.render(frameTree, source: source, into: backdrop)
      let rect = PixelRect(width: backdrop.width, height: backdrop.height)
      let draw = BackdropDraw(
        rect: rect, mask: nil, alpha: 255, filter: material, pixelsPerPoint: Double(scale))
      let copy = backdrop.copy()
      var start = DispatchTime.now().uptimeNanoseconds
      PixmanBlur.blur(
        copy, rect: rect, sigma: draw.sigma, factor: draw.factor,
        tint: material.tint.premultipliedARGB32)
      pixmanTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      let target = PixelTarget(backdrop)
      start = DispatchTime.now().uptimeNanoseconds
      draw.prepare(from: target, threadCount: 1)
      draw.draw(into: target, clip: rect)
      segueTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return (quantile(pixmanTimes, 0.5), quantile(segueTimes, 0.5))
  }
}

extension RenderBenchmark.Kind {
  /// The backdrop a blur kind draws over its frames; nil for the other kinds.
  var material: RenderBackdrop? {
    switch self {
    case .blur: RenderBenchmark.systemMaterial
    case .blurStart: RenderBenchmark.materialStart
    default: nil
    }
  }
}
