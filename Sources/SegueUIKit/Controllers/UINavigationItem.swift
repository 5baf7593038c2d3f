import Foundation
import SegueAnimation

/// The navigation bar's view of a controller: its title (or title view), its back button's
/// title, and its bar button items. A change while the item is shown redraws the bar.
@preconcurrency @MainActor public final class UINavigationItem: NSObject {
  /// How a large title shows when the bar's `prefersLargeTitles` is true
  /// (docs/uikit-behaviour-2.md §18.1): `.automatic` as the item below it in the stack (large
  /// for the root), `.always` large, `.never` and `.inline` in the 44-point row.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic = 0
    case always = 1
    case never = 2
    case inline = 3
  }

  /// The title (observable with `observe(\.title)`).
  public var title: String? {
    willSet { willChangeValue(for: \UINavigationItem.title) }
    didSet {
      didChangeValue(for: \UINavigationItem.title)
      itemDidChange()
    }
  }
  /// The back button title shown on the next screen (nil: `backBarButtonItem`'s title, then
  /// this item's title).
  public var backButtonTitle: String? { didSet { itemDidChange() } }
  /// The item whose title the next screen's back button shows.
  public var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
  /// A view shown in place of the title.
  public var titleView: UIView? { didSet { itemDidChange() } }
  /// A line above the title (kept; not drawn).
  public var prompt: String?
  /// The bar's appearance while this item is on top, instead of the bar's own; a copy of what
  /// is assigned (docs/uikit-behaviour-2.md §29).
  public var standardAppearance: UINavigationBarAppearance? {
    get { storedStandardAppearance }
    set {
      storedStandardAppearance = newValue.map { $0.copy() as? UINavigationBarAppearance ?? $0 }
      itemDidChange()
    }
  }
  /// The bar's scroll-edge appearance while this item is on top; a copy of what is assigned.
  public var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { storedScrollEdgeAppearance }
    set {
      storedScrollEdgeAppearance = newValue.map { $0.copy() as? UINavigationBarAppearance ?? $0 }
      itemDidChange()
    }
  }
  /// The compact-height appearances (kept: Segue's phone is upright).
  public var compactAppearance: UINavigationBarAppearance?
  public var compactScrollEdgeAppearance: UINavigationBarAppearance?
  private var storedStandardAppearance: UINavigationBarAppearance?
  private var storedScrollEdgeAppearance: UINavigationBarAppearance?
  /// Whether this item's title shows large (docs/uikit-behaviour-2.md §18.1).
  public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }
  /// The search controller whose search bar shows in the bar's search row, below the title
  /// (docs/uikit-behaviour-2.md §18.4).
  public var searchController: UISearchController? {
    didSet {
      guard searchController !== oldValue else { return }
      oldValue?.searchBar.removeFromSuperview()
      itemDidChange()
    }
  }
  /// Whether the search row collapses as the content scrolls up (true: shown at the top of the
  /// content only; docs/uikit-behaviour-2.md §18.4).
  public var hidesSearchBarWhenScrolling = true { didSet { itemDidChange() } }
  /// Whether the back button is hidden.
  public var hidesBackButton = false { didSet { itemDidChange() } }
  /// Whether left items show beside the back button rather than replacing it.
  public var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
  /// The items at the leading edge, from the edge inward.
  public var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
  /// The items at the trailing edge, from the edge inward.
  public var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }

  /// The first of `leftBarButtonItems`.
  public var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The first of `rightBarButtonItems`.
  public var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  public override init() {}
  /// An item showing `title` (UIKit's `init(title:)`).
  public init(title: String) { self.title = title }

  public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
  public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

  /// The back title the next screen shows for this item.
  var backTitle: String { backButtonTitle ?? backBarButtonItem?.title ?? title ?? "Back" }

  /// The owning controller's `toolbarItems` (kept here so `UIViewController` needs no new
  /// field; docs/uikit-behaviour-2.md §18.5).
  var toolbarItems: [UIBarButtonItem]?
  /// The owning controller's `definesPresentationContext`.
  var definesPresentationContext = false

  /// Tells the bar showing the item (set by the bar) to draw it again.
  var onChange: (() -> Void)?
  private func itemDidChange() { onChange?() }
}
