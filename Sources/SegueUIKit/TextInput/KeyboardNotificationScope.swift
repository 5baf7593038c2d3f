import Foundation

/// Keeps one host's keyboard notifications away from another host's views and controllers:
/// the keyboard posts its notifications with its loop's screen as the object, and a
/// selector-style observer (`addObserver(_:name:object:using:)`, what `segue port` writes) that
/// is a view or controller on another screen does not get them. On iOS there is one keyboard;
/// here tests run several hosts side by side in one process.
enum KeyboardNotificationScope {
  static let names: Set<Notification.Name> = [
    UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
    UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
  ]

  /// Whether `notification` is a keyboard notification of a screen other than `observer`'s
  /// (an observer in no window, or not a view or controller, gets every one).
  static func isFromAnotherScreen(_ notification: Notification, for observer: AnyObject) -> Bool {
    guard names.contains(notification.name), let screen = notification.object as? UIScreen else { return false }
    // The keyboard posts on the main thread, from the loop.
    nonisolated(unsafe) let observer = observer
    return MainActor.assumeIsolated {
      let view: UIView? =
        switch observer {
        case let view as UIView: view
        case let controller as UIViewController: controller.viewIfLoaded
        default: nil
        }
      guard let window = view?.window else { return false }
      return window.screen !== screen
    }
  }
}
