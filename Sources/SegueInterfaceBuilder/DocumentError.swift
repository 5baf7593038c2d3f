/// A storyboard or xib that cannot be loaded: where (file and line) and what to do.
///
/// `description` is one sentence with the `file:line:` prefix editors recognise, e.g.
/// `Main.storyboard:42: the constraint's secondItem "xyz-12-abc" is not an object of this
/// document; connect it again in Interface Builder or remove the constraint.` A problem with
/// the file as a whole (missing, unreadable) has no line.
package struct DocumentError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The document's file name as the app asked for it (`Main.storyboard`).
  package var file: String
  /// The line of the offending element (1-based); nil for the file as a whole.
  package var line: Int?
  /// What is wrong and what to do, without the location.
  package var problem: String

  package init(file: String, line: Int?, problem: String) {
    self.file = file
    self.line = line
    self.problem = problem
  }

  package var description: String {
    let sentence = problem.hasSuffix(".") ? problem : problem + "."
    guard let line else { return "\(file): \(sentence)" }
    return "\(file):\(line): \(sentence)"
  }
}

/// What a document holds that Segue reads past: an element or attribute it does not know,
/// reported once per name and document (by the first line it appears on), and skipped.
package struct DocumentWarning: Sendable, Equatable, CustomStringConvertible {
  package var file: String
  package var line: Int
  package var message: String

  package var description: String { "\(file):\(line): \(message)" }
}
