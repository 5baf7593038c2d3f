import Foundation

extension UICollectionView {
  /// The axis a flow layout fills lines along (UIKit's raw values).
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal
  }
}

/// UIKit's line-based layout. Items fill lines (rows when scrolling vertically, columns when
/// scrolling horizontally) inside each section's insets, at least `minimumInteritemSpacing`
/// apart; a line's leftover space widens the gaps evenly (a line with one item centres it) and
/// items are centred across the line; lines are `minimumLineSpacing` apart. A header spans the
/// section before its inset, a footer after it. With `estimatedItemSize` set, cells size
/// themselves with Auto Layout as they appear (docs/uikit-behaviour-2.md §2.8).
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// "Let the cells size themselves" for `estimatedItemSize` (UIKit's value: the largest CGFloat).
  public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
  /// Points; default 50 × 50.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// Non-zero turns on self-sizing; `automaticSize` estimates with `itemSize`.
  open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// Between lines, points; default 10.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Between items of a line, points; default 10.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
  /// Only the height counts when scrolling vertically, only the width horizontally.
  open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

  private var items: [[UICollectionViewLayoutAttributes]] = []
  private var headers: [UICollectionViewLayoutAttributes?] = []
  private var footers: [UICollectionViewLayoutAttributes?] = []
  /// Lines in order, each with its span along the scrolling axis.
  private var lines: [(section: Int, items: Range<Int>, start: CGFloat, end: CGFloat)] = []
  private var contentSize: CGSize = .zero
  private var measured: [IndexPath: CGSize] = [:]

  public override init() { super.init() }

  public required init?(coder: NSCoder) {
    ArchiveDecoding.reportUndecodable(Self.self)
    return nil
  }

  var isEstimating: Bool { estimatedItemSize != .zero }

  private var flowDelegate: (any UICollectionViewDelegateFlowLayout)? {
    collectionView?.delegate as? any UICollectionViewDelegateFlowLayout
  }

  open override var collectionViewContentSize: CGSize { contentSize }

  open override func prepare() {
    items.removeAll(keepingCapacity: true)
    headers.removeAll(keepingCapacity: true)
    footers.removeAll(keepingCapacity: true)
    lines.removeAll(keepingCapacity: true)
    guard let collectionView else {
      contentSize = .zero
      return
    }
    let vertical = scrollDirection == .vertical
    let delegate = flowDelegate
    let bounds = collectionView.bounds.size
    let inset = collectionView.adjustedContentInset
    // The cross-axis room: the view's size less its insets.
    let across = vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
    let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
    var along: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let count = collectionView.numberOfItems(inSection: section)
      let sectionInset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? self.sectionInset
      let lineSpacing =
        delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing
      let itemSpacing =
        delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      let headerSize =
        delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
        ?? headerReferenceSize
      let footerSize =
        delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
        ?? footerReferenceSize
      // Header.
      let headerExtent = vertical ? headerSize.height : headerSize.width
      if headerExtent > 0 {
        let header = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
          with: IndexPath(item: 0, section: section))
        header.frame =
          vertical
          ? CGRect(x: 0, y: along, width: across, height: headerExtent)
          : CGRect(x: along, y: 0, width: headerExtent, height: across)
        headers.append(header)
        along += headerExtent
      } else {
        headers.append(nil)
      }
      along += vertical ? sectionInset.top : sectionInset.left
      let leading = vertical ? sectionInset.left : sectionInset.top
      let room = across - leading - (vertical ? sectionInset.right : sectionInset.bottom)
      var sectionItems: [UICollectionViewLayoutAttributes] = []
      sectionItems.reserveCapacity(count)
      var sizes: [CGSize] = []
      sizes.reserveCapacity(count)
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        if isEstimating {
          sizes.append(measured[indexPath] ?? estimate)
        } else {
          sizes.append(delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize)
        }
      }
      var start = 0
      var first = true
      while start < count {
        // Fill the line.
        var end = start
        var used: CGFloat = 0
        while end < count {
          let extent = vertical ? sizes[end].width : sizes[end].height
          let next = used + (end > start ? itemSpacing : 0) + extent
          if end > start, next > room + 0.0001 { break }
          used = next
          end += 1
        }
        if !first { along += lineSpacing }
        first = false
        let thickness = (start..<end).map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
        let n = end - start
        let widths = (start..<end).reduce(CGFloat(0)) { $0 + (vertical ? sizes[$1].width : sizes[$1].height) }
        // Leftover room widens the gaps; a lone item is centred.
        let gap = n > 1 ? max((room - widths) / CGFloat(n - 1), itemSpacing) : 0
        var position = leading + (n == 1 ? max((room - widths) / 2, 0) : 0)
        for index in start..<end {
          let size = sizes[index]
          let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: section))
          attributes.fixedAxes = (false, false)
          if vertical {
            attributes.frame = CGRect(
              x: position, y: along + (thickness - size.height) / 2, width: size.width, height: size.height)
            position += size.width + gap
          } else {
            attributes.frame = CGRect(
              x: along + (thickness - size.width) / 2, y: position, width: size.width, height: size.height)
            position += size.height + gap
          }
          sectionItems.append(attributes)
        }
        lines.append((section, start..<end, along, along + thickness))
        along += thickness
        start = end
      }
      along += vertical ? sectionInset.bottom : sectionInset.right
      items.append(sectionItems)
      let footerExtent = vertical ? footerSize.height : footerSize.width
      if footerExtent > 0 {
        let footer = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
          with: IndexPath(item: 0, section: section))
        footer.frame =
          vertical
          ? CGRect(x: 0, y: along, width: across, height: footerExtent)
          : CGRect(x: along, y: 0, width: footerExtent, height: across)
        footers.append(footer)
        along += footerExtent
      } else {
        footers.append(nil)
      }
    }
    contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let vertical = scrollDirection == .vertical
    let low = vertical ? rect.minY : rect.minX
    let high = vertical ? rect.maxY : rect.maxX
    var result: [UICollectionViewLayoutAttributes] = []
    // The first line that ends after `low` (lines are in order along the axis).
    var lower = 0
    var upper = lines.count
    while lower < upper {
      let mid = (lower + upper) / 2
      if lines[mid].end <= low { lower = mid + 1 } else { upper = mid }
    }
    var index = lower
    while index < lines.count, lines[index].start < high {
      let line = lines[index]
      for item in line.items where items[line.section][item].frame.intersects(rect) {
        result.append(items[line.section][item])
      }
      index += 1
    }
    for view in headers + footers {
      if let view, view.frame.intersects(rect) { result.append(view) }
    }
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
    let list = elementKind == UICollectionView.elementKindSectionHeader ? headers : footers
    return list.indices.contains(indexPath.section) ? list[indexPath.section] : nil
  }

  /// A change of the view's size re-flows the lines; scrolling alone does not.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }

  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    isEstimating && preferredAttributes.size != originalAttributes.size
  }

  override func needsMeasurement(of attributes: UICollectionViewLayoutAttributes) -> Bool {
    isEstimating && measured[attributes.indexPath] == nil
  }

  override func record(measuredSize size: CGSize, for attributes: UICollectionViewLayoutAttributes) -> Bool {
    measured[attributes.indexPath] = size
    return size != attributes.size
  }

  override func resetMeasurements() { measured.removeAll() }

  override func remapMeasurements(_ map: (IndexPath) -> IndexPath?) {
    measured = MeasuredSizes.remap(measured, map)
  }
}

/// Index-path-keyed measurements kept across batch updates.
enum MeasuredSizes {
  static func remap(_ sizes: [IndexPath: CGSize], _ map: (IndexPath) -> IndexPath?) -> [IndexPath: CGSize] {
    var result: [IndexPath: CGSize] = [:]
    for (indexPath, size) in sizes { if let new = map(indexPath) { result[new] = size } }
    return result
  }
}

/// The flow layout's per-item and per-section questions to the collection view's delegate;
/// every method is optional (the defaults answer with the layout's properties).
@preconcurrency @MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
