import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// The compositional layout (fractional sizes, nested groups, an orthogonal section dragged
/// sideways), self-sizing items and batch-update animations mid-way (docs/uikit-behaviour-2.md
/// §2.6, §2.8).
@Suite @MainActor struct CollectionLayoutTests {
  typealias Items = CollectionViewTests.Items

  static func compositional() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { section, _ in
      if section == 0 {
        // A carousel: 75 % wide, 160 pt tall groups scrolling sideways.
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.75), heightDimension: .absolute(160)),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
        section.boundarySupplementaryItems = [header()]
        return section
      }
      // A grid: one large item beside a column of two, then rows of four quarters.
      let large = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
      )
      large.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
      let small = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5))
      )
      small.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
      let column = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
        repeatingSubitem: small, count: 2)
      let top = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
        subitems: [large, column])
      let section = NSCollectionLayoutSection(group: top)
      section.interGroupSpacing = 8
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
      section.boundarySupplementaryItems = [header()]
      return section
    }
  }

  static func header() -> NSCollectionLayoutBoundarySupplementaryItem {
    NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
  }

  func make(_ items: Items, layout: UICollectionViewLayout, height: CGFloat = 844) -> (HeadlessHost, UICollectionView) {
    CollectionViewTests().makeCollection(items, layout: layout, size: CGSize(width: 390, height: height))
  }

  @Test func compositionalFramesFollowFractionsAndGroups() {
    let items = Items([6, 7])
    let (_, view) = make(items, layout: Self.compositional())
    defer { withExtendedLifetime(items) {} }
    func frame(_ item: Int, _ section: Int) -> CGRect? {
      view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    // Carousel: header 44 pt, then 75 % of the 358 pt section width (268.5 pt) per group.
    #expect(frame(0, 0) == CGRect(x: 16, y: 44, width: 268.5, height: 160))
    #expect(frame(1, 0) == CGRect(x: 294.5, y: 44, width: 268.5, height: 160))
    #expect(view.collectionViewLayout.orthogonalSections()[0]?.contentWidth == 1693)
    // Grid: section 2 starts at 44 + 160 + 20; header 44; groups of three items 200 pt tall.
    let top: CGFloat = 224 + 44
    #expect(frame(0, 1) == CGRect(x: 16, y: top + 4, width: 175, height: 192))
    #expect(frame(1, 1) == CGRect(x: 195 + 4, y: top + 4, width: 175, height: 92))
    #expect(frame(2, 1) == CGRect(x: 199, y: top + 104, width: 175, height: 92))
    #expect(frame(3, 1) == CGRect(x: 16, y: top + 208 + 4, width: 175, height: 192))
    // The last group holds one item.
    #expect(frame(6, 1) == CGRect(x: 16, y: top + 416 + 4, width: 175, height: 192))
    let height: CGFloat = top + 3 * 200 + 2 * 8
    #expect(view.contentSize == CGSize(width: 390, height: height))
  }

  @Test func anOrthogonalSectionScrollsSidewaysUnderARealDrag() throws {
    let items = Items([6, 7])
    let (host, view) = make(items, layout: Self.compositional(), height: 500)
    defer { withExtendedLifetime(items) {} }
    let carousel = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
    #expect(carousel !== view)
    #expect(view.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)
    // A slow sideways drag of 300 pt (no fling) moves the carousel, not the list.
    host.drag(from: CGPoint(x: 350, y: 120), to: CGPoint(x: 50, y: 120), duration: 3, steps: 60)
    host.advance(by: 5)
    #expect(view.contentOffset.y == 0)
    #expect(abs(carousel.contentOffset.x - 350) < 1)

    // In view now: items 1 and 2; one item ahead each way keeps 0 and 3.
    #expect(
      view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 851.5, y: 0, width: 268.5, height: 160))
    #expect(view.cellForItem(at: IndexPath(item: 4, section: 0)) == nil)
    #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 120)) == IndexPath(item: 1, section: 0))
    // A vertical drag on the carousel scrolls the list.
    host.drag(from: CGPoint(x: 200, y: 180), to: CGPoint(x: 200, y: 80), duration: 2, steps: 40)
    host.advance(by: 6)
    #expect(view.contentOffset.y > 100)
    #expect(abs(carousel.contentOffset.x - 350) < 1)
  }

  @Test func theCompositionalLayoutLooksRight() throws {
    let items = Items([6, 7])
    let (host, _) = make(items, layout: Self.compositional(), height: 700)
    defer { withExtendedLifetime(items) {} }
    try GoldenImage.verify(host.render(), named: "collection-compositional", in: CollectionViewTests.goldens)
  }

  final class WrappingCell: UICollectionViewCell {
    let body = UILabel()
    required init(frame: CGRect) {
      super.init(frame: frame)
      body.numberOfLines = 0
      body.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(body)
      NSLayoutConstraint.activate([
        body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
        body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
        body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
        body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        body.widthAnchor.constraint(equalToConstant: 150),
      ])
    }
    required init?(coder: NSCoder) { nil }
  }

  final class Wrapping: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "wrap", for: indexPath)
      (cell as? WrappingCell)?.body.text = String(repeating: "word ", count: 1 + indexPath.item * 3)
      return cell
    }
  }

  static func expectedHeight(_ item: Int) -> CGFloat {
    let probe = UILabel()
    probe.numberOfLines = 0
    probe.text = String(repeating: "word ", count: 1 + item * 3)
    return (probe.sizeThatFits(CGSize(width: 150, height: 0)).height + 16).rounded(.up)
  }

  @Test func flowItemsSizeThemselvesWithAutoLayout() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    let view = UICollectionView(frame: host.rootView.bounds, collectionViewLayout: layout)
    view.register(WrappingCell.self, forCellWithReuseIdentifier: "wrap")
    let source = Wrapping()
    view.dataSource = source
    host.rootView.addSubview(view)
    host.advance(by: 1.0 / 60)
    // 166 pt wide cells, two per line (58 pt gap); the line is as tall as its taller item.
    for item in 0..<4 {
      let frame = view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
      #expect(frame?.size == CGSize(width: 166, height: Self.expectedHeight(item)))
      // Joined with its final frame.
      #expect(view.cellForItem(at: IndexPath(item: item, section: 0))?.frame == frame)
    }
    // The second line starts 10 pt below the first; its shorter item is centred on it.
    let line = max(Self.expectedHeight(0), Self.expectedHeight(1))
    let second = max(Self.expectedHeight(2), Self.expectedHeight(3))
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == line + 10)
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY
        == line + 10 + (second - Self.expectedHeight(2)) / 2)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 224)
    withExtendedLifetime(source) {}
  }

  @Test func compositionalItemsWithEstimatedHeightsSizeThemselves() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(166), heightDimension: .estimated(44)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    let view = UICollectionView(
      frame: host.rootView.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    view.register(WrappingCell.self, forCellWithReuseIdentifier: "wrap")
    let source = Wrapping()
    view.dataSource = source
    host.rootView.addSubview(view)
    host.advance(by: 1.0 / 60)
    var y: CGFloat = 0
    for index in 0..<4 {
      let frame = view.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.frame
      #expect(frame == CGRect(x: 0, y: y, width: 166, height: Self.expectedHeight(index)))
      y += Self.expectedHeight(index) + 5
    }
    withExtendedLifetime(source) {}
  }

  @Test func batchUpdatesAnimateToTheNewFramesOverPointThreeSeconds() {
    let items = Items([9])
    let (host, view) = make(items, layout: CollectionViewTests.gridLayout())
    let moving = view.cellForItem(at: IndexPath(item: 2, section: 0))
    let deleted = view.cellForItem(at: IndexPath(item: 0, section: 0))
    var completed: Bool?
    items.counts = [9]
    // Delete item 0 and insert a new item at 4: deletions apply first, so old items 1…4 move
    // back one place and old item 5 stays where it is.
    view.performBatchUpdates(
      {
        view.insertItems(at: [IndexPath(item: 4, section: 0)])
        view.deleteItems(at: [IndexPath(item: 0, section: 0)])
      }, completion: { completed = $0 })
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === moving)
    #expect(moving?.frame == CGRect(x: 139, y: 8, width: 112, height: 112))
    let inserted = view.cellForItem(at: IndexPath(item: 4, section: 0))
    #expect(inserted !== nil && inserted !== deleted)
    host.advance(by: 0.15)
    // Half-way (the ease-in-out curve is at 0.5): from x 262 to x 139.
    let middle = moving?.layer.presentation()?.frame
    #expect(abs((middle?.minX ?? 0) - 200.5) < 0.01)
    #expect(abs((inserted?.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)
    #expect(abs((deleted?.layer.presentation()?.opacity ?? 1) - 0.5) < 0.01)
    #expect(deleted?.superview === view)
    #expect(completed == nil)
    host.advance(by: 0.2)
    #expect(completed == true)
    #expect(deleted?.superview == nil)
    #expect(moving?.layer.presentation()?.frame.minX == 139)
    #expect(view.visibleCells.count == 9)
  }
  /// A second update while the first still animates adds to it (no jump), each completion runs
  /// at its own end, and every cell rests on its layout attributes, none left behind.
  @Test func anUpdateDuringAnotherAddsToItWithoutAJump() {
    let items = Items([9])
    let (host, view) = make(items, layout: CollectionViewTests.gridLayout())
    let moving = view.cellForItem(at: IndexPath(item: 2, section: 0))
    let first = view.cellForItem(at: IndexPath(item: 0, section: 0))
    let second = view.cellForItem(at: IndexPath(item: 1, section: 0))
    var completions: [String] = []
    items.counts = [8]
    view.performBatchUpdates(
      { view.deleteItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { completions.append("first \($0)") })
    host.advance(by: 0.15)
    #expect(abs((moving?.layer.presentation()?.frame.minX ?? 0) - 200.5) < 0.01)
    items.counts = [7]
    view.performBatchUpdates(
      { view.deleteItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { completions.append("second \($0)") })
    host.advance(by: 0)
    // No jump: 61.5 pt left of the first move plus the second's 123 pt, from x 16.
    #expect(abs((moving?.layer.presentation()?.frame.minX ?? 0) - 200.5) < 0.01)
    host.advance(by: 0.16)
    #expect(completions == ["first true"])
    #expect(first?.superview == nil)
    host.advance(by: 0.2)
    #expect(completions == ["first true", "second true"])
    #expect(second?.superview == nil)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === moving)
    #expect(view.visibleCells.count == 7)
    for index in 0..<7 {
      let indexPath = IndexPath(item: index, section: 0)
      let cell = view.cellForItem(at: indexPath)
      #expect(cell?.layer.presentation()?.frame == view.layoutAttributesForItem(at: indexPath)?.frame)
      #expect(cell?.layer.presentation()?.opacity == 1)
    }
    #expect(view.subviews.filter { $0 is UICollectionViewCell && !$0.isHidden }.count == 7)
    withExtendedLifetime(items) {}
    withExtendedLifetime(host) {}
  }
}
