import CX11
import CXTest
import Foundation
import Segue
import Testing

@testable import SegueUIKit
@testable import SegueX11

/// A large-title list with a search controller in a real window (a private Xvfb): a real
/// pointer drag collapses the large title, a click in the search field activates the search,
/// and real key presses reach the results updater (docs/uikit-behaviour-2.md §18).
@Suite(.serialized) @MainActor struct SearchBarWindowTests {
  final class Fruits: UITableViewController, UISearchResultsUpdating {
    var updates: [String] = []
    let names = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Kiwi", "Lemon", "Mango"]

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Fruit"
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = names[indexPath.row % names.count]
      return cell
    }
    func updateSearchResults(for searchController: UISearchController) {
      updates.append(searchController.searchBar.text ?? "")
    }
  }

  @Test func aDragCollapsesTheTitleAndAClickInTheFieldSearchesWhatIsTyped() async throws {
    let server = try XvfbServer()
    defer { server.stop() }
    let host = try X11Host(options: X11HostTests.options(server, scale: 1, size: CGSize(width: 390, height: 844)))
    defer { host.close() }
    let fruits = Fruits(style: .plain)
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = fruits
    search.obscuresBackgroundDuringPresentation = false
    fruits.navigationItem.searchController = search
    let nav = UINavigationController(rootViewController: fruits)
    nav.navigationBar.prefersLargeTitles = true
    let window = UIWindow(frame: host.rootView.bounds)
    window.rootViewController = nav
    host.rootView.addSubview(window)
    window.makeKeyAndVisible()
    host.setNeedsFrame()
    try await X11HostTests.settle(host)
    #expect(nav.navigationBar.frame.height == 195)

    // A slow drag up by 80 points on the list: the search row goes, then part of the title row.
    let pointer = try #require(FakePointer(displayName: server.display))
    defer { pointer.close() }
    pointer.move(to: 200, 600)
    pointer.button(true)
    for step in 1...16 {
      pointer.move(to: 200, 600 - 5 * step)
      try await Task.sleep(for: .milliseconds(20))
    }
    #expect(
      try await waitUntil(timeout: X11HostTests.windowWaitLimit) { nav.navigationBar.frame.height < 195 },
      "the drag never collapsed the bar")
    let reveal = -(fruits.tableView.contentOffset.y + fruits.tableView.adjustedContentInset.top) + 104
    #expect(nav.navigationBar.frame.height == 91 + max(min(reveal, 104), 0))
    // Back down to the top and let go: the rows come back.
    for step in 1...16 {
      pointer.move(to: 200, 520 + 5 * step)
      try await Task.sleep(for: .milliseconds(20))
    }
    pointer.button(false)
    #expect(try await waitUntil(timeout: X11HostTests.windowWaitLimit) { nav.navigationBar.frame.height == 195 })
    try await X11HostTests.settle(host)

    // Click in the search field (its row is 143–195 in the bar).
    pointer.move(to: 100, 169)
    pointer.button(true)
    pointer.button(false)
    #expect(try await waitUntil(timeout: X11HostTests.windowWaitLimit) { search.isActive })
    #expect(try await waitUntil(timeout: X11HostTests.windowWaitLimit) { nav.navigationBar.frame.height == 99 })
    XSetInputFocus(pointer.display, host.window.id, RevertToParent, 0)
    for key in [XK_k, XK_i, XK_w] {
      pointer.key(UInt(key), down: true)
      pointer.key(UInt(key), down: false)
    }
    #expect(
      try await waitUntil(timeout: X11HostTests.windowWaitLimit) { fruits.updates == ["", "k", "ki", "kiw"] },
      "the updater heard \(fruits.updates)")
    #expect(search.searchBar.text == "kiw")
  }
}
