import Foundation

/// An attributed string held as its string and attribute runs, so that views keep a copy of
/// what they were given without asking Foundation to copy it: on Linux, copying an attributed
/// string whose neighbouring runs have the same keys (`NSAttributedString(attributedString:)`,
/// `copy()`) stops the process inside CoreFoundation when the values are Swift objects such as
/// `UIFont` and `UIColor`. Building one by appending runs, and reading runs, are safe.
struct StyledText {
  var string: String
  var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])]

  /// `string` with `runs` (UTF-16 ranges covering it in order).
  init(string: String, runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])]) {
    self.string = string
    self.runs = runs
  }

  /// The runs of `attributed`, read once.
  init(_ attributed: NSAttributedString) {
    string = attributed.string
    var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
    attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) {
      attributes, range, _ in runs.append((range, attributes))
    }
    self.runs = runs
  }

  /// The first character's attributes (empty for an empty string).
  var firstAttributes: [NSAttributedString.Key: Any] { runs.first?.attributes ?? [:] }

  /// The first character's font, which a text field or text view adopts as its `font` when
  /// given attributed text (nil when the first run sets none, or the string is empty).
  var firstFont: UIFont? { firstAttributes[.font] as? UIFont }

  /// The first character's foreground colour, which a text field or text view adopts as its
  /// `textColor` when given attributed text (nil when the first run sets none).
  var firstColor: UIColor? { firstAttributes[.foregroundColor] as? UIColor }

  /// The same runs with `key` set to `value` over the whole string.
  func setting(_ key: NSAttributedString.Key, _ value: Any) -> StyledText {
    var copy = self
    copy.runs = runs.map { run in
      var attributes = run.attributes
      attributes[key] = value
      return (run.range, attributes)
    }
    return copy
  }

  /// The same runs under `base` (a run's own attributes win).
  func over(_ base: [NSAttributedString.Key: Any]) -> StyledText {
    var copy = self
    copy.runs = runs.map { run in (run.range, base.merging(run.attributes) { _, own in own }) }
    return copy
  }

  /// A new attributed string made by appending the runs.
  var attributedString: NSAttributedString {
    let built = NSMutableAttributedString(string: "")
    let whole = string as NSString
    for run in runs {
      built.append(NSAttributedString(string: whole.substring(with: run.range), attributes: run.attributes))
    }
    return built
  }
}
