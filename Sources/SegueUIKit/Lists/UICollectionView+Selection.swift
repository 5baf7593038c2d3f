import Foundation

extension UICollectionView {
  /// The selected items in index order, nil when none is.
  public var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

  /// Selects the item (without the delegate's calls, as in UIKit), deselecting the others
  /// unless multiple selection is on, then scrolls it to `scrollPosition`.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    layoutItemsIfNeeded()
    if !allowsMultipleSelection {
      for other in selected where other != indexPath { setItem(other, selected: false) }
    }
    guard let indexPath else { return }
    setItem(indexPath, selected: true)
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the item (without the delegate's calls).
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    setItem(indexPath, selected: false)
  }

  func setItem(_ indexPath: IndexPath, selected isSelected: Bool) {
    if isSelected { selected.insert(indexPath) } else { selected.remove(indexPath) }
    cells[indexPath]?.isSelected = isSelected
  }

  // MARK: Touches on cells

  /// A touch reached a cell (after the scroll view's 150 ms delay, or with its end for a quick
  /// tap): it highlights (docs/uikit-behaviour-2.md §2.3).
  func cellTouchBegan(_ cell: UICollectionViewCell) {
    guard allowsSelection, !isDragging, let indexPath = indexPath(for: cell) else { return }
    guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
    touchedItem = indexPath
    cell.isHighlighted = true
    collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
  }

  /// The finger lifted: inside the cell it selects the item (toggles it with multiple selection).
  func cellTouchEnded(_ cell: UICollectionViewCell, inside: Bool) {
    guard let indexPath = touchedItem, cells[indexPath] === cell else { return }
    touchedItem = nil
    cell.isHighlighted = false
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    guard inside else { return }
    if selected.contains(indexPath) {
      guard allowsMultipleSelection,
        collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
      else { return }
      setItem(indexPath, selected: false)
      collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !allowsMultipleSelection {
      for other in selected.sorted() where other != indexPath {
        setItem(other, selected: false)
        collectionDelegate?.collectionView(self, didDeselectItemAt: other)
      }
    }
    setItem(indexPath, selected: true)
    if let cell = cellForItem(at: indexPath), let segue = cell.selectionSegue { segue.run(sender: cell) }
    collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// Scrolling took the touch: the highlight goes.
  func cellTouchCancelled(_ cell: UICollectionViewCell) {
    guard let indexPath = touchedItem else { return }
    touchedItem = nil
    cell.isHighlighted = false
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
  }
}
