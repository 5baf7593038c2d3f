#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// A list screen as iOS apps write it since iOS 11: a table view controller with a large title,
// a search controller in its navigation item filtering the rows as the user types, and a
// toolbar with a flexible-space layout. The search results updater is the controller itself,
// and the toolbar's button uses a selector.

public final class MailboxesViewController: UITableViewController, UISearchResultsUpdating {
    private let allMailboxes = [
        "Inbox", "VIP", "Flagged", "Drafts", "Sent", "Junk", "Trash", "Archive", "Receipts", "Travel",
        "Family", "Work", "Newsletters", "Berlin trip", "Bills", "Photos", "Recipes", "School",
    ]
    public private(set) var filteredMailboxes: [String] = []
    public private(set) var searchUpdates = 0
    public private(set) var newMailboxCount = 0
    private let searchController = UISearchController(searchResultsController: nil)

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Mailbox")
        filteredMailboxes = allMailboxes

        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Mailboxes"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = true
        definesPresentationContext = true

        let status = UIBarButtonItem(title: "Updated Just Now", style: .plain, target: nil, action: nil)
        status.isEnabled = false
        #if canImport(UIKit)
        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            status,
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addMailbox)),
        ]
        #else
        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            status,
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .add, target: self, action: MailboxesViewController.addMailbox),
        ]
        #endif
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func addMailbox() {
        newMailboxCount += 1
    }

    public func updateSearchResults(for searchController: UISearchController) {
        searchUpdates += 1
        let text = searchController.searchBar.text ?? ""
        if text.isEmpty {
            filteredMailboxes = allMailboxes
        } else {
            filteredMailboxes = allMailboxes.filter { $0.lowercased().contains(text.lowercased()) }
        }
        tableView.reloadData()
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return filteredMailboxes.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Mailbox", for: indexPath)
        cell.textLabel?.text = filteredMailboxes[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
