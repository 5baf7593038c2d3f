import Foundation

/// The text of a text field or text view being edited and its selection, in UTF-16 offsets as
/// UIKit's `NSRange`s count: what each editing key changes. Moves and selections apply at once;
/// changes to the text are returned as a `Change` for the control to offer its delegate
/// (`shouldChangeCharactersIn`, `shouldChangeTextIn`) before `apply(_:)`.
struct EditableText {
  /// One proposed change: `range` of the text replaced by `replacement`.
  struct Change: Equatable {
    var range: NSRange
    var replacement: String
  }

  var string: String {
    didSet { boundaries = Self.characterBoundaries(of: string) }
  }
  /// Where the selection starts and where it ends (the end moves with shift+arrows); equal for a
  /// caret.
  private(set) var anchor = 0
  private(set) var head = 0
  /// The UTF-16 offset of every character (grapheme) boundary, 0 … length.
  private var boundaries: [Int]

  init(_ string: String) {
    self.string = string
    boundaries = Self.characterBoundaries(of: string)
    anchor = length
    head = length
  }

  var length: Int { boundaries.last ?? 0 }

  /// The selection as UIKit's `selectedRange`.
  var selectedRange: NSRange {
    get { NSRange(location: min(anchor, head), length: abs(head - anchor)) }
    set {
      let start = snapped(newValue.location)
      anchor = start
      head = snapped(newValue.location + max(newValue.length, 0))
    }
  }

  /// Places the caret at `offset` (snapped to a character boundary).
  mutating func placeCaret(at offset: Int) {
    anchor = snapped(offset)
    head = anchor
  }

  mutating func selectAll() {
    anchor = 0
    head = length
  }

  /// The change typing `text` makes: it replaces the selection.
  func inserting(_ text: String) -> Change { Change(range: selectedRange, replacement: text) }

  /// Backspace: the selection, else the character before the caret (nil at the start).
  func deletingBackward() -> Change? {
    let range = selectedRange
    if range.length > 0 { return Change(range: range, replacement: "") }
    guard range.location > 0 else { return nil }
    let previous = boundary(before: range.location)
    return Change(range: NSRange(location: previous, length: range.location - previous), replacement: "")
  }

  /// Delete: the selection, else the character after the caret (nil at the end).
  func deletingForward() -> Change? {
    let range = selectedRange
    if range.length > 0 { return Change(range: range, replacement: "") }
    guard range.location < length else { return nil }
    let next = boundary(after: range.location)
    return Change(range: NSRange(location: range.location, length: next - range.location), replacement: "")
  }

  /// Applies `change` and leaves the caret after the replacement, as typing does.
  mutating func apply(_ change: Change) {
    let utf16 = Array(string.utf16)
    let start = min(max(change.range.location, 0), utf16.count)
    let end = min(max(change.range.location + change.range.length, start), utf16.count)
    let replaced = utf16[..<start] + Array(change.replacement.utf16) + utf16[end...]
    string = String(decoding: replaced, as: UTF16.self)
    placeCaret(at: start + change.replacement.utf16.count)
  }

  /// Left or right by one character; without `extending`, a selection collapses to its start
  /// or end first (as UIKit's arrows do).
  mutating func move(forward: Bool, extending: Bool) {
    if extending {
      head = forward ? boundary(after: head) : boundary(before: head)
      return
    }
    let range = selectedRange
    if range.length > 0 {
      placeCaret(at: forward ? range.location + range.length : range.location)
    } else {
      placeCaret(at: forward ? boundary(after: head) : boundary(before: head))
    }
  }

  /// Moves the selection's moving end to `offset` (Home, End, a line up or down); without
  /// `extending` the selection becomes a caret there.
  mutating func moveHead(to offset: Int, extending: Bool) {
    head = snapped(offset)
    if !extending { anchor = head }
  }

  /// The caret (the selection's moving end).
  var caret: Int { head }

  /// The start of the line (paragraph) the caret is on, and its end (before its newline).
  func paragraphBounds(around offset: Int) -> (start: Int, end: Int) {
    let utf16 = Array(string.utf16)
    let newline = UInt16(UInt8(ascii: "\n"))
    var start = min(max(offset, 0), utf16.count)
    while start > 0, utf16[start - 1] != newline { start -= 1 }
    var end = min(max(offset, 0), utf16.count)
    while end < utf16.count, utf16[end] != newline { end += 1 }
    return (start, end)
  }

  private func boundary(before offset: Int) -> Int { boundaries.last { $0 < offset } ?? 0 }
  private func boundary(after offset: Int) -> Int { boundaries.first { $0 > offset } ?? length }

  /// `offset` clamped to the text and moved back to a character boundary.
  private func snapped(_ offset: Int) -> Int {
    let clamped = min(max(offset, 0), length)
    return boundaries.last { $0 <= clamped } ?? 0
  }

  private static func characterBoundaries(of string: String) -> [Int] {
    var offsets = [0]
    offsets.reserveCapacity(string.count + 1)
    var position = 0
    for character in string {
      position += character.utf16.count
      offsets.append(position)
    }
    return offsets
  }
}
