import Foundation

extension UICollectionView {
  /// A cell class and how to configure one for an item (UIKit, iOS 14):
  ///
  /// ```swift
  /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> { cell, indexPath, contact in
  ///   var content = cell.defaultContentConfiguration()
  ///   content.text = contact.name
  ///   cell.contentConfiguration = content
  /// }
  /// … collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: contact)
  /// ```
  ///
  /// The class is registered under an identifier of the registration's own the first time a
  /// cell is dequeued with it, so one registration serves any number of collection views.
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    /// The reuse identifier the registration's cells are queued under.
    let reuseIdentifier: String
    /// Cells are made from this nib when set (its first top-level object), else from `Cell`.
    let nib: UINib?
    public let handler: Handler

    /// Cells of class `Cell`, configured by `handler`.
    public init(handler: @escaping Handler) {
      self.init(nib: nil, handler: handler)
    }

    /// Cells made from `cellNib`, configured by `handler`.
    public init(cellNib: UINib, handler: @escaping Handler) {
      self.init(nib: cellNib, handler: handler)
    }

    private init(nib: UINib?, handler: @escaping Handler) {
      reuseIdentifier = "CellRegistration-\(UUID().uuidString)"
      self.nib = nib
      self.handler = handler
    }
  }

  /// A supplementary view class for one element kind and how to configure one (UIKit, iOS 14).
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    public typealias Handler =
      @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

    let reuseIdentifier: String
    public let elementKind: String
    public let handler: Handler

    /// Views of class `Supplementary` for `elementKind`, configured by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      reuseIdentifier = "SupplementaryRegistration-\(UUID().uuidString)"
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// A cell for `item` at `indexPath` from `registration`, configured by its handler.
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if cellClasses[registration.reuseIdentifier] == nil, cellNibs[registration.reuseIdentifier] == nil {
      if let nib = registration.nib {
        register(nib, forCellWithReuseIdentifier: registration.reuseIdentifier)
      } else {
        register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
      }
    }
    let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    guard let cell = dequeued as? Cell else {
      // A nib whose first object is another class: UIKit raises; the cell is shown unconfigured.
      LayoutTrace.warn(
        "the nib of a cell registration made a \(type(of: dequeued)), not a \(Cell.self): make the nib's first "
          + "top-level object a \(Cell.self).")
      return Cell(frame: .zero)
    }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view at `indexPath` from `registration`, configured by its handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    if supplementaryClasses["\(registration.elementKind)/\(registration.reuseIdentifier)"] == nil {
      register(
        Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
        withReuseIdentifier: registration.reuseIdentifier)
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    let view = dequeued as? Supplementary ?? Supplementary(frame: .zero)
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}
