import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// UICollectionView with the flow and compositional layouts: frames to the point, reuse while
/// flung, self-sizing, batch-update animations mid-way, selection through real touches, and
/// goldens beside this file (±2 per channel; docs/uikit-behaviour-2.md §2.8).
@Suite @MainActor struct CollectionViewTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  final class CountingCell: UICollectionViewCell {
    nonisolated(unsafe) static var reuses = 0
    let label = UILabel()
    required init(frame: CGRect) {
      super.init(frame: frame)
      contentView.backgroundColor = .systemTeal
      contentView.layer.cornerRadius = 8
      label.textAlignment = .center
      label.textColor = .white
      label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      label.frame = contentView.bounds
      contentView.addSubview(label)
      let selection = UIView()
      selection.backgroundColor = .systemOrange
      selection.layer.cornerRadius = 10
      selectedBackgroundView = selection
    }
    required init?(coder: NSCoder) { nil }
    override func prepareForReuse() {
      super.prepareForReuse()
      CountingCell.reuses += 1
    }
    override var isSelected: Bool {
      didSet { setNeedsLayout() }
    }
    override func layoutSubviews() {
      super.layoutSubviews()
      contentView.frame = isSelected ? bounds.insetBy(dx: 4, dy: 4) : bounds
    }
  }

  final class Header: UICollectionReusableView {
    let label = UILabel()
    required init(frame: CGRect) {
      super.init(frame: frame)
      label.font = .boldSystemFont(ofSize: 17)
      addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      label.frame = bounds.insetBy(dx: 16, dy: 0)
    }
  }

  final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var selections: [IndexPath] = []
    var highlights: [IndexPath] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      (cell as? CountingCell)?.label.text = "\(indexPath.item)"
      return cell
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
      (view as? Header)?.label.text = "Section \(indexPath.section + 1)"
      return view
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selections.append(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
      highlights.append(indexPath)
    }
  }

  /// A 3-column grid: 112 pt items, 16 pt insets, 10 pt spacing on a 390 pt view.
  static func gridLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 112, height: 112)
    layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    return layout
  }

  func makeCollection(
    _ items: Items, layout: UICollectionViewLayout, size: CGSize = CGSize(width: 390, height: 844)
  ) -> (HeadlessHost, UICollectionView) {
    let host = HeadlessHost(size: size, scale: 2)
    let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    view.register(
      Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
    view.dataSource = items
    view.delegate = items
    host.rootView.addSubview(view)
    host.advance(by: 1.0 / 60)
    return (host, view)
  }

  @Test func aFlowGridPlacesItemsToThePoint() {
    let items = Items([7, 2])
    let layout = Self.gridLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    let (_, view) = makeCollection(items, layout: layout)
    func frame(_ item: Int, _ section: Int) -> CGRect? {
      view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    // 358 pt of room, three 112 pt items: the 22 pt left over widens both gaps to 11 pt.
    #expect(frame(0, 0) == CGRect(x: 16, y: 48, width: 112, height: 112))
    #expect(frame(1, 0) == CGRect(x: 139, y: 48, width: 112, height: 112))
    #expect(frame(2, 0) == CGRect(x: 262, y: 48, width: 112, height: 112))
    #expect(frame(3, 0) == CGRect(x: 16, y: 170, width: 112, height: 112))
    // The last line holds one item: centred.
    #expect(frame(6, 0) == CGRect(x: 139, y: 292, width: 112, height: 112))
    // Section 2: header after 404 + 8, then its inset; two items spread to the edges.
    #expect(
      view.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 0, y: 412, width: 390, height: 40))
    #expect(frame(0, 1) == CGRect(x: 16, y: 460, width: 112, height: 112))
    #expect(frame(1, 1) == CGRect(x: 262, y: 460, width: 112, height: 112))
    #expect(view.contentSize == CGSize(width: 390, height: 580))
    #expect(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) != nil)
    #expect(view.indexPathForItem(at: CGPoint(x: 150, y: 200)) == IndexPath(item: 4, section: 0))
    #expect(view.indexPathForItem(at: CGPoint(x: 133, y: 200)) == nil)
  }

  @Test func aHorizontalFlowFillsColumns() {
    let items = Items([10])
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 60)
    layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    let (_, view) = makeCollection(items, layout: layout, size: CGSize(width: 390, height: 200))
    // 200 pt of height: three 60 pt items per column with 10 pt gaps (200 − 180 = 20 → 10 each).
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 20, y: 0, width: 100, height: 60))
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 20, y: 140, width: 100, height: 60))
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 130, y: 0, width: 100, height: 60))
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame
        == CGRect(x: 350, y: 70, width: 100, height: 60))
    #expect(view.contentSize == CGSize(width: 470, height: 200))
  }

  @Test func aFlungGridOfTwoThousandItemsReusesItsCells() {
    let items = Items([2000])
    let (host, view) = makeCollection(items, layout: Self.gridLayout())
    // 844 pt show rows 0…6 (122 pt apart from y 8); one row of 112 pt ahead: 8 rows, 24 cells.
    #expect(view.cellsMade == 24)
    let rows: CGFloat = 667
    #expect(view.contentSize.height == 16 + rows * 112 + (rows - 1) * 10)
    CountingCell.reuses = 0
    var alive = 0
    var flings = 0
    while view.contentOffset.y + 844 < view.contentSize.height - 1, flings < 200 {
      flings += 1
      host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.1, steps: 6)
      for _ in 0..<30 {
        host.advance(by: 1.0 / 60)
        alive = max(alive, view.subviews.filter { $0 is UICollectionViewCell }.count)
      }
    }
    host.advance(by: 6)
    #expect(view.contentOffset.y + 844 == view.contentSize.height)
    #expect(alive <= 30)
    #expect(view.cellsMade <= 30)
    #expect(CountingCell.reuses > 1900)
    let visible = view.indexPathsForVisibleItems
    #expect(visible.last == IndexPath(item: 1999, section: 0))
    #expect((view.cellForItem(at: IndexPath(item: 1999, section: 0)) as? CountingCell)?.label.text == "1999")
    #expect(view.visibleCells.count == visible.count)
  }

  @Test func aTapSelectsAndAHeldFingerHighlightsAfterTheDelay() {
    let items = Items([30])
    let (host, view) = makeCollection(items, layout: Self.gridLayout())
    host.tap(at: CGPoint(x: 195, y: 48 + 122 + 50), duration: 0.05)
    #expect(items.selections == [IndexPath(item: 4, section: 0)])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.selectedBackgroundView?.isHidden == false)
    // Another tap moves the selection.
    host.tap(at: CGPoint(x: 60, y: 60), duration: 0.05)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == false)
    // Held: the highlight after 150 ms; a scroll then takes it away unselected.
    host.send(PointerEvent(phase: .down, location: CGPoint(x: 300, y: 300), timestamp: host.now))
    host.advance(by: 0.1)
    #expect(items.highlights == [IndexPath(item: 4, section: 0), IndexPath(item: 0, section: 0)])
    host.advance(by: 0.1)
    #expect(items.highlights.last == IndexPath(item: 8, section: 0))
    #expect(view.cellForItem(at: IndexPath(item: 8, section: 0))?.isHighlighted == true)
    host.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300, y: 100), duration: 0.3, steps: 10)
    #expect(view.cellForItem(at: IndexPath(item: 8, section: 0))?.isHighlighted == false)
    #expect(items.selections == [IndexPath(item: 4, section: 0), IndexPath(item: 0, section: 0)])
  }

  @Test func theGridLooksRight() throws {
    let items = Items([14, 4])
    let layout = Self.gridLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    let (host, view) = makeCollection(items, layout: layout, size: CGSize(width: 390, height: 700))
    view.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
    host.advance(by: 1.0 / 60)
    try GoldenImage.verify(host.render(), named: "collection-grid", in: Self.goldens)
  }
}
