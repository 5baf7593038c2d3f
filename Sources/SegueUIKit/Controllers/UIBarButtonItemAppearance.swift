import Foundation

/// UIKit's look of a bar button item in one state (iOS 13+): its title's attributes and
/// background image. It comes from a `UIBarButtonItemAppearance` (`normal`, `highlighted`,
/// `disabled`, `focused`); there is no public initializer, as in UIKit.
///
/// Segue draws the title's `.font` and `.foregroundColor` (docs/uikit-behaviour-2.md §30);
/// the offsets and the background image are kept.
@preconcurrency @MainActor open class UIBarButtonItemStateAppearance: NSObject {
  /// The title's attributes (default empty: 17 pt, semibold for a done item, in the tint).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Moves the title, points (kept).
  open var titlePositionAdjustment: UIOffset = .zero
  /// An image behind the item (kept).
  open var backgroundImage: UIImage?
  /// Moves the background image, points (kept).
  open var backgroundImagePositionAdjustment: UIOffset = .zero

  override init() { super.init() }

  func copyProperties(from other: UIBarButtonItemStateAppearance) {
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    backgroundImage = other.backgroundImage
    backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
  }
}

/// UIKit's appearance of the bar button items of one style (iOS 13+), for each control
/// state. Navigation bar and toolbar appearances hold one for plain items
/// (`buttonAppearance`) and one for done items (`doneButtonAppearance`); a navigation bar
/// appearance also one for the back button (`backButtonAppearance`). Assigning it to a bar
/// appearance stores a copy, as in UIKit (docs/uikit-behaviour-2.md §30).
@preconcurrency @MainActor open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
  /// The item's look when it is enabled and not pressed.
  public let normal = UIBarButtonItemStateAppearance()
  /// The item's look while pressed.
  public let highlighted = UIBarButtonItemStateAppearance()
  /// The item's look when it is disabled.
  public let disabled = UIBarButtonItemStateAppearance()
  /// The item's look when focused (kept: Segue has no focus engine).
  public let focused = UIBarButtonItemStateAppearance()
  /// The style it was made or last configured for.
  private(set) var style: UIBarButtonItem.Style

  /// An appearance with the default look for `style` (empty attributes in every state: the
  /// bar's own font and the tint).
  public init(style: UIBarButtonItem.Style) {
    self.style = style
    super.init()
  }

  /// An appearance for plain items.
  public override convenience init() { self.init(style: .plain) }

  /// Resets every state to the default look for `style`.
  open func configureWithDefault(for style: UIBarButtonItem.Style) {
    self.style = style
    let empty = UIBarButtonItemStateAppearance()
    for state in states { state.copyProperties(from: empty) }
  }

  /// A copy with the same look in every state.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UIBarButtonItemAppearance(style: style)
    for (mine, theirs) in zip(copy.states, states) { mine.copyProperties(from: theirs) }
    return copy
  }

  private var states: [UIBarButtonItemStateAppearance] { [normal, highlighted, disabled, focused] }

  /// The state appearance for a control that is `enabled` and `highlighted` (disabled wins).
  func stateAppearance(enabled: Bool, highlighted isHighlighted: Bool) -> UIBarButtonItemStateAppearance {
    !enabled ? disabled : isHighlighted ? highlighted : normal
  }

  static func copied(_ appearance: UIBarButtonItemAppearance) -> UIBarButtonItemAppearance {
    appearance.copy() as? UIBarButtonItemAppearance ?? appearance
  }
}
