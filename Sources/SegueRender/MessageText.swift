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

  /// Levenshtein distance, one row at a time.
  package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
