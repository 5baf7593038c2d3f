import Foundation

/// UIKit's alert action: one button of a `UIAlertController`, with its title, style and the
/// handler run when the user taps it.
///
/// The handler runs once, after the alert controller has been dismissed (its dismissal
/// completion), as UIKit calls it (docs/uikit-behaviour-2.md §14.3).
@preconcurrency @MainActor open class UIAlertAction: NSObject {
  /// UIKit's action styles: how the button is drawn and, for `.cancel`, where it goes.
  public enum Style: Int, Sendable {
    /// Drawn in the tint colour.
    case `default` = 0
    /// Drawn semibold; at most one per controller, on the left of two side by side, at the
    /// bottom of a stack, and apart from the others in an action sheet.
    case cancel = 1
    /// Drawn in `.systemRed`.
    case destructive = 2
  }

  /// The button's text.
  open private(set) var title: String?
  open private(set) var style: Style
  /// Whether a tap on the button runs it (a disabled button is drawn grey and ignores taps).
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { enabledDidChange?() } }
  }

  /// The closure given to `init(title:style:handler:)`.
  let handler: ((UIAlertAction) -> Void)?
  /// Redraws the action's button (set by the button showing it).
  var enabledDidChange: (() -> Void)?

  /// An action titled `title`; `handler` runs after the controller has been dismissed.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}
