import Foundation

extension UIButton {
  /// iOS 15's button configuration: a button's content (title, subtitle, image, activity
  /// indicator), its style (plain, gray, tinted, filled and their bordered names) and its
  /// metrics, as one value the button draws.
  ///
  /// ```swift
  /// var configuration = UIButton.Configuration.filled()
  /// configuration.title = "Continue"
  /// configuration.image = UIImage(systemName: "arrow.right")
  /// configuration.imagePlacement = .trailing
  /// configuration.imagePadding = 8
  /// let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in … })
  /// ```
  ///
  /// The colours of each style and state, the insets and fonts of each `buttonSize` and the
  /// radius of each `cornerStyle` are Segue's, chosen to look like iOS 17's buttons; UIKit
  /// does not document them (docs/uikit-behaviour-2.md §33 lists them).
  @preconcurrency @MainActor public struct Configuration {
    /// The system styles; a configuration made with `init()` is `.plain` with no tint colours.
    enum Style: Sendable {
      case plain, gray, tinted, filled
    }

    /// How the background's corners are rounded.
    public enum CornerStyle: Int, Sendable {
      /// `background.cornerRadius` as it is.
      case fixed = -1
      /// A radius that follows `buttonSize` (Segue: 4, 6, 6 and 8 points, mini to large).
      case dynamic = 0
      /// 4 points.
      case small = 1
      /// 8 points.
      case medium = 2
      /// 12 points.
      case large = 3
      /// Half the background's height: a capsule.
      case capsule = 4
    }

    /// The button's size class: its text's font and its default insets.
    public enum Size: Int, Sendable {
      case mini = 0
      case small = 1
      case medium = 2
      case large = 3
    }

    /// How the title and subtitle align with each other.
    public enum TitleAlignment: Int, Sendable {
      /// Centred when the image is above or below them or absent, else leading.
      case automatic = 0
      case leading = 1
      case center = 2
      case trailing = 3
    }

    /// iOS 16's pop-up or menu indicator; Segue keeps it and draws none.
    public enum Indicator: Int, Sendable {
      case automatic = 0
      case none = 1
      case popup = 2
    }

    let style: Style

    /// The state the colours were resolved for by `updated(for:)` (nil: not resolved yet).
    var resolvedState: UIControl.State?

    /// The background's fill, stroke and corner radius; a fill colour set here wins over the
    /// style's and `baseBackgroundColor`.
    public var background: UIBackgroundConfiguration
    /// How `background.cornerRadius` is replaced (`.dynamic` by default).
    public var cornerStyle: CornerStyle = .dynamic
    /// The button's size class (`.medium` by default).
    public var buttonSize: Size = .medium {
      didSet {
        guard !hasCustomContentInsets else { return }
        contentInsets = Self.defaultContentInsets(for: buttonSize)
        hasCustomContentInsets = false
      }
    }
    /// The colour of the title, subtitle, image and activity indicator; nil: the style's
    /// (the tint, or white on a filled button).
    public var baseForegroundColor: UIColor?
    /// The fill's colour; nil: the style's (clear, a grey fill, the tint at 15 % or the tint).
    public var baseBackgroundColor: UIColor?

    /// The image shown beside the title (nil: none).
    public var image: UIImage?
    /// Applied to the image's colour once resolved (template images only).
    public var imageColorTransformer: UIConfigurationColorTransformer?
    /// Applied to a symbol `image` (its size, weight and scale win over the image's own).
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    /// Shows a spinning activity indicator in place of the image.
    public var showsActivityIndicator = false
    /// Applied to the indicator's colour once resolved.
    public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?

    /// The title (nil: none); setting it clears `attributedTitle`'s styling.
    public var title: String? {
      get { attributedTitle.map { String($0.characters) } }
      set { attributedTitle = newValue.map { AttributedString($0) } }
    }
    /// The title with its own attributes (a run's font and colour win over the style's).
    public var attributedTitle: AttributedString?
    /// Applied to the title's attributes (font, colour) before it is drawn.
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// The line below the title (nil: none).
    public var subtitle: String? {
      get { attributedSubtitle.map { String($0.characters) } }
      set { attributedSubtitle = newValue.map { AttributedString($0) } }
    }
    /// The subtitle with its own attributes.
    public var attributedSubtitle: AttributedString?
    /// Applied to the subtitle's attributes before it is drawn.
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// How the title wraps or truncates (iOS 16; `.byTruncatingTail` in Segue, one line).
    public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// iOS 16's menu indicator (kept, not drawn).
    public var indicator: Indicator = .automatic
    /// Applied to the indicator's colour (kept).
    public var indicatorColorTransformer: UIConfigurationColorTransformer?

    /// Points between the background's edges and the content (the size's default until set).
    public var contentInsets: NSDirectionalEdgeInsets {
      didSet { hasCustomContentInsets = true }
    }
    private var hasCustomContentInsets = false
    /// Which side of the title the image is on (`.leading` by default).
    public var imagePlacement: NSDirectionalRectEdge = .leading
    /// Points between the image (or indicator) and the title.
    public var imagePadding: CGFloat = 0
    /// Points between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    /// How the title and subtitle align with each other.
    public var titleAlignment: TitleAlignment = .automatic
    /// Whether a selected button is drawn selected (a plain, gray or tinted button as a filled
    /// one); true by default.
    public var automaticallyUpdateForSelection = true

    init(style: Style) {
      self.style = style
      background = UIBackgroundConfiguration()
      contentInsets = Self.defaultContentInsets(for: .medium)
      hasCustomContentInsets = false
    }

    /// A plain configuration: no background, tinted text.
    public init() { self.init(style: .plain) }

    /// No background; the title in the tint colour.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A grey fill; the title in the tint colour.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// The tint at 15 % as the fill; the title in the tint colour.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// The tint as the fill; the title in white.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// iOS 15's earlier name for `plain()`.
    public static func borderless() -> Configuration { Configuration(style: .plain) }
    /// iOS 15's earlier name for `gray()`.
    public static func bordered() -> Configuration { Configuration(style: .gray) }
    /// iOS 15's earlier name for `tinted()`.
    public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
    /// iOS 15's earlier name for `filled()`.
    public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

    /// The insets a `buttonSize` starts with, points: mini 3/8, small 5/10, medium 7/12,
    /// large 14/20 (top and bottom / leading and trailing).
    static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
      switch size {
      case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
      case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    /// Puts `contentInsets` back to the `buttonSize`'s default.
    public mutating func setDefaultContentInsets() {
      contentInsets = Self.defaultContentInsets(for: buttonSize)
      hasCustomContentInsets = false
    }

    /// This configuration with its colours resolved for `button`'s state (highlighted,
    /// selected, disabled) and tint: `baseForegroundColor`, `background.backgroundColor` and
    /// the stroke are set, and resolving the result again changes nothing.
    public func updated(for button: UIButton) -> Configuration {
      var resolved = self
      let colors = ButtonConfigurationColors(self, state: button.state, tint: button.tintColor ?? .systemBlue)
      resolved.baseForegroundColor = colors.foreground
      resolved.baseBackgroundColor = colors.background
      resolved.background.backgroundColor = colors.background
      resolved.background.backgroundColorTransformer = nil
      resolved.resolvedState = button.state
      return resolved
    }

    /// The font of the title for `buttonSize`: 13, 15, 17 and 17 points, mini to large.
    var titleFont: UIFont {
      switch buttonSize {
      case .mini: .systemFont(ofSize: 13)
      case .small: .systemFont(ofSize: 15)
      case .medium, .large: .systemFont(ofSize: 17)
      }
    }

    /// The font of the subtitle: 12, 13, 15 and 15 points, mini to large.
    var subtitleFont: UIFont {
      switch buttonSize {
      case .mini: .systemFont(ofSize: 12)
      case .small: .systemFont(ofSize: 13)
      case .medium, .large: .systemFont(ofSize: 15)
      }
    }

    /// The background's corner radius for a background `height` points tall.
    func cornerRadius(height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .fixed: background.cornerRadius
      case .dynamic:
        switch buttonSize {
        case .mini: 4
        case .small, .medium: 6
        case .large: 8
        }
      case .small: 4
      case .medium: 8
      case .large: 12
      case .capsule: height / 2
      }
    }
  }
}
