import Foundation

/// The changes recorded inside one `performBatchUpdates` block (a table's or a collection
/// view's). Deletions, reloads and move sources name index paths before the update; insertions
/// and move destinations name index paths after it, so deletions apply before insertions
/// whatever the order of the calls (docs/uikit-behaviour-2.md §2.6).
struct BatchUpdateRecord {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var deletedItems: Set<IndexPath> = []
  var insertedItems: Set<IndexPath> = []
  var reloadedItems: Set<IndexPath> = []
  var moves: [(from: IndexPath, to: IndexPath)] = []
  /// Sections that move whole (old index → new index), with their items.
  var sectionMoves: [(from: Int, to: Int)] = []
}

/// Where each item that survives a batch update goes: the survivors of a section keep their
/// order and fill the places that insertions and move destinations leave free.
struct ItemMapping {
  private(set) var oldToNew: [IndexPath: IndexPath] = [:]
  private(set) var newToOld: [IndexPath: IndexPath] = [:]
  private(set) var sectionOldToNew: [Int: Int] = [:]
  /// Items that appear: inserted, reloaded, or in inserted and reloaded sections (new paths).
  private(set) var appearing: Set<IndexPath> = []
  /// Items that go: deleted, reloaded, or in deleted and reloaded sections (old paths).
  private(set) var disappearing: Set<IndexPath> = []

  /// Nil when the new counts do not follow from the old ones and the changes (UIKit raises
  /// an inconsistency exception; Segue reloads).
  init?(old oldCounts: [Int], new newCounts: [Int], _ record: BatchUpdateRecord) {
    var deletedSections = record.deletedSections
    deletedSections.formUnion(record.reloadedSections)
    var insertedSections = record.insertedSections
    insertedSections.formUnion(record.reloadedSections)
    let movedFrom = Set(record.sectionMoves.map(\.from))
    let movedTo = Set(record.sectionMoves.map(\.to))
    guard deletedSections.allSatisfy({ $0 < oldCounts.count }), insertedSections.allSatisfy({ $0 < newCounts.count }),
      oldCounts.count - deletedSections.count + insertedSections.count == newCounts.count,
      movedFrom.count == record.sectionMoves.count, movedTo.count == record.sectionMoves.count,
      record.sectionMoves.allSatisfy({
        $0.from < oldCounts.count && $0.to < newCounts.count && !deletedSections.contains($0.from)
          && !insertedSections.contains($0.to)
      })
    else { return nil }
    let survivingOld = (0..<oldCounts.count).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
    let survivingNew = (0..<newCounts.count).filter { !insertedSections.contains($0) && !movedTo.contains($0) }
    for (old, new) in zip(survivingOld, survivingNew) { sectionOldToNew[old] = new }
    for move in record.sectionMoves { sectionOldToNew[move.from] = move.to }
    let moveSources = Set(record.moves.map(\.from))
    let moveDestinations = Set(record.moves.map(\.to))
    for section in deletedSections {
      for item in 0..<oldCounts[section] { disappearing.insert(IndexPath(item: item, section: section)) }
    }
    for section in insertedSections {
      for item in 0..<newCounts[section] { appearing.insert(IndexPath(item: item, section: section)) }
    }
    for (old, new) in sectionOldToNew.sorted(by: { $0.key < $1.key }) {
      var survivors: [IndexPath] = []
      for item in 0..<oldCounts[old] {
        let indexPath = IndexPath(item: item, section: old)
        if record.deletedItems.contains(indexPath) || moveSources.contains(indexPath) { continue }
        survivors.append(indexPath)
      }
      var next = 0
      for item in 0..<newCounts[new] {
        let indexPath = IndexPath(item: item, section: new)
        if record.insertedItems.contains(indexPath) || moveDestinations.contains(indexPath) { continue }
        guard next < survivors.count else { return nil }
        oldToNew[survivors[next]] = indexPath
        newToOld[indexPath] = survivors[next]
        next += 1
      }
      guard next == survivors.count else { return nil }
    }
    for move in record.moves {
      guard sectionOldToNew[move.from.section] != nil, move.from.item < oldCounts[move.from.section],
        move.to.section < newCounts.count, move.to.item < newCounts[move.to.section]
      else { return nil }
      oldToNew[move.from] = move.to
      newToOld[move.to] = move.from
    }
    for indexPath in record.deletedItems { disappearing.insert(indexPath) }
    for indexPath in record.insertedItems { appearing.insert(indexPath) }
    // A reload is the item going and coming back at its new place, with a new view.
    for indexPath in record.reloadedItems {
      guard let new = oldToNew[indexPath] else { continue }
      disappearing.insert(indexPath)
      appearing.insert(new)
    }
  }

  /// The new index path of an old item whose view carries on (nil: it goes or is reloaded).
  func carriedOver(_ old: IndexPath) -> IndexPath? {
    guard let new = oldToNew[old], !disappearing.contains(old) else { return nil }
    return new
  }
}

/// A batch update's animation while it is set up: where appearing views start, and the views
/// that go once it ends.
@MainActor final class UpdateAnimation {
  /// The duration of batch-update animations, seconds (docs/uikit-behaviour-2.md §2.6).
  static let duration: TimeInterval = 0.3

  let mapping: ItemMapping
  /// What the elements looked like before the update, by their keys before it.
  let before: [ElementKey: UICollectionViewLayoutAttributes]
  weak var layout: UICollectionViewLayout?
  var disappearing: [(UICollectionReusableView, ElementKey)] = []

  init(mapping: ItemMapping, before: [ElementKey: UICollectionViewLayoutAttributes], layout: UICollectionViewLayout) {
    self.mapping = mapping
    self.before = before
    self.layout = layout
  }

  /// Where a view that leaves the reuse area during the update goes: its element's new
  /// attributes (it is queued when the animation ends).
  func end(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
    guard let layout else { return nil }
    if let kind = key.kind { return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath) }
    return layout.layoutAttributesForItem(at: key.indexPath)
  }

  /// Where a view that joins during the update starts: an appearing item fades in where it
  /// will be; an item that was elsewhere before starts there; else nil (it is placed directly).
  func start(for item: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes? {
    if item.representedElementCategory == .cell {
      if mapping.appearing.contains(item.indexPath) {
        if let custom = layout?.initialLayoutAttributesForAppearingItem(at: item.indexPath) { return custom }
        let start = item.moved(to: item.indexPath)
        start.alpha = 0
        return start
      }
      if let old = mapping.newToOld[item.indexPath], let was = before[ElementKey(kind: nil, indexPath: old)] {
        return was.moved(to: item.indexPath)
      }
      return nil
    }
    guard let section = mapping.sectionOldToNew.first(where: { $0.value == item.indexPath.section })?.key else {
      let start = item.moved(to: item.indexPath)
      start.alpha = 0
      return start
    }
    var old = item.indexPath
    old.section = section
    return before[ElementKey(kind: item.representedElementKind, indexPath: old)]?.moved(to: item.indexPath)
  }
}
