import Foundation

/// UIKit's diffable data source for a table: it answers the data source's questions from a
/// snapshot, and `apply` turns the differences from the current snapshot into one batch
/// update (deletions, insertions, moves and reloads with `defaultRowAnimation`, §2.6), so
/// rows that stay keep their cells. Section titles come from a subclass's
/// `tableView(_:titleForHeaderInSection:)`, as in UIKit.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  private var hasApplied = false
  /// The animation of the rows `apply` inserts, deletes and reloads (UIKit's default: `.automatic`).
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// Becomes the table's data source.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// A copy of the snapshot shown now.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  /// Shows `snapshot`: the first time by reloading, then as one batch update of the
  /// differences, animated unless `animatingDifferences` is false. `completion` runs when the
  /// update (and its animation) ended.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    var new = snapshot
    let difference = SnapshotDifference(from: current, to: new)
    current = new.clearingMarks()
    guard let tableView else {
      completion?()
      return
    }
    guard hasApplied, difference.isExpressible else {
      hasApplied = true
      tableView.reloadData()
      tableView.layoutRows()
      completion?()
      return
    }
    let update = {
      tableView.performBatchUpdates(
        recorded: difference.record, animation: self.defaultRowAnimation, completion: { _ in completion?() })
    }
    if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
  }

  /// Shows `snapshot` by reloading everything.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
  ) {
    var new = snapshot
    current = new.clearingMarks()
    hasApplied = true
    tableView?.reloadData()
    completion?()
  }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    let sections = current.sectionIdentifiers
    guard sections.indices.contains(indexPath.section) else { return nil }
    let items = current.itemIdentifiers(inSection: sections[indexPath.section])
    return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }

  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
      let sectionIndex = current.indexOfSection(section),
      let row = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier)
    else { return nil }
    return IndexPath(row: row, section: sectionIndex)
  }

  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

  // MARK: UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
  }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
      LayoutTrace.warn(
        "the diffable data source's cell provider returned no cell for \(indexPath); return a dequeued cell.")
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    return cell
  }

  /// No titles; subclass and override to give sections titles.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
