import Foundation

/// iOS 17's empty state: an image, a title, a secondary text and up to two buttons, centred
/// in a view, shown by a view controller over its content (`contentUnavailableConfiguration`)
/// or by a `UIContentUnavailableView`.
///
/// ```swift
/// var empty = UIContentUnavailableConfiguration.empty()
/// empty.image = UIImage(systemName: "star")
/// empty.text = "No Favorites"
/// empty.secondaryText = "Tap the star on a photo to keep it here."
/// contentUnavailableConfiguration = empty
/// ```
///
/// The fonts, colours and paddings are Segue's, meant to look like iOS 17's
/// (docs/uikit-behaviour-2.md §35).
@preconcurrency @MainActor public struct UIContentUnavailableConfiguration: UIContentConfiguration {
  /// How the texts align.
  public enum Alignment: Int, Sendable {
    case center = 0
    case natural = 1
  }

  /// How the image is drawn.
  public struct ImageProperties {
    /// The image's colour (template images); nil: `.secondaryLabel`.
    public var tintColor: UIColor?
    /// Applied to a symbol image; nil: 44 pt (Segue's size for the empty state's symbol).
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// Points; the image is shrunk to fit, never grown (zero: no limit).
    public var maximumSize: CGSize = .zero
    /// Points.
    public var cornerRadius: CGFloat = 0
    public var accessibilityIgnoresInvertColors = false
  }

  /// How a text is drawn.
  public struct TextProperties {
    public var font: UIFont
    public var color: UIColor
    public var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// 0: as many lines as the text needs.
    public var numberOfLines = 0
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    public var allowsDefaultTighteningForTruncation = false
    public var adjustsFontForContentSizeCategory = true
  }

  /// What a button does.
  public struct ButtonProperties {
    /// Sent when the button is tapped.
    public var primaryAction: UIAction?
    /// Kept (menus are not drawn).
    public var menu: UIMenu?
    public var isEnabled = true
  }

  /// The image above the texts (nil: none).
  public var image: UIImage?
  public var imageProperties = ImageProperties()
  /// The title (nil: none).
  public var text: String?
  /// The title with its own attributes (drawn instead of `text`).
  public var attributedText: NSAttributedString?
  public var textProperties = TextProperties(font: .boldSystemFont(ofSize: 20), color: .label)
  /// The line under the title (nil: none).
  public var secondaryText: String?
  public var secondaryAttributedText: NSAttributedString?
  public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel)
  /// The first button, shown when it has a title or an image.
  public var button = UIButton.Configuration.plain()
  public var buttonProperties = ButtonProperties()
  /// The second button, below the first.
  public var secondaryButton = UIButton.Configuration.plain()
  public var secondaryButtonProperties = ButtonProperties()
  public var alignment: Alignment = .center
  /// Points between the image and the title.
  public var imageToTextPadding: CGFloat = 10
  /// Points between the title and the secondary text.
  public var textToSecondaryTextPadding: CGFloat = 5
  /// Points between the texts and the first button.
  public var textToButtonPadding: CGFloat = 14
  /// Points between the two buttons.
  public var buttonToSecondaryButtonPadding: CGFloat = 8
  /// Points around the content.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
  /// The view's background (clear by default).
  public var background = UIBackgroundConfiguration.clear()
  /// Shows a spinning activity indicator in place of the image (`loading()`).
  var showsActivityIndicator = false

  private init() {}

  /// An empty state with nothing set: fill in the image, texts and buttons.
  public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }

  /// A loading state: a spinning activity indicator and "Loading…" in the secondary colour.
  public static func loading() -> UIContentUnavailableConfiguration {
    var configuration = UIContentUnavailableConfiguration()
    configuration.showsActivityIndicator = true
    configuration.text = "Loading…"
    configuration.textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel)
    return configuration
  }

  /// A search without results: a magnifying glass, "No Results" and a hint; with
  /// `updated(for:)` the title names the search text, as UIKit's does.
  public static func search() -> UIContentUnavailableConfiguration {
    var configuration = UIContentUnavailableConfiguration()
    configuration.image = UIImage(
      systemName: "magnifyingglass", withConfiguration: UIImage.SymbolConfiguration(pointSize: 44))
    configuration.text = "No Results"
    configuration.secondaryText = "Check the spelling or try a new search."
    configuration.isSearch = true
    return configuration
  }

  /// Whether this is `search()`'s configuration, whose title follows the search text.
  private var isSearch = false

  /// This configuration for `state`: a search configuration's title names the search text
  /// (`No Results for "…"`).
  public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration {
    guard isSearch, let search = (state as? UIContentUnavailableConfigurationState)?.searchText, !search.isEmpty
    else { return self }
    var configuration = self
    configuration.text = "No Results for \u{201C}\(search)\u{201D}"
    return configuration
  }

  public func makeContentView() -> any UIView & UIContentView { UIContentUnavailableView(configuration: self) }
}

/// UIKit's configuration state protocol (iOS 14): the traits and values a configuration is
/// updated for.
@preconcurrency @MainActor public protocol UIConfigurationState {
  var traitCollection: UITraitCollection { get set }
}

/// The state a view controller's content-unavailable configuration is updated for (iOS 17).
public struct UIContentUnavailableConfigurationState: UIConfigurationState {
  public var traitCollection: UITraitCollection
  /// The text of the view controller's (or its navigation item's) search bar, if any.
  public var searchText: String?

  public init(traitCollection: UITraitCollection, searchText: String? = nil) {
    self.traitCollection = traitCollection
    self.searchText = searchText
  }
}
