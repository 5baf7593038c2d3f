import Foundation
import SegueTesting
import Testing

@testable import SegueUIKit

/// UITableView's batch updates (docs/uikit-behaviour-2.md §2.6, §2.7): deletions before
/// insertions, 0.3 s ease-in-out moves, fades and slides, reuse of the cells that go, UIKit's
/// inconsistency message with a reload instead of a crash, and the diffable data source.
@Suite @MainActor struct TableBatchUpdateTests {
  final class Model: NSObject, UITableViewDataSource {
    var sections: [[String]]
    var titles: [String] = []

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      titles.indices.contains(section) ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = sections[indexPath.section][indexPath.row]
      return cell
    }
  }

  static let letters = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]

  func makeTable(_ model: Model?) -> (HeadlessHost, UITableView) {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = 44
    table.dataSource = model
    host.rootView.addSubview(table)
    host.advance(by: 1.0 / 60)
    return (host, table)
  }

  /// The texts of the visible cells, top to bottom, section by section.
  func texts(_ table: UITableView) -> [String] {
    table.visibleCells.map { $0.textLabel?.text ?? "?" }
  }

  func shown(_ view: UIView?) -> CGRect { view?.layer.presentation()?.frame ?? .null }
  func opacity(_ view: UIView?) -> Float { view?.layer.presentation()?.opacity ?? -1 }

  func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

  @Test func rowsThatStayMoveAndInsertedOnesFadeInOverPointThreeSeconds() {
    let model = Model([Self.letters])
    let (host, table) = makeTable(model)
    let a = table.cellForRow(at: IndexPath(row: 0, section: 0))
    let b = table.cellForRow(at: IndexPath(row: 1, section: 0))
    let c = table.cellForRow(at: IndexPath(row: 2, section: 0))
    let h = table.cellForRow(at: IndexPath(row: 7, section: 0))
    model.sections[0] = ["c", "d", "e", "f", "g", "x", "h", "i", "j"]
    var finished: Bool?
    table.performBatchUpdates(
      {
        // Inserted first, deleted second: the insertion's index is still read after the deletions.
        table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
        table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
      }, completion: { finished = $0 })
    let x = table.cellForRow(at: IndexPath(row: 5, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === c)
    #expect(table.cellForRow(at: IndexPath(row: 6, section: 0)) === h)
    #expect(x?.textLabel?.text == "x")
    host.advance(by: 0.15)
    // Half-way in time is half-way in place with ease-in-out: c from y 88 to 0, h from 308 to 264.
    #expect(close(shown(c).minY, 44))
    #expect(close(shown(h).minY, 286))
    #expect(shown(x) == CGRect(x: 0, y: 220, width: 390, height: 44))
    #expect(abs(opacity(x) - 0.5) < 0.01)
    #expect(shown(a) == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(abs(opacity(a) - 0.5) < 0.01)
    #expect(finished == nil)
    host.advance(by: 0.2)
    #expect(finished == true)
    #expect(a?.superview == nil)
    #expect(c?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(h?.frame == CGRect(x: 0, y: 264, width: 390, height: 44))
    #expect(opacity(x) == 1)
    #expect(texts(table) == ["c", "d", "e", "f", "g", "x", "h", "i", "j"])
    #expect(table.numberOfRows(inSection: 0) == 9)
    #expect(table.contentSize.height == CGFloat(9 * 44))
    // The cells that went are in the reuse queue, handed out again by the next insertion.
    #expect(table.reusePool["row"]?.contains { $0 === a } == true)
    model.sections[0].append("k")
    UIView.performWithoutAnimation { table.insertRows(at: [IndexPath(row: 9, section: 0)], with: .fade) }
    let k = table.cellForRow(at: IndexPath(row: 9, section: 0))
    #expect(k === a || k === b)
    #expect(k?.textLabel?.text == "k")
    // Ten for the first rows, one for x (a and b were still fading out); k reused one.
    #expect(table.cellsMade == 11)
  }

  /// A second update while the first still animates: UIKit's animations add up, so nothing
  /// jumps; each completion runs when its own animation ends, and the rows end where the last
  /// update puts them, with the cells that went in the reuse queue and none left behind.
  @Test func anUpdateDuringAnotherAddsToItWithoutAJump() {
    let model = Model([Self.letters])
    let (host, table) = makeTable(model)
    let a = table.cellForRow(at: IndexPath(row: 0, section: 0))
    let b = table.cellForRow(at: IndexPath(row: 1, section: 0))
    let c = table.cellForRow(at: IndexPath(row: 2, section: 0))
    var completions: [String] = []
    model.sections[0].removeFirst()
    table.performBatchUpdates(
      { table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) },
      completion: { completions.append("first \($0)") })
    host.advance(by: 0.15)
    // Half-way: c is half-way from 88 to 44.
    #expect(close(shown(c).minY, 66))
    model.sections[0] = ["c", "d", "e", "y", "f", "g", "h", "i", "j"]
    table.performBatchUpdates(
      {
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
      }, completion: { completions.append("second \($0)") })
    let y = table.cellForRow(at: IndexPath(row: 3, section: 0))
    host.advance(by: 0)
    // No jump: what is left of the first move (22 pt) plus all of the second (44 pt) above 0.
    #expect(close(shown(c).minY, 66))
    host.advance(by: 0.16)
    #expect(completions == ["first true"])
    #expect(a?.superview == nil)
    #expect(shown(c).minY < 44)
    #expect(shown(c).minY > 0)
    host.advance(by: 0.2)
    #expect(completions == ["first true", "second true"])
    #expect(texts(table) == ["c", "d", "e", "y", "f", "g", "h", "i", "j"])
    for (index, cell) in table.visibleCells.enumerated() {
      #expect(cell.frame == CGRect(x: 0, y: CGFloat(index) * 44, width: 390, height: 44))
      #expect(shown(cell) == cell.frame)
      #expect(opacity(cell) == 1)
    }
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === y)
    #expect(b?.superview == nil)
    let cellsShown = table.subviews.filter { $0 is UITableViewCell && !$0.isHidden }
    #expect(cellsShown.count == table.visibleCells.count)
    #expect(table.reusePool["row"]?.contains { $0 === a } == true)
    #expect(table.reusePool["row"]?.contains { $0 === b } == true)
    withExtendedLifetime(host) {}
  }

  @Test func deletionsApplyBeforeInsertionsWhateverTheOrderOfTheCalls() {
    let model = Model([["a", "b", "c"]])
    let (host, table) = makeTable(model)
    let b = table.cellForRow(at: IndexPath(row: 1, section: 0))
    model.sections[0] = ["x", "b", "c"]
    table.beginUpdates()
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    table.endUpdates()
    host.advance(by: 0.35)
    // Applied in call order this would be [a, b, c]; UIKit's order gives [x, b, c], b's cell kept.
    #expect(texts(table) == ["x", "b", "c"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === b)
    #expect(b?.frame == CGRect(x: 0, y: 44, width: 390, height: 44))
  }

  @Test func slidesComeFromTheSideAndTheTop() {
    let model = Model([["a", "b", "c", "d"]])
    let (host, table) = makeTable(model)
    let b = table.cellForRow(at: IndexPath(row: 1, section: 0))
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    model.sections[0] = ["r", "a", "t", "c", "d"]
    table.performBatchUpdates {
      table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .right)
      table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .top)
    }
    let r = table.cellForRow(at: IndexPath(row: 0, section: 0))
    let t = table.cellForRow(at: IndexPath(row: 2, section: 0))
    host.advance(by: 0.15)
    // .right: from x 390 to 0; .left: from 0 to −390; .top: from a row's height above (88 − 44).
    #expect(close(shown(r).minX, 195) && shown(r).minY == 0)
    #expect(close(shown(b).minX, -195) && shown(b).minY == 44)
    #expect(close(shown(t).minY, 66) && shown(t).minX == 0)
    #expect(opacity(r) == 1 && opacity(b) == 1 && opacity(t) == 1)
    host.advance(by: 0.2)
    #expect(b?.superview == nil)
    #expect(r?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(t?.frame == CGRect(x: 0, y: 88, width: 390, height: 44))
    #expect(texts(table) == ["r", "a", "t", "c", "d"])
    // The selection goes with its row (c: row 2 → 3).
    #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
  }

  @Test func movesReloadsAndSections() {
    let model = Model([["a", "b", "c"], ["d", "e"], ["f"]])
    model.titles = ["One", "Two", "Three"]
    let (host, table) = makeTable(model)
    let a = table.cellForRow(at: IndexPath(row: 0, section: 0))
    let b = table.cellForRow(at: IndexPath(row: 1, section: 0))
    let f = table.cellForRow(at: IndexPath(row: 0, section: 2))
    // Headers are 28 pt: One at 0, rows a–c at 28, 72, 116; Two at 160, d and e at 188, 232;
    // Three at 276, f at 304.
    #expect(f?.frame.minY == 304)
    model.sections = [["f"], ["b", "c", "a"], ["n"]]
    model.titles = ["Three", "One", "New"]
    table.performBatchUpdates {
      table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 1))
      table.moveSection(2, toSection: 0)
      table.deleteSections([1], with: .fade)
      table.insertSections([2], with: .fade)
    }
    host.advance(by: 0.15)
    // f: its section moved to the top, 304 → 28; a: 28 → 188 (Three 28 + 44, One 28, then b and c).
    #expect(close(shown(f).minY, (304 + 28) / 2))
    #expect(close(shown(a).minY, (28 + 188) / 2))
    #expect(close(shown(b).minY, (72 + 100) / 2))
    host.advance(by: 0.2)
    #expect(texts(table) == ["f", "b", "c", "a", "n"])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 1)) === a)
    #expect(f?.frame.minY == 28)
    let headers = table.visibleHeaders.sorted { $0.key < $1.key }.map {
      ($0.value as? UITableViewHeaderFooterView)?.textLabel?.text ?? "?"
    }
    #expect(headers == ["Three", "One", "New"])
    #expect(table.rect(forSection: 2) == CGRect(x: 0, y: 232, width: 390, height: 72))
    // A reload gives the row a new cell, cross-faded.
    model.sections[1][0] = "B"
    table.reloadRows(at: [IndexPath(row: 0, section: 1)], with: .fade)
    let newB = table.cellForRow(at: IndexPath(row: 0, section: 1))
    #expect(newB !== b && newB?.textLabel?.text == "B")
    host.advance(by: 0.15)
    #expect(abs(opacity(newB) - 0.5) < 0.01 && abs(opacity(b) - 0.5) < 0.01)
    host.advance(by: 0.2)
    #expect(b?.superview == nil)
  }

  @Test func anInconsistentUpdateSaysWhyInUIKitsWordsAndReloads() {
    var warnings: [String] = []
    let previous = TransitionTrace.sink
    TransitionTrace.sink = { warnings.append($0) }
    defer { TransitionTrace.sink = previous }
    let model = Model([["a", "b", "c"]])
    let (host, table) = makeTable(model)
    model.sections[0] = ["x", "a", "b", "c"]
    var finished: Bool?
    table.performBatchUpdates(
      { table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade) },
      completion: { finished = $0 })
    #expect(
      warnings == [
        "Segue warning: Invalid update: invalid number of rows in section 0. The number of rows contained in an "
          + "existing section after the update (4) must be equal to the number of rows contained in that section "
          + "before the update (3), plus or minus the number of rows inserted or deleted from that section (2 "
          + "inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved "
          + "in, 0 moved out). Update the data source inside the updates block; Segue reloads the table instead "
          + "of raising."
      ])
    #expect(finished == false)
    // The table shows the data source as it is, at once.
    #expect(texts(table) == ["x", "a", "b", "c"])
    #expect(table.numberOfRows(inSection: 0) == 4)
    host.advance(by: 1.0 / 60)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    // A later update is animated again.
    model.sections[0].remove(at: 0)
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    #expect(warnings.count == 1)
    #expect(texts(table) == ["a", "b", "c"])
    warnings = []
    model.sections.append(["y"])
    table.reloadData()
    host.advance(by: 1.0 / 60)
    model.sections.append(["z"])
    table.insertSections([1, 2], with: .fade)
    #expect(
      warnings == [
        "Segue warning: Invalid update: invalid number of sections. The number of sections contained in the table "
          + "view after the update (3) must be equal to the number of sections contained in the table view before "
          + "the update (2), plus or minus the number of sections inserted or deleted (2 inserted, 0 deleted). "
          + "Update the data source inside the updates block; Segue reloads the table instead of raising."
      ])
    #expect(texts(table) == ["a", "b", "c", "y", "z"])
  }

  final class Source: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      sectionIdentifier(for: section)
    }
  }

  @Test func diffableApplyInsertsDeletesAndMovesAsOneUpdate() {
    let (host, table) = makeTable(nil)
    let source = Source(tableView: table) { table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    #expect(source.defaultRowAnimation == .automatic)
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Fruit"])
    snapshot.appendItems(["apple", "banana", "cherry", "date", "elder"])
    source.apply(snapshot, animatingDifferences: false)
    host.advance(by: 1.0 / 60)
    #expect(texts(table) == ["apple", "banana", "cherry", "date", "elder"])
    let apple = table.cellForRow(at: IndexPath(row: 0, section: 0))
    let elder = table.cellForRow(at: IndexPath(row: 4, section: 0))
    snapshot.deleteItems(["apple"])
    snapshot.moveItem("elder", beforeItem: "banana")
    snapshot.insertItems(["fig"], afterItem: "cherry")
    snapshot.appendSections(["Nuts"])
    snapshot.appendItems(["pecan"], toSection: "Nuts")
    var done = false
    source.apply(snapshot) { done = true }
    let fig = table.cellForRow(at: IndexPath(row: 3, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === elder)
    host.advance(by: 0.15)
    // Header 28 pt; elder from row 4 (28 + 176) to row 0 (28); fig fades in at row 3.
    #expect(close(shown(elder).minY, (204 + 28) / 2))
    #expect(abs(opacity(fig) - 0.5) < 0.01 && abs(opacity(apple) - 0.5) < 0.01)
    #expect(shown(fig).minY == CGFloat(28 + 3 * 44))
    host.advance(by: 0.2)
    #expect(done)
    #expect(apple?.superview == nil)
    #expect(texts(table) == ["elder", "banana", "cherry", "fig", "date", "pecan"])
    #expect(source.itemIdentifier(for: IndexPath(row: 3, section: 0)) == "fig")
    #expect(source.indexPath(for: "pecan") == IndexPath(row: 0, section: 1))
    #expect(source.snapshot().itemIdentifiers == ["elder", "banana", "cherry", "fig", "date", "pecan"])
    let header = table.visibleHeaders[1] as? UITableViewHeaderFooterView
    #expect(header?.textLabel?.text == "Nuts")
    #expect(header?.frame.minY == CGFloat(28 + 5 * 44))
    // .none: the rows that go vanish and the new ones appear at once; the rest still move.
    source.defaultRowAnimation = .none
    snapshot.deleteItems(["banana"])
    snapshot.appendItems(["walnut"], toSection: "Nuts")
    source.apply(snapshot)
    let walnut = table.cellForRow(at: IndexPath(row: 1, section: 1))
    host.advance(by: 0.15)
    #expect(opacity(walnut) == 1 && walnut?.textLabel?.text == "walnut")
    #expect(close(shown(table.cellForRow(at: IndexPath(row: 0, section: 0))).minY, 28))
    #expect(close(shown(table.cellForRow(at: IndexPath(row: 1, section: 0))).minY, (116 + 72) / 2))
  }
}
