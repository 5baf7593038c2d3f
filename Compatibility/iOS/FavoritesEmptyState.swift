import UIKit

// An iOS 17 empty state as iOS code writes it: a table view controller whose
// updateContentUnavailableConfiguration(using:) shows UIContentUnavailableConfiguration.empty()
// with a symbol, texts and a button while there are no favorites, and nothing once there are;
// the button's UIAction adds one and asks for the update with
// setNeedsUpdateContentUnavailableConfiguration().

public final class FavoritesViewController: UITableViewController {
    public private(set) var favorites: [String] = []

    public init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Favorites"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Favorite")
    }

    public override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        guard favorites.isEmpty else {
            contentUnavailableConfiguration = nil
            return
        }
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIImage(systemName: "star")
        configuration.text = "No Favorites"
        configuration.secondaryText = "Tap the star on a photo to keep it here."
        var button = UIButton.Configuration.filled()
        button.title = "Add Sample"
        button.cornerStyle = .capsule
        configuration.button = button
        configuration.buttonProperties.primaryAction = UIAction { [weak self] _ in
            self?.addFavorite("Golden Gate")
        }
        contentUnavailableConfiguration = configuration
    }

    public func addFavorite(_ name: String) {
        favorites.append(name)
        tableView.reloadData()
        setNeedsUpdateContentUnavailableConfiguration()
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        favorites.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Favorite", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = favorites[indexPath.row]
        content.image = UIImage(systemName: "star.fill")
        cell.contentConfiguration = content
        return cell
    }
}
