import Foundation
import SegueAnimation

/// UIKit's bar item: what toolbars and navigation bars show.
@preconcurrency @MainActor open class UIBarItem: NSObject {
  open var title: String? { didSet { itemDidChange() } }
  open var image: UIImage? { didSet { itemDidChange() } }
  open var isEnabled = true { didSet { itemDidChange() } }
  open var tag = 0
  open var accessibilityIdentifier: String?
  open var accessibilityLabel: String?

  /// Title attributes by control state, set with `setTitleTextAttributes(_:for:)`.
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// The title's attributes in `state` (`.normal`, `.highlighted`, `.disabled`; a tab bar
  /// item also `.selected`): `.font` and `.foregroundColor` are drawn, over the bar
  /// appearance's (docs/uikit-behaviour-2.md §30). Nil removes them.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
    itemDidChange()
  }

  /// The title's attributes set for `state`, nil when none were.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// Tells the bar showing the item to draw it again.
  var onChange: (() -> Void)?
  func itemDidChange() { onChange?() }
}

/// UIKit's bar button item: a title, an image, a system item or a custom view in a navigation
/// bar or a toolbar, sending its action when tapped.
///
/// Target–action takes the method itself, as `UIControl.addTarget` does in Segue (Swift on
/// Linux has no selectors): `UIBarButtonItem(barButtonSystemItem: .done, target: self,
/// action: EditorViewController.doneTapped)` — what `segue port` writes under `#else` for
/// `action: #selector(doneTapped)`. The target is held weakly.
///
/// System items draw their title ("Done" in the semibold weight, "Cancel", "Edit", "Save")
/// or their symbol (`.add` a plus, `.close` an xmark, `.action` a share arrow); the others,
/// whose symbols Segue does not draw, show their name as a title
/// (docs/uikit-behaviour-2.md §13).
@preconcurrency @MainActor open class UIBarButtonItem: UIBarItem {
  /// UIKit's item styles (raw values as in UIKit).
  public enum Style: Int, Sendable {
    case plain = 0
    @available(*, deprecated, message: "use .plain")
    case bordered = 1
    case done = 2
  }

  /// UIKit's system items (raw values as in UIKit).
  public enum SystemItem: Int, Sendable {
    case done = 0
    case cancel = 1
    case edit = 2
    case save = 3
    case add = 4
    case flexibleSpace = 5
    case fixedSpace = 6
    case compose = 7
    case reply = 8
    case action = 9
    case organize = 10
    case bookmarks = 11
    case search = 12
    case refresh = 13
    case stop = 14
    case camera = 15
    case trash = 16
    case play = 17
    case pause = 18
    case rewind = 19
    case fastForward = 20
    case undo = 21
    case redo = 22
    @available(*, deprecated)
    case pageCurl = 23
    case close = 24
  }

  open var style: Style = .plain { didSet { itemDidChange() } }
  /// The width of a fixed space, points (0: the item's own).
  open var width: CGFloat = 0 { didSet { itemDidChange() } }
  open var customView: UIView? { didSet { itemDidChange() } }
  open var tintColor: UIColor? { didSet { itemDidChange() } }
  /// iOS 14's action: run when the item is tapped (its title and image are the item's when
  /// the item has none).
  open var primaryAction: UIAction? { didSet { itemDidChange() } }
  open var menu: UIMenu?
  open var possibleTitles: Set<String>?
  /// The object the action is sent to (held weakly).
  open var target: AnyObject? {
    get { weakTarget }
    set { weakTarget = newValue }
  }
  private weak var weakTarget: AnyObject?
  private var send: ((UIBarButtonItem) -> Void)?
  /// The system item this item was made as, if any.
  private(set) var systemItem: SystemItem?
  /// Actions a storyboard connected (run after the item's own).
  var interfaceBuilderActions: [(UIBarButtonItem) -> Void] = []

  public override init() { super.init() }

  /// An item with `title`; `target` and `action` nil (the closure forms set an action).
  public convenience init(title: String?, style: Style, target: Any? = nil, action: Never? = nil) {
    self.init()
    self.title = title
    self.style = style
  }

  /// An item with `title` that calls `action` on `target` with the item.
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target, action: @escaping (Target) -> (UIBarButtonItem) -> Void
  ) {
    self.init(title: title, style: style)
    setAction(target, action)
  }

  /// An item with `title` that calls `action` on `target`.
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target, action: @escaping (Target) -> () -> Void
  ) {
    self.init(title: title, style: style)
    setAction(target) { target in { _ in action(target)() } }
  }

  public convenience init(image: UIImage?, style: Style, target: Any? = nil, action: Never? = nil) {
    self.init()
    self.image = image
    self.style = style
  }

  public convenience init<Target: AnyObject>(
    image: UIImage?, style: Style, target: Target, action: @escaping (Target) -> (UIBarButtonItem) -> Void
  ) {
    self.init(image: image, style: style)
    setAction(target, action)
  }

  public convenience init<Target: AnyObject>(
    image: UIImage?, style: Style, target: Target, action: @escaping (Target) -> () -> Void
  ) {
    self.init(image: image, style: style)
    setAction(target) { target in { _ in action(target)() } }
  }

  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any? = nil, action: Never? = nil) {
    self.init()
    applySystemItem(systemItem)
  }

  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target,
    action: @escaping (Target) -> (UIBarButtonItem) -> Void
  ) {
    self.init(barButtonSystemItem: systemItem)
    setAction(target, action)
  }

  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target, action: @escaping (Target) -> () -> Void
  ) {
    self.init(barButtonSystemItem: systemItem)
    setAction(target) { target in { _ in action(target)() } }
  }

  /// An item showing `customView` (which handles its own touches).
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// iOS 14's system item with an action or a menu.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init(barButtonSystemItem: systemItem)
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// iOS 14's item from a title, an image, an action or a menu.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? (image == nil ? primaryAction?.title : nil)
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// iOS 14's flexible space.
  public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace) }

  /// iOS 14's fixed space of `width` points.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
    item.width = width
    return item
  }

  private func setAction<Target: AnyObject>(
    _ target: Target, _ action: @escaping (Target) -> (UIBarButtonItem) -> Void
  ) {
    weakTarget = target
    send = { [weak target] item in
      guard let target else { return }
      action(target)(item)
    }
  }

  /// Makes the item a system item (`barButtonSystemItem`'s look).
  func applySystemItem(_ item: SystemItem) {
    systemItem = item
    switch item {
    case .done:
      title = "Done"
      style = .done
    case .save:
      title = "Save"
      style = .done
    case .cancel: title = "Cancel"
    case .edit: title = "Edit"
    case .add: image = UIImage(systemName: "plus")
    case .close: image = UIImage(systemName: "xmark")
    case .action: image = UIImage(systemName: "square.and.arrow.up")
    case .flexibleSpace, .fixedSpace: break
    default: title = Self.names[item.rawValue]
    }
  }

  private static let names: [Int: String] = [
    7: "Compose", 8: "Reply", 10: "Organize", 11: "Bookmarks", 12: "Search", 13: "Refresh", 14: "Stop",
    15: "Camera", 16: "Trash", 17: "Play", 18: "Pause", 19: "Rewind", 20: "Fast Forward", 21: "Undo", 22: "Redo",
    23: "Page Curl",
  ]

  /// Whether the item is a space rather than a button.
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

  /// The tap: the primary action, then the target's action, as UIKit sends them.
  func performAction() {
    guard isEnabled else { return }
    primaryAction?.perform(sender: self)
    send?(self)
    for action in interfaceBuilderActions { action(self) }
  }
}
