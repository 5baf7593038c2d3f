import Foundation

/// UIKit's abstract collection view layout. The collection view calls `prepare()` when the
/// layout is invalid (after `invalidateLayout()`, a reload, a batch update, or a bounds change
/// the layout asks to be invalidated for), then `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)` for the rectangle in view plus the reuse margin
/// (docs/uikit-behaviour-2.md §2.8). Subclass it, or use `UICollectionViewFlowLayout` or
/// `UICollectionViewCompositionalLayout`.
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
  /// The collection view this layout is installed in.
  open internal(set) weak var collectionView: UICollectionView?

  /// Whether `prepare()` has run since the last invalidation.
  var isPrepared = false

  public override init() { super.init() }

  /// UIKit's archive initializer; there are no archives in Segue (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    ArchiveDecoding.reportUndecodable(Self.self)
    return nil
  }

  /// Computes what the other queries answer; called before them after every invalidation.
  open func prepare() {}

  /// The size of everything the layout places, points.
  open var collectionViewContentSize: CGSize { .zero }

  /// The cells and supplementary views that intersect `rect` (content coordinates).
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Marks the layout invalid: it is prepared again before the next layout pass.
  open func invalidateLayout() {
    isPrepared = false
    collectionView?.setNeedsLayout()
  }

  /// Whether a change of the visible bounds (scrolling, resizing) needs a new layout; the
  /// default says no (UIKit's), the flow and compositional layouts say yes when the size changes.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Where an appearing item starts its batch-update animation (default: where it will be, at
  /// alpha 0 for inserted items, §2.6).
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Where a disappearing item ends its batch-update animation (default: where it was, at alpha 0).
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Whether the layout uses a view's preferred attributes (self-sizing); the flow and
  /// compositional layouts answer for estimated items.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { false }

  /// Whether the item's size is still an estimate the cell should replace.
  func needsMeasurement(of attributes: UICollectionViewLayoutAttributes) -> Bool { false }

  /// Records the measured size of a self-sizing element; true when it changed the layout.
  func record(measuredSize size: CGSize, for attributes: UICollectionViewLayoutAttributes) -> Bool { false }

  /// Sections that scroll sideways on their own (compositional layout): their frame in the
  /// content and the width of their row; their items' frames are given in the section's own
  /// scrolling coordinates (origin at the section's origin, not moved by its inner offset).
  func orthogonalSections() -> [Int: OrthogonalSectionInfo] { [:] }

  /// Forgets measured sizes (on reload).
  func resetMeasurements() {}

  /// Moves measured sizes to the items' index paths after a batch update (nil: gone).
  func remapMeasurements(_ map: (IndexPath) -> IndexPath?) {}

  /// Runs `prepare()` if the layout is invalid.
  func prepareIfNeeded() {
    guard !isPrepared else { return }
    isPrepared = true
    prepare()
  }
}

/// The geometry of a section that scrolls sideways inside the collection view.
struct OrthogonalSectionInfo: Equatable {
  /// Content coordinates of the section's visible strip, points.
  var frame: CGRect
  /// Width of the row of groups the strip scrolls over, points.
  var contentWidth: CGFloat
  var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
}
