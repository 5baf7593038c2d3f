/// How messages quote what a user typed, and the known name a misspelt one most likely
/// meant ("did you mean").
package enum MessageText {
  /// Longest quotation of user input a message makes, in characters.
  package static let quotationLimit = 60

  /// `text` as a message quotes it: whole up to `quotationLimit` characters, else its
  /// first `quotationLimit` characters and "…" (a 10 MB name makes a short line).
  package static func excerpt(_ text: some StringProtocol) -> String {
    text.count > quotationLimit ? String(text.prefix(quotationLimit)) + "…" : String(text)
  }

  /// The name in `names` fewest single-character edits (insertions, deletions,
  /// substitutions) away from `typed`, when that is at most a third of its length (at
  /// least one edit); ties go to the earlier name. Nil when nothing is that close.
  package static func closest(to typed: String, in names: [String]) -> String? {
    let typed = Array(typed.lowercased().unicodeScalars)
    var best: (name: String, distance: Int)?
    for name in names {
      let candidate = Array(name.lowercased().unicodeScalars)
      let allowed = max(1, candidate.count / 3)
      // The distance is at least the difference in length: a long input is not compared.
      guard abs(candidate.count - typed.count) <= allowed else { continue }
      let distance = editDistance(typed, candidate)
      if distance <= allowed, distance < (best?.distance ?? .max) { best = (name, distance) }
    }
    return best?.name
  }

  /// Edit distance with adjacent transpositions counted as one edit (the optimal string
  /// alignment distance: Levenshtein's, plus Damerau's swap of two neighbours — "fsp" is one
  /// edit from "fps"), one row at a time.
  package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
