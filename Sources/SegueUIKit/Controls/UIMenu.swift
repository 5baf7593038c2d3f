import Foundation
import SegueAnimation

/// UIKit's menu, as a control or bar button item carries it; Segue keeps it and its
/// children but shows no menu yet.
@preconcurrency @MainActor open class UIMenu: UIMenuElement {
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  public let children: [UIMenuElement]
  public let options: Options

  public init(
    title: String = "", image: UIImage? = nil, identifier: String? = nil, options: Options = [],
    children: [UIMenuElement] = []
  ) {
    self.children = children
    self.options = options
    super.init(title: title, image: image)
  }
}

/// UIKit's menu element: the base of menus and actions.
@preconcurrency @MainActor open class UIMenuElement: NSObject {
  /// How an action is shown (raw values as in UIKit).
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// An action's check state (raw values as in UIKit).
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }

  public let title: String
  public let image: UIImage?
  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
  }
}
