import Foundation
import Testing

@testable import SegueUIKit

/// `UITableView.backgroundView`: behind every row and section background, filling the
/// visible bounds and staying put while the rows scroll; replacing it removes the old one.
@Suite @MainActor struct TableBackgroundViewTests {
  final class Rows: NSObject, UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
  }

  @Test func theBackgroundViewStaysBehindAndInPlaceWhileTheRowsScroll() {
    let rows = Rows()
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .insetGrouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = 44
    let background = UIView()
    table.backgroundView = background
    table.separatorEffect = UIBlurEffect(style: .light)
    table.dataSource = rows
    host.rootView.addSubview(table)
    host.advance(by: 1.0 / 60)
    #expect(table.subviews.first === background)
    #expect(background.frame == CGRect(x: 0, y: 0, width: 390, height: 600))
    #expect(table.visibleCells.count > 0)
    #expect(table.visibleCells.allSatisfy { table.subviews.firstIndex(of: $0)! > 0 })
    #expect(!table.sectionBackgrounds.isEmpty)
    #expect(table.sectionBackgrounds.values.allSatisfy { table.subviews.firstIndex(of: $0)! > 0 })

    table.contentOffset = CGPoint(x: 0, y: 500)
    host.advance(by: 1.0 / 60)
    #expect(background.frame == CGRect(x: 0, y: 500, width: 390, height: 600))
    #expect(table.subviews.first === background)
    #expect(table.visibleCells.allSatisfy { table.subviews.firstIndex(of: $0)! > 0 })

    let replacement = UIView()
    table.backgroundView = replacement
    host.advance(by: 1.0 / 60)
    #expect(background.superview == nil)
    #expect(table.subviews.first === replacement)
    #expect(replacement.frame == CGRect(x: 0, y: 500, width: 390, height: 600))
    table.backgroundView = nil
    #expect(replacement.superview == nil)
  }
}
