import Foundation
import Testing

@testable import SegueLayout

/// One constraint `Σ coefficient·v[index] + constant REL 0` of a test system, as sent to kiwi.
struct OracleConstraint {
  var terms: [(index: Int, coefficient: Double)]
  var constant: Double
  var relation: LayoutRelation
  /// A weight below ``LayoutSolver/required``, or at least it for required.
  var strength: Double

  var json: String {
    let terms = self.terms.map { "[\($0.index), \($0.coefficient)]" }.joined(separator: ", ")
    let op: String
    switch relation {
    case .lessThanOrEqual: op = "<="
    case .equal: op = "=="
    case .greaterThanOrEqual: op = ">="
    }
    let strength = self.strength >= LayoutSolver.required ? "\"required\"" : "\(self.strength)"
    return "{\"terms\": [\(terms)], \"constant\": \(constant), \"op\": \"\(op)\", \"strength\": \(strength)}"
  }

  /// Σ strength·violation for a non-required constraint at `values` (0 for required ones).
  func cost(_ values: [Double]) -> Double {
    guard strength < LayoutSolver.required else { return 0 }
    let value = terms.reduce(constant) { $0 + $1.coefficient * values[$1.index] }
    switch relation {
    case .equal: return strength * abs(value)
    case .lessThanOrEqual: return strength * max(0, value)
    case .greaterThanOrEqual: return strength * max(0, -value)
    }
  }
}

/// A system of `variableCount` variables and its constraints, added in order.
struct OracleSystem {
  var variableCount: Int
  var constraints: [OracleConstraint]

  var json: String {
    "{\"n\": \(variableCount), \"constraints\": [\(constraints.map(\.json).joined(separator: ", "))]}"
  }

  func objective(_ values: [Double]) -> Double { constraints.reduce(0) { $0 + $1.cost(values) } }
}

/// kiwi's answer for one system: the variables' values and the indices of the constraints it
/// rejected as unsatisfiable.
struct OracleSolution {
  var values: [Double]
  var rejected: [Int]
}

/// Solves systems with Debian's python3-kiwisolver (the reference implementation of Cassowary's
/// structure), all in one `/usr/bin/python3` process fed on stdin.
enum KiwiOracle {
  static let python = "/usr/bin/python3"

  static let script = """
    import json, sys
    import kiwisolver as kiwi
    out = []
    for system in json.load(sys.stdin):
        variables = [kiwi.Variable("v%d" % i) for i in range(system["n"])]
        solver = kiwi.Solver()
        rejected = []
        for index, c in enumerate(system["constraints"]):
            terms = [kiwi.Term(variables[v], k) for v, k in c["terms"]]
            constraint = kiwi.Constraint(kiwi.Expression(terms, c["constant"]), c["op"], c["strength"])
            try:
                solver.addConstraint(constraint)
            except kiwi.UnsatisfiableConstraint:
                rejected.append(index)
        solver.updateVariables()
        out.append({"values": [v.value() for v in variables], "rejected": rejected})
    json.dump(out, sys.stdout)
    """

  /// Fails the current test (never skips) when kiwi is not installed.
  static func solve(_ systems: [OracleSystem]) throws -> [OracleSolution] {
    let check = Process()
    check.executableURL = URL(fileURLWithPath: python)
    check.arguments = ["-c", "import kiwisolver"]
    check.standardError = FileHandle.nullDevice
    try? check.run()
    check.waitUntilExit()
    guard check.terminationStatus == 0 else {
      let message =
        "\(python) cannot import kiwisolver (the oracle of these tests): run Scripts/install-dependencies (it installs Debian's python3-kiwisolver)."
      Issue.record(Comment(rawValue: message))
      throw KiwiMissing()
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", script]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let payload = "[" + systems.map(\.json).joined(separator: ",\n") + "]"
    let writer = Thread {
      input.fileHandleForWriting.write(Data(payload.utf8))
      try? input.fileHandleForWriting.close()
    }
    writer.start()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "kiwi's script failed")
    guard let list = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
      Issue.record("kiwi's output is not a JSON list")
      return []
    }
    return list.map {
      OracleSolution(
        values: ($0["values"] as? [NSNumber] ?? []).map(\.doubleValue),
        rejected: ($0["rejected"] as? [NSNumber] ?? []).map(\.intValue))
    }
  }
}

/// Thrown (after recording a failure) when kiwi cannot be imported.
struct KiwiMissing: Error {}

/// SplitMix64: a small seeded generator, so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
