import Foundation

/// One error the compiler (or SwiftPM) reported: `file:line:column: error: message`.
package struct BuildDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// The file, relative to the package when it is inside it.
  package var file: String
  package var line: Int
  package var column: Int
  package var message: String

  package init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: message`, as editors and terminals link it.
  package var description: String { line > 0 ? "\(file):\(line):\(column): \(message)" : message }

  /// The errors in a build's output, first first, each once (the compiler repeats an error
  /// for every file of a module it compiles in a batch), with paths made relative to
  /// `packageDirectory`. A build that failed with no `file:line:column: error:` line (a
  /// manifest error, a linker error) gives its `error:` lines with no position.
  package static func errors(in output: String, packageDirectory: String) -> [BuildDiagnostic] {
    var found: [BuildDiagnostic] = []
    var seen: Set<String> = []
    let prefix = packageDirectory.hasSuffix("/") ? packageDirectory : packageDirectory + "/"
    for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
      guard let diagnostic = positioned(String(line), prefix: prefix) ?? unpositioned(String(line)) else { continue }
      if seen.insert(diagnostic.description).inserted { found.append(diagnostic) }
    }
    // When positioned errors exist, the summary lines SwiftPM adds ("fatalError", "emit-module
    // command failed") say nothing more.
    if found.contains(where: { $0.line > 0 }) { found.removeAll { $0.line == 0 } }
    return found
  }

  /// `path:line:column: error: message`.
  private static func positioned(_ line: String, prefix: String) -> BuildDiagnostic? {
    guard let marker = line.range(of: ": error: ") else { return nil }
    let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
    guard location.count >= 3, let row = Int(location[location.count - 2]),
      let column = Int(location[location.count - 1])
    else { return nil }
    var file = location.dropLast(2).joined(separator: ":")
    if file.hasPrefix(prefix) { file.removeFirst(prefix.count) }
    return BuildDiagnostic(file: file, line: row, column: column, message: String(line[marker.upperBound...]))
  }

  /// `error: message` (SwiftPM's own), without a position.
  private static func unpositioned(_ line: String) -> BuildDiagnostic? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("error: ") else { return nil }
    let message = String(trimmed.dropFirst("error: ".count))
    // SwiftPM's "fatalError" line after compiler errors carries nothing.
    if message == "fatalError" { return nil }
    return BuildDiagnostic(file: "", line: 0, column: 0, message: message)
  }
}
