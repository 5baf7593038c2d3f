import Foundation
import Segue
import SegueAnimation
import SegueRender
import SegueSupport

/// `segue curve`: prints a timing curve or spring as `<time> <value>` lines (9 decimals,
/// time in seconds, value in fractions of the animated distance).
enum CurveCommand {
  static let usage = """
    usage: segue curve easeInOut|easeIn|easeOut|linear|default [--duration S] (--at T,… | --samples N)
           segue curve bezier X1,Y1,X2,Y2 [--duration S] (--at T,… | --samples N)
           segue curve spring --duration S --damping ZETA [--velocity V] [--describe] (--at T,… | --samples N)
           segue curve spring --mass M --stiffness K --damping C [--velocity V] [--allows-overdamping]
                              [--describe] (--at T,… | --samples N)

    Prints one sample per line: '<time> <value>', time in seconds, value as the fraction of the
    distance covered (springs overshoot past 1), both with 9 decimals.

      --at T,…          times in seconds (0 to 600), comma-separated, at most 1,000,000
      --samples N       N evenly spaced times (2 to 1,000,000) from 0 to the duration (a
                        physical spring's settling duration, at most 600 s)
      --duration S      seconds (> 0, at most 600); default 1 for cubic curves; required for
                        the UIKit spring
      --damping         UIKit spring: damping ratio (> 0; values above 1 act as 1);
                        physical spring: damping coefficient (0 to 1,000,000)
      --velocity V      initial velocity in distances per second (UIKit's
                        initialSpringVelocity), -10,000 to 10,000
      --mass, --stiffness  physical spring (CASpringAnimation), each above 0 and at most
                        1,000,000; mass defaults to 1
      bezier Y1, Y2     from -1000 to 1000 (X1 and X2 from 0 to 1)
      --allows-overdamping  keep damping ratios above 1 (CASpringAnimation.allowsOverdamping)
      --describe        print the solved mass, stiffness, damping, damping ratio, natural
                        frequency and settling duration before any samples
    """

  /// What to sample and for how long.
  struct Plan {
    var curve: any TimingCurve
    var duration: Double
    var description: [(String, Double)]?
  }

  static func run(_ arguments: [String]) throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return
    }
    var options = try OptionParser(arguments, switchNames: ["describe", "allows-overdamping"])
    guard let kind = options.positionals.first else {
      throw UsageError("'segue curve' needs a curve: easeInOut, easeIn, easeOut, linear, default, bezier or spring.")
    }
    let plan: Plan
    switch kind {
    case "bezier":
      plan = try bezierPlan(&options)
    case "spring":
      plan = try springPlan(&options)
    default:
      plan = try namedPlan(kind, &options)
    }
    let extraPositionals = options.positionals.dropFirst(kind == "bezier" ? 2 : 1)
    if let extra = extraPositionals.first {
      throw UsageError("'segue curve \(kind)' takes no argument '\(extra)'; run 'segue curve --help' for the forms.")
    }
    let needsDuration = plan.description != nil || !options.has("at")
    let times = try sampleTimes(&options, duration: plan.duration, required: plan.description == nil)
    try options.finish(command: "curve")
    if needsDuration, !plan.duration.isFinite || plan.duration > SegueLimits.seconds {
      throw UsageError(
        "this spring settles in \(plan.duration.isFinite ? format(plan.duration) + " s" : "infinite time (it never comes to rest)"), over the \(SegueLimits.seconds(SegueLimits.seconds)) s limit; raise --damping or --stiffness (e.g. --damping 10), or sample chosen times with --at T,…"
      )
    }
    var output = ""
    if let description = plan.description {
      for (name, value) in description {
        guard value.isFinite else {
          throw UsageError(
            "this spring's \(name) is not a finite number; raise --damping (e.g. --damping 0.5) or leave out --describe."
          )
        }
        output += "\(name) \(format(value))\n"
      }
    }
    // Streamed in blocks, so a million samples never sit in memory as one string.
    for time in times {
      let value = plan.curve.progress(atTime: time, duration: plan.duration)
      guard value.isFinite else {
        throw UsageError(
          "the curve's value at t = \(format(time)) s is not a finite number; use gentler parameters (see 'segue curve --help' for their ranges)."
        )
      }
      output += "\(format(time)) \(format(value))\n"
      if output.utf8.count >= 1 << 16 {
        FileHandle.standardOutput.write(Data(output.utf8))
        output = ""
      }
    }
    FileHandle.standardOutput.write(Data(output.utf8))
  }

  /// "a duration in seconds above 0, at most 600".
  static let durationAccepts =
    "a duration in seconds above 0, at most \(SegueLimits.seconds(SegueLimits.seconds)) (the duration limit)"
  static let durationRange: @Sendable (Double) -> Bool = { $0 > 0 && $0 <= SegueLimits.seconds }
  static let coefficientLimit = 1_000_000.0

  static func format(_ value: Double) -> String { String(format: "%.9f", value) }

  static func namedPlan(_ kind: String, _ options: inout OptionParser) throws -> Plan {
    let names: [String: CAMediaTimingFunctionName] = [
      "easeInOut": .easeInEaseOut, "easeInEaseOut": .easeInEaseOut, "easeIn": .easeIn, "easeOut": .easeOut,
      "linear": .linear, "default": .default,
    ]
    guard let name = names[kind] else {
      throw UsageError(
        "'\(kind)' is not a curve; use easeInOut, easeIn, easeOut, linear, default, bezier or spring.")
    }
    let duration = try options.double("duration", accepts: durationAccepts, where: durationRange) ?? 1
    return Plan(curve: CAMediaTimingFunction(name: name), duration: duration)
  }

  static func bezierPlan(_ options: inout OptionParser) throws -> Plan {
    guard options.positionals.count >= 2 else {
      throw UsageError("'segue curve bezier' needs control points X1,Y1,X2,Y2, e.g. 0.42,0,0.58,1.")
    }
    let text = options.positionals[1]
    let numbers = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else {
      throw UsageError("bezier control points must be four numbers X1,Y1,X2,Y2 like 0.42,0,0.58,1; got '\(text)'.")
    }
    guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
      throw UsageError("bezier X1 and X2 must lie in [0, 1] so time runs forward; got '\(text)'.")
    }
    guard (-1000...1000).contains(numbers[1]), (-1000...1000).contains(numbers[3]) else {
      throw UsageError(
        "bezier Y1 and Y2 must lie in [-1000, 1000], the control-point limit that keeps every value finite; got '\(text)'."
      )
    }
    let duration = try options.double("duration", accepts: durationAccepts, where: durationRange) ?? 1
    return Plan(
      curve: CAMediaTimingFunction(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3]),
      duration: duration)
  }

  static func springPlan(_ options: inout OptionParser) throws -> Plan {
    let describe = options.flag("describe")
    let velocity =
      try options.double(
        "velocity", accepts: "an initial velocity in distances per second from -10,000 to 10,000 (the velocity limit)",
        where: { abs($0) <= 10_000 }) ?? 0
    if options.has("mass") || options.has("stiffness") {
      if options.has("duration") {
        throw UsageError(
          "--duration cannot be combined with --mass/--stiffness: a physical spring runs for its settling duration.")
      }
      let mass =
        try options.double(
          "mass", accepts: "a mass above 0, at most 1,000,000", where: { $0 > 0 && $0 <= coefficientLimit }) ?? 1
      guard
        let stiffness = try options.double(
          "stiffness", accepts: "a stiffness above 0, at most 1,000,000", where: { $0 > 0 && $0 <= coefficientLimit })
      else {
        throw UsageError("a physical spring needs --stiffness K (> 0), e.g. --stiffness 100.")
      }
      let damping =
        try options.double(
          "damping", accepts: "a damping coefficient from 0 to 1,000,000", where: { $0 >= 0 && $0 <= coefficientLimit })
        ?? 10
      let parameters = SpringParameters(mass: mass, stiffness: stiffness, damping: damping)
      let curve = SpringCurve(
        parameters: parameters, initialVelocity: velocity,
        allowsOverdamping: options.flag("allows-overdamping"))
      let settling = curve.settlingDuration()
      return Plan(
        curve: curve, duration: settling,
        description: describe
          ? [
            ("mass", parameters.mass), ("stiffness", parameters.stiffness), ("damping", parameters.damping),
            ("damping-ratio", curve.dampingRatio), ("natural-frequency", curve.naturalFrequency),
            ("settling-duration", settling),
          ] : nil)
    }
    if options.flag("allows-overdamping") {
      throw UsageError(
        "--allows-overdamping applies to physical springs (--mass/--stiffness); UIKit's spring is at most critical.")
    }
    guard let duration = try options.double("duration", accepts: durationAccepts, where: durationRange)
    else {
      throw UsageError(
        "a UIKit spring needs --duration S (seconds > 0), or use --mass/--stiffness for a physical spring.")
    }
    guard
      let damping = try options.double("damping", accepts: "a damping ratio > 0 (1 is critical)", where: { $0 > 0 })
    else {
      throw UsageError("a UIKit spring needs --damping ZETA, the damping ratio (> 0; 1 is critical).")
    }
    let spring = UIViewSpringTiming(duration: duration, dampingRatio: damping, initialVelocity: velocity)
    return Plan(
      curve: spring.curve, duration: spring.duration,
      description: describe
        ? [
          ("mass", spring.parameters.mass), ("stiffness", spring.parameters.stiffness),
          ("damping", spring.parameters.damping), ("damping-ratio", spring.dampingRatio),
          ("natural-frequency", spring.naturalFrequency), ("duration", spring.duration),
          ("settling-duration", spring.curve.settlingDuration()),
        ] : nil)
  }

  static func sampleTimes(_ options: inout OptionParser, duration: Double, required: Bool) throws -> [Double] {
    let at = try options.doubles(
      "at", accepts: "comma-separated times in seconds from 0 to 600, like 0,0.1,0.25",
      where: { $0 >= 0 && $0 <= SegueLimits.seconds })
    let samples = try options.integer(
      "samples",
      accepts:
        "a whole number of samples from 2 to \(SegueLimits.grouped(SegueLimits.curveSamples)) (the samples limit)",
      where: { $0 >= 2 && $0 <= SegueLimits.curveSamples })
    if let at, at.count > SegueLimits.curveSamples {
      throw UsageError(
        "--at lists \(SegueLimits.grouped(at.count)) times, over the \(SegueLimits.grouped(SegueLimits.curveSamples))-sample limit; split them over several runs."
      )
    }
    switch (at, samples) {
    case (.some, .some):
      throw UsageError("--at and --samples are alternatives; give one of them.")
    case (.some(let times), nil):
      return times
    case (nil, .some(let count)):
      return (0..<count).map { duration * Double($0) / Double(count - 1) }
    case (nil, nil):
      if required {
        throw UsageError("'segue curve' needs --at T,… (times in seconds) or --samples N.")
      }
      return []
    }
  }
}
