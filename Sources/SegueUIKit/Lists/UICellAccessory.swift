import Foundation

/// A view a list cell shows at its trailing edge (UIKit, iOS 14): a disclosure chevron, a
/// checkmark, a label, an outline disclosure, a delete or reorder control, or a detail button.
///
/// Segue draws the disclosure indicator, the checkmark, the label and the outline disclosure
/// (docs/uikit-behaviour-2.md §34); the others are kept and take no room, since Segue's lists
/// have no editing mode.
public struct UICellAccessory: Sendable {
  /// When the accessory shows.
  public enum DisplayedState: Int, Sendable {
    case always = 0
    case whenEditing = 1
    case whenNotEditing = 2
  }

  /// A label's options.
  public struct LabelOptions: Sendable {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public var font: UIFont?
    public var adjustsFontForContentSizeCategory: Bool?
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.font = font
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    }
  }

  /// An outline disclosure's options.
  public struct OutlineDisclosureOptions: Sendable {
    /// Whether the chevron is a cell's (`.cell`) or a header's (`.header`, tinted).
    public enum Style: Int, Sendable {
      case automatic = 0
      case header = 1
      case cell = 2
    }
    public var style: Style
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public init(
      style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  /// The options the disclosure indicator, the checkmark and the accessories Segue keeps
  /// without drawing (delete, reorder, detail) share: one type under UIKit's names.
  public struct ControlOptions: Sendable {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  public typealias DisclosureIndicatorOptions = ControlOptions
  public typealias CheckmarkOptions = ControlOptions
  public typealias DeleteOptions = ControlOptions
  public typealias ReorderOptions = ControlOptions
  public typealias DetailOptions = ControlOptions

  /// The width an accessory reserves.
  public enum LayoutDimension: Sendable {
    /// The system's width (Segue: the accessory's own).
    case standard
    /// A width in points.
    case custom(CGFloat)
    /// At least the accessory's own width.
    case actual
  }

  enum Kind: Sendable {
    case disclosureIndicator(DisclosureIndicatorOptions)
    case checkmark(CheckmarkOptions)
    case label(String, LabelOptions)
    case outlineDisclosure(OutlineDisclosureOptions)
    case kept(String)
  }

  let kind: Kind
  /// When it shows.
  public let displayed: DisplayedState

  /// A grey chevron pointing to the trailing edge.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(kind: .disclosureIndicator(options), displayed: displayed)
  }

  /// A checkmark in the tint colour.
  public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions())
    -> UICellAccessory
  {
    UICellAccessory(kind: .checkmark(options), displayed: displayed)
  }

  /// `text` in the secondary label colour (17 pt).
  public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions())
    -> UICellAccessory
  {
    UICellAccessory(kind: .label(text, options), displayed: displayed)
  }

  /// A chevron that turns down when the item is expanded; tapping the cell toggles it in a
  /// section snapshot in UIKit (Segue draws it collapsed or as `actionHandler` leaves it).
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .outlineDisclosure(options), displayed: displayed)
  }

  /// A delete control (kept; shown in editing mode, which Segue's lists do not have).
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .kept("delete"), displayed: displayed)
  }

  /// A reorder control (kept; shown in editing mode).
  public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions())
    -> UICellAccessory
  {
    UICellAccessory(kind: .kept("reorder"), displayed: displayed)
  }

  /// A detail (info) button (kept, not drawn).
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .kept("detail"), displayed: displayed)
  }

  /// Whether it shows outside editing mode.
  var isShown: Bool {
    guard displayed != .whenEditing else { return false }
    switch kind {
    case .disclosureIndicator(let options): return options.isHidden != true
    case .checkmark(let options): return options.isHidden != true
    case .label(_, let options): return options.isHidden != true
    case .outlineDisclosure(let options): return options.isHidden != true
    case .kept: return false
    }
  }
}
