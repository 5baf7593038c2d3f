import Foundation

extension UITableView {
  /// Applies the insertions, deletions, reloads and moves `updates` makes (deletions first,
  /// whatever the order of the calls; docs/uikit-behaviour-2.md §2.6) against the data
  /// source's new counts, and animates over 0.3 s ease-in-out: rows that stay move to their
  /// new frames, inserted rows fade in where they land (or slide in, for `.right`, `.left`,
  /// `.top`, `.bottom`), deleted ones fade or slide out and then go to the reuse queue. Inside
  /// `UIView.performWithoutAnimation` it applies at once. `completion` runs when the animation
  /// ends. New counts that do not follow from the changes are reported with UIKit's message
  /// and the table reloads (UIKit raises).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    if let completion { batchCompletions.append(completion) }
    endUpdates()
  }

  /// Starts recording changes; `endUpdates()` applies them as one animated update. Calls nest.
  public func beginUpdates() {
    updateDepth += 1
    guard updateDepth == 1 else { return }
    batch = TableBatch(pendingReload: needsReload)
  }

  /// Applies the changes recorded since the outermost `beginUpdates()`.
  public func endUpdates() {
    guard updateDepth > 0 else {
      LayoutTrace.warn("endUpdates() without beginUpdates(); call beginUpdates() before the changes.")
      return
    }
    updateDepth -= 1
    guard updateDepth == 0, let batch else { return }
    self.batch = nil
    let completions = batchCompletions
    batchCompletions = []
    commit(batch) { finished in
      for completion in completions { completion(finished) }
    }
  }

  /// Applies a recorded difference as one batch update (the diffable data source's `apply`).
  func performBatchUpdates(
    recorded record: BatchUpdateRecord, animation: RowAnimation, completion: ((Bool) -> Void)?
  ) {
    beginUpdates()
    batch?.record = record
    batch?.fallback = animation
    if let completion { batchCompletions.append(completion) }
    endUpdates()
  }

  /// New rows at these index paths (after the update); the data source must already have them.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record {
      $0.record.insertedItems.formUnion(indexPaths)
      for indexPath in indexPaths { $0.insertions[indexPath] = animation }
    }
  }

  /// Rows gone from these index paths (before the update).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record {
      $0.record.deletedItems.formUnion(indexPaths)
      for indexPath in indexPaths { $0.deletions[indexPath] = animation }
    }
  }

  /// Rows whose cells are asked for again (index paths before the update): the old cell goes
  /// and the new one comes with `animation` (`.fade`: they cross-fade).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record {
      $0.record.reloadedItems.formUnion(indexPaths)
      for indexPath in indexPaths { $0.reloads[indexPath] = animation }
    }
  }

  /// The row at `indexPath` (before) is now at `newIndexPath` (after); its cell moves there.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.record.moves.append((indexPath, newIndexPath)) }
  }

  /// New sections at these indexes (after the update), with their rows.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record {
      $0.record.insertedSections.formUnion(sections)
      for section in sections { $0.sectionInsertions[section] = animation }
    }
  }

  /// Sections gone from these indexes (before the update), with their rows.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record {
      $0.record.deletedSections.formUnion(sections)
      for section in sections { $0.sectionDeletions[section] = animation }
    }
  }

  /// Sections whose header and rows are asked for again; their rows go and come back.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record {
      $0.record.reloadedSections.formUnion(sections)
      for section in sections {
        $0.sectionDeletions[section] = animation
        $0.sectionInsertions[section] = animation
      }
    }
  }

  /// The section at `section` (before) is now at `newSection` (after), its rows with it.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.record.sectionMoves.append((section, newSection)) }
  }

  /// Records a change inside a batch, or makes a batch of it.
  private func record(_ change: (inout TableBatch) -> Void) {
    beginUpdates()
    change(&batch!)
    endUpdates()
  }

  /// The data source's row count of each section.
  func readCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(dataSource.numberOfSections(in: self), 0)
    return (0..<sections).map { max(dataSource.tableView(self, numberOfRowsInSection: $0), 0) }
  }

  private func commit(_ batch: TableBatch, completion: @escaping (Bool) -> Void) {
    // Nothing read yet (or a reload pending): there is nothing on screen to animate from.
    guard !batch.pendingReload else {
      reloadData()
      layoutRows()
      completion(true)
      return
    }
    let oldGeometry = geometry
    let oldCounts = geometry.sections.map(\.heights.count)
    let newCounts = readCounts()
    let problem = Self.inconsistency(old: oldCounts, new: newCounts, batch.record)
    guard problem == nil, let mapping = ItemMapping(old: oldCounts, new: newCounts, batch.record) else {
      LayoutTrace.warn(
        (problem
          ?? "Invalid update: the data source's row counts \(newCounts) do not follow from \(oldCounts) and the rows "
          + "and sections inserted, deleted, reloaded and moved.")
          + " Update the data source inside the updates block; Segue reloads the table instead of raising.")
      reloadData()
      layoutRows()
      completion(false)
      return
    }
    let newGeometry = readGeometry(counts: newCounts) { new in
      guard let old = mapping.newToOld[new], mapping.carriedOver(old) != nil else { return nil }
      let section = oldGeometry.sections[old.section]
      return (section.heights[old.row], section.known[old.row])
    }
    let update = TableUpdate(
      mapping: mapping, batch: batch, old: oldGeometry, oldInset: rowInset, width: bounds.width,
      visibleTop: bounds.minY + adjustedContentInset.top)
    var gone: [(UITableViewCell, IndexPath)] = []
    var carried: [IndexPath: UITableViewCell] = [:]
    for (old, cell) in visibleCells_ {
      if let new = mapping.carriedOver(old) { carried[new] = cell } else { gone.append((cell, old)) }
    }
    var goneViews: [UIView] = []
    var headers: [Int: UIView] = [:]
    for (old, header) in visibleHeaders {
      if let new = mapping.sectionOldToNew[old] { headers[new] = header } else { goneViews.append(header) }
    }
    var backgrounds: [Int: UIView] = [:]
    for (old, view) in sectionBackgrounds {
      if let new = mapping.sectionOldToNew[old] { backgrounds[new] = view } else { goneViews.append(view) }
    }
    visibleCells_ = carried
    visibleHeaders = headers
    sectionBackgrounds = backgrounds
    selected = Set(selected.compactMap { mapping.carriedOver($0) })
    touchedRow = touchedRow.flatMap { mapping.carriedOver($0) }
    geometry = newGeometry
    let change = {
      for (cell, old) in gone {
        let animation = batch.outgoing(old)
        if animation == .none {
          UIView.performWithoutAnimation { cell.alpha = 0 }
        } else {
          let end = update.displaced(cell.frame, by: animation)
          if cell.frame != end.frame { cell.frame = end.frame }
          cell.alpha = end.alpha
        }
        update.disappearing.append((cell, old))
      }
      for view in goneViews {
        view.alpha = 0
        update.disappearing.append((view, nil))
      }
      self.tableUpdate = update
      self.layoutRows()
      self.tableUpdate = nil
    }
    let finish: (Bool) -> Void = { [weak self] finished in
      guard let self else { return }
      for (view, indexPath) in update.disappearing {
        UIView.performWithoutAnimation { view.alpha = 1 }
        if let cell = view as? UITableViewCell, let indexPath {
          if !self.visibleCells_.values.contains(where: { $0 === cell }) { self.retire(cell, at: indexPath) }
        } else if !self.visibleHeaders.values.contains(view), !self.sectionBackgrounds.values.contains(view) {
          view.removeFromSuperview()
        }
      }
      completion(finished)
    }
    guard UIView.areAnimationsEnabled else {
      change()
      finish(true)
      return
    }
    UIView.animate(
      withDuration: UpdateAnimation.duration, delay: 0, options: [.curveEaseInOut], animations: change,
      completion: finish)
  }

  /// UIKit's message for new counts that do not follow from the old ones and the changes
  /// (nil when they do).
  static func inconsistency(old: [Int], new: [Int], _ record: BatchUpdateRecord) -> String? {
    let inserted = record.insertedSections.subtracting(record.reloadedSections)
    let deleted = record.deletedSections.subtracting(record.reloadedSections)
    if new.count != old.count - deleted.count + inserted.count {
      return
        "Invalid update: invalid number of sections. The number of sections contained in the table view after the "
        + "update (\(new.count)) must be equal to the number of sections contained in the table view before the "
        + "update (\(old.count)), plus or minus the number of sections inserted or deleted (\(inserted.count) "
        + "inserted, \(deleted.count) deleted)."
    }
    if let section = record.deletedSections.first(where: { $0 >= old.count }) {
      return "attempt to delete section \(section), but there are only \(old.count) sections before the update"
    }
    if let section = record.insertedSections.first(where: { $0 >= new.count }) {
      return "attempt to insert section \(section) but there are only \(new.count) sections after the update"
    }
    for indexPath in record.deletedItems.sorted() {
      let count = old.indices.contains(indexPath.section) ? old[indexPath.section] : 0
      if indexPath.row >= count {
        return
          "attempt to delete row \(indexPath.row) from section \(indexPath.section) which only contains \(count) "
          + "rows before the update"
      }
    }
    for indexPath in record.insertedItems.sorted() {
      let count = new.indices.contains(indexPath.section) ? new[indexPath.section] : 0
      if indexPath.row >= count {
        return
          "attempt to insert row \(indexPath.row) into section \(indexPath.section), but there are only \(count) "
          + "rows in section \(indexPath.section) after the update"
      }
    }
    // The sections that exist before and after, old → new (as ItemMapping pairs them).
    var gone = record.deletedSections
    gone.formUnion(record.reloadedSections)
    var came = record.insertedSections
    came.formUnion(record.reloadedSections)
    let movedFrom = Set(record.sectionMoves.map(\.from))
    let movedTo = Set(record.sectionMoves.map(\.to))
    var pairs = Array(
      zip(
        old.indices.filter { !gone.contains($0) && !movedFrom.contains($0) },
        new.indices.filter { !came.contains($0) && !movedTo.contains($0) }))
    pairs += record.sectionMoves.filter { old.indices.contains($0.from) && new.indices.contains($0.to) }
      .map { ($0.from, $0.to) }
    for (oldSection, newSection) in pairs.sorted(by: { $0.1 < $1.1 }) {
      let insertedRows = record.insertedItems.filter { $0.section == newSection }.count
      let deletedRows = record.deletedItems.filter { $0.section == oldSection }.count
      let movedIn = record.moves.filter { $0.to.section == newSection && $0.from.section != oldSection }.count
      let movedOut = record.moves.filter { $0.from.section == oldSection && $0.to.section != newSection }.count
      guard new[newSection] != old[oldSection] - deletedRows + insertedRows + movedIn - movedOut else { continue }
      return
        "Invalid update: invalid number of rows in section \(newSection). The number of rows contained in an "
        + "existing section after the update (\(new[newSection])) must be equal to the number of rows contained in "
        + "that section before the update (\(old[oldSection])), plus or minus the number of rows inserted or "
        + "deleted from that section (\(insertedRows) inserted, \(deletedRows) deleted) and plus or minus the "
        + "number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }
    return nil
  }
}

/// The changes recorded inside one table update, with the row animation each was asked for.
struct TableBatch {
  var record = BatchUpdateRecord()
  /// Whether the table had not read its data source when the update began (it then reloads).
  var pendingReload = false
  /// By old index path: deleted rows; by new: inserted ones; by old: reloaded ones.
  var deletions: [IndexPath: UITableView.RowAnimation] = [:]
  var insertions: [IndexPath: UITableView.RowAnimation] = [:]
  var reloads: [IndexPath: UITableView.RowAnimation] = [:]
  /// By old index: deleted and reloaded sections; by new: inserted and reloaded ones.
  var sectionDeletions: [Int: UITableView.RowAnimation] = [:]
  var sectionInsertions: [Int: UITableView.RowAnimation] = [:]
  /// The animation of changes recorded without one (a diffable data source's default).
  var fallback: UITableView.RowAnimation = .automatic

  init(pendingReload: Bool = false) { self.pendingReload = pendingReload }

  /// How the row at `old` (before the update) goes.
  func outgoing(_ old: IndexPath) -> UITableView.RowAnimation {
    deletions[old] ?? reloads[old] ?? sectionDeletions[old.section] ?? fallback
  }

  /// How the row at `new` (after the update) comes; `old` is where a reloaded row was.
  func incoming(_ new: IndexPath, reloadedFrom old: IndexPath?) -> UITableView.RowAnimation {
    insertions[new] ?? old.flatMap { reloads[$0] } ?? sectionInsertions[new.section] ?? fallback
  }
}

/// A table update's animation while it is set up: where rows, headers and section cards
/// start, and the views that go once it ends.
@MainActor final class TableUpdate {
  let mapping: ItemMapping
  let batch: TableBatch
  /// The table's geometry before the update.
  let old: TableGeometry
  let oldInset: CGFloat
  let width: CGFloat
  let visibleTop: CGFloat
  /// Views leaving: cells with the index path they are displayed at, headers and cards with nil.
  var disappearing: [(UIView, IndexPath?)] = []

  init(
    mapping: ItemMapping, batch: TableBatch, old: TableGeometry, oldInset: CGFloat, width: CGFloat,
    visibleTop: CGFloat
  ) {
    self.mapping = mapping
    self.batch = batch
    self.old = old
    self.oldInset = oldInset
    self.width = width
    self.visibleTop = visibleTop
  }

  /// Where a row's cell starts from, or goes to, with `animation`: `.fade` (and `.middle`,
  /// `.automatic`) in place at alpha 0, `.right` and `.left` a table's width to that side,
  /// `.top` and `.bottom` a row's height up or down, `.none` in place and opaque.
  func displaced(_ frame: CGRect, by animation: UITableView.RowAnimation) -> (frame: CGRect, alpha: CGFloat) {
    switch animation {
    case .fade, .middle, .automatic: (frame, 0)
    case .right: (frame.offsetBy(dx: width, dy: 0), 1)
    case .left: (frame.offsetBy(dx: -width, dy: 0), 1)
    case .top: (frame.offsetBy(dx: 0, dy: -frame.height), 1)
    case .bottom: (frame.offsetBy(dx: 0, dy: frame.height), 1)
    case .none: (frame, 1)
    }
  }

  /// Where the cell of a row that joins during the update starts: an appearing row as its
  /// animation says, a row that was elsewhere from its old place.
  func start(forRow indexPath: IndexPath, frame: CGRect) -> (frame: CGRect, alpha: CGFloat) {
    if mapping.appearing.contains(indexPath) {
      let reloaded = mapping.newToOld[indexPath]
      return displaced(frame, by: batch.incoming(indexPath, reloadedFrom: reloaded))
    }
    if let was = mapping.newToOld[indexPath] {
      var start = old.rowRect(was, width: width, inset: oldInset)
      start.size.height = frame.height
      return (start, 1)
    }
    return (frame, 1)
  }

  /// The old index of a section that is there before and after the update.
  func oldSection(_ new: Int) -> Int? {
    mapping.sectionOldToNew.first { $0.value == new }?.key
  }
}

extension UITableView {
  /// Where the header of `section` is in `geometry` (plain headers stick below `visibleTop`).
  func headerFrame(_ section: Int, in geometry: TableGeometry, visibleTop: CGFloat) -> CGRect {
    let entry = geometry.sections[section]
    var y = entry.top
    if style == .plain { y = max(entry.top, min(visibleTop, entry.bottom - entry.headerHeight)) }
    return CGRect(x: 0, y: y, width: bounds.width, height: entry.headerHeight)
  }

  /// The rounded card behind an inset-grouped section's rows in `geometry`, nil if it has none.
  func cardFrame(_ section: Int, in geometry: TableGeometry, inset: CGFloat) -> CGRect? {
    let entry = geometry.sections[section]
    guard let top = entry.tops.first, let last = entry.tops.last, let height = entry.heights.last else { return nil }
    return CGRect(x: inset, y: top, width: max(bounds.width - 2 * inset, 0), height: last + height - top)
  }
}
