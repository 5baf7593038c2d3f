import Foundation

/// UIKit's text-view delegate (it is also a scroll-view delegate). Every method is optional
/// (the defaults allow everything and do nothing), called in the order of
/// docs/uikit-behaviour-2.md §15.
@preconcurrency @MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewDidEndEditing(_ textView: UITextView)
  /// A key press wants to replace `range` (UTF-16 offsets) of the text with `text` (Return's is
  /// "\n"); false leaves the text as it is.
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// The text changed by editing (not by setting `text`).
  func textViewDidChange(_ textView: UITextView)
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

extension UITextView {
  /// Posted after a text view begins editing (object: the text view).
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted after each change of a text view's text by editing (object: the text view).
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
  /// Posted after a text view ends editing (object: the text view).
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")
}
