import Foundation

/// A list layout's look (UIKit, iOS 14): a collection view laid out as a table, one full-width
/// self-sizing row per item, with separators and the grouped backgrounds.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
///
/// Segue's metrics are its table view's (docs/uikit-behaviour-2.md §34): rows 44 pt at least,
/// inset-grouped sections 20 pt from the sides with 10 pt corners, 18 pt between grouped
/// sections. Swipe actions are not drawn.
@preconcurrency @MainActor public struct UICollectionLayoutListConfiguration {
  /// The list styles, as UIKit names them.
  public enum Appearance: Int, Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
    case sidebar = 3
    case sidebarPlain = 4
  }

  /// Whether sections have a header.
  public enum HeaderMode: Int, Sendable {
    case none = 0
    /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary = 1
    /// The section's first item is drawn as its header.
    case firstItemInSection = 2
  }

  /// Whether sections have a footer.
  public enum FooterMode: Int, Sendable {
    case none = 0
    /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary = 1
  }

  public let appearance: Appearance
  /// Hairlines between rows (true by default).
  public var showsSeparators = true
  /// The list's background; nil: the appearance's (`.systemBackground` for plain lists,
  /// `.systemGroupedBackground` for grouped ones).
  public var backgroundColor: UIColor?
  public var headerMode: HeaderMode = .none
  public var footerMode: FooterMode = .none
  /// Points above each section's header (nil: the appearance's).
  public var headerTopPadding: CGFloat?

  public init(appearance: Appearance) {
    self.appearance = appearance
  }

  /// Whether sections sit on a grouped background (grouped, inset-grouped, sidebar).
  var isGrouped: Bool { appearance != .plain && appearance != .sidebarPlain }

  /// Whether sections are rounded cards inset from the sides.
  var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }

  /// The background the list draws on.
  var resolvedBackgroundColor: UIColor {
    backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground)
  }

  /// Points between an inset-grouped section and the sides (UIKit's layout margins on a
  /// phone-width screen).
  static let sideInset: CGFloat = 20
  /// Points above a grouped section without a header.
  static let groupedSectionGap: CGFloat = 18
}

extension NSCollectionLayoutSection {
  /// A list section (UIKit, iOS 14): full-width rows that size themselves (estimated 44 pt),
  /// and the configuration's header, footer and insets.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let side = configuration.isInset ? UICollectionLayoutListConfiguration.sideInset : 0
    let top =
      configuration.headerTopPadding
      ?? (configuration.isGrouped && configuration.headerMode != .supplementary
        ? UICollectionLayoutListConfiguration.groupedSectionGap : 0)
    section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: side, bottom: 0, trailing: side)
    var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
    if configuration.headerMode == .supplementary {
      boundaries.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(38)),
          elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      boundaries.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(38)),
          elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    section.boundarySupplementaryItems = boundaries
    section.list = configuration.listStyle
    return section
  }
}

extension UICollectionViewCompositionalLayout {
  /// A layout whose every section is a list section of `configuration`; the collection view
  /// takes the list's background colour.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    let layout = UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
    layout.listBackgroundColor = configuration.resolvedBackgroundColor
    return layout
  }
}

/// What a list section tells its cells (`UICollectionViewLayoutAttributes.listPlacement`).
struct ListStyle {
  var isGrouped: Bool
  var isInset: Bool
  var showsSeparators: Bool
  var firstItemIsHeader: Bool
}

/// Where a list cell is in its section.
struct ListPlacement: Equatable {
  var isGrouped: Bool
  var isInset: Bool
  var isFirst: Bool
  var isLast: Bool
  var showsSeparator: Bool
  var isHeader: Bool
}

extension UICollectionLayoutListConfiguration {
  var listStyle: ListStyle {
    ListStyle(
      isGrouped: isGrouped, isInset: isInset, showsSeparators: showsSeparators,
      firstItemIsHeader: headerMode == .firstItemInSection)
  }
}
