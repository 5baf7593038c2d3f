import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// A plain or grouped list written the iOS 14 way: `UICollectionLayoutListConfiguration`, a
/// cell registration and a data source that dequeues configured list cells.
@MainActor final class FruitListViewController: UIViewController, UICollectionViewDataSource {
  let appearance: UICollectionLayoutListConfiguration.Appearance
  let headerMode: UICollectionLayoutListConfiguration.HeaderMode
  var collectionView: UICollectionView!
  var configured: [String] = []
  let fruits = [["Fruit", "Apple", "Banana", "Cherry"], ["Nuts", "Almond", "Pecan"]]
  lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
    [unowned self] cell, indexPath, name in
    configured.append(name)
    var content = cell.defaultContentConfiguration()
    content.text = name
    cell.contentConfiguration = content
    cell.accessories = indexPath.item == 1 ? [.label(text: "3"), .disclosureIndicator()] : [.disclosureIndicator()]
  }

  init(
    appearance: UICollectionLayoutListConfiguration.Appearance,
    headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
  ) {
    self.appearance = appearance
    self.headerMode = headerMode
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = headerMode
    collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { fruits.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    headerMode == .firstItemInSection ? fruits[section].count : fruits[section].count - 1
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let names =
      headerMode == .firstItemInSection ? fruits[indexPath.section] : Array(fruits[indexPath.section].dropFirst())
    return collectionView.dequeueConfiguredReusableCell(
      using: registration, for: indexPath, item: names[indexPath.item])
  }
}

@Suite @MainActor struct ListLayoutTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  func show(_ controller: FruitListViewController, scale: Int = 1) -> HeadlessHost {
    let host = HeadlessHost(size: CGSize(width: 320, height: 400), scale: scale)
    host.show(controller)
    host.step()
    return host
  }

  func cell(_ controller: FruitListViewController, _ item: Int, _ section: Int) throws -> UICollectionViewListCell {
    try #require(
      controller.collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell)
  }

  @Test func aPlainListIsFullWidthRowsWithSeparatorsUnderTheText() throws {
    let controller = FruitListViewController(appearance: .plain)
    let host = show(controller)
    #expect(controller.collectionView.backgroundColor == .systemBackground)
    let apple = try cell(controller, 0, 0)
    let banana = try cell(controller, 1, 0)
    let cherry = try cell(controller, 2, 0)
    #expect(apple.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(banana.frame.minY == 44 && cherry.frame.minY == 88)
    #expect(apple.layer.cornerRadius == 0 && apple.backgroundColor == .systemBackground)
    #expect(controller.configured.prefix(3) == ["Apple", "Banana", "Cherry"], "the handler configures each item")
    // A separator from the text's leading edge (16 pt) to the cell's trailing edge; the last
    // row of a plain section has one too.
    for row in [apple, cherry] {
      let separator = try #require(row.subviews.last)
      #expect(!separator.isHidden && separator.frame.minX == 16 && separator.frame.maxX == 320)
    }
    // Accessories: the chevron 16 pt from the trailing edge, the label 8 pt before it; the
    // content view ends where the first accessory starts.
    let chevron = try #require(banana.subviews.compactMap { $0 as? UIImageView }.last)
    let count = try #require(banana.subviews.compactMap { $0 as? UILabel }.first)
    #expect(chevron.frame.maxX == 304 && count.frame.maxX == chevron.frame.minX - 8)
    #expect(count.text == "3" && banana.contentView.frame.maxX == count.frame.minX)
    _ = host
  }

  @Test func anInsetGroupedListRoundsItsSectionsAndHidesTheLastSeparator() throws {
    let controller = FruitListViewController(appearance: .insetGrouped)
    _ = show(controller)
    #expect(controller.collectionView.backgroundColor == .systemGroupedBackground)
    let apple = try cell(controller, 0, 0)
    let banana = try cell(controller, 1, 0)
    let cherry = try cell(controller, 2, 0)
    // 18 pt above the section, 20 pt from each side.
    #expect(apple.frame == CGRect(x: 20, y: 18, width: 280, height: 44))
    #expect(apple.backgroundColor == .secondarySystemGroupedBackground)
    #expect(
      apple.layer.cornerRadius == 10 && apple.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(banana.layer.cornerRadius == 0)
    #expect(cherry.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    #expect(cherry.subviews.last?.isHidden == true, "no separator under a grouped section's last row")
    let almond = try cell(controller, 0, 1)
    #expect(almond.frame.minY == cherry.frame.maxY + 18)
  }

  @Test func theFirstItemCanBeTheSectionsHeader() throws {
    let controller = FruitListViewController(appearance: .insetGrouped, headerMode: .firstItemInSection)
    _ = show(controller)
    let header = try cell(controller, 0, 0)
    let apple = try cell(controller, 1, 0)
    #expect(header.backgroundColor == .clear && header.layer.cornerRadius == 0)
    #expect(header.defaultContentConfiguration().textProperties.font == .systemFont(ofSize: 13))
    #expect(apple.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner], "the first row under it")
  }

  @Test func aPressedRowTurnsGreyAndARegistrationServesTwoLists() throws {
    let controller = FruitListViewController(appearance: .plain)
    let host = show(controller)
    let apple = try cell(controller, 0, 0)
    let centre = apple.convert(CGPoint(x: 100, y: 22), to: host.rootView)
    host.send(PointerEvent(phase: .down, location: centre, timestamp: host.now))
    host.advance(by: 0.2)  // past the scroll view's 150 ms touch delay
    #expect(apple.isHighlighted && apple.backgroundColor == .systemGray4)
    host.send(PointerEvent(phase: .up, location: centre, timestamp: host.now))
    host.step()
    #expect(!apple.isHighlighted)

    let other = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 200),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    let reused = other.dequeueConfiguredReusableCell(
      using: controller.registration, for: IndexPath(item: 0, section: 0), item: "Kiwi")
    #expect(controller.configured.last == "Kiwi")
    let unconfigured = other.dequeueConfiguredReusableCell(
      using: controller.registration, for: IndexPath(item: 1, section: 0), item: nil)
    #expect(controller.configured.last == "Kiwi" && reused !== unconfigured, "a nil item is not configured")
  }

  @Test func theListsLookLikeIOS() throws {
    let plain = FruitListViewController(appearance: .plain)
    let grouped = FruitListViewController(appearance: .insetGrouped, headerMode: .firstItemInSection)
    let plainHost = show(plain, scale: 2)
    let groupedHost = show(grouped, scale: 2)
    try GoldenImage.verify(plainHost.render(), named: "list-plain", in: Self.goldens)
    try GoldenImage.verify(groupedHost.render(), named: "list-inset-grouped", in: Self.goldens)
  }
}
