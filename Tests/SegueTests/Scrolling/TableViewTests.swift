import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// UITableView: reuse (only visible rows have cells), self-sizing rows, geometry queries,
/// selection through real touches with the scroll view's delay, and the styles' looks
/// (goldens beside this file, ±2 per channel).
@Suite @MainActor struct TableViewTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  final class CountingCell: UITableViewCell {
    static var reuses = 0
    override func prepareForReuse() {
      super.prepareForReuse()
      CountingCell.reuses += 1
    }
  }

  final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var titles: [String?] = []
    var selections: [IndexPath] = []
    var highlights: [IndexPath] = []
    var identifier = "row"
    var text: (IndexPath) -> String = { "Row \($0.row)" }

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      titles.indices.contains(section) ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
      cell.textLabel?.text = text(indexPath)
      return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selections.append(indexPath) }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { highlights.append(indexPath) }
  }

  func makeTable(_ rows: Rows, style: UITableView.Style = .plain, rowHeight: CGFloat = 44) -> (
    HeadlessHost, UITableView
  ) {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: style)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = rowHeight
    table.dataSource = rows
    table.delegate = rows
    host.rootView.addSubview(table)
    host.advance(by: 1.0 / 60)
    return (host, table)
  }

  @Test func onlyVisibleRowsHaveCellsAndCellsAreReused() {
    let rows = Rows([1000])
    let (host, table) = makeTable(rows)
    // 844 / 44 = 19.2 rows in view, plus one row ahead: 21 cells.
    #expect(table.cellsMade == 21)
    #expect(table.contentSize.height == CGFloat(1000 * 44))
    CountingCell.reuses = 0
    var alive = 0
    for step in 1...300 {
      table.setContentOffset(CGPoint(x: 0, y: CGFloat(step) * 37), animated: false)
      alive = max(alive, table.subviews.filter { $0 is UITableViewCell }.count)
    }
    host.advance(by: 1.0 / 60)
    // At most 21 rows are in view (20 whole and a part); with a row ahead each way, at most
    // 23 cells live — within UIKit's visible + 4.
    #expect(alive <= 23)
    #expect(table.cellsMade <= 23)
    #expect(CountingCell.reuses > 200)
    let visible = table.indexPathsForVisibleRows ?? []
    #expect(visible.first == IndexPath(row: 252, section: 0))
    #expect(table.cellForRow(at: visible[0])?.textLabel?.text == "Row 252")
  }

  @Test func geometryQueries() {
    let rows = Rows([3, 4])
    rows.titles = ["FIRST", "SECOND"]
    let (_, table) = makeTable(rows, style: .grouped)
    // Grouped: a titled header is 38 pt, an untitled footer 18 pt.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 38, width: 390, height: 44))
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 1))
        == CGRect(x: 0, y: 38 + 132 + 18 + 38 + 44, width: 390, height: 44))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 40 + 44)) == IndexPath(row: 1, section: 0))
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 1) == 4)
    // The content (424 pt) fits: scrolling a row to the top keeps the offset at 0.
    table.scrollToRow(at: IndexPath(row: 3, section: 1), at: .top, animated: false)
    #expect(table.contentOffset.y == 0)
  }

  final class WrappingCell: UITableViewCell {
    let body = UILabel()
    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      body.numberOfLines = 0
      body.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(body)
      NSLayoutConstraint.activate([
        body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
        body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
      ])
    }
    required init?(coder: NSCoder) { nil }
  }

  final class Wrapping: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "wrap", for: indexPath)
      (cell as? WrappingCell)?.body.text = String(repeating: "word ", count: 5 + indexPath.row * 7)
      return cell
    }
  }

  @Test func rowsSizeThemselvesWithAutoLayout() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
    let source = Wrapping()
    table.dataSource = source
    host.rootView.addSubview(table)
    host.advance(by: 1.0 / 60)
    let probe = UILabel()
    probe.numberOfLines = 0
    for row in 0..<3 {
      probe.text = String(repeating: "word ", count: 5 + row * 7)
      let expected = probe.sizeThatFits(CGSize(width: 358, height: 0)).height + 24
      #expect(table.rectForRow(at: IndexPath(row: row, section: 0)).height == expected.rounded(.up))
    }
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height > 44)
  }

  @Test func aQuickTapSelectsAndAHeldFingerHighlightsAfterTheDelay() {
    let rows = Rows([30])
    let (host, table) = makeTable(rows)
    host.tap(at: CGPoint(x: 100, y: 44 * 3 + 20), duration: 0.05)
    #expect(rows.selections == [IndexPath(row: 3, section: 0)])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
    // Held: nothing for 150 ms, then the highlight; a scroll then takes it away unselected.
    host.send(PointerEvent(phase: .down, location: CGPoint(x: 100, y: 44 * 5 + 20), timestamp: host.now))
    host.advance(by: 0.1)
    #expect(rows.highlights == [IndexPath(row: 3, section: 0)])
    host.advance(by: 0.1)
    #expect(rows.highlights.last == IndexPath(row: 5, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 5, section: 0))?.isHighlighted == true)
    host.drag(from: CGPoint(x: 100, y: 44 * 5 + 20), to: CGPoint(x: 100, y: 44 * 2), duration: 0.3, steps: 10)
    #expect(table.cellForRow(at: IndexPath(row: 5, section: 0))?.isHighlighted == false)
    #expect(rows.selections == [IndexPath(row: 3, section: 0)])
    table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
    #expect(table.indexPathForSelectedRow == nil)
  }

  func styledTable(_ style: UITableView.Style) -> HeadlessHost {
    let host = HeadlessHost(size: CGSize(width: 390, height: 500), scale: 2)
    let rows = Rows([3, 2])
    rows.titles = ["Transitions", "System"]
    rows.text = { ["Spring Sheet", "Rotate & Fade", "Magic Move", "Push", "Cover Vertical"][$0.section * 3 + $0.row] }
    let table = UITableView(frame: host.rootView.bounds, style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    table.delegate = rows
    host.rootView.addSubview(table)
    host.advance(by: 1.0 / 60)
    table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType = .disclosureIndicator
    table.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
    host.advance(by: 1.0 / 60)
    withExtendedLifetime(rows) {}
    return host
  }

  @Test func theStylesLookAsOnIOS() throws {
    for (style, name) in [(UITableView.Style.plain, "plain"), (.grouped, "grouped"), (.insetGrouped, "inset-grouped")] {
      let host = styledTable(style)
      try GoldenImage.verify(host.render(), named: "table-\(name)", in: Self.goldens)
    }
  }
}

/// From a new user's trial: cells below the visible area lay out as those on screen (a scroll
/// view's content gets no vertical safe-area inset), with UIKit's cell content margins.
@Suite @MainActor struct TableCellMarginTests {
  final class MarginCell: UITableViewCell {
    let title = UILabel()
    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      title.translatesAutoresizingMaskIntoConstraints = false
      title.text = "Title"
      contentView.addSubview(title)
      NSLayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
        title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
        title.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        title.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
      ])
    }
    required init?(coder: NSCoder) { nil }
  }

  final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "margin", for: indexPath)
    }
  }

  @Test func rowsBelowTheFoldLayOutLikeTheOthers() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let controller = UIViewController()
    host.show(controller)
    let table = UITableView(frame: controller.view.bounds, style: .plain)
    table.register(MarginCell.self, forCellReuseIdentifier: "margin")
    let rows = Rows()
    table.dataSource = rows
    controller.view.addSubview(table)
    host.advance(by: 1.0 / 60)
    let cells = (table.subviews.compactMap { $0 as? MarginCell }).sorted { $0.frame.minY < $1.frame.minY }
    #expect(cells.count > 10)
    let title = cells[0].title.frame
    // 11 pt above and below, 16 pt at the sides: a 20 pt label in a 42 pt row.
    #expect(title.minX == 16 && title.minY == 11)
    #expect(cells[0].frame.height == title.height + 22)
    for cell in cells { #expect(cell.title.frame == title, "row at \(cell.frame.minY)") }
    withExtendedLifetime(rows) {}
  }
}
