import Foundation

/// UIKit's look of a tab bar item in one state (iOS 13+): the icon's colour, the title's
/// attributes and the badge's colours. It comes from a `UITabBarItemAppearance` (`normal`,
/// `selected`, `disabled`, `focused`); there is no public initializer, as in UIKit.
///
/// Segue draws `iconColor`, the title's `.font` and `.foregroundColor`, and
/// `badgeBackgroundColor` and the badge text's `.foregroundColor`; the offsets are kept
/// (docs/uikit-behaviour-2.md §30).
@preconcurrency @MainActor open class UITabBarItemStateAppearance: NSObject {
  /// The title's attributes (default empty: 10 pt medium in the icon's colour).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Moves the title, points (kept).
  open var titlePositionAdjustment: UIOffset = .zero
  /// The colour of a template icon (nil: the bar's tint when selected, grey otherwise).
  open var iconColor: UIColor?
  /// Moves the badge, points (kept).
  open var badgePositionAdjustment: UIOffset = .zero
  /// The badge's fill (nil: the item's `badgeColor`, then `.systemRed`).
  open var badgeBackgroundColor: UIColor?
  /// The badge text's attributes (`.foregroundColor` is drawn; default white).
  open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Moves the badge's text inside the badge, points (kept).
  open var badgeTitlePositionAdjustment: UIOffset = .zero

  override init() { super.init() }

  func copyProperties(from other: UITabBarItemStateAppearance) {
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    iconColor = other.iconColor
    badgePositionAdjustment = other.badgePositionAdjustment
    badgeBackgroundColor = other.badgeBackgroundColor
    badgeTextAttributes = other.badgeTextAttributes
    badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
  }
}

/// UIKit's appearance of a tab bar's items in one layout (iOS 13+), for each state. A tab bar
/// appearance holds one per layout: stacked (image above title, Segue's phone), inline and
/// compact inline (kept).
@preconcurrency @MainActor open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
  /// The item layouts UIKit has (raw values as in UIKit).
  public enum Style: Int, Sendable {
    case stacked = 0
    case inline = 1
    case compactInline = 2
  }

  /// An item's look when it is enabled and not selected.
  public let normal = UITabBarItemStateAppearance()
  /// The selected item's look.
  public let selected = UITabBarItemStateAppearance()
  /// A disabled item's look.
  public let disabled = UITabBarItemStateAppearance()
  /// A focused item's look (kept: Segue has no focus engine).
  public let focused = UITabBarItemStateAppearance()
  private var style: Style

  /// An appearance with the default look for `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// An appearance for the stacked layout.
  public override convenience init() { self.init(style: .stacked) }

  /// Resets every state to the default look for `style`.
  open func configureWithDefault(for style: Style) {
    self.style = style
    let empty = UITabBarItemStateAppearance()
    for state in states { state.copyProperties(from: empty) }
  }

  /// A copy with the same look in every state.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UITabBarItemAppearance(style: style)
    for (mine, theirs) in zip(copy.states, states) { mine.copyProperties(from: theirs) }
    return copy
  }

  private var states: [UITabBarItemStateAppearance] { [normal, selected, disabled, focused] }

  static func copied(_ appearance: UITabBarItemAppearance) -> UITabBarItemAppearance {
    appearance.copy() as? UITabBarItemAppearance ?? appearance
  }
}

/// UIKit's tab bar appearance (iOS 13+): a bar appearance plus the look of the items in each
/// layout and the selection indicator. A tab bar draws its background, its top line and its
/// items from the appearance in use: the selected item's own `standardAppearance` when it has
/// one, else the bar's (docs/uikit-behaviour-2.md §30).
@preconcurrency @MainActor open class UITabBarAppearance: UIBarAppearance {
  /// The items' look in the stacked layout (image above title), the one Segue draws; a copy
  /// of what is assigned.
  open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked) {
    didSet { stackedLayoutAppearance = UITabBarItemAppearance.copied(stackedLayoutAppearance) }
  }
  /// The items' look in the inline layout (kept); a copy of what is assigned.
  open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline) {
    didSet { inlineLayoutAppearance = UITabBarItemAppearance.copied(inlineLayoutAppearance) }
  }
  /// The items' look in the compact inline layout (kept); a copy of what is assigned.
  open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline) {
    didSet { compactInlineLayoutAppearance = UITabBarItemAppearance.copied(compactInlineLayoutAppearance) }
  }
  /// Tints the selection indicator image (kept).
  open var selectionIndicatorTintColor: UIColor?
  /// An image behind the selected item (kept).
  open var selectionIndicatorImage: UIImage?
  /// How stacked items share the bar's width (kept: Segue's phone fills it).
  open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
  /// Points between centred stacked items (kept).
  open var stackedItemSpacing: CGFloat = 0
  /// Width of centred stacked items, points (kept).
  open var stackedItemWidth: CGFloat = 0

  public required init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

  override func copyProperties(from other: UIBarAppearance) {
    super.copyProperties(from: other)
    if let tabBar = other as? UITabBarAppearance { copyTabBarProperties(from: tabBar) }
  }

  private func copyTabBarProperties(from other: UITabBarAppearance) {
    stackedLayoutAppearance = other.stackedLayoutAppearance
    inlineLayoutAppearance = other.inlineLayoutAppearance
    compactInlineLayoutAppearance = other.compactInlineLayoutAppearance
    selectionIndicatorTintColor = other.selectionIndicatorTintColor
    selectionIndicatorImage = other.selectionIndicatorImage
    stackedItemPositioning = other.stackedItemPositioning
    stackedItemSpacing = other.stackedItemSpacing
    stackedItemWidth = other.stackedItemWidth
  }

  static func copied(_ appearance: UITabBarAppearance) -> UITabBarAppearance {
    appearance.copy() as? UITabBarAppearance ?? appearance
  }
}
