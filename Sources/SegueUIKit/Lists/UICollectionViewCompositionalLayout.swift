import Foundation

/// The compositional layout's options.
@preconcurrency @MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// Segue lays out vertically scrolling compositional layouts only.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// Points between sections.
  open var interSectionSpacing: CGFloat = 0
}

/// UIKit's compositional layout: each section repeats its group (items and nested groups in
/// rows or columns, sized absolutely, as fractions of their container, or estimated and
/// measured) down the view; a section with an orthogonal scrolling behaviour lays its groups
/// out in one row that scrolls sideways in its own scroll view; headers and footers are
/// boundary supplementary items (docs/uikit-behaviour-2.md §2.8).
@preconcurrency @MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

  private let provider: SectionProvider
  open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

  private var items: [[UICollectionViewLayoutAttributes]] = []
  private var boundaries: [UICollectionViewLayoutAttributes] = []
  private var sectionFrames: [CGRect] = []
  private var orthogonal: [Int: OrthogonalSectionInfo] = [:]
  private var contentSize: CGSize = .zero
  private var measured: [IndexPath: CGSize] = [:]
  /// Items whose size has an estimated dimension.
  private var estimatedItems: Set<IndexPath> = []
  /// A list layout's background (`list(using:)`), given to the collection view once.
  var listBackgroundColor: UIColor?
  private weak var backgroundGivenTo: UICollectionView?

  public init(section: NSCollectionLayoutSection) {
    provider = { _, _ in section }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    provider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }

  public init(sectionProvider: @escaping SectionProvider) {
    provider = sectionProvider
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  public init(
    sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  public required init?(coder: NSCoder) {
    ArchiveDecoding.reportUndecodable(Self.self)
    return nil
  }

  open override var collectionViewContentSize: CGSize { contentSize }

  open override func prepare() {
    items.removeAll()
    boundaries.removeAll()
    sectionFrames.removeAll()
    orthogonal.removeAll()
    estimatedItems.removeAll()
    guard let collectionView else {
      contentSize = .zero
      return
    }
    if let listBackgroundColor, backgroundGivenTo !== collectionView {
      backgroundGivenTo = collectionView
      collectionView.backgroundColor = listBackgroundColor
    }
    let inset = collectionView.adjustedContentInset
    let size = collectionView.bounds.size
    let container = LayoutContainer(
      contentSize: size,
      contentInsets: NSDirectionalEdgeInsets(
        top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right))
    let width = container.effectiveContentSize.width
    let height = container.effectiveContentSize.height
    var y: CGFloat = 0
    let count = collectionView.numberOfSections
    for index in 0..<count {
      let itemCount = collectionView.numberOfItems(inSection: index)
      var placed: [UICollectionViewLayoutAttributes] = []
      let top = y
      guard let section = provider(index, container) else {
        items.append([])
        sectionFrames.append(CGRect(x: 0, y: y, width: width, height: 0))
        continue
      }
      let insets = section.contentInsets
      let sectionWidth = max(width - insets.leading - insets.trailing, 0)
      let room = CGSize(width: sectionWidth, height: height)
      for boundary in section.boundarySupplementaryItems where boundary.alignment.isTop {
        let size = boundary.layoutSize.resolve(in: room)
        let attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: boundary.elementKind, with: IndexPath(item: 0, section: index))
        attributes.frame = CGRect(x: insets.leading, y: y, width: size.width, height: size.height)
        attributes.zIndex = boundary.zIndex
        if let list = section.list { attributes.listPlacement = Self.listHeaderPlacement(list) }
        boundaries.append(attributes)
        y += size.height
      }
      y += insets.top
      var consumed = 0
      if section.orthogonalScrollingBehavior != .none {
        var x = insets.leading
        var strip: CGFloat = 0
        var first = true
        while consumed < itemCount {
          if !first { x += section.interGroupSpacing }
          first = false
          let result = place(
            section.group, in: room, at: CGPoint(x: x, y: y), first: consumed, available: itemCount - consumed,
            section: index, into: &placed)
          consumed += max(result.consumed, 1)
          x += result.size.width
          strip = max(strip, result.size.height)
          if result.consumed == 0 { break }
        }
        orthogonal[index] = OrthogonalSectionInfo(
          frame: CGRect(x: 0, y: y, width: width, height: strip), contentWidth: x + insets.trailing,
          behavior: section.orthogonalScrollingBehavior)
        y += strip
      } else {
        var first = true
        while consumed < itemCount {
          if !first { y += section.interGroupSpacing }
          first = false
          let result = place(
            section.group, in: room, at: CGPoint(x: insets.leading, y: y), first: consumed,
            available: itemCount - consumed, section: index, into: &placed)
          y += result.size.height
          if result.consumed == 0 { break }
          consumed += result.consumed
        }
      }
      y += insets.bottom
      if let list = section.list { Self.placeInList(placed, style: list) }
      for boundary in section.boundarySupplementaryItems where boundary.alignment.isBottom {
        let size = boundary.layoutSize.resolve(in: room)
        let attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: boundary.elementKind, with: IndexPath(item: 0, section: index))
        attributes.frame = CGRect(x: insets.leading, y: y, width: size.width, height: size.height)
        attributes.zIndex = boundary.zIndex
        if let list = section.list { attributes.listPlacement = Self.listHeaderPlacement(list) }
        boundaries.append(attributes)
        y += size.height
      }
      items.append(placed)
      sectionFrames.append(CGRect(x: 0, y: top, width: width, height: y - top))
      if index < count - 1 { y += configuration.interSectionSpacing }
    }
    contentSize = CGSize(width: width, height: y)
  }

  /// A list section's header or footer: drawn on the list's background, no separator.
  private static func listHeaderPlacement(_ style: ListStyle) -> ListPlacement {
    ListPlacement(
      isGrouped: style.isGrouped, isInset: style.isInset, isFirst: false, isLast: false, showsSeparator: false,
      isHeader: true)
  }

  /// Tells a list section's cells where they are: first, last, a header, with a separator.
  private static func placeInList(_ placed: [UICollectionViewLayoutAttributes], style: ListStyle) {
    for (index, attributes) in placed.enumerated() {
      let isHeader = style.firstItemIsHeader && index == 0
      let isFirst = index == (style.firstItemIsHeader ? 1 : 0)
      let isLast = index == placed.count - 1
      attributes.listPlacement = ListPlacement(
        isGrouped: style.isGrouped, isInset: style.isInset, isFirst: isFirst, isLast: isLast,
        showsSeparator: style.showsSeparators && !isHeader && !(isLast && style.isGrouped), isHeader: isHeader)
    }
  }

  /// Lays out one instance of `group` at `origin`, its items numbered from `first` (at most
  /// `available` of them); returns how many it placed and its size (estimated lengths
  /// replaced by what was measured).
  private func place(
    _ group: NSCollectionLayoutGroup, in container: CGSize, at origin: CGPoint, first: Int, available: Int,
    section: Int, into placed: inout [UICollectionViewLayoutAttributes]
  ) -> (consumed: Int, size: CGSize) {
    var size = group.layoutSize.resolve(in: container)
    let horizontal = group.axis == .horizontal
    let length = horizontal ? size.width : size.height
    let spacing = group.interItemSpacing?.spacing ?? 0
    // Plan the slots: which subitem, and its size inside the group.
    var slots: [(item: NSCollectionLayoutItem, size: CGSize)] = []
    var used: CGFloat = 0
    var index = 0
    var leaves = 0
    while leaves < available {
      if let count = group.count, slots.count == count { break }
      let item = group.subitems[index % max(group.subitems.count, 1)]
      var itemSize = item.layoutSize.resolve(in: size)
      if let count = group.count {
        let share = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
        if horizontal { itemSize.width = share } else { itemSize.height = share }
      }
      let extent = horizontal ? itemSize.width : itemSize.height
      let next = used + (slots.isEmpty ? 0 : spacing) + extent
      if !slots.isEmpty, group.count == nil, next > length + 0.001 { break }
      if group.count == nil, slots.isEmpty, extent <= 0 { break }
      slots.append((item, itemSize))
      used = next
      leaves += (item as? NSCollectionLayoutGroup).map { _ in 1 } ?? 1
      index += 1
      if group.subitems.isEmpty { break }
    }
    // Flexible spacing shares out the room left.
    var gap = spacing
    if let interItem = group.interItemSpacing, interItem.isFlexibleSpacing, slots.count > 1 {
      gap = max(spacing, spacing + (length - used) / CGFloat(slots.count - 1))
    }
    var position: CGFloat = 0
    var consumed = 0
    var across: CGFloat = 0
    for slot in slots {
      guard consumed < available else { break }
      let slotOrigin =
        horizontal ? CGPoint(x: origin.x + position, y: origin.y) : CGPoint(x: origin.x, y: origin.y + position)
      var extent: CGSize
      if let nested = slot.item as? NSCollectionLayoutGroup {
        let result = place(
          nested, in: size, at: slotOrigin, first: first + consumed, available: available - consumed, section: section,
          into: &placed)
        consumed += result.consumed
        extent = result.size
      } else {
        let indexPath = IndexPath(item: first + consumed, section: section)
        let dimensions = slot.item.layoutSize
        var itemSize = slot.size
        let estimatedWidth = dimensions.widthDimension.isEstimated
        let estimatedHeight = dimensions.heightDimension.isEstimated
        if estimatedWidth || estimatedHeight {
          estimatedItems.insert(indexPath)
          if let measured = measured[indexPath] {
            if estimatedWidth { itemSize.width = measured.width }
            if estimatedHeight { itemSize.height = measured.height }
          }
        }
        let insets = estimatedWidth || estimatedHeight ? NSDirectionalEdgeInsets.zero : slot.item.contentInsets
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(
          x: slotOrigin.x + insets.leading, y: slotOrigin.y + insets.top,
          width: max(itemSize.width - insets.leading - insets.trailing, 0),
          height: max(itemSize.height - insets.top - insets.bottom, 0))
        attributes.fixedAxes = (!estimatedWidth, !estimatedHeight)
        placed.append(attributes)
        consumed += 1
        extent = itemSize
      }
      position += (horizontal ? extent.width : extent.height) + gap
      across = max(across, horizontal ? extent.height : extent.width)
    }
    // An estimated group length follows what its items measured.
    if horizontal, group.layoutSize.heightDimension.isEstimated { size.height = across }
    if !horizontal, group.layoutSize.widthDimension.isEstimated { size.width = across }
    if !horizontal, group.layoutSize.heightDimension.isEstimated { size.height = max(position - gap, 0) }
    if horizontal, group.layoutSize.widthDimension.isEstimated { size.width = max(position - gap, 0) }
    return (consumed, size)
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var result: [UICollectionViewLayoutAttributes] = []
    for (index, frame) in sectionFrames.enumerated() where frame.intersects(rect) || frame.height == 0 {
      if let info = orthogonal[index] {
        if info.frame.intersects(rect) { result.append(contentsOf: items[index]) }
        continue
      }
      for item in items[index] where item.frame.intersects(rect) { result.append(item) }
    }
    for boundary in boundaries where boundary.frame.intersects(rect) { result.append(boundary) }
    return result
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else {
      return nil
    }
    return items[indexPath.section][indexPath.item]
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    boundaries.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
  }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }

  override func needsMeasurement(of attributes: UICollectionViewLayoutAttributes) -> Bool {
    estimatedItems.contains(attributes.indexPath) && measured[attributes.indexPath] == nil
  }

  override func record(measuredSize size: CGSize, for attributes: UICollectionViewLayoutAttributes) -> Bool {
    measured[attributes.indexPath] = size
    return size != attributes.size
  }

  override func resetMeasurements() { measured.removeAll() }

  override func remapMeasurements(_ map: (IndexPath) -> IndexPath?) {
    measured = MeasuredSizes.remap(measured, map)
  }

  override func orthogonalSections() -> [Int: OrthogonalSectionInfo] { orthogonal }
}

extension NSRectAlignment {
  var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
  var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}
