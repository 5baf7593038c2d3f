import Foundation
import SegueTesting
import Testing

@testable import SegueUIKit

/// A notes screen: a text view filling the safe area, its controller the delegate, limiting
/// the note to 40 characters in `textView(_:shouldChangeTextIn:replacementText:)`.
@MainActor final class NoteEditorController: UIViewController, UITextViewDelegate {
  let textView = UITextView()
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    textView.font = .systemFont(ofSize: 17)
    textView.delegate = self
    textView.frame = CGRect(x: 20, y: 60, width: 350, height: 200)
    view.addSubview(textView)
  }

  func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    log.append("shouldChange \(range.location),\(range.length) \(text.debugDescription)")
    return (textView.text as NSString).replacingCharacters(in: range, with: text).count <= 40
  }
  func textViewDidChangeSelection(_ textView: UITextView) { log.append("selection \(textView.selectedRange.location)") }
  func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
  func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
}

@Suite @MainActor struct TextViewTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  func showEditor() -> (HeadlessHost, NoteEditorController) {
    let host = HeadlessHost()
    let editor = NoteEditorController()
    host.show(editor)
    host.step()
    return (host, editor)
  }

  @Test func returnTypesANewlineAndTheDelegateHearsEachEditInOrder() {
    let (host, editor) = showEditor()
    host.tap(at: CGPoint(x: 100, y: 100))
    #expect(editor.textView.isFirstResponder)
    host.type("Hi\nyou")
    #expect(editor.textView.text == "Hi\nyou")
    #expect(
      Array(editor.log.prefix(6)) == [
        "didBegin", "selection 0", "shouldChange 0,0 \"H\"", "selection 1", "didChange", "shouldChange 1,0 \"i\"",
      ])
    #expect(editor.log.contains("shouldChange 2,0 \"\\n\""))
    // Up moves to the first line, near the same x; End goes to that line's end.
    host.pressKey(.upArrow)
    host.pressKey(.end)
    #expect(editor.textView.selectedRange == NSRange(location: 2, length: 0))
    host.pressKey(.downArrow)
    host.pressKey(.home)
    #expect(editor.textView.selectedRange == NSRange(location: 3, length: 0))
    host.pressKey(.end, modifiers: .shift)
    host.type("all")
    #expect(editor.textView.text == "Hi\nall")
  }

  @Test func shouldChangeTextInReturningFalseBlocksTheEdit() {
    let (host, editor) = showEditor()
    editor.textView.becomeFirstResponder()
    host.type(String(repeating: "a", count: 45))
    #expect(editor.textView.text.count == 40)
    #expect(editor.log.filter { $0 == "didChange" }.count == 40)
    editor.textView.resignFirstResponder()
    #expect(editor.log.last == "didEnd")
  }

  @Test func aLongNoteWrapsAtWordsAndMatchesItsGolden() throws {
    let (host, editor) = showEditor()
    editor.textView.text = "Segue draws text views with Pango, wrapping whole words at the view's width.\n\nSecond"
    editor.textView.layer.borderWidth = 1
    editor.textView.layer.borderColor = UIColor.systemGray4.cgColor
    editor.textView.becomeFirstResponder()
    host.runUntilIdle()
    host.pressKey(.leftArrow, modifiers: .shift)
    host.pressKey(.leftArrow, modifiers: .shift)
    #expect(editor.textView.contentSize == CGSize(width: 350, height: 200))
    try GoldenImage.verify(host.render(), named: "text-view-wrapped", in: Self.goldens, tolerance: 2)
  }
}
