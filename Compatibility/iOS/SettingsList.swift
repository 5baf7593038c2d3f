import UIKit

// A settings screen as iOS 14+ code writes it: a collection view with an inset-grouped list
// layout, a diffable data source fed by cell and header registrations, list content
// configurations with symbols, disclosure, checkmark and label accessories, and a tap that
// pushes a detail screen with navigation's standard transition.

public struct SettingsItem: Hashable, Sendable {
    public let title: String
    public let symbol: String
    public let value: String?
    public let isChecked: Bool

    public init(title: String, symbol: String, value: String? = nil, isChecked: Bool = false) {
        self.title = title
        self.symbol = symbol
        self.value = value
        self.isChecked = isChecked
    }
}

public enum SettingsSection: Int, CaseIterable, Sendable {
    case account
    case appearance

    var title: String {
        switch self {
        case .account: return "Account"
        case .appearance: return "Appearance"
        }
    }
}

public final class SettingsListViewController: UIViewController, UICollectionViewDelegate {
    public private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<SettingsSection, SettingsItem>!
    public private(set) var opened: [String] = []

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"

        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, SettingsItem> {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            content.image = UIImage(systemName: item.symbol)
            content.imageProperties.tintColor = .systemOrange
            cell.contentConfiguration = content
            var accessories: [UICellAccessory] = []
            if let value = item.value {
                accessories.append(.label(text: value))
            }
            accessories.append(item.isChecked ? .checkmark() : .disclosureIndicator())
            cell.accessories = accessories
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = SettingsSection(rawValue: indexPath.section)?.title.uppercased()
            header.contentConfiguration = content
        }

        dataSource = UICollectionViewDiffableDataSource<SettingsSection, SettingsItem>(
            collectionView: collectionView
        ) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<SettingsSection, SettingsItem>()
        snapshot.appendSections(SettingsSection.allCases)
        snapshot.appendItems([
            SettingsItem(title: "Profile", symbol: "star.fill"),
            SettingsItem(title: "Notifications", symbol: "heart", value: "On"),
            SettingsItem(title: "Share", symbol: "square.and.arrow.up"),
        ], toSection: .account)
        snapshot.appendItems([
            SettingsItem(title: "Light", symbol: "star", isChecked: true),
            SettingsItem(title: "Dark", symbol: "star.fill"),
        ], toSection: .appearance)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        opened.append(item.title)
        let detail = UIViewController()
        detail.title = item.title
        detail.view.backgroundColor = .systemBackground
        navigationController?.pushViewController(detail, animated: true)
    }
}
