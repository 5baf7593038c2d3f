import Foundation

@testable import SegueUIKit

/// A list of mailboxes, as a large-title screen shows it: a table view controller whose rows
/// are names, filtered by a search controller in its navigation item when it has one.
@MainActor final class MailboxList: UITableViewController, UISearchResultsUpdating, UISearchControllerDelegate {
  static let names = [
    "Inbox", "VIP", "Flagged", "Drafts", "Sent", "Junk", "Trash", "Archive", "Receipts", "Travel", "Family",
    "Work", "Newsletters", "Berlin trip", "Bills", "Photos", "Recipes", "School", "Garden", "Books",
  ]
  var shown = MailboxList.names
  /// The texts `updateSearchResults(for:)` was called with, in order.
  var updates: [String] = []
  /// The search controller delegate's calls, in order.
  var events: [String] = []

  init() { super.init(style: .plain) }
  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Mailboxes"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }

  /// Gives the screen a search controller that filters its rows.
  func addSearch(obscures: Bool = false) -> UISearchController {
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = self
    search.delegate = self
    search.obscuresBackgroundDuringPresentation = obscures
    search.searchBar.placeholder = "Search mailboxes"
    navigationItem.searchController = search
    return search
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = shown[indexPath.row]
    return cell
  }

  func updateSearchResults(for searchController: UISearchController) {
    let text = searchController.searchBar.text ?? ""
    updates.append(text)
    shown = text.isEmpty ? Self.names : Self.names.filter { $0.localizedCaseInsensitiveContains(text) }
    tableView.reloadData()
  }

  func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
  func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
  func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
  func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
}

/// A detail screen that never shows a large title.
@MainActor final class MailboxDetail: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    navigationItem.largeTitleDisplayMode = .never
    view.backgroundColor = .systemBackground
  }
}
