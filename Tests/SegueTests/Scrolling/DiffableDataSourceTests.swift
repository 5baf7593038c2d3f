import Foundation
import SegueTesting
import Testing

@testable import SegueUIKit

/// Snapshots and the collection view's diffable data source: `apply` computes the inserts,
/// deletes and moves and animates them as one batch update (docs/uikit-behaviour-2.md §2.6).
@Suite @MainActor struct DiffableDataSourceTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<Int, String>

  @Test func snapshotsKeepSectionsAndItemsInOrder() {
    var snapshot = Snapshot()
    snapshot.appendSections([1, 2])
    snapshot.appendItems(["a", "b"], toSection: 1)
    snapshot.appendItems(["c", "d", "e"])
    snapshot.insertItems(["x"], beforeItem: "b")
    snapshot.insertItems(["y"], afterItem: "e")
    snapshot.moveItem("a", afterItem: "c")
    snapshot.deleteItems(["d"])
    snapshot.appendItems(["c"], toSection: 1)  // a duplicate: reported, ignored
    #expect(snapshot.itemIdentifiers == ["x", "b", "c", "a", "e", "y"])
    #expect(snapshot.itemIdentifiers(inSection: 2) == ["c", "a", "e", "y"])
    #expect(snapshot.numberOfItems == 6)
    #expect(snapshot.numberOfItems(inSection: 1) == 2)
    #expect(snapshot.indexOfItem("e") == 4)
    #expect(snapshot.sectionIdentifier(containingItem: "a") == 2)
    snapshot.reloadItems(["b"])
    snapshot.reconfigureItems(["e", "zz"])
    #expect(snapshot.reloadedItemIdentifiers == ["b"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["e"])
  }

  @Test func theDifferenceDeletesInsertsAndMoves() {
    var old = Snapshot()
    old.appendSections([0])
    old.appendItems(["a", "b", "c", "d", "e"])
    var new = Snapshot()
    new.appendSections([0])
    new.appendItems(["e", "b", "x", "c", "d"])
    let record = SnapshotDifference(from: old, to: new).record
    #expect(record.deletedItems == [IndexPath(item: 0, section: 0)])
    #expect(record.insertedItems == [IndexPath(item: 2, section: 0)])
    #expect(record.moves.map { [$0.from.item, $0.to.item] } == [[4, 0]])
  }

  final class Cell: UICollectionViewCell {
    var title = ""
  }

  @Test func applyAnimatesTheDifferencesAndKeepsCells() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let view = UICollectionView(frame: host.rootView.bounds, collectionViewLayout: CollectionViewTests.gridLayout())
    view.register(Cell.self, forCellWithReuseIdentifier: "cell")
    host.rootView.addSubview(view)
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as? Cell
      cell?.title = item
      return cell
    }
    var snapshot = Snapshot()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b", "c", "d", "e", "f"])
    source.apply(snapshot, animatingDifferences: false)
    host.advance(by: 1.0 / 60)
    let e = view.cellForItem(at: IndexPath(item: 4, section: 0))
    let a = view.cellForItem(at: IndexPath(item: 0, section: 0))
    snapshot.deleteItems(["a"])
    snapshot.moveItem("e", beforeItem: "b")
    snapshot.insertItems(["x"], afterItem: "c")
    var done = false
    source.apply(snapshot) { done = true }
    // e moves from the second row's middle to the first row's start, over 0.3 s.
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === e)
    host.advance(by: 0.15)
    let middle = e?.layer.presentation()?.frame.origin
    #expect(abs((middle?.x ?? 0) - (139 + 16) / 2) < 0.01)
    #expect(abs((middle?.y ?? 0) - (130 + 8) / 2) < 0.01)
    #expect(abs((a?.layer.presentation()?.opacity ?? 1) - 0.5) < 0.01)
    host.advance(by: 0.2)
    #expect(done)
    #expect(a?.superview == nil)
    let titles = view.visibleCells.compactMap { ($0 as? Cell)?.title }
    #expect(titles == ["e", "b", "c", "x", "d", "f"])
    #expect(source.itemIdentifier(for: IndexPath(item: 3, section: 0)) == "x")
    #expect(source.indexPath(for: "d") == IndexPath(item: 4, section: 0))
    #expect(source.snapshot().itemIdentifiers == ["e", "b", "c", "x", "d", "f"])
  }
}
