import Foundation

/// One length of a compositional layout's size: a fraction of the container's width or
/// height, an absolute number of points, or an estimate in points the view's constraints
/// replace (self-sizing).
@preconcurrency @MainActor open class NSCollectionLayoutDimension: NSObject {
  enum Kind: Equatable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  let kind: Kind
  /// The fraction (0…1 usually) or the points.
  public let dimension: CGFloat

  init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A fraction of the containing group's (or section's) width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }
  /// A fraction of the containing group's (or section's) height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }
  /// Points.
  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, absoluteDimension)
  }
  /// Points until the view is measured.
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, estimatedDimension)
  }

  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  public var isAbsolute: Bool { kind == .absolute }
  public var isEstimated: Bool { kind == .estimated }

  /// Points in a container of `container` points (width, height).
  func resolve(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: return container.width * dimension
    case .fractionalHeight: return container.height * dimension
    case .absolute, .estimated: return dimension
    }
  }
}

/// A width and a height.
@preconcurrency @MainActor open class NSCollectionLayoutSize: NSObject {
  public let widthDimension: NSCollectionLayoutDimension
  public let heightDimension: NSCollectionLayoutDimension

  public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
    widthDimension = width
    heightDimension = height
  }

  func resolve(in container: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
  }
}

/// Space between a group's items: fixed points, or at least so many points with the leftover
/// room shared out.
@preconcurrency @MainActor open class NSCollectionLayoutSpacing: NSObject {
  public let spacing: CGFloat
  public let isFixedSpacing: Bool
  public var isFlexibleSpacing: Bool { !isFixedSpacing }

  init(spacing: CGFloat, fixed: Bool) {
    self.spacing = spacing
    isFixedSpacing = fixed
  }

  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true)
  }
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false)
  }
}

/// One item of a compositional layout: its size within its group and the insets its cell
/// keeps from that slot.
@preconcurrency @MainActor open class NSCollectionLayoutItem: NSObject {
  public let layoutSize: NSCollectionLayoutSize
  /// Points kept free inside the item's slot (absolute and fractional sizes only, as in UIKit).
  open var contentInsets: NSDirectionalEdgeInsets = .zero

  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
  }
}

/// A row or column of items (or of nested groups), repeated along the section.
@preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Axis {
    case horizontal, vertical
  }

  let axis: Axis
  public let subitems: [NSCollectionLayoutItem]
  /// With a count, the group holds exactly that many of its one subitem, sized to fit.
  let count: Int?
  /// Between the group's items (default: none).
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
    self.axis = axis
    self.subitems = subitems
    self.count = count
    super.init(layoutSize: layoutSize)
  }

  /// Items left to right, repeated while they fit.
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  /// `count` items left to right, each as wide as fits (the item's own width is ignored).
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  )
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(count, 1))
  }

  /// iOS 13's spelling of `horizontal(layoutSize:repeatingSubitem:count:)`.
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  {
    horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// Items top to bottom, repeated while they fit.
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  /// `count` items top to bottom, each as tall as fits.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  )
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(count, 1))
  }

  /// iOS 13's spelling of `vertical(layoutSize:repeatingSubitem:count:)`.
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  {
    vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }
}

/// Where a boundary supplementary item sits on its section (UIKit's raw values).
public enum NSRectAlignment: Int, Sendable {
  case none = 0
  case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a compositional section.
@preconcurrency @MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSObject {
  public let layoutSize: NSCollectionLayoutSize
  public let elementKind: String
  public let alignment: NSRectAlignment
  /// Kept for UIKit's API; Segue's compositional headers scroll with their section.
  open var pinToVisibleBounds = false
  open var zIndex = 10

  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.layoutSize = layoutSize
    self.elementKind = elementKind
    self.alignment = alignment
  }
}

/// How a section scrolls across the collection view's direction (UIKit's raw values).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  case none = 0
  case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// One section of a compositional layout: its group repeated until its items are placed.
@preconcurrency @MainActor open class NSCollectionLayoutSection: NSObject {
  public let group: NSCollectionLayoutGroup
  /// Points around the section's groups.
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  /// Points between groups.
  open var interGroupSpacing: CGFloat = 0
  /// With anything but `.none`, the groups form one row that scrolls sideways in its own
  /// scroll view (`.paging` pages by the view's width; the others scroll freely, §2.8).
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Set for a list section (`list(using:layoutEnvironment:)`): its cells learn where they are.
  var list: ListStyle?

  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }
}

/// What a section provider can read about where its section goes.
@preconcurrency @MainActor public protocol NSCollectionLayoutContainer {
  /// The collection view's size, points.
  var contentSize: CGSize { get }
  /// The size less the content insets, points.
  var effectiveContentSize: CGSize { get }
  var contentInsets: NSDirectionalEdgeInsets { get }
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

@preconcurrency @MainActor public protocol NSCollectionLayoutEnvironment {
  var container: any NSCollectionLayoutContainer { get }
}

struct LayoutContainer: NSCollectionLayoutContainer, NSCollectionLayoutEnvironment {
  var contentSize: CGSize
  var contentInsets: NSDirectionalEdgeInsets
  var effectiveContentSize: CGSize {
    CGSize(
      width: contentSize.width - contentInsets.leading - contentInsets.trailing,
      height: contentSize.height - contentInsets.top - contentInsets.bottom)
  }
  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
  var container: any NSCollectionLayoutContainer { self }
}
