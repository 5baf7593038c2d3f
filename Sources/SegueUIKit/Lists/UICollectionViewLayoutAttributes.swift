import Foundation

/// What a layout says about one element of a collection view: its geometry in content
/// coordinates (points), its appearance and which element it is.
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
  /// UIKit's element categories (raw values as in UIKit).
  public enum ElementCategory: UInt, Sendable {
    case cell = 0
    case supplementaryView, decorationView
  }

  public private(set) var indexPath: IndexPath
  public let representedElementCategory: ElementCategory
  /// The supplementary kind (`UICollectionView.elementKindSectionHeader`, …); nil for cells.
  public let representedElementKind: String?

  /// Points, content coordinates.
  open var frame: CGRect = .zero
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  open var size: CGSize {
    get { frame.size }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }
  open var transform: CGAffineTransform = .identity
  /// 0…1.
  open var alpha: CGFloat = 1
  /// Higher is in front; cells default to 0, headers and footers to 10.
  open var zIndex = 0
  open var isHidden = false

  /// Which of the sizes the layout decides when the element sizes itself (the others come
  /// from the view's constraints).
  var fixedAxes: (width: Bool, height: Bool) = (true, true)
  /// A list section's cell: where it is in its section (nil outside list sections).
  var listPlacement: ListPlacement?

  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
  }

  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
    zIndex = 10
  }

  private init(copying other: UICollectionViewLayoutAttributes) {
    indexPath = other.indexPath
    representedElementCategory = other.representedElementCategory
    representedElementKind = other.representedElementKind
    frame = other.frame
    transform = other.transform
    alpha = other.alpha
    zIndex = other.zIndex
    isHidden = other.isHidden
    fixedAxes = other.fixedAxes
    listPlacement = other.listPlacement
  }

  nonisolated public func copy(with zone: NSZone? = nil) -> Any {
    MainActor.assumeIsolated { UICollectionViewLayoutAttributes(copying: self) }
  }

  /// The same element at another index path (batch updates).
  func moved(to indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
    let copy = UICollectionViewLayoutAttributes(copying: self)
    copy.indexPath = indexPath
    return copy
  }

  /// The key the collection view files the element's view under.
  var elementKey: ElementKey {
    ElementKey(kind: representedElementKind, indexPath: indexPath)
  }
}

/// A cell (kind nil) or a supplementary view of a kind, at an index path.
struct ElementKey: Hashable {
  var kind: String?
  var indexPath: IndexPath
}
