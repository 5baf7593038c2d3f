import Foundation

/// UIKit's tab bar item: the title, image and badge a `UITabBar` shows for one tab
/// (docs/uikit-behaviour-2.md §16.2).
///
/// The image is drawn as a template in the bar's tint (unless its rendering mode is
/// `.alwaysOriginal`); `selectedImage`, when set, replaces it while the item is selected.
/// `badgeValue` draws UIKit's red badge at the image's top right; an empty string draws
/// the badge without text.
@preconcurrency @MainActor open class UITabBarItem: UIBarItem {
  /// UIKit's system items (raw values as in UIKit). Each has its title; the image is one of
  /// the symbols Segue draws where there is one (`favorites`, `topRated` and `featured` a
  /// star, `more` an ellipsis), else none (§16.2).
  public enum SystemItem: Int, Sendable {
    case more = 0
    case favorites = 1
    case featured = 2
    case topRated = 3
    case recents = 4
    case contacts = 5
    case history = 6
    case bookmarks = 7
    case search = 8
    case downloads = 9
    case mostRecent = 10
    case mostViewed = 11
  }

  /// The image shown while the item is selected (nil: `image`).
  open var selectedImage: UIImage? { didSet { itemDidChange() } }
  /// The badge's text; nil hides the badge, an empty string shows an empty badge.
  open var badgeValue: String? { didSet { itemDidChange() } }
  /// The badge's fill (nil: `.systemRed`).
  open var badgeColor: UIColor? { didSet { itemDidChange() } }
  /// The bar's appearance while this item is selected (nil: the bar's own); a copy of what is
  /// assigned (docs/uikit-behaviour-2.md §30).
  open var standardAppearance: UITabBarAppearance? {
    didSet {
      if let standardAppearance, oldValue !== standardAppearance {
        self.standardAppearance = UITabBarAppearance.copied(standardAppearance)
      }
      itemDidChange()
    }
  }
  /// The bar's scroll-edge appearance while this item is selected (kept; a copy).
  open var scrollEdgeAppearance: UITabBarAppearance? {
    didSet {
      if let scrollEdgeAppearance, oldValue !== scrollEdgeAppearance {
        self.scrollEdgeAppearance = UITabBarAppearance.copied(scrollEdgeAppearance)
      }
    }
  }
  /// The system item it was made as, if any.
  private(set) var systemItem: SystemItem?

  public override init() { super.init() }

  /// An item with a title, an image and a tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// An item with a title, an image and the image shown while it is selected.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// One of UIKit's system items, with its title and (where Segue draws it) its symbol.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.systemItem = systemItem
    self.tag = tag
    let symbol: String? =
      switch systemItem {
      case .favorites, .topRated, .featured: "star.fill"
      case .more: "ellipsis"
      default: nil
      }
    image = symbol.flatMap { UIImage(systemName: $0) }
  }

  /// The title shown: the item's own, else the system item's.
  var displayedTitle: String? { title ?? systemItem.map(Self.systemTitle) }

  /// The title UIKit gives each system item.
  static func systemTitle(_ item: SystemItem) -> String {
    switch item {
    case .more: "More"
    case .favorites: "Favorites"
    case .featured: "Featured"
    case .topRated: "Top Rated"
    case .recents: "Recents"
    case .contacts: "Contacts"
    case .history: "History"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .downloads: "Downloads"
    case .mostRecent: "Most Recent"
    case .mostViewed: "Most Viewed"
    }
  }
}
