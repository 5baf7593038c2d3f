/// A replacement of a UTF-8 byte range of the source, the unit every porting rule produces.
/// Rules never overlap except by nesting, in which case the outer edit (a statement wrapped
/// in `#if`) already contains the inner one's result and the inner edit is dropped.
struct TextEdit {
  /// Byte offsets into the file's UTF-8 text, `start ..< end`.
  var start: Int
  var end: Int
  var replacement: String

  /// `source` with `edits` applied; edits inside a larger edit are dropped.
  static func apply(_ edits: [TextEdit], to source: String) -> String {
    var bytes = Array(source.utf8)
    var kept: [TextEdit] = []
    // An insertion (an empty range) goes before an edit starting at the same place.
    let order = { (edit: TextEdit) in (edit.start, edit.start == edit.end ? 0 : 1, -edit.end) }
    for edit in edits.sorted(by: { order($0) < order($1) }) {
      if let last = kept.last, edit.start < last.end { continue }
      kept.append(edit)
    }
    for edit in kept.reversed() {
      bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
