import Foundation
import SegueAnimation
import SegueExport
import SeguePlayback
import SegueRender
import SegueSupport
import SegueUIKit

/// `segue render SCENE`: headless frames of a scene's transition (or of a replayed script)
/// as PNG files, a contact sheet and/or an animated WebP. Same arguments, same bytes.
package enum RenderCommand {
  package static let usage = """
    usage: segue render SCENE [--script FILE.json] (--at T1,T2,… | [--fps N] [--duration S])
                        [-o DIR] [--sheet FILE.png [--columns N]] [--animated FILE.webp]
                        [--scale 1|2|3] [--dark] [--reduce-motion] [--device-frame]
                        [--pair dark|rtl] [--text-size CATEGORY] [--stats]
                        [--timeline FILE.png] [--timeline-json FILE.json]

    Renders the scene headless on a virtual clock. Without --script a gallery scene's forward
    transition starts at t = 0 (an app has none: its first screen is rendered as it
    launches); with --script the pointer script is replayed (SCENE may be left out: the
    script names it). Times are seconds from the start.

      --at T1,T2,…     frames at these times
      --fps N          a sequence at N frames per second (default 30) …
      --duration S     … lasting S seconds (default: until every animation has ended)
      -o DIR           PNG frames DIR/frame-0000.png, frame-0001.png, …
      --sheet FILE     a contact sheet: frames in a grid, each time written under it
      --columns N      frames per sheet row (default: up to 6)
      --animated FILE  an animated WebP (lossless, looping)
      --scale S        pixels per point (default: the script's, else 2)
      --dark           the phone in dark mode (system colours take their dark values)
      --reduce-motion  Reduce Motion on: system pushes, pops and slide-up presentations
                       cross-fade
      --device-frame   each frame inside a drawn iPhone: bezel, buttons, rounded screen,
                       notch or Dynamic Island, home indicator (transparent around it)
      --pair dark      each frame in light mode beside the same frame in dark mode
      --pair rtl       each frame left-to-right beside the same frame right-to-left
      --text-size C    the text size (Dynamic Type) by its UIContentSizeCategory name:
                       extraSmall … large (default) … accessibilityExtraExtraExtraLarge
      --stats          print render timings on stderr (frames/s, encoding excluded); alone,
                       renders without writing anything
      --timeline FILE  the animation inspector's timeline as a picture, 820 points wide at
                       --scale: every animation the run added, grouped by transition and
                       layer, as bars on one time axis with its curve inside, and the first
                       moving one's value and easing curves below (docs/inspector.md)
      --timeline-json FILE  the same records as JSON, with each one's value sampled over time

    A progress bar appears on stderr when rendering takes longer than a second.
    """

  @MainActor package static func run(_ arguments: [String], catalog: SceneCatalog) throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage.replacingOccurrences(of: "segue ", with: catalog.program + " "))
      return
    }
    let request = try RenderRequest(arguments, program: catalog.program)
    let catalog = catalog
    let scene = try catalog.entry(named: request.sceneName, source: request.scriptPath)
    try request.requireOutput()
    var viewport = request.script?.viewport ?? .standard
    if let scale = request.scale { viewport.scale = scale }
    if let excess = SegueLimits.framePixelsExcess(
      width: viewport.width, height: viewport.height, scale: viewport.scale)
    {
      let fitting = (1...3).last {
        SegueLimits.framePixelsExcess(width: viewport.width, height: viewport.height, scale: $0) == nil
      }
      throw UsageError(
        "--scale \(viewport.scale) makes the \(JSONText.number(viewport.width, decimals: 2))×\(JSONText.number(viewport.height, decimals: 2))-point viewport \(excess); \(fitting.map { "use --scale \($0)" } ?? "record the script with a smaller viewport")."
      )
    }

    let times: [Double]
    let end: Double
    if let explicit = request.times {
      times = Array(Set(explicit)).sorted()
      end = (times.last ?? 0) + 1 / request.framesPerSecond
    } else {
      let duration = request.duration ?? settledDuration(scene: scene, script: request.script, viewport: viewport)
      let count = max(Int((duration * request.framesPerSecond - 1e-9).rounded(.up)), 0)
      times = (0...count).map { Double($0) / request.framesPerSecond }
      end = Double(count + 1) / request.framesPerSecond
    }

    try checkLimits(request: request, frameCount: times.count, viewport: viewport)
    let outputs = try FrameOutputs(request: request)
    var statistics = RenderStatistics()
    var progress = ProgressBar(label: "rendering", total: times.count)
    // One driver per variant shown: the request's, or light and dark (or left-to-right and
    // right-to-left) side by side.
    let style: UIUserInterfaceStyle = request.isDark ? .dark : .light
    let variants: [(UIUserInterfaceStyle, UITraitEnvironmentLayoutDirection)] =
      switch request.pair {
      case .dark: [(.light, .leftToRight), (.dark, .leftToRight)]
      case .rtl: [(style, .leftToRight), (style, .rightToLeft)]
      case nil: [(style, .leftToRight)]
      }
    let drivers = variants.map { style, direction in
      let driver = SceneDriver(viewport: viewport)
      // Renders are for documentation: they show the phone's status bar, as screenshots do.
      driver.host.settings.showsStatusBar = true
      driver.host.settings.userInterfaceStyle = style
      driver.host.settings.layoutDirection = direction
      driver.host.settings.preferredContentSizeCategory = request.textSize
      driver.host.settings.reducesMotion = request.reducesMotion
      if request.recordsAnimations { driver.recordAnimations() }
      let window = scene.makeWindow()
      driver.show(window)
      if request.script == nil { scene.performForward?(window) }
      return driver
    }
    let deviceFrame = request.showsDeviceFrame ? Self.deviceFrame(for: viewport) : nil
    var index = 0
    var frameStart = monotonicSeconds()
    try SceneDriver.run(drivers, events: request.script?.events ?? [], captureTimes: times, until: .immediately) {
      time, frames in
      statistics.frameSeconds.append(monotonicSeconds() - frameStart)
      let shown = frames.map { deviceFrame?.framing($0) ?? $0 }
      let frame = shown.count == 1 ? shown[0] : Bitmap.sideBySide(shown)
      statistics.widthPixels = frame.width
      statistics.heightPixels = frame.height
      try outputs.add(frame, time: time, index: index)
      index += 1
      progress.update(index)
      frameStart = monotonicSeconds()
    }
    let caches = drivers.map(\.host.renderer.contentCache)
    statistics.rasterizations = caches.reduce(0) { $0 + $1.rasterizationCount + $1.shadowRasterizationCount }
    try outputs.finish(end: end)
    progress.finish()
    for path in outputs.written { print(path) }
    if request.recordsAnimations, let driver = drivers.first, let recorder = driver.host.loop.animationRecorder {
      let model = TimelineModel(recorder: recorder, origin: driver.origin, now: driver.host.now)
      if let path = request.timelinePath {
        try PNGCodec.write(
          TimelinePicture.render(model, scale: request.scale ?? 2, restoring: driver.host), toFile: path)
        print(path)
      }
      if let path = request.timelineJSONPath {
        do {
          try model.jsonDocument().write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
          throw UsageError(
            "could not write --timeline-json \(path): \(error.localizedDescription); check the folder exists and is writable."
          )
        }
        print(path)
      }
    }
    if request.showsStatistics {
      FileHandle.standardError.write(Data((statistics.report(outputs: outputs) + "\n").utf8))
    }
  }

  /// The device drawn around a viewport's frames: the notch for a 47 pt safe-area top (390 ×
  /// 844 pt), the Dynamic Island for 59 pt (393 × 852 pt), neither otherwise
  /// (docs/uikit-behaviour-2.md §8).
  @MainActor static func deviceFrame(for viewport: PointerScript.Viewport) -> DeviceFrame {
    let top = UIView.deviceSafeAreaInsets(for: CGSize(width: viewport.width, height: viewport.height)).top
    switch top {
    case 47: return DeviceFrame(cutout: .notch)
    case 59: return DeviceFrame(cutout: .dynamicIsland, screenCornerRadius: 55)
    default: return DeviceFrame(cutout: .none)
    }
  }

  /// The size in pixels of one output frame (points × scale, within the device and beside its
  /// pair when asked).
  static func outputFrameSize(request: RenderRequest, viewport: PointerScript.Viewport) -> (width: Int, height: Int) {
    var width = Int((viewport.width * Double(viewport.scale)).rounded())
    var height = Int((viewport.height * Double(viewport.scale)).rounded())
    if request.showsDeviceFrame {
      (width, height) = DeviceFrame.size(screenWidth: width, screenHeight: height, scale: viewport.scale)
    }
    if request.pair != nil { width = width * 2 + 24 * viewport.scale }
    return (width, height)
  }

  /// Fails, before any frame is rendered, when the frames would pass the frame limit or the
  /// contact sheet the sheet limit (docs/cli.md, "Limits"), suggesting arguments that fit.
  static func checkLimits(request: RenderRequest, frameCount: Int, viewport: PointerScript.Viewport) throws {
    let fps = JSONText.number(request.framesPerSecond, decimals: 2)
    if frameCount > SegueLimits.renderFrames {
      let seconds = Double(SegueLimits.renderFrames - 1) / request.framesPerSecond
      let longest = JSONText.number((seconds * 10).rounded(.down) / 10, decimals: 1)
      throw UsageError(
        "\(SegueLimits.grouped(frameCount)) frames at \(fps) fps would pass the \(SegueLimits.grouped(SegueLimits.renderFrames))-frame limit of a render; lower --fps or render at most \(longest) s, e.g. --fps \(fps) --duration \(longest)."
      )
    }
    guard request.sheetPath != nil else { return }
    let output = outputFrameSize(request: request, viewport: viewport)
    let cellWidth = output.width / viewport.scale
    let cellHeight = output.height / viewport.scale
    func sheetFits(frames: Int, columns: Int) -> Bool {
      let size = ContactSheet.size(
        frameCount: frames, cellWidth: cellWidth, cellHeight: cellHeight, columns: columns, titled: true)
      return ContactSheet.fits(width: size.width, height: size.height)
    }
    let columns = request.columns ?? min(frameCount, 6)
    guard !sheetFits(frames: frameCount, columns: columns) else { return }
    let size = ContactSheet.size(
      frameCount: frameCount, cellWidth: cellWidth, cellHeight: cellHeight, columns: columns, titled: true)
    let limit =
      "over the sheet limit of \(SegueLimits.grouped(SegueLimits.sheetSide)) px a side and \(SegueLimits.grouped(SegueLimits.sheetPixels)) px in all"
    let described =
      "a contact sheet of \(SegueLimits.grouped(frameCount)) frames in \(min(columns, frameCount)) columns would be \(Int(size.width))×\(Int(size.height)) px, \(limit)"
    // Another column count, the squarest sheet that fits.
    let fitting = (1...64).filter { sheetFits(frames: frameCount, columns: $0) }
    if let best = fitting.min(by: {
      let a = ContactSheet.size(
        frameCount: frameCount, cellWidth: cellWidth, cellHeight: cellHeight, columns: $0, titled: true)
      let b = ContactSheet.size(
        frameCount: frameCount, cellWidth: cellWidth, cellHeight: cellHeight, columns: $1, titled: true)
      return max(a.width, a.height) < max(b.width, b.height)
    }) {
      throw UsageError("\(described); use --columns \(best).")
    }
    // Fewer frames: the most any column count holds.
    var capacity = (frames: 1, columns: 1)
    for candidate in 1...64 {
      var low = 1
      var high = frameCount
      while low < high {
        let middle = (low + high + 1) / 2
        if sheetFits(frames: middle, columns: candidate) { low = middle } else { high = middle - 1 }
      }
      if low > capacity.frames { capacity = (low, candidate) }
    }
    let columnAdvice = capacity.columns == columns ? "" : " --columns \(capacity.columns)"
    if request.times != nil {
      throw UsageError(
        "\(described); give --at at most \(capacity.frames) times\(columnAdvice.isEmpty ? "" : ", with" + columnAdvice)."
      )
    }
    let duration = Double(frameCount - 1) / request.framesPerSecond
    let slower = Int((Double(capacity.frames - 1) / duration).rounded(.down))
    if slower >= 1 {
      throw UsageError(
        "\(described); render at most \(capacity.frames) frames, e.g. --fps \(slower)\(columnAdvice).")
    }
    throw UsageError(
      "\(described); render at most \(capacity.frames) frames, e.g. --fps 1 --duration \(capacity.frames - 1)\(columnAdvice)."
    )
  }

  /// Seconds from the start until every animation has ended: a dry run of the forward
  /// transition or the script on its own clock, without rendering.
  @MainActor package static func settledDuration(
    scene: SceneCatalog.Entry, script: PointerScript?, viewport: PointerScript.Viewport
  ) -> Double {
    let driver = SceneDriver(viewport: viewport)
    let window = scene.makeWindow()
    driver.show(window)
    if let script {
      driver.replay(script, until: .idle(limit: 60))
    } else {
      scene.performForward?(window)
      driver.runUntilIdle(limit: 60)
    }
    return driver.elapsed
  }
}
