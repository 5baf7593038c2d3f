import Foundation

/// The batch update that turns one snapshot into another: deleted sections and items (old
/// index paths), inserted ones (new index paths), moves (old → new) found with Swift's
/// `CollectionDifference` per section (items that change sections move too), and reloads.
struct SnapshotDifference {
  var record = BatchUpdateRecord()
  /// Whether the surviving sections keep their order (otherwise the list reloads).
  var isExpressible = true

  init<Section: Hashable & Sendable, Item: Hashable & Sendable>(
    from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
  ) {
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
    let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
    for (index, section) in oldSections.enumerated() where newSectionIndex[section] == nil {
      record.deletedSections.insert(index)
    }
    for (index, section) in newSections.enumerated() where oldSectionIndex[section] == nil {
      record.insertedSections.insert(index)
    }
    let surviving = oldSections.filter { newSectionIndex[$0] != nil }
    guard surviving == newSections.filter({ oldSectionIndex[$0] != nil }) else {
      isExpressible = false
      return
    }
    // Where every item is, by identifier.
    var oldPaths: [Item: IndexPath] = [:]
    for (sectionIndex, section) in oldSections.enumerated() {
      for (item, identifier) in old.itemIdentifiers(inSection: section).enumerated() {
        oldPaths[identifier] = IndexPath(item: item, section: sectionIndex)
      }
    }
    var newPaths: [Item: IndexPath] = [:]
    for (sectionIndex, section) in newSections.enumerated() {
      for (item, identifier) in new.itemIdentifiers(inSection: section).enumerated() {
        newPaths[identifier] = IndexPath(item: item, section: sectionIndex)
      }
    }
    for (identifier, path) in oldPaths
    where newPaths[identifier] == nil && !record.deletedSections.contains(path.section) {
      record.deletedItems.insert(path)
    }
    for (identifier, path) in newPaths
    where oldPaths[identifier] == nil && !record.insertedSections.contains(path.section) {
      record.insertedItems.insert(path)
    }
    for section in surviving {
      let oldIndex = oldSectionIndex[section]!
      let newIndex = newSectionIndex[section]!
      // Items staying in this section, in their old and new orders.
      let before = old.itemIdentifiers(inSection: section).filter { newPaths[$0]?.section == newIndex }
      let after = new.itemIdentifiers(inSection: section).filter { oldPaths[$0]?.section == oldIndex }
      for change in after.difference(from: before).inferringMoves() {
        guard case .remove(_, let identifier, let associated) = change, associated != nil,
          let from = oldPaths[identifier], let to = newPaths[identifier]
        else { continue }
        record.moves.append((from, to))
      }
    }
    // Items that change sections move.
    for (identifier, from) in oldPaths {
      guard let to = newPaths[identifier], !record.deletedSections.contains(from.section),
        !record.insertedSections.contains(to.section), oldSections[from.section] != newSections[to.section]
      else { continue }
      record.moves.append((from, to))
    }
    for identifier in new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers {
      if let path = oldPaths[identifier], newPaths[identifier] != nil,
        !record.moves.contains(where: { $0.from == path })
      {
        record.reloadedItems.insert(path)
      }
    }
  }
}
