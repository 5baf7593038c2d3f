import Foundation

/// The keyboard's notifications and their `userInfo` keys, as UIKit names them. Segue posts
/// them when its drawn keyboard shows and hides (`SoftwareKeyboard`;
/// docs/uikit-behaviour-2.md §15.3): frames are `NSValue`s of `CGRect`s in screen (root view)
/// coordinates, points; the duration an `NSNumber` of 0.25 s; the curve an `NSNumber` of 7.
extension UIResponder {
  nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The keyboard's frame before the change (`NSValue` of a `CGRect`, screen points).
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change (`NSValue` of a `CGRect`, screen points).
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The change's duration, seconds (`NSNumber`, 0.25).
  nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The change's animation curve (`NSNumber` holding a `UIView.AnimationCurve` raw value: 7,
  /// UIKit's private keyboard curve; `UIView.AnimationOptions(rawValue: 7 << 16)` selects it).
  nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app (`NSNumber` of a `Bool`: always true).
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
