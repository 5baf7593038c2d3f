import Foundation

/// UIKit's text input traits: how the keyboard for a text input is configured. Text fields and
/// text views store every trait; Segue's drawn keyboard looks the same for all of them and
/// neither corrects nor capitalizes (docs/uikit-behaviour-2.md §15).
@MainActor public protocol UITextInputTraits: AnyObject {}

/// UIKit's minimal text input: a responder that takes typed text. Segue delivers typed
/// characters to a first responder adopting it with `insertText(_:)`, Return as `"\n"` and
/// backspace as `deleteBackward()`.
@MainActor public protocol UIKeyInput: UITextInputTraits {
  /// Whether there is text to delete.
  var hasText: Bool { get }
  func insertText(_ text: String)
  func deleteBackward()
}

/// The keyboard a text input asks for (UIKit's raw values).
public enum UIKeyboardType: Int, Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
  case decimalPad = 8
  case twitter = 9
  case webSearch = 10
  case asciiCapableNumberPad = 11
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the keyboard's return key (UIKit's raw values).
public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0
  case go = 1
  case google = 2
  case join = 3
  case next = 4
  case route = 5
  case search = 6
  case send = 7
  case yahoo = 8
  case done = 9
  case emergencyCall = 10
  case `continue` = 11
}

/// Whether autocorrection is on (UIKit's raw values; Segue never corrects).
public enum UITextAutocorrectionType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// Which letters are capitalized automatically (UIKit's raw values; Segue never capitalizes).
public enum UITextAutocapitalizationType: Int, Sendable {
  case none = 0
  case words = 1
  case sentences = 2
  case allCharacters = 3
}

/// Whether spelling is checked (UIKit's raw values; Segue never checks).
public enum UITextSpellCheckingType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// The keyboard's appearance (UIKit's raw values; Segue's keyboard follows the traits' style).
public enum UIKeyboardAppearance: Int, Sendable {
  case `default` = 0
  case dark = 1
  case light = 2
  public static let alert = UIKeyboardAppearance.dark
}

/// What a text input's content is, for AutoFill (stored; Segue has no AutoFill).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "new-password")
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  public static let emailAddress = UITextContentType(rawValue: "email")
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  public static let URL = UITextContentType(rawValue: "url")
}
