import Foundation
import SegueAnimation

/// UIKit's responder: the chain events travel along. Views, controllers and the window
/// are responders.
@preconcurrency @MainActor open class UIResponder: NSObject, NSKeyValueObserving {
  public override init() { super.init() }

  /// The archive initializer. UIKit declares `init?(coder:)` on `UIView` and
  /// `UIViewController` (NSCoding), not on `UIResponder`; Segue makes it `required` here too,
  /// because it makes the app's and scenes' delegates through it: Swift on Linux can only
  /// make an object from its class (named in `Info.plist` or by `@main`) through a required
  /// initializer, and this one is inherited by every responder subclass that declares no
  /// initializer of its own — Xcode's `class AppDelegate: UIResponder` and `class
  /// SceneDelegate: UIResponder` as they are (docs/uikit-behaviour.md, "App launch"). A
  /// responder subclass with initializers of its own needs `required init?(coder:)`, as
  /// views and controllers do in UIKit.
  public required init?(coder: NSCoder) { super.init() }

  /// Segue only: the outlets and actions of this class that Interface Builder documents
  /// connect by name. UIKit finds them through the Objective-C runtime, which Swift on
  /// Linux lacks; `segue port` writes this override for every class with `@IBOutlet`s or
  /// `@IBAction`s (docs/interface-builder.md, "Outlets and actions"):
  ///
  /// ```swift
  /// #if !canImport(UIKit)
  /// override class var interfaceBuilderBindings: [InterfaceBuilderBinding] {
  ///   super.interfaceBuilderBindings + [
  ///     .outlet("titleLabel", \DetailViewController.titleLabel),
  ///     .action("closeTapped:", DetailViewController.closeTapped(_:)),
  ///   ]
  /// }
  /// #endif
  /// ```
  open class var interfaceBuilderBindings: [InterfaceBuilderBinding] { [] }

  /// Foundation's string-keyed observing callback: called on the observer registered with
  /// `addObserver(_:forKeyPath:options:context:)` each time the property changes, on the
  /// thread making the change, with `change` holding `.newKey`/`.oldKey`/`.kindKey` as the
  /// options asked. Foundation declares it on `NSObject`; Swift on Linux cannot add an
  /// overridable method there, so in Segue responders (views, view controllers) have it
  /// (docs/uikit-behaviour-2.md §12). Nonisolated, as Foundation's is.
  nonisolated open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {}

  /// Called on every object of a storyboard or xib after all its outlets and actions are
  /// connected, before a controller's `viewDidLoad` (UIKit declares it on `NSObject`; in
  /// Segue views, controllers and cells have it). Call `super.awakeFromNib()`.
  open func awakeFromNib() {}

  /// Interface Builder's live rendering hook; Segue never calls it.
  open func prepareForInterfaceBuilder() {}

  /// The next responder: a view's superview (or its controller), a controller's view's
  /// superview, … up to the window.
  open var next: UIResponder? { nil }

  // MARK: First responder (UIResponder+FirstResponder.swift does the work)

  /// Whether this responder can take the first responder status: false, as in UIKit; text
  /// fields and text views say true.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder gives up the first responder status when asked: true.
  open var canResignFirstResponder: Bool { true }

  /// Makes this responder the first responder of its window — the one typed keys go to —
  /// asking the current one to resign first. False when it cannot
  /// (`canBecomeFirstResponder` is false, it is in no window, or the current first responder
  /// would not resign); true when it already is.
  @discardableResult
  open func becomeFirstResponder() -> Bool { makeFirstResponder() }

  /// Gives up the first responder status; false when `canResignFirstResponder` is false. A
  /// responder that is not first responder returns true.
  @discardableResult
  open func resignFirstResponder() -> Bool { giveUpFirstResponder() }

  /// Whether this responder is its window's first responder.
  open var isFirstResponder: Bool { firstResponderLoop?.firstResponder === self }

  /// The view shown above the keyboard while this responder is first responder (UIKit's; stored,
  /// not drawn by Segue).
  open var inputAccessoryView: UIView? { nil }

  /// A custom input view replacing the keyboard (UIKit's; stored by text inputs, not drawn).
  open var inputView: UIView? { nil }

  /// Asks the system to show this responder's input views again; Segue's keyboard has nothing
  /// to reload.
  open func reloadInputViews() {}

  // MARK: Touches

  // A touch's events, from the `TouchRouter`. The defaults forward to `next`, as UIKit's
  // do; a `UIControl` tracks the touch instead (UIControl+Tracking.swift).

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    forwardTouches(touches, .began, with: event)
  }

  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    forwardTouches(touches, .moved, with: event)
  }

  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    forwardTouches(touches, .ended, with: event)
  }

  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    forwardTouches(touches, .cancelled, with: event)
  }
}
