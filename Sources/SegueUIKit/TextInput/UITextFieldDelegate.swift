import Foundation

/// UIKit's text-field delegate. Every method is optional (the defaults allow everything and do
/// nothing), called in the order of docs/uikit-behaviour-2.md §15.
@preconcurrency @MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
  /// A tap or `becomeFirstResponder()` wants to start editing; false keeps the field idle.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// `resignFirstResponder()` wants to stop editing; false keeps the field first responder.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidEndEditing(_ textField: UITextField)
  /// iOS 10's form; its default calls `textFieldDidEndEditing(_:)`.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// A key press or the clear button wants to replace `range` (UTF-16 offsets) of the text with
  /// `string`; false leaves the text as it is.
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  /// The selection moved or the text changed (iOS 13).
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// The clear button was tapped; false keeps the text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Return was pressed; UIKit ignores the result except that true lets
  /// `.editingDidEndOnExit` be sent.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension UITextField {
  /// Posted after a field begins editing (object: the field).
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted after each change of a field's text by editing (object: the field).
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
  /// Posted after a field ends editing (object: the field).
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// Why editing ended (UIKit's raw values).
  public enum DidEndEditingReason: Int, Sendable {
    case committed = 0
  }

  /// When an overlay view (the clear button, left and right views) shows (UIKit's raw values).
  public enum ViewMode: Int, Sendable {
    case never = 0
    case whileEditing = 1
    case unlessEditing = 2
    case always = 3
  }

  /// The field's border (UIKit's raw values).
  public enum BorderStyle: Int, Sendable {
    case none = 0
    case line = 1
    case bezel = 2
    case roundedRect = 3
  }
}
