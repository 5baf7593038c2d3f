import Foundation
import Testing

@testable import SegueUIKit

/// `UITableViewController.clearsSelectionOnViewWillAppear` with the navigation controller's
/// pops (docs/uikit-behaviour-2.md §2.4): the selected row fades out with the transition,
/// scrubbed by an interactive pop, and stays selected when the pop is cancelled.
@Suite @MainActor struct TableControllerSelectionTests {
  final class List: UITableViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "List"
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      tableView.rowHeight = 44
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      let detail = UIViewController()
      detail.title = "Detail"
      detail.view.backgroundColor = .systemBackground
      navigationController?.pushViewController(detail, animated: true)
    }
  }

  func showList() -> (HeadlessHost, List) {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let list = List(style: .plain)
    host.show(UINavigationController(rootViewController: list))
    host.advance(by: 1.0 / 60)
    // Row 2 is at 88–132 pt in the table, which starts below the 91 pt bar.
    host.tap(at: CGPoint(x: 200, y: 91 + 110))
    _ = host.runUntilIdle()
    return (host, list)
  }

  @Test func theSelectionStaysDuringThePushAndFadesOnTheBackButtonsPop() {
    let (host, list) = showList()
    #expect(list.navigationController?.topViewController?.title == "Detail")
    #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    list.navigationController?.popViewController(animated: true)
    _ = host.runUntilIdle()
    #expect(list.tableView.indexPathForSelectedRow == nil)
    #expect(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
  }

  @Test func aCancelledInteractivePopKeepsTheRowSelected() {
    let (host, list) = showList()
    // Drag from the left edge a quarter of the way and let go slowly: the pop is cancelled.
    host.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 100, y: 500), duration: 1, steps: 30, release: false)
    host.advance(by: 0.3)
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 100, y: 500), timestamp: host.now))
    _ = host.runUntilIdle()
    #expect(list.navigationController?.topViewController?.title == "Detail")
    #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    // Dragged most of the way, the pop finishes and the row is deselected.
    host.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 330, y: 500), duration: 0.4, steps: 20)
    _ = host.runUntilIdle()
    #expect(list.navigationController?.topViewController === list)
    #expect(list.tableView.indexPathForSelectedRow == nil)
  }
}

/// `transitionCoordinator` is there in `viewWillAppear`/`viewWillDisappear` of an animated
/// push, pop, presentation and dismissal (the pattern every "animate alongside" relies on).
@Suite @MainActor struct CoordinatorInAppearanceTests {
  final class Probe: UIViewController {
    var seen: [String] = []
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      seen.append("appear \(transitionCoordinator != nil)")
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      seen.append("disappear \(transitionCoordinator != nil)")
    }
  }

  @Test func pushesPopsPresentationsAndDismissalsHaveOne() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let root = Probe()
    let navigation = UINavigationController(rootViewController: root)
    host.show(navigation)
    _ = host.runUntilIdle()
    root.seen.removeAll()
    let pushed = Probe()
    navigation.pushViewController(pushed, animated: true)
    _ = host.runUntilIdle()
    navigation.popViewController(animated: true)
    _ = host.runUntilIdle()
    let presented = Probe()
    presented.modalPresentationStyle = .fullScreen
    navigation.present(presented, animated: true)
    _ = host.runUntilIdle()
    presented.dismiss(animated: true)
    _ = host.runUntilIdle()
    #expect(pushed.seen == ["appear true", "disappear true"])
    #expect(presented.seen == ["appear true", "disappear true"])
    #expect(root.seen.prefix(2) == ["disappear true", "appear true"])
  }
}
