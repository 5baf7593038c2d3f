#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// A news feed as iOS apps write it: a table view controller whose refresh control calls a
// selector, "loads" new stories after a timer's delay, inserts them at the top with
// an animation and ends the refresh. The control has a tint and an attributed title; fresh
// stories' rows show attributed text.

public final class PullToRefreshFeedController: UITableViewController {
    public private(set) var stories = ["Harbour reopens after storm", "Library extends hours", "Tram line 4 delayed"]
    public private(set) var refreshCount = 0
    private var fetched = ["Night market returns"]
    private var freshStories: Set<String> = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Story")

        let refreshControl = UIRefreshControl()
        refreshControl.tintColor = .systemIndigo
        refreshControl.attributedTitle = NSAttributedString(
            string: "Fetching stories…",
            attributes: [.foregroundColor: UIColor.secondaryLabel])
        #if canImport(UIKit)
        refreshControl.addTarget(self, action: #selector(refreshStories(_:)), for: .valueChanged)
        #else
        refreshControl.addTarget(self, action: PullToRefreshFeedController.refreshStories(_:), for: .valueChanged)
        #endif
        self.refreshControl = refreshControl
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func refreshStories(_ sender: UIRefreshControl) {
        refreshCount += 1
        // The timer's block is @Sendable; it runs on the main run loop.
        Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.showFetchedStories() }
        }
    }

    private func showFetchedStories() {
        let new = fetched
        fetched = []
        freshStories.formUnion(new)
        stories.insert(contentsOf: new, at: 0)
        let rows = new.indices.map { IndexPath(row: $0, section: 0) }
        tableView.insertRows(at: rows, with: .automatic)
        refreshControl?.endRefreshing()
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return stories.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Story", for: indexPath)
        let story = stories[indexPath.row]
        if freshStories.contains(story) {
            // Fresh stories get a bold, tinted "NEW" before the headline.
            let title = NSMutableAttributedString(
                string: "NEW ",
                attributes: [
                    .font: UIFont.systemFont(ofSize: 13, weight: .heavy),
                    .foregroundColor: UIColor.systemIndigo,
                    .kern: 1.0,
                ])
            title.append(NSAttributedString(string: story, attributes: [.font: UIFont.systemFont(ofSize: 17)]))
            cell.textLabel?.attributedText = title
        } else {
            cell.textLabel?.text = story
        }
        return cell
    }
}
