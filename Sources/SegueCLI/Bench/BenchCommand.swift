import Foundation
import Segue
import SegueBenchmarks
import SegueRender

/// `segue bench`: performance figures, measured in the build you run (use `-c release`).
enum BenchCommand {
  static let usage = """
    usage: segue bench curves [--rounds N] [--json]
           segue bench render [--frames N] [--kind KIND] [--threads N] [--compare-pixman] [--json]
           segue bench gallery [--scene NAME] [--threads N] [--unsnapped] [--per-frame] [--json]
           segue bench layout [--json]
           segue bench scroll [--kind table|grid] [--threads N] [--json]
           segue bench storyboard [--scenes N] [--rounds N] [--json]
           segue bench watch [--edits N] [--package DIR] [--debug] [--json]

    curves: measures the median cost of one sample of a Bézier timing curve and of each spring regime
    (underdamped, critical, overdamped), in nanoseconds. Run it from a release build:

      swift run -c release segue bench curves

      --rounds N   rounds of 10,000 samples per curve (default 201)
      --json       one JSON object per curve on its own line

    render: composites three transition frames at 390×844 pt, scale 2 (780×1688 px) and
    reports per-frame composite time (median, p99), one memcpy of the frame for reference,
    their ratio, and re-rasterizations per frame (0 once the raster cache is warm):

      swift run -c release segue bench render

      --frames N          frames per kind (default 600), the transform animating across them
      --kind K            one kind: push, slide, rotate, flip, a -reference twin (old sampler),
                          blur (push under a full-screen systemMaterial blur; also times
                          the blur alone, 1 thread, with pixman's convolution and with Segue),
                          or blur-start (the same at radius 1.1 pt, a blur's first frame)
      --threads N         compositor worker threads (default: active cores)
      --compare-pixman    also time the moving layer's draw alone, single-threaded, with
                          pixman's bilinear filter and with Segue's sampler
      --json              one JSON object per kind on its own line

    gallery: every frame of every gallery transition, forward and back (60 fps, 390×844 pt at
    scale 2, nothing encoded). Per scene: the composite time per frame with rasters cached
    (median, p99) against its target — p99 ≤ 3 ms for translate/fade-only transitions, ≤ 8 ms
    for rotated, scaled-snapshot and perspective ones (the class is read from the render
    trees) — the whole frame's p99 (the clock advanced with its layout pass, the tree
    committed, changed contents rasterized, composited), the layout part's p99, and
    rasterizations per frame; then the worst scene:

      swift run -c release segue bench gallery

      --scene NAME        only this scene
      --threads N         compositor worker threads (default: active cores)
      --unsnapped         draw sliding layers at fractional pixel positions (bilinear), as
                          before whole-pixel placement, for comparison
      --per-frame         also one JSON line per frame (time, layout, frame, composite, rasters)
      --json              one JSON object per scene on its own line, then one for the worst

    layout: the constraint solver (SegueLayout) against kiwi, C++ (Debian's python3-kiwisolver,
    run through /usr/bin/python3), on the same 100-row form of 1,003 constraints in the same run:
    build (all constraints into an empty solver, values readable; median and p99 µs per build)
    and edit (the spacing above the middle row changes, then re-solve; per edit). kiwi has no
    constant change, so its edit is an edit variable at strength strong (suggestValue +
    updateVariables); its build pays one Python call per addConstraint, which is unavoidable.
    ratio = Segue median / kiwi median. Then frame: a full layout pass (layoutIfNeeded of the
    window: solve, then every moved view's frame) of the gallery's list rebuilt with constraints,
    per frame, while one constant animates (Segue only; targets p99 ≤ 300 µs, edit p99 ≤ 20 µs).
    Exits 1 if kiwi is missing (Scripts/install-dependencies):

      swift run -c release segue bench layout

      --json              one JSON object per case on its own line

    scroll: a 1,000-row table of self-sizing cells (an image and a wrapping label) flung from top to
    bottom at 60 fps, 390×844 pt at scale 2, every frame rendered: per-frame cost (the frame loop's
    touches, deceleration, layout with reuse and self-sizing, then commit and composite; median and
    p99 ms, target p99 ≤ 4 ms), the most cells alive and visible, and re-rasterizations of content
    drawn before (cells that only move; 0 expected):

      swift run -c release segue bench scroll

      --threads N         compositor worker threads (default: active cores)
      --json              one JSON object on its own line

    storyboard: a storyboard of 200 scenes written as Xcode writes one (a navigation controller,
    then scenes of two labels, an image view, a stack of two buttons, a box and 17 constraints,
    chained by show segues): load (the XML read and the whole document checked, from a file not
    read before; median and p99 ms, target ≤ 50 ms) and one scene instantiated by identifier with
    its view loaded and laid out (target ≤ 2 ms):

      swift run -c release segue bench storyboard

      --scenes N          scenes in the storyboard (default 200)
      --rounds N          loads (default 21); instantiations are 4 × as many
      --json              one JSON object on its own line

    watch: segue watch on an app made by segue init, in a window (needs an X display): a tap
    pushes the photo, then N one-line edits (the photo screen's background colour), each timed
    from the save to the new build's first frame on the same screen (p50, p90; targets 2.5 s and
    4 s), with the build's and the replay's share; then the replay of a 60-second session (a push
    and an interactive pop every 3 s) in the built app (p50 of 5; target ≤ 300 ms), and the CPU
    the watch and the app use over 10 idle seconds (target < 1 %):

      swift run -c release segue bench watch

      --edits N           edits (default 20)
      --package DIR       the app's package, made there by segue init if missing and kept for
                          the next run (default: $TMPDIR/segue-bench-watch/BenchApp)
      --debug             build the app in debug
      --json              one JSON object on its own line
    """

  static func run(_ arguments: [String]) throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return
    }
    var options = try OptionParser(
      arguments, switchNames: ["json", "compare-pixman", "unsnapped", "per-frame", "debug"])
    guard let target = options.positionals.first else {
      throw UsageError(
        "'segue bench' needs a benchmark name: curves, render, gallery, layout, scroll, storyboard or watch.")
    }
    if target == "watch" {
      try runWatch(&options)
      return
    }
    if target == "storyboard" {
      try runStoryboard(&options)
      return
    }
    if target == "scroll" {
      try runScroll(&options)
      return
    }
    if target == "layout" {
      try runLayout(&options)
      return
    }
    if target == "gallery" {
      try runGallery(&options)
      return
    }
    if target == "render" {
      try runRender(&options)
      return
    }
    guard target == "curves" else {
      throw UsageError(
        "'\(target)' is not a benchmark; the benchmarks are: curves, render, gallery, layout, scroll, storyboard, watch."
      )
    }
    let json = options.flag("json")
    let rounds = try options.integer("rounds", accepts: "a whole number of rounds ≥ 1", where: { $0 >= 1 }) ?? 201
    try options.finish(command: "bench")
    #if DEBUG
      FileHandle.standardError.write(
        Data("segue: this is a debug build; for real figures run 'swift run -c release segue bench curves'.\n".utf8))
    #endif
    let results = CurveBenchmark.run(rounds: rounds)
    for result in results {
      if json {
        print(
          "{\"kind\": \"\(result.kind)\", \"sample_ns_p50\": \(String(format: "%.2f", result.medianNanoseconds)), "
            + "\"sample_ns_p99\": \(String(format: "%.2f", result.p99Nanoseconds)), \"samples\": \(result.samples)}")
      } else {
        print(
          result.kind.padding(toLength: 20, withPad: " ", startingAt: 0)
            + String(
              format: "median %7.2f ns/sample   p99 %7.2f ns   (%d samples)", result.medianNanoseconds,
              result.p99Nanoseconds, result.samples))
      }
    }
  }

  static func runRender(_ options: inout OptionParser) throws {
    let json = options.flag("json")
    let comparePixman = options.flag("compare-pixman")
    let frames =
      try options.integer("frames", accepts: "a whole number of frames ≥ 2", where: { $0 >= 2 })
      ?? 600
    let threads =
      try options.integer("threads", accepts: "a whole number of threads ≥ 1", where: { $0 >= 1 })
      ?? ProcessInfo.processInfo.activeProcessorCount
    var kinds = RenderBenchmark.Kind.allCases
    if let name = options.string("kind") {
      guard let kind = RenderBenchmark.Kind(rawValue: name) else {
        let names = RenderBenchmark.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError("--kind accepts \(names); got '\(name)'.")
      }
      kinds = [kind]
    }
    try options.finish(command: "bench")
    #if DEBUG
      FileHandle.standardError.write(
        Data(
          "segue: this is a debug build; for real figures run 'swift run -c release segue bench render'.\n"
            .utf8))
    #endif
    for kind in kinds {
      let result = RenderBenchmark.run(
        kind: kind, frames: frames, comparePixman: comparePixman, threadCount: threads)
      func number(_ value: Double) -> String { String(format: "%.3f", value) }
      if json {
        var line =
          "{\"kind\": \"\(kind.rawValue)\", \"composite_ms_p50\": \(number(result.compositeMillisecondsP50)), "
          + "\"composite_ms_p99\": \(number(result.compositeMillisecondsP99)), "
          + "\"memcpy_ms\": \(number(result.memcpyMilliseconds)), "
          + "\"ratio_p99_to_memcpy\": \(number(result.ratioP99ToMemcpy)), "
          + "\"rerasters_per_frame\": \(number(result.rerastersPerFrame)), "
          + "\"changed_rasters_per_frame\": \(number(result.changedRastersPerFrame)), \"frames\": \(result.frames), "
          + "\"width_px\": \(result.widthPixels), \"height_px\": \(result.heightPixels)"
        if let pixman = result.pixmanDrawMillisecondsP50,
          let segue = result.segueDrawMillisecondsP50
        {
          line +=
            ", \"pixman_draw_ms_p50\": \(number(pixman)), \"segue_draw_ms_p50\": \(number(segue))"
        }
        if let pixman = result.pixmanBlurMillisecondsP50, let segue = result.segueBlurMillisecondsP50,
          let backdrops = result.backdropsPerFrame
        {
          line +=
            ", \"pixman_blur_ms_p50\": \(number(pixman)), \"segue_blur_ms_p50\": \(number(segue)), "
            + "\"backdrops_per_frame\": \(number(backdrops))"
        }
        print(line + "}")
      } else {
        var line =
          kind.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0)
          + String(
            format:
              "composite median %6.3f ms  p99 %6.3f ms   memcpy %6.3f ms   p99/memcpy %5.2f   re-rasters/frame %.2f",
            result.compositeMillisecondsP50, result.compositeMillisecondsP99,
            result.memcpyMilliseconds,
            result.ratioP99ToMemcpy, result.rerastersPerFrame)
        if let pixman = result.pixmanDrawMillisecondsP50,
          let segue = result.segueDrawMillisecondsP50
        {
          line += String(
            format: "   moving-layer draw, 1 thread: pixman %6.3f ms, Segue %6.3f ms", pixman, segue
          )
        }
        if let pixman = result.pixmanBlurMillisecondsP50, let segue = result.segueBlurMillisecondsP50 {
          line += String(format: "   blur alone, 1 thread: pixman %6.3f ms, Segue %6.3f ms", pixman, segue)
        }
        print(
          line
            + String(
              format: "   (%d frames, %d×%d px)", result.frames, result.widthPixels,
              result.heightPixels))
      }
    }
  }

  static func runWatch(_ options: inout OptionParser) throws {
    let json = options.flag("json")
    let debug = options.flag("debug")
    let edits = try options.integer("edits", accepts: "a whole number of edits ≥ 1", where: { $0 >= 1 }) ?? 20
    let package =
      options.string("package").map { URL(fileURLWithPath: $0).standardizedFileURL }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("segue-bench-watch/BenchApp")
    try options.finish(command: "bench")
    #if DEBUG
      FileHandle.standardError.write(
        Data("segue: this is a debug build; for real figures run 'swift run -c release segue bench watch'.\n".utf8))
    #endif
    let result = try WatchBenchmark.run(edits: edits, packageDirectory: package, release: !debug)
    func percentile(_ values: [Double], _ p: Double) -> Double {
      guard !values.isEmpty else { return 0 }
      let sorted = values.sorted()
      return sorted[min(Int((Double(sorted.count - 1) * p).rounded()), sorted.count - 1)]
    }
    let figures: [(String, Double)] = [
      ("save_to_pixels_ms_p50", percentile(result.saveToPixels, 0.5)),
      ("save_to_pixels_ms_p90", percentile(result.saveToPixels, 0.9)),
      ("build_ms_p50", percentile(result.build, 0.5)),
      ("replay_ms_p50", percentile(result.replay, 0.5)),
      ("replay_60s_ms_p50", percentile(result.replay60, 0.5)),
      ("idle_cpu_percent_watch", result.idleWatchPercent),
      ("idle_cpu_percent_app", result.idleAppPercent),
    ]
    if json {
      let fields = figures.map { "\"\($0.0)\": \(String(format: "%.1f", $0.1))" }
      print(
        "{\"edits\": \(result.edits), " + fields.joined(separator: ", ")
          + ", \"replay_60s_events\": \(result.replay60Events)}")
    } else {
      print(
        String(
          format:
            "%d edits: save to pixels p50 %.0f ms, p90 %.0f ms (build p50 %.0f ms, replay p50 %.1f ms)\n60 s session (%d events): replay p50 %.1f ms\nidle: watch %.2f %% CPU, app %.2f %% CPU",
          result.edits, figures[0].1, figures[1].1, figures[2].1, figures[3].1, result.replay60Events, figures[4].1,
          figures[5].1, figures[6].1))
    }
  }
}
