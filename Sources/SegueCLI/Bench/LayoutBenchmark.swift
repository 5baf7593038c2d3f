import Foundation
import Segue
import SegueLayout

/// `segue bench layout`: the constraint solver against kiwi (Debian's python3-kiwisolver), the
/// same system in the same run.
///
/// The system is a 100-row form (a label and a field per row, each with left/top/width/height
/// variables, in points) of 1,003 constraints. `build` adds them all to an empty solver and makes
/// the values readable; `edit` changes the spacing above the middle row (8 ↔ 12 pt) and re-solves.
/// kiwi has no constant change: there the spacing is an edit variable at strength `strong`
/// (`suggestValue` + `updateVariables`). kiwi is driven from Python, so its build pays one Python
/// call per `addConstraint` (the constraints themselves are made before the clock starts).
enum LayoutBenchmark {
  /// The measured cases, in report order.
  enum Case: String, CaseIterable {
    case build
    case edit
    /// A full layout pass (`layoutIfNeeded()` of the window's tree: constraints solved, frames
    /// applied) of the gallery's list rebuilt with constraints, per frame, while a constraint's
    /// constant animates (`LayoutBenchmark+Frame.swift`). Segue only: kiwi has no view layer.
    case frame
  }

  struct Result {
    let kind: Case
    let constraints: Int
    let segueP50: Double
    let segueP99: Double
    let kiwiP50: Double?
    let kiwiP99: Double?

    /// Segue's median over kiwi's (< 1: Segue is faster).
    var ratio: Double? { kiwiP50.map { segueP50 / $0 } }
  }

  /// One constraint `Σ coefficient·v[index] + constant REL 0`.
  struct Spec {
    var terms: [(index: Int, coefficient: Double)]
    var constant: Double
    var relation: LayoutRelation
    var strength: Double
  }

  static let rowCount = 100
  static let buildRepeats = 51
  static let editCount = 1000
  static let spacings: [Double] = [12, 8]

  /// The form: variables 0–2 are the container's left, top and width; row i's label is
  /// 3 + 8i … 6 + 8i (left, top, width, height), its field the next four.
  static func form() -> (variableCount: Int, constraints: [Spec], editIndex: Int) {
    let required = LayoutSolver.required
    var specs: [Spec] = [
      Spec(terms: [(0, 1)], constant: 0, relation: .equal, strength: required),
      Spec(terms: [(1, 1)], constant: 0, relation: .equal, strength: required),
      Spec(terms: [(2, 1)], constant: -390, relation: .equal, strength: required),
    ]
    var editIndex = 0
    for row in 0..<rowCount {
      let label = 3 + 8 * row
      let field = label + 4
      let (left, top, width, height) = (0, 1, 2, 3)
      specs += [
        Spec(terms: [(label + left, 1), (0, -1)], constant: -16, relation: .equal, strength: required),
        Spec(terms: [(label + width, 1)], constant: -80, relation: .equal, strength: 750),
        Spec(terms: [(label + width, 1)], constant: -40, relation: .greaterThanOrEqual, strength: required),
        Spec(
          terms: [(field + left, 1), (label + left, -1), (label + width, -1)], constant: -8, relation: .equal,
          strength: required),
        Spec(
          terms: [(field + left, 1), (field + width, 1), (0, -1), (2, -1)], constant: 16, relation: .equal,
          strength: required),
        Spec(terms: [(field + width, 1)], constant: -100, relation: .greaterThanOrEqual, strength: required),
        Spec(terms: [(field + top, 1), (label + top, -1)], constant: 0, relation: .equal, strength: required),
        Spec(terms: [(field + height, 1), (label + height, -1)], constant: 0, relation: .equal, strength: required),
        Spec(terms: [(label + height, 1)], constant: -44, relation: .equal, strength: 750),
      ]
      if row == 0 {
        specs.append(Spec(terms: [(label + top, 1), (1, -1)], constant: -20, relation: .equal, strength: required))
      } else {
        let previous = label - 8
        if row == rowCount / 2 { editIndex = specs.count }
        specs.append(
          Spec(
            terms: [(label + top, 1), (previous + top, -1), (previous + height, -1)], constant: -spacings[1],
            relation: .equal, strength: required))
      }
    }
    return (3 + 8 * rowCount, specs, editIndex)
  }

  static func expressions(_ specs: [Spec]) -> [LinearExpression] {
    specs.map { spec in
      LinearExpression(
        spec.terms.map { (variable: LayoutVariable(id: Int32($0.index)), coefficient: $0.coefficient) },
        constant: spec.constant)
    }
  }

  /// Builds the form in a new solver (its variables get ids 0…n−1, as the expressions assume).
  static func build(_ variableCount: Int, _ specs: [Spec], _ expressions: [LinearExpression]) -> (
    LayoutSolver, [LayoutConstraintID]
  ) {
    let solver = LayoutSolver()
    for _ in 0..<variableCount { _ = solver.makeVariable() }
    var ids: [LayoutConstraintID] = []
    ids.reserveCapacity(specs.count)
    for (spec, expression) in zip(specs, expressions) {
      guard let id = try? solver.add(expression, spec.relation, strength: spec.strength) else {
        fatalError("the benchmark's form is satisfiable")
      }
      ids.append(id)
    }
    return (solver, ids)
  }

  /// Segue's timings in microseconds, and its values after the build.
  @MainActor static func measureSegue(_ kind: Case) -> (TimingSamples, [Double]) {
    if kind == .frame { return (measureFrames().samples, []) }
    let (variableCount, specs, editIndex) = form()
    let expressions = expressions(specs)
    var samples = TimingSamples()
    switch kind {
    case .build:
      var values: [Double] = []
      for _ in 0..<buildRepeats {
        var sum = 0.0
        let seconds = measure {
          let (solver, _) = build(variableCount, specs, expressions)
          for variable in solver.takeChangedVariables() { sum += solver.value(of: variable) }
          values = (0..<variableCount).map { solver.value(of: LayoutVariable(id: Int32($0))) }
        }
        consume(sum)
        samples.append(seconds * 1e6)
      }
      return (samples, values)
    case .edit:
      let (solver, ids) = build(variableCount, specs, expressions)
      _ = solver.takeChangedVariables()
      for edit in 0..<editCount {
        let spacing = spacings[edit % 2]
        var sum = 0.0
        let seconds = measure {
          try? solver.setConstant(ids[editIndex], -spacing)
          for variable in solver.takeChangedVariables() { sum += solver.value(of: variable) }
        }
        consume(sum)
        samples.append(seconds * 1e6)
      }
      return (samples, (0..<variableCount).map { solver.value(of: LayoutVariable(id: Int32($0))) })
    case .frame:
      return (TimingSamples(), [])
    }
  }

  /// Reads the system on stdin; prints build and edit times (ns) and the built values as JSON.
  static let kiwiScript = """
    import json, sys, time
    import kiwisolver as kiwi
    spec = json.load(sys.stdin)
    variables = [kiwi.Variable("v%d" % i) for i in range(spec["n"])]
    def constraint(c, extra=()):
        terms = [kiwi.Term(variables[v], k) for v, k in c["terms"]] + list(extra)
        return kiwi.Constraint(kiwi.Expression(terms, c["constant"]), c["op"], c["strength"])
    constraints = [constraint(c) for c in spec["constraints"]]
    build = []
    for _ in range(spec["repeats"]):
        start = time.perf_counter_ns()
        solver = kiwi.Solver()
        for c in constraints:
            solver.addConstraint(c)
        solver.updateVariables()
        build.append(time.perf_counter_ns() - start)
    values = [v.value() for v in variables]
    spacing = kiwi.Variable("spacing")
    edited = list(constraints)
    c = dict(spec["constraints"][spec["edit"]])
    c["constant"] = 0.0
    edited[spec["edit"]] = constraint(c, [kiwi.Term(spacing, -1.0)])
    solver = kiwi.Solver()
    for c in edited:
        solver.addConstraint(c)
    solver.addEditVariable(spacing, "strong")
    solver.suggestValue(spacing, spec["spacings"][1])
    solver.updateVariables()
    edit = []
    for i in range(spec["edits"]):
        value = spec["spacings"][i % 2]
        start = time.perf_counter_ns()
        solver.suggestValue(spacing, value)
        solver.updateVariables()
        edit.append(time.perf_counter_ns() - start)
    json.dump({"build": build, "edit": edit, "values": values}, sys.stdout)
    """

  /// kiwi's build and edit samples (µs) and values, or nil when it is not installed.
  static func measureKiwi() -> (build: TimingSamples, edit: TimingSamples, values: [Double])? {
    let python = "/usr/bin/python3"
    let (variableCount, specs, editIndex) = form()
    func json(_ spec: Spec) -> String {
      let op: String
      switch spec.relation {
      case .lessThanOrEqual: op = "<="
      case .equal: op = "=="
      case .greaterThanOrEqual: op = ">="
      }
      let strength = spec.strength >= LayoutSolver.required ? "\"required\"" : "\(spec.strength)"
      let terms = spec.terms.map { "[\($0.index), \($0.coefficient)]" }.joined(separator: ", ")
      return "{\"terms\": [\(terms)], \"constant\": \(spec.constant), \"op\": \"\(op)\", \"strength\": \(strength)}"
    }
    let payload =
      "{\"n\": \(variableCount), \"repeats\": \(buildRepeats), \"edits\": \(editCount), \"edit\": \(editIndex), "
      + "\"spacings\": [\(spacings[0]), \(spacings[1])], \"constraints\": [\(specs.map(json).joined(separator: ", "))]}"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", kiwiScript]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    input.fileHandleForWriting.write(Data(payload.utf8))
    try? input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let build = object["build"] as? [NSNumber], let edit = object["edit"] as? [NSNumber],
      let values = object["values"] as? [NSNumber]
    else { return nil }
    var buildSamples = TimingSamples()
    for value in build { buildSamples.append(value.doubleValue / 1000) }
    var editSamples = TimingSamples()
    for value in edit { editSamples.append(value.doubleValue / 1000) }
    return (buildSamples, editSamples, values.map(\.doubleValue))
  }

  /// Runs every case; `kiwiMissing` is set when kiwi could not be run.
  @MainActor static func run() -> (results: [Result], kiwiMissing: Bool, mismatch: Double) {
    let kiwi = measureKiwi()
    let constraints = form().constraints.count
    var mismatch = 0.0
    var results: [Result] = []
    for kind in Case.allCases {
      let (samples, values) = measureSegue(kind)
      var kiwiSamples: TimingSamples? = nil
      if let kiwi, kind != .frame {
        kiwiSamples = kind == .build ? kiwi.build : kiwi.edit
        if kind == .build {
          mismatch = zip(values, kiwi.values).map { abs($0 - $1) }.max() ?? 0
        }
      }
      results.append(
        Result(
          kind: kind, constraints: kind == .frame ? frameConstraintCount() : constraints, segueP50: samples.median,
          segueP99: samples.quantile(0.99),
          kiwiP50: kiwiSamples?.median, kiwiP99: kiwiSamples?.quantile(0.99)))
    }
    return (results, kiwi == nil, mismatch)
  }

  static func json(_ result: Result) -> String {
    func number(_ value: Double?) -> String { value.map { String(format: "%.3f", $0) } ?? "null" }
    return "{\"kind\": \"\(result.kind.rawValue)\", \"constraints\": \(result.constraints), "
      + "\"segue_us_p50\": \(number(result.segueP50)), \"segue_us_p99\": \(number(result.segueP99)), "
      + "\"kiwi_us_p50\": \(number(result.kiwiP50)), \"kiwi_us_p99\": \(number(result.kiwiP99)), "
      + "\"ratio\": \(number(result.ratio))}"
  }

  static func line(_ result: Result) -> String {
    func number(_ value: Double?) -> String { value.map { String(format: "%10.2f", $0) } ?? "         —" }
    return result.kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
      + String(format: "%5d constraints", result.constraints)
      + "   Segue median \(number(result.segueP50)) µs  p99 \(number(result.segueP99)) µs"
      + "   kiwi median \(number(result.kiwiP50)) µs  p99 \(number(result.kiwiP99)) µs"
      + "   ratio " + (result.ratio.map { String(format: "%.3f", $0) } ?? "—")
  }
}

extension BenchCommand {
  static func runLayout(_ options: inout OptionParser) throws {
    let json = options.flag("json")
    try options.finish(command: "bench")
    #if DEBUG
      FileHandle.standardError.write(
        Data("segue: this is a debug build; for real figures run 'swift run -c release segue bench layout'.\n".utf8))
    #endif
    let (results, kiwiMissing, mismatch) = MainActor.assumeIsolated { LayoutBenchmark.run() }
    for result in results {
      print(json ? LayoutBenchmark.json(result) : LayoutBenchmark.line(result))
    }
    if mismatch > 1e-6 {
      FileHandle.standardError.write(
        Data("segue: Segue's and kiwi's solutions of the form differ by \(mismatch) pt.\n".utf8))
      exit(1)
    }
    if kiwiMissing {
      FileHandle.standardError.write(
        Data(
          ("segue: kiwi could not be run, so there is no ratio: install it with Scripts/install-dependencies "
            + "(sudo apt-get install python3-kiwisolver); it is used through /usr/bin/python3.\n").utf8))
      exit(1)
    }
  }
}
