import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// `UISearchController` in a navigation item (docs/uikit-behaviour-2.md §18.4): the search
/// row under the large title, a tap activating the search, typed text reaching the results
/// updater, Cancel ending it.
@Suite @MainActor struct SearchControllerTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  func showSearchableList(obscures: Bool = false) -> (
    HeadlessHost, UINavigationController, MailboxList, UISearchController
  ) {
    let host = HeadlessHost()
    let list = MailboxList()
    list.loadViewIfNeeded()
    let search = list.addSearch(obscures: obscures)
    let nav = UINavigationController(rootViewController: list)
    nav.navigationBar.prefersLargeTitles = true
    host.show(nav)
    _ = host.runUntilIdle()
    return (host, nav, list, search)
  }

  func centre(of view: UIView, in host: HeadlessHost) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: host.rootView)
  }

  @Test func theSearchBarSitsInA52PointRowUnderTheLargeTitle() throws {
    let (host, nav, list, search) = showSearchableList()
    #expect(nav.navigationBar.frame.height == 195)
    #expect(list.tableView.contentOffset.y == -104)
    #expect(search.searchBar.frame == CGRect(x: 0, y: 143, width: 390, height: 52))
    #expect(search.searchBar.searchTextField.frame == CGRect(x: 16, y: 8, width: 358, height: 36))
    #expect(search.searchBar.searchTextField.placeholder == "Search mailboxes")
    #expect(!search.isActive)
    try GoldenImage.verify(host.render(), named: "search-bar-in-navigation-bar", in: Self.goldens)
    // Scrolling hides the search row first, then the large title.
    list.tableView.contentOffset = CGPoint(x: 0, y: -78)
    #expect(nav.navigationBar.rows == NavigationBarRows(largeTitle: 52, search: 26))
    #expect(search.searchBar.alpha == 0)
    list.tableView.contentOffset = CGPoint(x: 0, y: -30)
    #expect(nav.navigationBar.rows == NavigationBarRows(largeTitle: 30, search: 0))
    list.tableView.contentOffset = CGPoint(x: 0, y: -104)
    #expect(search.searchBar.alpha == 1)
  }

  @Test func aTapActivatesTheSearchAndTypedTextReachesTheUpdater() throws {
    let (host, nav, list, search) = showSearchableList()
    host.tap(at: centre(of: search.searchBar.searchTextField, in: host))
    #expect(search.isActive)
    #expect(search.searchBar.searchTextField.isFirstResponder)
    #expect(list.events == ["willPresent"])
    #expect(list.updates == [""], "the updater is asked as the search activates")
    _ = host.runUntilIdle()
    #expect(list.events == ["willPresent", "didPresent"])
    // The inline row made way: the search bar sits under the status bar, with Cancel.
    #expect(nav.navigationBar.frame.height == 99)
    #expect(search.searchBar.frame.minY == 47)
    #expect(search.searchBar.showsCancelButton)
    #expect(nav.navigationBar.inlineTitle.alpha == 0)
    #expect(list.view.safeAreaInsets.top == 8)
    #expect(list.tableView.contentOffset.y == -8)

    host.type("ber")
    _ = host.runUntilIdle()
    #expect(list.updates == ["", "b", "be", "ber"])
    #expect(search.searchBar.text == "ber")
    #expect(list.shown == ["Berlin trip", "Books"].filter { $0.localizedCaseInsensitiveContains("ber") })
    try GoldenImage.verify(host.render(), named: "search-active-typed", in: Self.goldens, maxDifferingShare: 0.002)

    // Cancel: the text empties, the field resigns, the bar comes back.
    host.tap(at: centre(of: search.searchBar.cancelButton, in: host))
    #expect(!search.isActive)
    #expect(search.searchBar.text == "")
    #expect(!search.searchBar.searchTextField.isFirstResponder)
    #expect(list.updates.last == "")
    _ = host.runUntilIdle()
    #expect(list.events == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
    #expect(nav.navigationBar.frame.height == 195)
    #expect(list.tableView.contentOffset.y == -104)
    #expect(list.shown == MailboxList.names)
  }

  @Test func theDimmingCoversTheContentAndATapOnItEndsTheSearch() {
    let (host, nav, list, search) = showSearchableList(obscures: true)
    search.isActive = true
    #expect(!search.searchBar.searchTextField.isFirstResponder, "isActive does not focus the field")
    _ = host.runUntilIdle()
    #expect(search.view.superview === nav.view)
    #expect(search.view.frame == CGRect(x: 0, y: 99, width: 390, height: 745))
    #expect(search.dimmingView.alpha == 1)
    host.tap(at: CGPoint(x: 200, y: 500))
    _ = host.runUntilIdle()
    #expect(!search.isActive)
    #expect(search.view.superview == nil)
    #expect(list.events == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
  }

  @Test func aResultsControllerShowsOnceThereIsText() {
    let host = HeadlessHost()
    let list = MailboxList()
    let results = UIViewController()
    results.view.backgroundColor = .systemBackground
    let search = UISearchController(searchResultsController: results)
    list.navigationItem.searchController = search
    let nav = UINavigationController(rootViewController: list)
    host.show(nav)
    _ = host.runUntilIdle()
    #expect(nav.navigationBar.frame.height == 143, "an inline title and the search row")
    host.tap(at: centre(of: search.searchBar.searchTextField, in: host))
    _ = host.runUntilIdle()
    #expect(results.view.isHidden)
    host.type("x")
    #expect(search.showsSearchResultsController)
    #expect(!results.view.isHidden)
    #expect(results.parent === search)
  }

  @Test func aStandaloneSearchBarIs56PointsWithARoundedField() {
    let bar = UISearchBar()
    #expect(bar.intrinsicContentSize.height == 56)
    bar.frame = CGRect(x: 0, y: 0, width: 320, height: 56)
    bar.layoutIfNeeded()
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
    #expect(bar.searchTextField.layer.cornerRadius == 10)
    #expect(bar.placeholder == "Search")
    bar.setShowsCancelButton(true, animated: false)
    bar.layoutIfNeeded()
    #expect(bar.searchTextField.frame.width < 304)
    #expect(bar.cancelButton.frame.maxX == 312)
  }
}
