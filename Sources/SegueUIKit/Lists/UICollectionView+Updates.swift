import Foundation

extension UICollectionView {
  /// Applies the insertions, deletions, reloads and moves `updates` makes (deletions first,
  /// §2.6) against the data source's new counts, and animates the items to their new frames
  /// over 0.3 s ease-in-out: inserted and reloaded items fade in where they land, deleted ones
  /// fade out where they were, items coming into view slide in from where they were. Inside
  /// `UIView.performWithoutAnimation` it applies at once. `completion` runs when the animation
  /// ends (`finished` false if it was interrupted). New counts that do not follow from the
  /// changes are reported and the view reloads (UIKit raises).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    layoutItemsIfNeeded()
    let nested = batchRecord != nil
    if !nested { batchRecord = BatchUpdateRecord() }
    updates?()
    guard !nested, let record = batchRecord else {
      completion?(true)
      return
    }
    batchRecord = nil
    let oldCounts = itemCounts
    let newCounts = readCounts()
    guard let mapping = ItemMapping(old: oldCounts, new: newCounts, record) else {
      LayoutTrace.warn(
        "invalid batch update: the data source's item counts \(newCounts) do not follow from \(oldCounts) and the "
          + "inserted, deleted and moved items; update the data source inside the updates block. Reloading instead.")
      reloadData()
      layoutItems()
      completion?(false)
      return
    }
    // What the elements look like now, in view and a screen beyond, for where moving views start.
    var before = placed
    let wide = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
    for item in collectionViewLayout.layoutAttributesForElements(in: wide) ?? [] where before[item.elementKey] == nil {
      before[item.elementKey] = item.moved(to: item.indexPath)
    }
    var gone: [(UICollectionReusableView, ElementKey)] = []
    var carried: [IndexPath: UICollectionViewCell] = [:]
    for (old, cell) in cells {
      if let new = mapping.carriedOver(old) {
        carried[new] = cell
      } else {
        gone.append((cell, ElementKey(kind: nil, indexPath: old)))
      }
    }
    var carriedSupplementaries: [ElementKey: UICollectionReusableView] = [:]
    for (key, view) in supplementaries {
      if let section = mapping.sectionOldToNew[key.indexPath.section] {
        var indexPath = key.indexPath
        indexPath.section = section
        carriedSupplementaries[ElementKey(kind: key.kind, indexPath: indexPath)] = view
      } else {
        gone.append((view, key))
      }
    }
    var placedNow: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    for (key, item) in placed {
      if key.kind == nil {
        if let new = mapping.carriedOver(key.indexPath) { placedNow[ElementKey(kind: nil, indexPath: new)] = item }
      } else if let section = mapping.sectionOldToNew[key.indexPath.section] {
        var indexPath = key.indexPath
        indexPath.section = section
        placedNow[ElementKey(kind: key.kind, indexPath: indexPath)] = item
      }
    }
    selected = Set(selected.compactMap { mapping.carriedOver($0) })
    if let touched = touchedItem { touchedItem = mapping.carriedOver(touched) }
    collectionViewLayout.remapMeasurements { mapping.carriedOver($0) }
    itemCounts = newCounts
    cells = carried
    supplementaries = carriedSupplementaries
    placed = placedNow
    collectionViewLayout.isPrepared = false
    let animation = UpdateAnimation(mapping: mapping, before: before, layout: collectionViewLayout)
    let animated = UIView.areAnimationsEnabled
    let change = {
      for (view, key) in gone {
        animation.disappearing.append((view, key))
        if key.kind == nil,
          let end = self.collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        {
          view.center = end.center
          view.bounds = CGRect(origin: .zero, size: end.size)
          view.alpha = end.alpha
        } else {
          view.alpha = 0
        }
      }
      self.updateAnimation = animation
      self.layoutItems()
      self.updateAnimation = nil
    }
    let finish: (Bool) -> Void = { [weak self] finished in
      guard let self else { return }
      for (view, key) in animation.disappearing where !self.isShowing(view) {
        UIView.performWithoutAnimation { view.alpha = 1 }
        self.retire(view, key: key)
      }
      completion?(finished)
    }
    guard animated else {
      change()
      finish(true)
      return
    }
    UIView.animate(
      withDuration: UpdateAnimation.duration, delay: 0, options: [.curveEaseInOut], animations: change,
      completion: finish)
  }

  /// Whether the view is back in use (a disappearing view picked up again).
  private func isShowing(_ view: UICollectionReusableView) -> Bool {
    if let cell = view as? UICollectionViewCell { return cells.values.contains { $0 === cell } }
    return supplementaries.values.contains { $0 === view }
  }

  /// Records a change inside a batch, or makes a batch of it.
  private func record(_ change: @escaping (inout BatchUpdateRecord) -> Void) {
    if batchRecord != nil {
      change(&batchRecord!)
    } else {
      performBatchUpdates({ change(&self.batchRecord!) }, completion: nil)
    }
  }

  /// New items at these index paths (after the update); the data source must already have them.
  public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems.formUnion(indexPaths) } }
  /// Items gone from these index paths (before the update).
  public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems.formUnion(indexPaths) } }
  /// Items whose cells are asked for again (index paths before the update); they cross-fade.
  public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems.formUnion(indexPaths) } }
  /// The item at `indexPath` (before) is now at `newIndexPath` (after); its cell moves there.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moves.append((indexPath, newIndexPath)) }
  }
  public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
  public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
  public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
}
