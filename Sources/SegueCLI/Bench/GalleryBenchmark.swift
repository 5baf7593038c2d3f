import Foundation
import Segue
import SegueAnimation
import SegueDemos
import SegueRender

/// `segue bench gallery`: the compositing cost of every frame of every gallery transition,
/// forward and back, as the window would draw them (60 fps, 390 × 844 pt at scale 2), with
/// nothing encoded.
///
/// Each scene is opened the way the gallery shows it, on a headless virtual clock. For the
/// forward transition, then the back one, every frame from the action to the scene's
/// settled duration is committed (presentation tree → render tree, not timed) and rendered
/// twice:
/// - the first render is what the frame costs in the window: it rasterizes the layer
///   contents that changed (a screen appearing, a snapshot drawn at a new size) and
///   composites into a reused frame buffer, as the window's buffers are reused (`frame`
///   figures);
/// - the second render of the same tree finds every raster cached and measures the
///   compositor alone, drawing into a reused frame buffer (`composite` figures, the ones
///   the targets apply to).
///
/// The `frame` figures also include the main thread's part of the frame: advancing the
/// clock by one frame (the display link's callbacks, animations sampled, the layout pass)
/// and committing the presentation tree (`layout` figures on their own).
///
/// A scene's class comes from its render trees: `transformed` when some frame has a layer
/// (covering at least 5 % of the window) that is rotated or skewed, scaled, in perspective,
/// or an image drawn at a size that changes from frame to frame (a scaled snapshot);
/// `translate-fade` otherwise. Targets for
/// the composite p99: 3 ms for translate-fade, 8 ms for transformed.
@MainActor enum GalleryBenchmark {
  /// How a scene's frames move their layers.
  enum FrameClass: String {
    case translateFade = "translate-fade"
    case transformed

    /// The composite p99 target, milliseconds.
    var targetMilliseconds: Double { self == .translateFade ? 3 : 8 }
  }

  /// One scene's figures.
  struct Result {
    let scene: String
    let frameClass: FrameClass
    /// What made the scene `transformed`: any of rotated, scaled, perspective,
    /// scaled-snapshot.
    let transforms: [String]
    /// Frames rendered (forward and back).
    let frames: Int
    /// Compositor alone (rasters cached), per frame, milliseconds.
    let compositeMillisecondsP50: Double
    let compositeMillisecondsP99: Double
    /// The whole frame (the clock advanced with its layout pass, the tree committed, changed
    /// contents rasterized, then composited), milliseconds.
    let frameMillisecondsP50: Double
    let frameMillisecondsP99: Double
    /// The main thread's part of the frame alone (clock advanced, layout, commit), p99,
    /// milliseconds.
    let layoutMillisecondsP99: Double
    /// Every frame's figures in order, for `--per-frame`.
    let perFrame: [FrameTiming]
    /// Layer contents and shadows rasterized per frame, on average.
    let rastersPerFrame: Double
    /// The first screen at rest, before the transition (rasters cached): median composite
    /// time, milliseconds — the cost of the scene's layers when nothing moves.
    let idleCompositeMilliseconds: Double
    let widthPixels: Int
    let heightPixels: Int

    var meetsTarget: Bool { compositeMillisecondsP99 <= frameClass.targetMilliseconds }
  }

  /// One frame's figures: seconds since its transition began, and milliseconds.
  struct FrameTiming {
    let time: Double
    let layout: Double
    let frame: Double
    let composite: Double
    let rasters: Int
  }

  static let viewport = CGSize(width: 390, height: 844)
  static let scale = 2
  static let framesPerSecond = 60.0
  /// The smallest layer, as a share of the viewport's area, whose transform classifies a
  /// scene.
  static let significantShare = 0.05

  /// Runs `scene`'s forward and back transitions frame by frame with a compositor of
  /// `threadCount` workers.
  ///
  /// - Parameter snapsTranslations: `Compositor.snapsTranslationsToPixels` (off draws
  ///   sliding layers at their fractional positions with the bilinear sampler: the "before"
  ///   of whole-pixel placement).
  static func run(_ scene: TransitionScene, threadCount: Int, snapsTranslations: Bool = true) -> Result {
    let host = HeadlessHost(size: viewport, scale: scale, framesPerSecond: framesPerSecond)
    let renderer = FrameRenderer(threadCount: threadCount)
    renderer.compositor.snapsTranslationsToPixels = snapsTranslations
    host.lendRastersToSnapshots(from: renderer)
    let root = GalleryApp.makeRootViewController(openingScene: scene.name) ?? GalleryApp.makeRootViewController()
    host.show(root)
    host.step()
    var recorder = Recorder(renderer: renderer, size: viewport, scale: scale)
    // The first screen as the window last showed it: its rasters are warm, as they would be.
    recorder.render(host, timed: false)
    let idle = recorder.idleComposite(host, rounds: 15)

    scene.performForward(in: root)
    run(host, for: scene.forwardDuration, into: &recorder)
    scene.performBack(in: root)
    run(host, for: scene.backDuration, into: &recorder)
    host.runUntilIdle(limit: 5)

    let transforms = recorder.transforms.sorted()
    return Result(
      scene: scene.name, frameClass: transforms.isEmpty ? .translateFade : .transformed, transforms: transforms,
      frames: recorder.composite.values.count, compositeMillisecondsP50: recorder.composite.median * 1000,
      compositeMillisecondsP99: recorder.composite.quantile(0.99) * 1000,
      frameMillisecondsP50: recorder.frame.median * 1000, frameMillisecondsP99: recorder.frame.quantile(0.99) * 1000,
      layoutMillisecondsP99: recorder.layout.quantile(0.99) * 1000, perFrame: recorder.perFrame,
      rastersPerFrame: Double(recorder.rasters) / Double(max(recorder.composite.values.count, 1)),
      idleCompositeMilliseconds: idle * 1000,
      widthPixels: Int(viewport.width) * scale, heightPixels: Int(viewport.height) * scale)
  }

  /// The frame that starts the transition just begun, then one frame per 1/60 s until
  /// `duration` seconds have passed, each rendered.
  private static func run(_ host: HeadlessHost, for duration: TimeInterval, into recorder: inout Recorder) {
    let start = host.now
    let first = measure { host.step() }
    recorder.render(host, timed: true, layout: first, time: 0)
    let count = Int((duration * framesPerSecond - 1e-9).rounded(.up))
    for _ in 0..<max(count, 0) {
      let layout = measure { host.advance(by: 1 / framesPerSecond) }
      recorder.render(host, timed: true, layout: layout, time: host.now - start)
    }
  }

  /// Renders frames and keeps their timings and what their trees contain.
  @MainActor private struct Recorder {
    let renderer: FrameRenderer
    var frame = TimingSamples()
    var composite = TimingSamples()
    var layout = TimingSamples()
    var perFrame: [FrameTiming] = []
    var rasters = 0
    var transforms: Set<String> = []
    /// Pixel sizes each image layer was drawn at, by layer id.
    private var imageSizes: [UInt64: Set<[Double]>] = [:]

    /// The frame buffer the cached-raster composites draw into.
    let target: Bitmap
    /// The frame buffer the first render of each frame draws into, reused as the window
    /// reuses its buffers.
    let frameTarget: Bitmap

    init(renderer: FrameRenderer, size: CGSize, scale: Int) {
      self.renderer = renderer
      target = Bitmap(
        width: Int((size.width * CGFloat(scale)).rounded()), height: Int((size.height * CGFloat(scale)).rounded()),
        scale: scale)
      frameTarget = Bitmap(width: target.width, height: target.height, scale: scale)
    }

    /// Commits and renders the host's current frame; when `timed`, records it with `layout`
    /// seconds of main-thread work before the commit, at `time` seconds into its transition.
    mutating func render(_ host: HeadlessHost, timed: Bool, layout mainThread: Double = 0, time: Double = 0) {
      host.activate()
      var committed: RenderTree?
      let commit = measure {
        committed = RenderCommit.tree(
          of: host.rootView.layer, atMediaTime: host.now, size: host.rootView.bounds.size, scale: host.scale)
      }
      guard let tree = committed else { return }
      let cache = renderer.contentCache
      let rastersBefore = cache.rasterizationCount + cache.shadowRasterizationCount
      let renderer = renderer
      let frameTarget = frameTarget
      let first = measure { renderer.render(tree, into: frameTarget) }
      let second = measure { composite(tree) }
      guard timed else { return }
      let rastered = cache.rasterizationCount + cache.shadowRasterizationCount - rastersBefore
      frame.append(mainThread + commit + first)
      composite.append(second)
      layout.append(mainThread + commit)
      perFrame.append(
        FrameTiming(
          time: time, layout: (mainThread + commit) * 1000, frame: (mainThread + commit + first) * 1000,
          composite: second * 1000, rasters: rastered))
      rasters += rastered
      inspect(tree.root)
    }

    /// Composites `tree` into the reused `target` bitmap (as the window's back buffer is
    /// reused), with the renderer's content cache as the raster source.
    func composite(_ tree: RenderTree) {
      let cache = renderer.contentCache
      cache.beginFrame()
      renderer.compositor.render(tree, source: cache, into: target)
      cache.endFrame()
    }

    /// Median seconds to composite the current frame, rasters cached, over `rounds` renders.
    func idleComposite(_ host: HeadlessHost, rounds: Int) -> Double {
      host.activate()
      let tree = RenderCommit.tree(
        of: host.rootView.layer, atMediaTime: host.now, size: host.rootView.bounds.size, scale: host.scale)
      var samples = TimingSamples()
      for _ in 0..<max(rounds, 1) { samples.append(measure { composite(tree) }) }
      return samples.median
    }

    /// Notes rotated, scaled and perspective layers, and image layers whose size changes,
    /// among layers covering at least `significantShare` of the viewport (a navigation
    /// bar's chevron is drawn rotated in every frame but costs nothing).
    private mutating func inspect(_ layer: RenderLayer) {
      let area = layer.width * layer.height
      if area >= significantShare * viewport.width * viewport.height {
        let t = layer.transform
        let tolerance = 1e-9
        if abs(t.m13) > tolerance || abs(t.m23) > tolerance || abs(t.m33 - 1) > tolerance {
          transforms.insert("perspective")
        } else if abs(t.m12) > tolerance || abs(t.m21) > tolerance {
          transforms.insert("rotated")
        } else if abs(t.m11 - 1) > tolerance || abs(t.m22 - 1) > tolerance {
          transforms.insert("scaled")
        }
        if case .image = layer.appearance.contents {
          imageSizes[layer.id, default: []].insert([layer.width, layer.height])
          if imageSizes[layer.id, default: []].count > 1 { transforms.insert("scaled-snapshot") }
        }
      }
      for sublayer in layer.sublayers { inspect(sublayer) }
    }
  }
}

extension BenchCommand {
  /// `segue bench gallery [--scene NAME] [--threads N] [--unsnapped] [--per-frame] [--json]`.
  static func runGallery(_ options: inout OptionParser) throws {
    let json = options.flag("json")
    let unsnapped = options.flag("unsnapped")
    let perFrame = options.flag("per-frame")
    let threads =
      try options.integer("threads", accepts: "a whole number of threads ≥ 1", where: { $0 >= 1 })
      ?? ProcessInfo.processInfo.activeProcessorCount
    let sceneName = options.string("scene")
    try options.finish(command: "bench")
    #if DEBUG
      FileHandle.standardError.write(
        Data("segue: this is a debug build; for real figures run 'swift run -c release segue bench gallery'.\n".utf8))
    #endif
    try MainActor.assumeIsolated {
      var scenes = TransitionScene.all
      if let sceneName {
        guard let scene = TransitionScene.named(sceneName) else {
          throw UsageError(
            "--scene accepts a gallery scene (\(TransitionScene.names.joined(separator: ", "))); got '\(sceneName)'.")
        }
        scenes = [scene]
      }
      var results: [GalleryBenchmark.Result] = []
      for scene in scenes {
        let result = GalleryBenchmark.run(scene, threadCount: threads, snapsTranslations: !unsnapped)
        results.append(result)
        if perFrame {
          for (index, timing) in result.perFrame.enumerated() { print(frameJSON(result.scene, index, timing)) }
        }
        print(json ? galleryJSON(result) : galleryLine(result))
      }
      guard let worst = results.max(by: { $0.compositeMillisecondsP99 < $1.compositeMillisecondsP99 }) else { return }
      let over = results.filter { !$0.meetsTarget }.map(\.scene)
      if json {
        print(
          "{\"worst_scene\": \"\(worst.scene)\", \"composite_ms_p99\": \(number(worst.compositeMillisecondsP99)), "
            + "\"over_target\": [\(over.map { "\"\($0)\"" }.joined(separator: ", "))]}")
      } else {
        print(
          "worst: \(worst.scene), composite p99 \(number(worst.compositeMillisecondsP99)) ms; "
            + (over.isEmpty ? "every scene meets its target" : "over target: \(over.joined(separator: ", "))"))
      }
    }
  }

  private static func number(_ value: Double) -> String { String(format: "%.3f", value) }

  @MainActor private static func galleryJSON(_ result: GalleryBenchmark.Result) -> String {
    "{\"scene\": \"\(result.scene)\", \"class\": \"\(result.frameClass.rawValue)\", "
      + "\"transforms\": [\(result.transforms.map { "\"\($0)\"" }.joined(separator: ", "))], "
      + "\"frames\": \(result.frames), \"composite_ms_p50\": \(number(result.compositeMillisecondsP50)), "
      + "\"composite_ms_p99\": \(number(result.compositeMillisecondsP99)), "
      + "\"target_ms_p99\": \(number(result.frameClass.targetMilliseconds)), \"meets_target\": \(result.meetsTarget), "
      + "\"frame_ms_p50\": \(number(result.frameMillisecondsP50)), "
      + "\"frame_ms_p99\": \(number(result.frameMillisecondsP99)), "
      + "\"layout_ms_p99\": \(number(result.layoutMillisecondsP99)), "
      + "\"rasters_per_frame\": \(number(result.rastersPerFrame)), "
      + "\"idle_composite_ms_p50\": \(number(result.idleCompositeMilliseconds)), "
      + "\"width_px\": \(result.widthPixels), \"height_px\": \(result.heightPixels)}"
  }

  /// One frame's figures as a JSON line (`--per-frame`).
  private static func frameJSON(_ scene: String, _ index: Int, _ timing: GalleryBenchmark.FrameTiming) -> String {
    "{\"scene\": \"\(scene)\", \"frame\": \(index), \"t\": \(number(timing.time)), "
      + "\"layout_ms\": \(number(timing.layout)), \"frame_ms\": \(number(timing.frame)), "
      + "\"composite_ms\": \(number(timing.composite)), \"rasters\": \(timing.rasters)}"
  }

  @MainActor private static func galleryLine(_ result: GalleryBenchmark.Result) -> String {
    let kind =
      result.transforms.isEmpty ? result.frameClass.rawValue : result.transforms.joined(separator: "+")
    return result.scene.padding(toLength: 16, withPad: " ", startingAt: 0)
      + kind.padding(toLength: 18, withPad: " ", startingAt: 0)
      + String(
        format: "composite median %6.3f ms  p99 %6.3f ms (target %.0f: ", result.compositeMillisecondsP50,
        result.compositeMillisecondsP99, result.frameClass.targetMilliseconds)
      + (result.meetsTarget ? "met)   " : "missed)")
      + String(
        format:
          "   frame incl. layout and rasters p99 %7.3f ms (layout %.3f)   rasters/frame %.2f   at rest %6.3f ms   (%d frames)",
        result.frameMillisecondsP99, result.layoutMillisecondsP99, result.rastersPerFrame,
        result.idleCompositeMilliseconds, result.frames)
  }
}
