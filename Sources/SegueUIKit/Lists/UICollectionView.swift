import Foundation

/// UIKit's collection view: items in sections, placed by a `UICollectionViewLayout`, in a
/// scroll view. Only the elements in view plus a margin of one row (or column) each way have
/// views; elements that leave go to a reuse queue per identifier and come back from
/// `dequeueReusableCell(withReuseIdentifier:for:)` after `prepareForReuse()`. Elements the
/// layout estimates are measured with Auto Layout before they join the view, and batch updates
/// animate over 0.3 s (docs/uikit-behaviour-2.md §2.5, §2.6, §2.8).
@preconcurrency @MainActor open class UICollectionView: UIScrollView {
  /// Where `scrollToItem(at:at:animated:)` and `selectItem` put the item (UIKit's bits).
  public struct ScrollPosition: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The kind of a section header supplementary view.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section footer supplementary view.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The layout placing the items; setting it lays the items out again.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      guard collectionViewLayout !== oldValue else { return }
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
      setNeedsReload()
    }
  }

  open weak var dataSource: (any UICollectionViewDataSource)? { didSet { setNeedsReload() } }
  /// Behind the content, not scrolling with it.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }
  /// How many views lie behind the items: `backgroundView`, then a refresh control.
  var viewsBehindItems: Int {
    (backgroundView != nil ? 1 : 0) + (refreshControl.map { $0.superview === self ? 1 : 0 } ?? 0)
  }

  /// A refresh control goes above the background view, behind the items.
  override func placeRefreshControl(_ control: UIView) {
    insertSubview(control, at: backgroundView.map { $0.superview === self ? 1 : 0 } ?? 0)
  }

  open var allowsSelection = true
  open var allowsMultipleSelection = false
  /// Kept for UIKit's API; Segue always prepares one row ahead (§2.5).
  open var isPrefetchingEnabled = true

  /// Items per section, as last read from the data source.
  var itemCounts: [Int] = []
  var needsReload = true
  var cells: [IndexPath: UICollectionViewCell] = [:]
  var supplementaries: [ElementKey: UICollectionReusableView] = [:]
  /// The attributes each placed view was given.
  var placed: [ElementKey: UICollectionViewLayoutAttributes] = [:]
  var cellQueue: [String: [UICollectionViewCell]] = [:]
  var supplementaryQueue: [String: [UICollectionReusableView]] = [:]
  var cellClasses: [String: UICollectionViewCell.Type] = [:]
  /// Nibs (xibs, storyboard prototype cells) registered for identifiers.
  var cellNibs: [String: UINib] = [:]
  var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
  var selected: Set<IndexPath> = []
  /// The item a finger is on.
  var touchedItem: IndexPath?
  var isLayingOutItems = false
  /// The size the layout was last prepared for.
  var preparedSize: CGSize?
  /// How far beyond the view elements get views, along the scrolling axis (the largest item
  /// extent seen in view: one row or column), points.
  var reuseMargin: CGFloat = 0
  /// +1 when the content last moved towards its end, −1 towards its start: the reuse margin
  /// lies on that side only.
  var reuseDirection: CGFloat = 1
  /// The bounds origin along the scrolling axis when the reuse rectangle was last asked for.
  var lastReuseOrigin: CGFloat?
  /// The inner scroll views of sections that scroll sideways, by section.
  var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
  /// A batch update's animation being set up (placing views animates from these).
  var updateAnimation: UpdateAnimation?
  /// The changes of the batch update being recorded.
  var batchRecord: BatchUpdateRecord?
  /// How many cells the collection view has made (for tests and benchmarks).
  package private(set) var cellsMade = 0

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
    backgroundColor = .systemBackground
  }

  /// UIKit's archive initializer (`UIView.init?(coder:)`): the document's
  /// `collectionViewLayout` (a flow layout when it has none).
  public required init?(coder: NSCoder) {
    let archive = (coder as? InterfaceBuilderCoder)
    let layout =
      archive.flatMap { archive in
        archive.object.keyed["collectionViewLayout"].flatMap {
          archive.instantiation.make($0) as? UICollectionViewLayout
        }
      } ?? UICollectionViewFlowLayout()
    collectionViewLayout = layout
    super.init(coder: coder)
    layout.collectionView = self
    backgroundColor = .systemBackground
    archive?.decodeView(self, at: UICollectionView.self)
  }

  /// The delegate, as the scroll view's delegate cast (as in UIKit).
  var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

  // MARK: Registration and dequeueing

  /// Cells of `cellClass` are made for `identifier` when its queue is empty.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = (cellClass as? UICollectionViewCell.Type) ?? UICollectionViewCell.self
    cellNibs[identifier] = nil
  }

  /// Cells are made from `nib` (its first top-level object, a cell) for `identifier`.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    cellNibs[identifier] = nib
    if nib != nil { cellClasses[identifier] = nil }
  }

  /// Supplementary views of `viewClass` are made for `kind` and `identifier`.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryClasses["\(elementKind)/\(identifier)"] =
      (viewClass as? UICollectionReusableView.Type) ?? UICollectionReusableView.self
  }

  /// A queued cell for `identifier` (after `prepareForReuse()`), else a new one of the
  /// registered class, given the layout's attributes for `indexPath` (`apply(_:)`), as UIKit
  /// does before the cell is configured; an unregistered identifier is reported once and gets
  /// a plain cell (UIKit raises).
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = dequeueCell(withReuseIdentifier: identifier)
    if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { cell.apply(attributes) }
    return cell
  }

  private func dequeueCell(withReuseIdentifier identifier: String) -> UICollectionViewCell {
    if var queue = cellQueue[identifier], let cell = queue.popLast() {
      cellQueue[identifier] = queue
      cell.prepareForReuse()
      return cell
    }
    if let nib = cellNibs[identifier],
      let cell = nib.instantiate(withOwner: nil, options: nil).first as? UICollectionViewCell
    {
      cellsMade += 1
      cell.reuseIdentifier = identifier
      return cell
    }
    let type =
      cellClasses[identifier]
      ?? {
        LayoutTrace.warn(
          "unable to dequeue a cell with identifier \(identifier): register a class for it first, "
            + "e.g. collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: \"\(identifier)\").")
        return UICollectionViewCell.self
      }()
    cellsMade += 1
    let cell = type.init(frame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// A queued or new supplementary view of the registered class for `kind` and `identifier`,
  /// given the layout's attributes for it (`apply(_:)`), as UIKit does.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = dequeueSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier)
    if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) {
      view.apply(attributes)
    }
    return view
  }

  private func dequeueSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String)
    -> UICollectionReusableView
  {
    let key = "\(elementKind)/\(identifier)"
    if var queue = supplementaryQueue[key], let view = queue.popLast() {
      supplementaryQueue[key] = queue
      view.prepareForReuse()
      return view
    }
    let type =
      supplementaryClasses[key]
      ?? {
        LayoutTrace.warn(
          "unable to dequeue a supplementary view of kind \(elementKind) with identifier \(identifier): register a class "
            + "for it first with register(_:forSupplementaryViewOfKind:withReuseIdentifier:).")
        return UICollectionReusableView.self
      }()
    let view = type.init(frame: .zero)
    view.reuseIdentifier = identifier
    return view
  }

  // MARK: Data

  /// Reads the data source again (sections, items, cells) at the next layout; clears the selection.
  open func reloadData() { setNeedsReload() }

  func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  open var numberOfSections: Int {
    reloadCountsIfNeeded()
    return itemCounts.count
  }

  open func numberOfItems(inSection section: Int) -> Int {
    reloadCountsIfNeeded()
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  func reloadCountsIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    for (key, view) in supplementaries { retire(view, key: key) }
    supplementaries.removeAll()
    for (indexPath, cell) in cells { retire(cell, key: ElementKey(kind: nil, indexPath: indexPath)) }
    cells.removeAll()
    placed.removeAll()
    selected.removeAll()
    itemCounts = readCounts()
    collectionViewLayout.resetMeasurements()
    collectionViewLayout.isPrepared = false
  }

  /// The data source's sections and item counts.
  func readCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(dataSource.numberOfSections(in: self), 0)
    return (0..<sections).map { max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0) }
  }

  // MARK: Queries

  /// The cell of the item, nil if it has none (off screen).
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    layoutItemsIfNeeded()
    return cells[indexPath]
  }

  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    cells.first { $0.value === cell }?.key
  }

  /// The items whose cells are at least partly in view, in index order.
  open var indexPathsForVisibleItems: [IndexPath] {
    layoutItemsIfNeeded()
    return cells.keys.sorted().filter { isInView(ElementKey(kind: nil, indexPath: $0)) }
  }

  /// The cells in view, in index order.
  open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { cells[$0] } }

  /// The supplementary views of `elementKind` at least partly in view, in index order.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
      supplementaries[ElementKey(kind: elementKind, indexPath: $0)]
    }
  }

  /// The index paths of the supplementary views of `elementKind` in view, in order.
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    layoutItemsIfNeeded()
    return supplementaries.keys.filter { $0.kind == elementKind && isInView($0) }.map(\.indexPath).sorted()
  }

  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView?
  {
    layoutItemsIfNeeded()
    return supplementaries[ElementKey(kind: elementKind, indexPath: indexPath)]
  }

  /// The item whose frame contains `point` (content coordinates), nil between items.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    layoutItemsIfNeeded()
    let orthogonal = collectionViewLayout.orthogonalSections()
    for (section, info) in orthogonal where info.frame.contains(point) {
      let inner = orthogonalScrollers[section]?.contentOffset ?? .zero
      let local = CGPoint(x: point.x - info.frame.minX + inner.x, y: point.y - info.frame.minY)
      let unscrolled = CGPoint(x: local.x + info.frame.minX, y: point.y)
      return collectionViewLayout.layoutAttributesForElements(in: info.frame)?.first {
        $0.representedElementCategory == .cell && $0.indexPath.section == section && $0.frame.contains(unscrolled)
      }?.indexPath
    }
    let rect = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    return collectionViewLayout.layoutAttributesForElements(in: rect)?.first {
      $0.representedElementCategory == .cell && orthogonal[$0.indexPath.section] == nil && $0.frame.contains(point)
    }?.indexPath
  }

  /// The layout's attributes for the item (content coordinates, points).
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    layoutItemsIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    layoutItemsIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// Scrolls so the item is at `scrollPosition` (empty: the least distance that shows it).
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    layoutItemsIfNeeded()
    guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
    if let scroller = orthogonalScrollers[indexPath.section],
      let info = collectionViewLayout.orthogonalSections()[indexPath.section]
    {
      let local = frame.offsetBy(dx: -info.frame.minX, dy: 0)
      scroller.scrollRectToVisible(CGRect(x: local.minX, y: 0, width: local.width, height: 1), animated: animated)
      scrollRectToVisible(
        CGRect(x: contentOffset.x, y: info.frame.minY, width: 1, height: info.frame.height), animated: animated)
      return
    }
    let inset = adjustedContentInset
    var offset = contentOffset
    if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height + inset.bottom }
    if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width + inset.right }
    guard !scrollPosition.isEmpty else {
      scrollRectToVisible(frame, animated: animated)
      return
    }
    setContentOffset(clampedOffset(offset), animated: animated)
  }

  // MARK: Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    UIView.performWithoutAnimation { backgroundView?.frame = bounds }
    layoutItems()
  }

  override func contentOffsetDidChange() {
    super.contentOffsetDidChange()
    if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) { collectionViewLayout.isPrepared = false }
    layoutItems()
  }

  func layoutItemsIfNeeded() {
    if needsReload || !collectionViewLayout.isPrepared || preparedSize != bounds.size { layoutItems() }
  }
}
