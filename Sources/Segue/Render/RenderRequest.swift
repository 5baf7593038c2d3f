import Foundation
import SeguePlayback
import SegueUIKit

/// What `segue render` was asked for, checked: the scene, optional script, frame times and
/// outputs.
package struct RenderRequest {
  package var sceneName: String
  package var scriptPath: String?
  package var script: PointerScript?
  /// Explicit times (`--at`), seconds from the start; nil for a sequence.
  package var times: [Double]?
  /// Sequence frame rate (`--fps`), frames per second.
  package var framesPerSecond: Double
  /// Sequence length (`--duration`), seconds; nil renders until every animation has ended.
  package var duration: Double?
  package var outputDirectory: String?
  package var sheetPath: String?
  package var columns: Int?
  package var animatedPath: String?
  package var scale: Int?
  package var showsStatistics: Bool
  /// `--dark`: the simulated phone in dark mode.
  package var isDark: Bool
  /// `--reduce-motion`: Reduce Motion on (system transitions cross-fade).
  package var reducesMotion: Bool
  /// `--text-size`: the user's text size (Dynamic Type).
  package var textSize: UIContentSizeCategory
  /// `--device-frame`: each frame inside a drawn iPhone-like device.
  package var showsDeviceFrame: Bool
  /// `--pair`: each frame beside the same frame in the other appearance.
  package var pair: Pair?
  /// `--timeline`: a picture of the animation inspector's timeline and curves.
  package var timelinePath: String?
  /// `--timeline-json`: the timeline's records and sampled values as JSON.
  package var timelineJSONPath: String?
  /// Whether animations are recorded (a timeline was asked for).
  package var recordsAnimations: Bool { timelinePath != nil || timelineJSONPath != nil }

  /// What `--pair` sets beside each frame.
  package enum Pair: String, CaseIterable {
    /// Light on the left, dark on the right (`--dark` is then ignored).
    case dark
    /// Left-to-right on the left, right-to-left on the right.
    case rtl
  }
  /// The command users type, for messages.
  package let program: String

  /// Parses `segue render`'s arguments (after the command word).
  ///
  /// - Throws: `UsageError` naming the flag and what it accepts.
  package init(_ arguments: [String], program: String = "segue") throws {
    self.program = program
    let expanded = arguments
    var options = try OptionParser(expanded, switchNames: ["stats", "dark", "reduce-motion", "device-frame"])
    options.program = program
    scriptPath = options.string("script")
    times = try options.doubles(
      "at", accepts: "comma-separated seconds from 0 to 600, e.g. 0,0.1,0.25", where: { $0 >= 0 && $0 <= 600 })
    let fps = try options.double("fps", accepts: "frames per second from 1 to 240", where: { $0 >= 1 && $0 <= 240 })
    duration = try options.double("duration", accepts: "seconds from 0 to 600", where: { $0 >= 0 && $0 <= 600 })
    outputDirectory = options.string("output")
    sheetPath = options.string("sheet")
    columns = try options.integer(
      "columns", accepts: "a whole number of columns from 1 to 64", where: { (1...64).contains($0) })
    animatedPath = options.string("animated")
    timelinePath = options.string("timeline")
    timelineJSONPath = options.string("timeline-json")
    scale = try options.scale()
    showsStatistics = options.flag("stats")
    isDark = options.flag("dark")
    reducesMotion = options.flag("reduce-motion")
    showsDeviceFrame = options.flag("device-frame")
    textSize = try options.string("text-size").map { try AppWindow.textSize($0) } ?? .large
    if let pairName = options.string("pair") {
      guard let pair = Pair(rawValue: pairName) else {
        throw UsageError(
          "--pair takes \(Pair.allCases.map { "'\($0.rawValue)'" }.joined(separator: " or ")) (the frame beside its dark-mode or right-to-left twin), not '\(pairName)'; e.g. --pair dark."
        )
      }
      self.pair = pair
    } else {
      pair = nil
    }
    try options.finish(command: "render")
    framesPerSecond = fps ?? 30

    if times != nil, fps != nil || duration != nil {
      throw UsageError("--at cannot be combined with --fps or --duration; pass either frame times or a frame rate.")
    }
    if let sheetPath, !sheetPath.lowercased().hasSuffix(".png") {
      throw UsageError("--sheet writes a PNG; name the file with .png (got '\(sheetPath)').")
    }
    if let animatedPath, !animatedPath.lowercased().hasSuffix(".webp") {
      throw UsageError(
        "--animated writes an animated WebP (see docs/cli.md, \"Animated images\"); name the file with .webp (got '\(animatedPath)')."
      )
    }
    if let timelinePath, !timelinePath.lowercased().hasSuffix(".png") {
      throw UsageError("--timeline writes a PNG; name the file with .png (got '\(timelinePath)').")
    }
    if let timelineJSONPath, !timelineJSONPath.lowercased().hasSuffix(".json") {
      throw UsageError("--timeline-json writes JSON; name the file with .json (got '\(timelineJSONPath)').")
    }
    if let timelinePath { try OutputPath.checkWritable(timelinePath, option: "--timeline", example: "timeline.png") }
    if let timelineJSONPath {
      try OutputPath.checkWritable(timelineJSONPath, option: "--timeline-json", example: "timeline.json")
    }
    if let outputDirectory { try OutputPath.checkWritableDirectory(outputDirectory, option: "-o") }
    if let sheetPath { try OutputPath.checkWritable(sheetPath, option: "--sheet", example: "sheet.png") }
    if let animatedPath { try OutputPath.checkWritable(animatedPath, option: "--animated", example: "animation.webp") }
    if let scriptPath {
      let script = try ScriptFile.read(scriptPath)
      self.script = script
      switch options.positionals.count {
      case 0: sceneName = script.scene
      case 1 where options.positionals[0] == script.scene: sceneName = script.scene
      case 1:
        throw UsageError(
          "the scene '\(options.positionals[0])' differs from the scene '\(script.scene)' that \(scriptPath) was recorded in; leave SCENE out to use the script's."
        )
      default:
        throw UsageError("'\(program) render' takes one scene; got \(options.positionals.joined(separator: " ")).")
      }
    } else {
      guard options.positionals.count == 1, let name = options.positionals.first else {
        throw UsageError(
          options.positionals.isEmpty
            ? "'\(program) render' needs a scene, e.g. '\(program) render ios-push --at 0,0.2 -o frames'."
            : "'\(program) render' takes one scene; got \(options.positionals.joined(separator: " ")).")
      }
      sceneName = name
    }
  }

  /// Fails when nothing would be written or timed (checked once the scene is known, so an
  /// unknown scene is reported first).
  package func requireOutput() throws {
    if outputDirectory == nil, sheetPath == nil, animatedPath == nil, !showsStatistics, !recordsAnimations {
      throw UsageError(
        "'\(program) render' needs an output: -o DIR for PNG frames, --sheet FILE.png, --animated FILE.webp or --timeline FILE.png (or --stats alone to time rendering)."
      )
    }
  }
}
