import Foundation

/// UIKit's diffable data source for a collection view: it answers the data source's questions
/// from a snapshot, and `apply` turns the differences from the current snapshot into one
/// batch update (deletions, insertions, moves and reloads, animated as §2.6 says), so cells
/// that stay keep their views.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  open var supplementaryViewProvider: SupplementaryViewProvider?
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  private var hasApplied = false

  /// Becomes the collection view's data source.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// A copy of the snapshot shown now.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  /// Shows `snapshot`: the first time by reloading, then as one batch update of the
  /// differences, animated unless `animatingDifferences` is false. `completion` runs when the
  /// update (and its animation) ended.
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let old = current
    var new = snapshot
    let difference = SnapshotDifference(from: old, to: new)
    current = new.clearingMarks()
    guard let collectionView else {
      completion?()
      return
    }
    guard hasApplied, difference.isExpressible else {
      hasApplied = true
      collectionView.reloadData()
      collectionView.layoutItems()
      completion?()
      return
    }
    let update = {
      collectionView.performBatchUpdates(
        { collectionView.batchRecord = difference.record }, completion: { _ in completion?() })
    }
    if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
  }

  /// Shows `snapshot` by reloading everything.
  public func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
  ) {
    var new = snapshot
    current = new.clearingMarks()
    hasApplied = true
    collectionView?.reloadData()
    completion?()
  }

  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    let sections = current.sectionIdentifiers
    guard sections.indices.contains(indexPath.section) else { return nil }
    let items = current.itemIdentifiers(inSection: sections[indexPath.section])
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
      let sectionIndex = current.indexOfSection(section),
      let item = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier)
    else { return nil }
    return IndexPath(item: item, section: sectionIndex)
  }

  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
  }

  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
      LayoutTrace.warn(
        "the diffable data source's cell provider returned no cell for \(indexPath); return a dequeued cell.")
      return UICollectionViewCell(frame: .zero)
    }
    return cell
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
  }
}
