import Foundation

/// `segue bench`: performance figures, measured in the build you run (use `-c release`).
enum BenchCommand {
  static let usage = """
    usage: segue bench curves [--rounds N] [--json]

    Measures the median cost of one sample of a Bézier timing curve and of each spring regime
    (underdamped, critical, overdamped), in nanoseconds. Run it from a release build:

      swift run -c release segue bench curves

      --rounds N   rounds of 10,000 samples per curve (default 201)
      --json       one JSON object per curve on its own line
    """

  static func run(_ arguments: [String]) throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return
    }
    var options = try OptionParser(arguments, switchNames: ["json"])
    guard let target = options.positionals.first else {
      throw UsageError("'segue bench' needs a benchmark name: curves.")
    }
    guard target == "curves" else {
      throw UsageError("'\(target)' is not a benchmark; the benchmarks are: curves.")
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
}
