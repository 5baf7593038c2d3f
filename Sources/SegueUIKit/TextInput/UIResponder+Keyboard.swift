import Foundation

/// The keyboard's notifications and their `userInfo` keys, as UIKit names them. Segue posts
/// them when its drawn keyboard shows and hides (`SoftwareKeyboard`;
/// docs/uikit-behaviour-2.md §14.3): frames are `NSValue`s of `CGRect`s in screen (root view)
/// coordinates, points; the duration an `NSNumber` of 0.25 s; the curve an `NSNumber` of 7.
extension UIResponder {
  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

  /// The keyboard's frame before the change (`NSValue` of a `CGRect`, screen points).
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change (`NSValue` of a `CGRect`, screen points).
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The change's duration, seconds (`NSNumber`, 0.25).
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The change's animation curve (`NSNumber` holding a `UIView.AnimationCurve` raw value: 7,
  /// UIKit's private keyboard curve; `UIView.AnimationOptions(rawValue: 7 << 16)` selects it).
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app (`NSNumber` of a `Bool`: always true).
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
